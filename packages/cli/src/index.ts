export { main, USAGE, VERSION, type Io } from './main.js';
export { EXIT_CODES, exitCodeOf, statusOf, type PacketOutcome, type OutcomeStatus } from './outcome.js';
export { renderSarif, SARIF_SCHEMA_URI } from './format/sarif.js';
export { createGatewayRunner, readPrivateKey, type GatewayOptions } from './gateway.js';
