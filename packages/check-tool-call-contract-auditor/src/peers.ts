import type { PeerComparison } from '@evidence-check/core-receipt';

const AJV = 'Ajv 8 JSON Schema 2020-12 validator (ajv/dist/2020)';
const SPEC = 'MCP specification 2025-11-25, server/tools (Tool Result, Structured Content, Output Schema, Error Handling; SEP-1303)';
const SDK = 'Official MCP TypeScript SDK @modelcontextprotocol/sdk 1.32 (Client.callTool, McpServer tools/call)';
const JSONRPC = 'JSON-RPC 2.0 Specification §5 Response object, §5.1 Error object';

/** The strongest peers of this product and how each of their rules maps to our codes. */
export const comparison = {
  peers: [
    { name: AJV, url: 'https://ajv.js.org/json-schema.html', oracle: '11 schemas × 41 argument and structured-content values (451 pairs) in test/ajv-oracle.test.ts' },
    { name: SPEC, url: 'https://modelcontextprotocol.io/specification/2025-11-25/server/tools' },
    { name: SDK, url: 'https://github.com/modelcontextprotocol/typescript-sdk', oracle: 'a real Client over an in-memory transport, 45 recorded results, in test/sdk-client-oracle.test.ts' },
    { name: JSONRPC, url: 'https://www.jsonrpc.org/specification#response_object' },
  ],
  rules: [
    { peer: AJV, rule: 'type, enum, const, required, properties, additionalProperties, min/maxProperties', ours: ['ARGUMENTS_SCHEMA_MISMATCH', 'STRUCTURED_CONTENT_MISMATCH'] },
    { peer: AJV, rule: 'minimum, maximum, exclusiveMinimum, exclusiveMaximum, minLength, maxLength (code points), items, minItems, maxItems', ours: ['ARGUMENTS_SCHEMA_MISMATCH', 'STRUCTURED_CONTENT_MISMATCH'] },
    { peer: AJV, rule: 'allOf, anyOf, oneOf, not; boolean schemas', ours: ['ARGUMENTS_SCHEMA_MISMATCH', 'STRUCTURED_CONTENT_MISMATCH'] },
    {
      peer: AJV,
      rule: 'pattern, patternProperties, format, $ref/$defs, if/then/else, prefixItems, contains, uniqueItems, multipleOf, propertyNames, dependentRequired, dependentSchemas, unevaluated*',
      ours: 'SCHEMA_KEYWORDS_NOT_EVALUATED',
      note: 'reported as not evaluated (a notice at the schema), never taken as satisfied: no caller pattern is compiled and no reference resolved',
    },
    { peer: SPEC, rule: 'Servers MUST validate all tool inputs (against the tool\'s inputSchema)', ours: 'ARGUMENTS_SCHEMA_MISMATCH', note: 'schema read from the contract\'s open key input_schema / inputSchema' },
    { peer: SPEC, rule: 'If an output schema is provided, servers MUST provide structured results that conform to it; clients SHOULD validate them', ours: 'STRUCTURED_CONTENT_MISMATCH' },
    { peer: SPEC, rule: 'A tool with an output schema returns structuredContent', ours: 'STRUCTURED_CONTENT_MISSING', note: 'when the call records a result that is not an error' },
    { peer: SPEC, rule: 'Tool execution errors are reported in the result with isError: true', ours: 'TOOL_RESULT_IS_ERROR', note: 'a notice; the call counts as failed' },
    { peer: SPEC, rule: 'Protocol errors (JSON-RPC) for unknown tools, malformed requests and server errors', ours: 'JSON_RPC_ERROR', note: 'a notice; the call counts as failed' },
    { peer: SPEC, rule: 'SEP-1303: input validation errors SHOULD be tool execution errors, not protocol errors (changed since 2025-06-18)', ours: 'INVALID_PARAMS_AS_PROTOCOL_ERROR', note: 'a notice for -32602 on a contracted tool' },
    { peer: SPEC, rule: 'A tool returning structured content SHOULD also return the serialized JSON in a TextContent block', ours: null, note: 'content blocks are not compared with structured content' },
    { peer: SPEC, rule: 'Clients SHOULD prompt for confirmation of sensitive operations; hints are untrusted', ours: null, note: 'a recorded call carries no confirmation evidence; allowed / forbidden_arguments contracts cover authorization' },
    { peer: SDK, rule: 'Client.callTool: "has an output schema but did not return structured content" (not for isError results)', ours: 'STRUCTURED_CONTENT_MISSING' },
    { peer: SDK, rule: 'Client.callTool: "Structured content does not match the tool\'s output schema" (checked in error results too)', ours: 'STRUCTURED_CONTENT_MISMATCH' },
    { peer: SDK, rule: 'McpServer: "Input validation error: Invalid arguments for tool …"', ours: 'ARGUMENTS_SCHEMA_MISMATCH' },
    { peer: JSONRPC, rule: '§5: either the result member or the error member MUST be included, but both MUST NOT be', ours: 'RESULT_AND_ERROR' },
    { peer: JSONRPC, rule: '§5.1: pre-defined error codes -32700, -32600, -32601, -32602, -32603; -32000 to -32099 server errors', ours: 'JSON_RPC_ERROR', note: 'details.meaning names the code' },
  ],
} as const satisfies PeerComparison;
