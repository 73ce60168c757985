export { createGateway } from './app.js';
export type { Gateway, GatewayOptions } from './app.js';
export { loadConfig, ConfigError, DEV_RECEIVER_ADDRESS } from './config.js';
export type { GatewayConfig, PaymentMode } from './config.js';
export { createLogger } from './logger.js';
export type { RequestLogger, RequestLogLine } from './logger.js';
export { MAX_BODY_BYTES } from './body.js';
export { paymentRequired, paymentRequirements, paymentRequiredHeader, USDC_EIP712_DOMAIN } from './payment-terms.js';
export { startGateway } from './server.js';
