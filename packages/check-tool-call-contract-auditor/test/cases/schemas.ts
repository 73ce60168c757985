// Cases of the schemas rule and of tool error results. Rules quoted from the MCP specification
// 2025-11-25, server/tools (https://modelcontextprotocol.io/specification/2025-11-25/server/tools):
// "Tool Result … Output Schema: Servers MUST provide structured results that conform to this
// schema"; "Tool Execution Errors: reported in tool results … isError: true".
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';

type Contract = Input['contracts'][number];
type Call = Input['calls'][number];
const call = (id: unknown, tool: unknown, args: unknown, extra: Record<string, unknown> = {}): Call => ({ id, tool, arguments: args, ...extra });
const contract = (tool: unknown, extra: Record<string, unknown> = {}): Contract => ({ tool, ...extra });
const INPUT = { type: 'object', properties: { city: { type: 'string', minLength: 1 }, days: { type: 'integer', minimum: 1, maximum: 7 } }, required: ['city'], additionalProperties: false };
const OUTPUT = { type: 'object', properties: { temperature: { type: 'number' } }, required: ['temperature'] };

export const schemaCases = defineCases<Input>([
  {
    name: 'arguments that satisfy the input schema and structured content that satisfies the output schema are READY',
    input: {
      contracts: [contract('get_weather', { input_schema: INPUT, outputSchema: OUTPUT })],
      calls: [call('c1', 'get_weather', { city: 'Oslo', days: 3 }, { content: [], structuredContent: { temperature: 21.5 }, isError: false })],
    },
    expect: [],
    status: 'READY',
    absent: [
      'ARGUMENTS_SCHEMA_MISMATCH', 'STRUCTURED_CONTENT_MISMATCH', 'STRUCTURED_CONTENT_MISSING', 'SCHEMA_KEYWORDS_NOT_EVALUATED', 'TOOL_RESULT_IS_ERROR',
      'SCHEMA_CHECK_SKIPPED', 'JSON_RPC_ERROR', 'RESULT_AND_ERROR', 'INVALID_PARAMS_AS_PROTOCOL_ERROR',
    ],
  },
  {
    name: 'arguments that break the input schema are one error at arguments listing each violation',
    input: {
      contracts: [contract('get_weather', { inputSchema: INPUT })],
      calls: [call('c1', 'get_weather', { days: '3', unit: 'C' })],
    },
    expect: [
      {
        code: 'ARGUMENTS_SCHEMA_MISMATCH',
        pointer: '/calls/0/arguments',
        subject: 'c1',
        details: {
          count: 3,
          errors: [
            { pointer: '/city', keyword: 'required', reason: 'required property is missing' },
            { pointer: '/days', keyword: 'type', reason: 'must be integer, is string' },
            { pointer: '/unit', keyword: 'additionalProperties', reason: 'property is not allowed' },
          ],
        },
      },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'structured content that breaks the output schema, or is missing from a successful result, is an error',
    input: {
      contracts: [contract('get_weather', { output_schema: OUTPUT })],
      calls: [
        call('c1', 'get_weather', { city: 'Oslo' }, { structured_content: { temperature: 'warm' } }),
        call('c2', 'get_weather', { city: 'Oslo' }, { content: [{ type: 'text', text: '21' }] }),
        call('c3', 'get_weather', { city: 'Oslo' }, { content: [{ type: 'text', text: 'upstream down' }], isError: true }),
        call('c4', 'get_weather', { city: 'Oslo' }),
      ],
    },
    expect: [
      { code: 'STRUCTURED_CONTENT_MISMATCH', pointer: '/calls/0/structured_content', details: { count: 1, errors: [{ pointer: '/temperature', keyword: 'type', reason: 'must be number, is string' }] } },
      { code: 'STRUCTURED_CONTENT_MISSING', pointer: '/calls/1', subject: 'c2' },
      { code: 'TOOL_RESULT_IS_ERROR', pointer: '/calls/2/isError', subject: 'c3', details: { key: 'isError' } },
    ],
    status: 'BLOCKED',
    report: { calls: [{ failed: false }, { failed: false }, { failed: true }, { failed: false }] },
  },
  {
    name: 'keywords outside the evaluated set are a notice at the schema; a schema that is not an object is an invalid field',
    input: {
      contracts: [
        contract('search', { input_schema: { type: 'object', properties: { q: { type: 'string', pattern: '^[a-z]+$', format: 'email' } } } }),
        contract('fetch', { input_schema: 'object' }),
      ],
      calls: [call('c1', 'search', { q: 'ABC' }), call('c2', 'fetch', { url: 'x' })],
    },
    expect: [
      { code: 'SCHEMA_KEYWORDS_NOT_EVALUATED', pointer: '/contracts/0/input_schema', subject: 'search', details: { keywords: ['format', 'pattern'] } },
      { code: 'INVALID_CONTRACT_FIELD', pointer: '/contracts/1/input_schema' },
    ],
    absent: ['ARGUMENTS_SCHEMA_MISMATCH'],
  },
  {
    // Per call: the root, property `a`, and 25 items × (the item + 40 anyOf branches) = 1027 steps;
    // 1,000,000 / 1027 → calls 1–973 finish, the 974th runs out and every later one is skipped.
    name: 'schema checks past the run\'s validation budget are a warning per call, never a silent pass',
    input: {
      contracts: [contract('tag', { input_schema: { type: 'object', properties: { a: { items: { anyOf: [...Array.from({ length: 39 }, () => ({ type: 'null' })), { type: 'string' }] } } } } })],
      calls: Array.from({ length: 1000 }, (_, i) => call(`c${i}`, 'tag', { a: Array.from({ length: 25 }, () => 'x') })),
    },
    expect: Array.from({ length: 1000 - 973 }, (_, k) => ({
      code: 'SCHEMA_CHECK_SKIPPED',
      pointer: `/calls/${973 + k}/arguments`,
      subject: `c${973 + k}`,
      details: { what: 'arguments', budget: 1000000 },
    })),
    status: 'REVIEW',
    absent: ['ARGUMENTS_SCHEMA_MISMATCH'],
  },
  {
    // MCP 2025-11-25 server/tools, Error Handling: protocol errors (JSON-RPC) for unknown tools and
    // malformed requests; JSON-RPC 2.0 §5: result and error MUST NOT both be included.
    name: 'a JSON-RPC error is a failed call; one with a result too is an error; -32602 for a contracted tool is the SEP-1303 notice',
    input: {
      contracts: [contract('search')],
      calls: [
        call('c1', 'search', { q: 'a' }, { error: { code: -32601, message: 'Method not found' } }),
        call('c2', 'search', { q: 'a' }, { error: { code: -32603, message: 'Internal error' }, isError: false, content: [] }),
        call('c3', 'search', { q: 1 }, { error: { code: -32602, message: 'Invalid arguments for tool search' } }),
        call('c4', 'search', { q: 'a' }, { error: { code: -32001, message: 'Request timed out' } }),
        call('c5', 'search', { q: 'a' }, { error: 'boom' }),
      ],
    },
    expect: [
      { code: 'JSON_RPC_ERROR', pointer: '/calls/0/error', subject: 'c1', details: { code: -32601, meaning: 'Method not found' } },
      { code: 'RESULT_AND_ERROR', pointer: '/calls/1', subject: 'c2', details: { resultKeys: ['content', 'isError'] } },
      { code: 'JSON_RPC_ERROR', pointer: '/calls/1/error', details: { code: -32603, meaning: 'Internal error' } },
      { code: 'JSON_RPC_ERROR', pointer: '/calls/2/error', details: { code: -32602, meaning: 'Invalid params' } },
      { code: 'INVALID_PARAMS_AS_PROTOCOL_ERROR', pointer: '/calls/2/error/code', subject: 'c3' },
      { code: 'JSON_RPC_ERROR', pointer: '/calls/3/error', details: { code: -32001, meaning: 'Server error (implementation-defined)' } },
    ],
    status: 'BLOCKED',
    report: { calls: [{ failed: true }, { failed: true }, { failed: true }, { failed: true }, { failed: false }] },
  },
  {
    name: 'a tool error result (isError: true) is a failed call, not a protocol error; -32602 for an unknown tool is right',
    input: {
      contracts: [contract('search')],
      calls: [
        call('c1', 'search', { q: 1 }, { content: [{ type: 'text', text: 'q must be a string' }], isError: true }),
        call('c2', 'lookup', { q: 'a' }, { error: { code: -32602, message: 'Tool lookup not found' } }),
      ],
    },
    expect: [
      { code: 'TOOL_RESULT_IS_ERROR', pointer: '/calls/0/isError', subject: 'c1' },
      { code: 'JSON_RPC_ERROR', pointer: '/calls/1/error', subject: 'c2' },
      { code: 'NO_CONTRACT', pointer: '/calls/1/tool' },
    ],
    absent: ['INVALID_PARAMS_AS_PROTOCOL_ERROR', 'RESULT_AND_ERROR'],
  },
]);
