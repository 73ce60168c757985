export * from './core.js';
export { priceLine, toolFor, toolDescription } from './tools.js';
export { ANY_JSON_DESCRIPTION, portableSchema } from './portable-schema.js';
export {
  createEvidenceCheckServer,
  createEvidenceCheckServerFactory,
  offlineCallTool,
  toCallToolResult,
  DEFAULT_INSTRUCTIONS,
  PACKAGE_VERSION,
  type CallTool,
  type ToolCallMeta,
  type ToolCallExtra,
  type ToolCallOutcome,
  type EvidenceCheckServerOptions,
} from './server.js';
export { serveStdio } from './stdio.js';
