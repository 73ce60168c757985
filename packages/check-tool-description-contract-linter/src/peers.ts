import type { PeerComparison } from '@evidence-check/core-receipt';

const SPEC = 'MCP specification 2025-11-25 (schema.ts Tool, ToolAnnotations; server/tools Tool names, SEP-986)';
const SDK = 'Official MCP TypeScript SDK @modelcontextprotocol/sdk 1.32 (ToolSchema, validateToolName)';
const INSPECTOR = 'MCP Inspector 2.12 schema-portability lint (--method tools/list --strict)';
const PLATFORMS = 'OpenAI and Anthropic function-calling tool name rule';

/** The strongest peers of this product and how each of their rules maps to our codes. */
export const comparison = {
  peers: [
    { name: SPEC, url: 'https://modelcontextprotocol.io/specification/2025-11-25/server/tools#tool-names' },
    { name: SDK, url: 'https://github.com/modelcontextprotocol/typescript-sdk', oracle: 'ToolSchema.safeParse and validateToolName run over 4,584 generated definitions (1,542 MCP-valid) in test/sdk-oracle.test.ts' },
    { name: INSPECTOR, url: 'https://github.com/modelcontextprotocol/inspector', oracle: 'the real Inspector CLI lists 40 tools from a stdio fixture server in test/inspector-oracle.test.ts; the same 55 (tool, rule, path) findings' },
    { name: PLATFORMS, url: 'https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/implement-tool-use' },
  ],
  rules: [
    {
      peer: SPEC,
      rule: 'Tool names SHOULD be 1–128 characters of A-Z, a-z, 0-9, _, - and . ; SHOULD NOT contain spaces, commas or other special characters',
      ours: 'TOOL_NAME_INVALID',
      note: 'an error although the specification says SHOULD: every such name is also refused outright by the OpenAI and Anthropic APIs, and the SDK\'s validateToolName calls it invalid',
    },
    { peer: SPEC, rule: 'Tool names are case-sensitive (getUser and GetUser are two names)', ours: 'TOOL_NAME_CASE_VARIANT', note: 'a notice only, never an error: MCP allows both' },
    { peer: SPEC, rule: 'Tool names SHOULD be unique within a server', ours: 'DUPLICATE_TOOL_NAME', note: 'exact duplicates only; an error because the SDK refuses to register a name twice' },
    { peer: SPEC, rule: 'Tool.description is an optional string', ours: ['DESCRIPTION_INVALID', 'DESCRIPTION_MISSING'], note: 'not a string: error; empty: a warning, since MCP allows it' },
    { peer: SPEC, rule: 'Tool.inputSchema: a JSON Schema object with type "object" (properties an object of schemas, required a list of strings)', ours: 'TOOL_SCHEMA_INVALID', note: 'checked when the key is present; the interface does not require it' },
    { peer: SPEC, rule: 'Tool.outputSchema: optional, a JSON Schema object with type "object"', ours: 'TOOL_SCHEMA_INVALID' },
    { peer: SPEC, rule: 'title, annotations (title, boolean hints), execution.taskSupport, icons, _meta are typed', ours: 'MCP_FIELD_INVALID' },
    { peer: SPEC, rule: 'ToolAnnotations: destructiveHint and idempotentHint are meaningful only when readOnlyHint is false', ours: 'ANNOTATIONS_CONTRADICTORY', note: 'also a hint against our side_effects and idempotency fields' },
    { peer: SPEC, rule: 'Annotations are hints, not guarantees; clients should not trust them from untrusted servers', ours: 'READ_ONLY_HINT_ON_WRITE_NAME', note: 'heuristic: a write-sounding name marked read-only' },
    { peer: SPEC, rule: 'Clients SHOULD validate structured results against outputSchema; servers MUST provide results that conform', ours: null, note: 'results are not part of a description; see tool-call-contract-auditor' },
    { peer: SDK, rule: 'ToolSchema.safeParse refuses a definition', ours: ['TOOL_SCHEMA_INVALID', 'MCP_FIELD_INVALID', 'DESCRIPTION_INVALID', 'TOOL_NAME_INVALID'], note: 'same verdict on every definition of the oracle corpus' },
    { peer: SDK, rule: 'validateToolName isValid: false (empty, over 128, invalid characters)', ours: 'TOOL_NAME_INVALID' },
    { peer: SDK, rule: 'validateToolName warning: name starts or ends with a dash or a dot', ours: 'TOOL_NAME_EDGE_CHARACTER' },
    { peer: SDK, rule: 'registerTool refuses a name that is already registered', ours: 'DUPLICATE_TOOL_NAME' },
    { peer: INSPECTOR, rule: 'boolean-schema: bare true/false where a schema object is expected', ours: 'SCHEMA_NOT_PORTABLE', note: 'a warning here (the Inspector says error under --strict): valid JSON Schema, so never an error for an MCP-valid tool' },
    { peer: INSPECTOR, rule: 'type-union: type given as a list', ours: 'SCHEMA_NOT_PORTABLE' },
    { peer: INSPECTOR, rule: 'remote-ref: $ref outside the document', ours: 'SCHEMA_NOT_PORTABLE' },
    { peer: INSPECTOR, rule: 'untyped-schema: a subschema with no validation keyword', ours: 'SCHEMA_NOT_PORTABLE' },
    { peer: PLATFORMS, rule: 'Tool name must match ^[a-zA-Z0-9_-]{1,64}$', ours: 'TOOL_NAME_PLATFORM_LIMIT', note: 'a notice on MCP-valid names with a dot or 65–128 characters: platform-specific, not invalid' },
    { peer: PLATFORMS, rule: 'Function description length limit (1024 characters on some APIs)', ours: 'DESCRIPTION_TOO_LONG', note: 'a warning' },
    { peer: PLATFORMS, rule: 'Parameters / input_schema must be a JSON Schema object', ours: null, note: 'the platforms spell it parameters or input_schema; only the MCP key inputSchema is read' },
  ],
} as const satisfies PeerComparison;
