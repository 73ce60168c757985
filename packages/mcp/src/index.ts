export * from './core.js';
export { toolFor, toolDescription } from './tools.js';
export {
  createEvidenceCheckServer,
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
