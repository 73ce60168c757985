// Cases of the MCP rules (mcp-fields, schema-portability, annotations) and of MCP fields standing
// in for the contract lists. Rules quoted from the MCP specification 2025-11-25
// (https://modelcontextprotocol.io/specification/2025-11-25/schema#tool) and the MCP Inspector's
// schema-portability lint (`inspector --cli --method tools/list --strict`).
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';

type Tool = Input['tools'][number];
const DESCRIPTION = 'Returns one user account of the workspace by its id.';
/** An MCP tool definition as `tools/list` returns it (no contract lists of our own). */
const mcpTool = (name: string, extra: Record<string, unknown> = {}): Tool =>
  ({ name, description: DESCRIPTION, inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, ...extra }) as Tool;
/** A complete description of ours, for the annotation cases. */
const full = (name: string, extra: Record<string, unknown> = {}): Tool =>
  ({ name, description: DESCRIPTION, inputs: ['id: string'], outputs: ['user'], side_effects: [], failure_modes: ['NOT_FOUND'], ...extra }) as Tool;
const missing = (index: number, fields: string[]) => fields.map((field) => ({ code: 'CONTRACT_FIELD_MISSING', pointer: `/tools/${index}`, details: { field } }));
const failureModes = (index: number) => ({ code: 'CONTRACT_FIELD_MISSING', pointer: `/tools/${index}`, details: { field: 'failure_modes' } });

export const mcpCases = defineCases<Input>([
  {
    // schema.ts Tool: "inputSchema: { $schema?: string; type: "object"; properties?: { [key: string]: object }; required?: string[] }".
    name: 'an inputSchema or outputSchema that is not an MCP object schema is an error at it; null is no schema',
    input: {
      tools: [
        mcpTool('a', { inputSchema: null }),
        mcpTool('b', { inputSchema: {} }),
        mcpTool('c', { inputSchema: { type: 'string' } }),
        mcpTool('d', { inputSchema: [] }),
        mcpTool('e', { inputSchema: { type: 'object', properties: { id: true } } }),
        mcpTool('f', { inputSchema: { type: 'object', required: 'id' } }),
        mcpTool('g', { outputSchema: null }),
        mcpTool('h', { outputSchema: { type: 'array' } }),
      ],
    },
    expect: [
      ...missing(0, ['failure_modes', 'inputs', 'outputs', 'side_effects']),
      { code: 'TOOL_SCHEMA_INVALID', pointer: '/tools/0/inputSchema', subject: 'a', details: { field: 'inputSchema', reason: 'null, not a JSON Schema object' } },
      ...missing(1, ['failure_modes', 'inputs', 'outputs', 'side_effects']),
      { code: 'SCHEMA_NOT_PORTABLE', pointer: '/tools/1/inputSchema', details: { rule: 'untyped-schema' } },
      { code: 'TOOL_SCHEMA_INVALID', pointer: '/tools/1/inputSchema', details: { reason: 'no "type": MCP requires "type": "object" at the root' } },
      ...missing(2, ['failure_modes', 'inputs', 'outputs', 'side_effects']),
      { code: 'TOOL_SCHEMA_INVALID', pointer: '/tools/2/inputSchema', details: { reason: '"type" is "string": MCP requires "type": "object" at the root' } },
      ...missing(3, ['failure_modes', 'inputs', 'outputs', 'side_effects']),
      { code: 'TOOL_SCHEMA_INVALID', pointer: '/tools/3/inputSchema', details: { reason: 'an array, not a JSON Schema object' } },
      ...missing(4, ['failure_modes', 'inputs', 'outputs', 'side_effects']),
      { code: 'TOOL_SCHEMA_INVALID', pointer: '/tools/4/inputSchema', details: { reason: '"properties" member "id" is not a schema object' } },
      { code: 'SCHEMA_NOT_PORTABLE', pointer: '/tools/4/inputSchema/properties/id', details: { rule: 'boolean-schema' } },
      ...missing(5, ['failure_modes', 'inputs', 'outputs', 'side_effects']),
      { code: 'TOOL_SCHEMA_INVALID', pointer: '/tools/5/inputSchema', details: { reason: '"required" is not a list of strings' } },
      ...missing(6, ['failure_modes', 'outputs', 'side_effects']),
      { code: 'TOOL_SCHEMA_INVALID', pointer: '/tools/6/outputSchema', details: { field: 'outputSchema' } },
      ...missing(7, ['failure_modes', 'outputs', 'side_effects']),
      { code: 'TOOL_SCHEMA_INVALID', pointer: '/tools/7/outputSchema', details: { field: 'outputSchema' } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'a valid MCP inputSchema states the inputs, an outputSchema the outputs, readOnlyHint the side effects',
    input: {
      tools: [
        mcpTool('get_user', { outputSchema: { type: 'object', properties: { user: { type: 'object' } } }, annotations: { readOnlyHint: true } }),
        mcpTool('delete_user', { annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true } }),
      ],
    },
    expect: [
      failureModes(0),
      failureModes(1),
      { code: 'CONTRACT_FIELD_MISSING', pointer: '/tools/1', details: { field: 'outputs' } },
    ],
    status: 'REVIEW',
    absent: ['WRITE_WITHOUT_SIDE_EFFECTS', 'TOOL_SCHEMA_INVALID'],
  },
  {
    // schema.ts ToolAnnotations: title?: string; readOnlyHint?, destructiveHint?, idempotentHint?, openWorldHint?: boolean;
    // ToolExecution.taskSupport?: "forbidden" | "optional" | "required"; Icon.src: string; _meta?: { [key: string]: unknown }.
    name: 'MCP fields of the wrong type are errors at the field',
    input: {
      tools: [
        full('a', { title: 7 }),
        full('b', { annotations: { readOnlyHint: 'yes', title: 3 } }),
        full('c', { annotations: null }),
        full('d', { execution: { taskSupport: 'always' } }),
        full('e', { icons: [{ src: 'https://example.com/a.png' }, { src: 'b.png', theme: 'blue' }] }),
        full('f', { _meta: 1 }),
      ],
    },
    expect: [
      { code: 'MCP_FIELD_INVALID', pointer: '/tools/0/title', details: { field: 'title', reason: 'not a string', value: 7 } },
      { code: 'MCP_FIELD_INVALID', pointer: '/tools/1/annotations/readOnlyHint', details: { field: 'annotations.readOnlyHint', reason: 'not a boolean' } },
      { code: 'MCP_FIELD_INVALID', pointer: '/tools/1/annotations/title', details: { field: 'annotations.title' } },
      { code: 'MCP_FIELD_INVALID', pointer: '/tools/2/annotations', details: { reason: 'not an object', value: null } },
      { code: 'MCP_FIELD_INVALID', pointer: '/tools/3/execution/taskSupport' },
      { code: 'MCP_FIELD_INVALID', pointer: '/tools/4/icons/1', details: { field: 'icons.1', reason: '"theme" is not "light" or "dark"' } },
      { code: 'MCP_FIELD_INVALID', pointer: '/tools/5/_meta' },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'well-typed MCP fields are READY',
    input: {
      tools: [
        full('get_user', {
          title: 'Get user',
          annotations: { title: 'Get user', readOnlyHint: true, openWorldHint: false },
          execution: { taskSupport: 'optional' },
          icons: [{ src: 'https://example.com/a.png', mimeType: 'image/png', sizes: ['48x48'], theme: 'light' }],
          _meta: { 'example.com/x': 1 },
          inputSchema: { type: 'object', $schema: 'https://json-schema.org/draft/2020-12/schema', properties: { id: { type: 'string', minLength: 1 } }, required: ['id'] },
          outputSchema: { type: 'object', properties: { user: { $ref: '#/$defs/user' } }, $defs: { user: { type: 'object' } } },
        }),
      ],
    },
    expect: [],
    status: 'READY',
    absent: ['MCP_FIELD_INVALID', 'TOOL_SCHEMA_INVALID', 'SCHEMA_NOT_PORTABLE', 'ANNOTATIONS_CONTRADICTORY'],
  },
  {
    // MCP Inspector --strict rules: boolean-schema, type-union, remote-ref, untyped-schema.
    name: 'portability hazards of the Inspector lint are warnings at their own pointer',
    input: {
      tools: [
        full('search_users', {
          inputSchema: {
            type: 'object',
            properties: {
              tags: { type: ['string', 'null'] },
              filter: {},
              address: { $ref: 'https://example.com/address.json' },
              list: { type: 'array', items: true },
              extra: { type: 'object', additionalProperties: true },
              negated: { not: {} },
            },
          },
        }),
      ],
    },
    expect: [
      { code: 'SCHEMA_NOT_PORTABLE', pointer: '/tools/0/inputSchema/properties/address', details: { rule: 'remote-ref', field: 'inputSchema' } },
      { code: 'SCHEMA_NOT_PORTABLE', pointer: '/tools/0/inputSchema/properties/filter', details: { rule: 'untyped-schema' } },
      { code: 'SCHEMA_NOT_PORTABLE', pointer: '/tools/0/inputSchema/properties/list/items', details: { rule: 'boolean-schema' } },
      { code: 'SCHEMA_NOT_PORTABLE', pointer: '/tools/0/inputSchema/properties/tags', details: { rule: 'type-union' } },
    ],
    status: 'REVIEW',
    absent: ['TOOL_SCHEMA_INVALID'],
  },
  {
    // Issue 29: "a `delete_user` tool with `readOnlyHint: true` is READY" — no longer.
    name: 'a write-sounding tool marked read-only is a labelled heuristic warning at readOnlyHint',
    input: { tools: [full('delete_user', { annotations: { readOnlyHint: true } }), full('get_user', { annotations: { readOnlyHint: true } })] },
    expect: [{ code: 'READ_ONLY_HINT_ON_WRITE_NAME', pointer: '/tools/0/annotations/readOnlyHint', subject: 'delete_user', details: { verb: 'delete', heuristic: true } }],
    status: 'REVIEW',
    absent: ['WRITE_WITHOUT_SIDE_EFFECTS'],
    report: { tools: [{ verdict: 'REVIEW' }, { verdict: 'READY' }] },
  },
  {
    // ToolAnnotations: destructiveHint and idempotentHint are "meaningful only when readOnlyHint == false".
    name: 'contradictory annotations are warnings: between hints and against the tool metadata',
    input: {
      tools: [
        full('get_a', { annotations: { readOnlyHint: true, destructiveHint: true } }),
        full('get_b', { annotations: { readOnlyHint: true }, side_effects: ['writes an audit row'] }),
        full('get_c', { annotations: { readOnlyHint: true }, idempotency: 'not-idempotent' }),
        full('get_d', { annotations: { readOnlyHint: false, destructiveHint: false }, idempotency: 'safe' }),
        full('get_e', { annotations: { idempotentHint: true }, idempotency: 'not-idempotent' }),
        full('get_f', { annotations: { idempotentHint: false }, idempotency: 'idempotent' }),
      ],
    },
    expect: [
      { code: 'ANNOTATIONS_CONTRADICTORY', pointer: '/tools/0/annotations/destructiveHint', details: { against: 'annotations.readOnlyHint' } },
      { code: 'ANNOTATIONS_CONTRADICTORY', pointer: '/tools/1/annotations/readOnlyHint', details: { against: 'side_effects' } },
      { code: 'ANNOTATIONS_CONTRADICTORY', pointer: '/tools/2/annotations/readOnlyHint', details: { against: 'idempotency' } },
      { code: 'ANNOTATIONS_CONTRADICTORY', pointer: '/tools/3/annotations/readOnlyHint', details: { against: 'idempotency' } },
      { code: 'ANNOTATIONS_CONTRADICTORY', pointer: '/tools/4/annotations/idempotentHint' },
      { code: 'ANNOTATIONS_CONTRADICTORY', pointer: '/tools/5/annotations/idempotentHint' },
    ],
    status: 'REVIEW',
  },
  {
    name: 'consistent annotations are not contradictions; hints of a read-only tool beyond readOnlyHint are not read',
    input: {
      tools: [
        full('get_a', { annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true }, idempotency: 'safe' }),
        full('delete_b', { annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true }, idempotency: 'idempotent', side_effects: ['removes b'] }),
        full('get_c', { annotations: { readOnlyHint: true, idempotentHint: false }, idempotency: 'safe' }),
      ],
    },
    expect: [],
    absent: ['ANNOTATIONS_CONTRADICTORY', 'READ_ONLY_HINT_ON_WRITE_NAME'],
  },
]);
