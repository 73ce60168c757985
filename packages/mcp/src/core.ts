// The SDK-free half of the package: offline runner, envelope schema, text rendering. The CLI loads
// this alone (`@evidence-check/mcp/core`), so commands that never speak MCP do not load the MCP SDK.
export { paidOutputSchema, paymentRequiredSchema, resultEnvelopeSchema } from './envelope.js';
export { renderResultText, statusLine, invalidEvidence, type ErrorBody } from './render.js';
export { createOfflineRunner, type OfflineRunner, type RunOutcome } from './offline.js';
