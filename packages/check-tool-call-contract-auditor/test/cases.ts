// Cases as data: every declared code is produced by a case's `expect` and kept out of another
// case by `absent`; every input is a packet the gateway accepts. There is no outside oracle for
// these rules: each case names the rule it exercises (README, "Decision rules").
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';
import { schemaCases } from './cases/schemas.js';

type Contract = Input['contracts'][number];
type Call = Input['calls'][number];
const call = (id: unknown, tool: unknown, args: unknown, extra: Record<string, unknown> = {}): Call => ({ id, tool, arguments: args, ...extra });
const contract = (tool: unknown, extra: Record<string, unknown> = {}): Contract => ({ tool, ...extra });

const ownCases = defineCases<Input>([
  {
    name: 'calls within their contracts are compliant and READY',
    input: {
      contracts: [
        contract('search_docs', { allowed: true, max_calls: 2, required_arguments: ['query'], forbidden_arguments: ['api_key'] }),
        contract('read_file', { required_arguments: ['path'] }),
      ],
      calls: [
        call('c1', 'search_docs', { query: 'refund' }, { outcome: 'success' }),
        call('c2', 'read_file', { path: 'a.txt' }),
        call('c3', 'search_docs', { query: 'window', limit: 5 }, { outcome: 'ok' }),
      ],
    },
    expect: [],
    status: 'READY',
    absent: [
      'INVALID_ID',
      'ID_TOO_LONG',
      'DUPLICATE_CALL_ID',
      'INVALID_TOOL_NAME',
      'TOOL_NAME_TOO_LONG',
      'INVALID_CONTRACT_FIELD',
      'DUPLICATE_CONTRACT',
      'NO_CONTRACT',
      'TOOL_NOT_ALLOWED',
      'CALL_LIMIT_EXCEEDED',
      'ARGUMENTS_NOT_OBJECT',
      'REQUIRED_ARGUMENT_MISSING',
      'FORBIDDEN_ARGUMENT_PRESENT',
      'CALL_FAILED',
    ],
    report: {
      tools: [
        { tool: 'search_docs', contract: true, allowed: true, maxCalls: 2, calls: 2, violations: 0 },
        { tool: 'read_file', contract: true, allowed: true, maxCalls: null, calls: 1, violations: 0 },
      ],
      calls: [
        { id: 'c1', verdict: 'compliant', codes: [], failed: false },
        { id: 'c2', verdict: 'compliant', codes: [] },
        { id: 'c3', verdict: 'compliant', codes: [] },
      ],
    },
  },
  {
    name: 'a call to a tool without a contract is flagged at its tool',
    input: { contracts: [contract('read_file')], calls: [call('c1', 'read_file', {}), call('c2', 'delete_ticket', { id: 'T-1' })] },
    expect: [{ code: 'NO_CONTRACT', pointer: '/calls/1/tool', subject: 'c2', details: { call: 'c2', tool: 'delete_ticket' } }],
    absent: ['TOOL_NOT_ALLOWED'],
    report: {
      tools: [
        { tool: 'read_file', contract: true, calls: 1 },
        { tool: 'delete_ticket', contract: false, allowed: false, maxCalls: null, calls: 1, violations: 1 },
      ],
      calls: [{ verdict: 'compliant' }, { verdict: 'violation', codes: ['NO_CONTRACT'] }],
    },
  },
  {
    name: 'every call to a tool whose contract says allowed: false is flagged; a contract without allowed allows',
    input: {
      contracts: [contract('send_email', { allowed: false }), contract('read_file')],
      calls: [call('c1', 'send_email', {}), call('c2', 'read_file', {}), call('c3', 'send_email', {})],
    },
    expect: [
      { code: 'TOOL_NOT_ALLOWED', pointer: '/calls/0', subject: 'c1', details: { call: 'c1', tool: 'send_email' } },
      { code: 'TOOL_NOT_ALLOWED', pointer: '/calls/2', subject: 'c3' },
    ],
    absent: ['NO_CONTRACT'],
    report: { tools: [{ tool: 'send_email', allowed: false, calls: 2, violations: 2 }, { tool: 'read_file', allowed: true, calls: 1, violations: 0 }] },
  },
  {
    name: 'each call beyond max_calls is flagged in input order; calls to other tools do not count',
    input: {
      contracts: [contract('shell', { max_calls: 2 }), contract('read_file', { max_calls: 0 })],
      calls: [
        call('c1', 'shell', {}),
        call('c2', 'read_file', {}),
        call('c3', 'shell', {}),
        call('c4', 'shell', {}),
        call('c5', 'shell', {}),
      ],
    },
    expect: [
      { code: 'CALL_LIMIT_EXCEEDED', pointer: '/calls/1', subject: 'c2', details: { tool: 'read_file', ordinal: 1, maxCalls: 0 } },
      { code: 'CALL_LIMIT_EXCEEDED', pointer: '/calls/3', subject: 'c4', details: { tool: 'shell', ordinal: 3, maxCalls: 2 } },
      { code: 'CALL_LIMIT_EXCEEDED', pointer: '/calls/4', subject: 'c5', details: { ordinal: 4 } },
    ],
    report: { tools: [{ tool: 'shell', calls: 4, violations: 2 }, { tool: 'read_file', calls: 1, violations: 1 }] },
  },
  {
    name: 'exactly max_calls calls are within the limit',
    input: { contracts: [contract('shell', { max_calls: 2 })], calls: [call('c1', 'shell', {}), call('c2', 'shell', {})] },
    expect: [],
    absent: ['CALL_LIMIT_EXCEEDED'],
  },
  {
    name: 'missing required arguments: one finding per call naming every missing path; null counts as present',
    input: {
      contracts: [contract('create_ticket', { required_arguments: ['project', 'title', 'priority', 'title'] })],
      calls: [call('c1', 'create_ticket', { project: null, title: 'x' }), call('c2', 'create_ticket', { Project: 'OPS', title: 'y' })],
    },
    expect: [
      { code: 'REQUIRED_ARGUMENT_MISSING', pointer: '/calls/0/arguments', subject: 'c1', details: { count: 1, missing: ['priority'] } },
      { code: 'REQUIRED_ARGUMENT_MISSING', pointer: '/calls/1/arguments', subject: 'c2', details: { count: 2, missing: ['project', 'priority'] } },
    ],
  },
  {
    name: 'dotted required paths reach into nested objects, never into arrays or scalars; \\. is a literal dot',
    input: {
      contracts: [contract('http', { required_arguments: ['request.url', 'headers.x\\.api\\.key'] })],
      calls: [
        call('c1', 'http', { request: { url: 'https://example.com' }, headers: { 'x.api.key': 'k' } }),
        call('c2', 'http', { request: [{ url: 'https://example.com' }], headers: { x: { api: { key: 'k' } } } }),
        call('c3', 'http', { request: 'https://example.com', 'headers.x.api.key': 'k' }),
      ],
    },
    expect: [
      { code: 'REQUIRED_ARGUMENT_MISSING', pointer: '/calls/1/arguments', subject: 'c2', details: { count: 2, missing: ['request.url', 'headers.x\\.api\\.key'] } },
      { code: 'REQUIRED_ARGUMENT_MISSING', pointer: '/calls/2/arguments', subject: 'c3', details: { count: 2 } },
    ],
    report: { calls: [{ verdict: 'compliant' }, { verdict: 'violation' }, { verdict: 'violation' }] },
  },
  {
    name: 'a forbidden argument present is flagged at its own key, nested or not, whatever its value',
    input: {
      contracts: [contract('shell', { forbidden_arguments: ['sudo', 'auth.token', 'env.a/b', 'x\\\\y'] })],
      calls: [
        call('c1', 'shell', { command: 'ls', sudo: false, auth: { token: null } }),
        call('c2', 'shell', { command: 'ls', auth: {}, env: { 'a/b': 1 }, 'x\\y': 0 }),
        call('c3', 'shell', { command: 'ls', auth: 'token', env: [{ 'a/b': 1 }] }),
      ],
    },
    expect: [
      { code: 'FORBIDDEN_ARGUMENT_PRESENT', pointer: '/calls/0/arguments/auth/token', subject: 'c1', details: { argument: 'auth.token', tool: 'shell' } },
      { code: 'FORBIDDEN_ARGUMENT_PRESENT', pointer: '/calls/0/arguments/sudo', subject: 'c1', details: { argument: 'sudo' } },
      { code: 'FORBIDDEN_ARGUMENT_PRESENT', pointer: '/calls/1/arguments/env/a~1b', subject: 'c2', details: { argument: 'env.a/b' } },
      { code: 'FORBIDDEN_ARGUMENT_PRESENT', pointer: '/calls/1/arguments/x\\y', subject: 'c2', details: { argument: 'x\\\\y' } },
    ],
    absent: ['REQUIRED_ARGUMENT_MISSING'],
    report: { calls: [{ codes: ['FORBIDDEN_ARGUMENT_PRESENT'] }, { verdict: 'violation' }, { verdict: 'compliant' }] },
  },
  {
    name: 'arguments that are not an object are flagged and not checked for keys',
    input: {
      contracts: [contract('search_docs', { required_arguments: ['query'], forbidden_arguments: ['query'] })],
      calls: [call('c1', 'search_docs', '{"query":"x"}'), call('c2', 'search_docs', ['query']), call('c3', 'search_docs', null), call('c4', 'unknown_tool', 7)],
    },
    expect: [
      { code: 'ARGUMENTS_NOT_OBJECT', pointer: '/calls/0/arguments', subject: 'c1', details: { type: 'a string' } },
      { code: 'ARGUMENTS_NOT_OBJECT', pointer: '/calls/1/arguments', details: { type: 'a list' } },
      { code: 'ARGUMENTS_NOT_OBJECT', pointer: '/calls/2/arguments', details: { type: 'null' } },
      { code: 'ARGUMENTS_NOT_OBJECT', pointer: '/calls/3/arguments', details: { type: 'a number' } },
      { code: 'NO_CONTRACT', pointer: '/calls/3/tool' },
    ],
    absent: ['REQUIRED_ARGUMENT_MISSING', 'FORBIDDEN_ARGUMENT_PRESENT'],
  },
  {
    name: 'failed outcomes are notices (trimmed, any case); other outcomes and non-strings are not',
    input: {
      contracts: [contract('fetch')],
      calls: [
        call('c1', 'fetch', {}, { outcome: 'error' }),
        call('c2', 'fetch', {}, { outcome: ' Timeout ' }),
        call('c3', 'fetch', {}, { outcome: 'FAILED' }),
        call('c4', 'fetch', {}, { outcome: 'success' }),
        call('c5', 'fetch', {}, { outcome: 'partial_failure' }),
        call('c6', 'fetch', {}, { outcome: { status: 'error' } }),
        call('c7', 'fetch', {}, { outcome: false }),
        call('c8', 'fetch', {}),
      ],
    },
    expect: [
      { code: 'CALL_FAILED', pointer: '/calls/0/outcome', subject: 'c1', details: { outcome: 'error' } },
      { code: 'CALL_FAILED', pointer: '/calls/1/outcome', details: { outcome: ' Timeout ' } },
      { code: 'CALL_FAILED', pointer: '/calls/2/outcome', details: { outcome: 'FAILED' } },
    ],
    status: 'READY',
    report: {
      calls: [
        { verdict: 'compliant', codes: ['CALL_FAILED'], failed: true },
        { failed: true },
        { failed: true },
        { failed: false },
        { failed: false },
        { failed: false },
        { failed: false },
        { failed: false },
      ],
    },
  },
  {
    name: 'every member of a duplicate call-id set is flagged at its own id with one group',
    input: {
      contracts: [contract('read_file')],
      calls: [call('c1', 'read_file', {}), call('c2', 'read_file', {}), call('c1', 'read_file', {}), call('c1', 'read_file', {}), call(2, 'read_file', {}), call('2', 'read_file', {})],
    },
    expect: [
      { code: 'DUPLICATE_CALL_ID', pointer: '/calls/0/id', subject: 'c1', details: { group: '/calls:"c1"', count: 3, first: 1, position: 1 } },
      { code: 'DUPLICATE_CALL_ID', pointer: '/calls/2/id', subject: 'c1', details: { group: '/calls:"c1"', position: 3 } },
      { code: 'DUPLICATE_CALL_ID', pointer: '/calls/3/id', subject: 'c1', details: { group: '/calls:"c1"', position: 4 } },
    ],
    report: { calls: [{ verdict: 'violation', codes: ['DUPLICATE_CALL_ID'] }, { verdict: 'compliant' }, {}, {}, { verdict: 'compliant' }, { verdict: 'compliant' }] },
  },
  {
    name: 'two contracts for one tool: both flagged, the first applies',
    input: {
      contracts: [contract('deploy', { allowed: true }), contract('read_file'), contract('deploy', { allowed: false })],
      calls: [call('c1', 'deploy', {})],
    },
    expect: [
      { code: 'DUPLICATE_CONTRACT', pointer: '/contracts/0/tool', subject: 'deploy', details: { group: '/contracts:"deploy"', count: 2, first: 1, position: 1 } },
      { code: 'DUPLICATE_CONTRACT', pointer: '/contracts/2/tool', subject: 'deploy', details: { group: '/contracts:"deploy"', position: 3 } },
    ],
    absent: ['TOOL_NOT_ALLOWED'],
    report: {
      tools: [{ tool: 'deploy', allowed: true, calls: 1, violations: 0 }, { tool: 'read_file', calls: 0 }],
      contracts: [{ tool: 'deploy', applied: true }, { applied: true }, { tool: 'deploy', applied: false }],
    },
  },
  {
    name: 'contract fields that cannot be read are flagged at the field or entry and ignored',
    input: {
      contracts: [
        contract('a', { allowed: 'false', max_calls: '2' }),
        contract('b', { max_calls: -1, required_arguments: 'query' }),
        contract('c', { max_calls: 1.5, forbidden_arguments: [3, 'x..y', '.x', 'x.', 'x\\y', 'x\\', '', 'ok'] }),
      ],
      calls: [call('c1', 'a', {}), call('c2', 'a', {}), call('c3', 'a', {}), call('c4', 'c', { ok: 1 })],
    },
    expect: [
      { code: 'FORBIDDEN_ARGUMENT_PRESENT', pointer: '/calls/3/arguments/ok', subject: 'c4' },
      { code: 'INVALID_CONTRACT_FIELD', pointer: '/contracts/0/allowed', subject: 'a', details: { field: 'allowed', reason: 'must be true or false', value: 'false' } },
      { code: 'INVALID_CONTRACT_FIELD', pointer: '/contracts/0/max_calls', details: { field: 'max_calls', value: '2' } },
      { code: 'INVALID_CONTRACT_FIELD', pointer: '/contracts/1/max_calls', details: { value: '-1' } },
      { code: 'INVALID_CONTRACT_FIELD', pointer: '/contracts/1/required_arguments', details: { reason: 'must be a list of argument paths' } },
      { code: 'INVALID_CONTRACT_FIELD', pointer: '/contracts/2/forbidden_arguments/0', details: { field: 'forbidden_arguments[1]', reason: 'must be a string' } },
      { code: 'INVALID_CONTRACT_FIELD', pointer: '/contracts/2/forbidden_arguments/1', details: { reason: 'has an empty segment' } },
      { code: 'INVALID_CONTRACT_FIELD', pointer: '/contracts/2/forbidden_arguments/2', details: { reason: 'has an empty segment' } },
      { code: 'INVALID_CONTRACT_FIELD', pointer: '/contracts/2/forbidden_arguments/3', details: { reason: 'has an empty segment' } },
      { code: 'INVALID_CONTRACT_FIELD', pointer: '/contracts/2/forbidden_arguments/4', details: { reason: 'escapes "y"; only \\. and \\\\ are escapes' } },
      { code: 'INVALID_CONTRACT_FIELD', pointer: '/contracts/2/forbidden_arguments/5', details: { reason: 'ends in a lone backslash' } },
      { code: 'INVALID_CONTRACT_FIELD', pointer: '/contracts/2/forbidden_arguments/6', details: { reason: 'is empty' } },
      { code: 'INVALID_CONTRACT_FIELD', pointer: '/contracts/2/max_calls', details: { value: '1.5' } },
    ],
    absent: ['TOOL_NOT_ALLOWED', 'CALL_LIMIT_EXCEEDED'],
    report: { contracts: [{ invalidFields: 2 }, { invalidFields: 2 }, { invalidFields: 8 }] },
  },
  {
    name: 'blank or non-string tool names and unusable call ids',
    input: {
      contracts: [contract(''), contract('read_file')],
      calls: [call(null, 'read_file', {}), call('c2', 3, {}), call('', ' ', {})],
    },
    expect: [
      { code: 'INVALID_ID', pointer: '/calls/0/id', subject: null, details: { position: 1, id: 'null' } },
      { code: 'INVALID_TOOL_NAME', pointer: '/calls/1/tool', subject: 'c2', details: { kind: 'call', tool: '3' } },
      { code: 'INVALID_ID', pointer: '/calls/2/id', details: { id: '' } },
      { code: 'INVALID_TOOL_NAME', pointer: '/calls/2/tool', subject: null, details: { tool: ' ' } },
      { code: 'INVALID_TOOL_NAME', pointer: '/contracts/0/tool', subject: null, details: { kind: 'contract', position: 1, tool: '' } },
    ],
    absent: ['NO_CONTRACT', 'DUPLICATE_CALL_ID'],
    report: { tools: [{ tool: 'read_file', calls: 1 }], contracts: [{ tool: '', applied: false }, { applied: true }] },
  },
  {
    name: 'call ids, tool names and argument paths longer than 256 characters are not read; the call is named by its position',
    input: {
      contracts: [
        contract('t'.repeat(257)),
        contract('u'.repeat(256), { required_arguments: ['a'.repeat(257), 'b'.repeat(256)], forbidden_arguments: ['x'] }),
        contract(`long${'w'.repeat(300)}`, { max_calls: 'x' }),
      ],
      calls: [call('c'.repeat(257), 'u'.repeat(256), { x: 1 }), call('c2', 't'.repeat(257), {}), call('c'.repeat(257), 'u'.repeat(256), { ['b'.repeat(256)]: 1 })],
    },
    expect: [
      { code: 'REQUIRED_ARGUMENT_MISSING', pointer: '/calls/0/arguments', subject: null, details: { call: '#1', tool: 'u'.repeat(256), count: 1, missing: ['b'.repeat(256)] } },
      { code: 'FORBIDDEN_ARGUMENT_PRESENT', pointer: '/calls/0/arguments/x', subject: null, details: { call: '#1', argument: 'x' } },
      { code: 'ID_TOO_LONG', pointer: '/calls/0/id', subject: null, details: { position: 1, length: 257, id: `${'c'.repeat(256)}…` } },
      { code: 'TOOL_NAME_TOO_LONG', pointer: '/calls/1/tool', subject: 'c2', details: { kind: 'call', position: 2, length: 257, tool: `${'t'.repeat(256)}…` } },
      { code: 'ID_TOO_LONG', pointer: '/calls/2/id', details: { position: 3 } },
      { code: 'TOOL_NAME_TOO_LONG', pointer: '/contracts/0/tool', subject: null, details: { kind: 'contract', position: 1, length: 257 } },
      {
        code: 'INVALID_CONTRACT_FIELD',
        pointer: '/contracts/1/required_arguments/0',
        subject: 'u'.repeat(256),
        details: { field: 'required_arguments[1]', reason: 'is longer than 256 characters', value: 'a'.repeat(257) },
      },
      // A contract whose tool name is not read is named by its first 256 characters.
      { code: 'INVALID_CONTRACT_FIELD', pointer: '/contracts/2/max_calls', subject: null, details: { tool: `long${'w'.repeat(252)}…` } },
      { code: 'TOOL_NAME_TOO_LONG', pointer: '/contracts/2/tool', details: { length: 304 } },
    ],
    // Two ids too long to read are not a duplicate set, and a tool name not read has no contract to miss.
    absent: ['DUPLICATE_CALL_ID', 'NO_CONTRACT', 'INVALID_ID', 'INVALID_TOOL_NAME'],
    report: {
      tools: [{ tool: 'u'.repeat(256), calls: 2, violations: 2 }],
      calls: [{ codes: ['REQUIRED_ARGUMENT_MISSING', 'FORBIDDEN_ARGUMENT_PRESENT', 'ID_TOO_LONG'] }, { codes: ['TOOL_NAME_TOO_LONG'] }, { codes: ['ID_TOO_LONG'] }],
    },
  },
  {
    name: 'tool names compare exactly: case and spaces matter',
    input: { contracts: [contract('read_file')], calls: [call('c1', 'Read_File', {}), call('c2', 'read_file ', {})] },
    expect: [
      { code: 'NO_CONTRACT', pointer: '/calls/0/tool', details: { tool: 'Read_File' } },
      { code: 'NO_CONTRACT', pointer: '/calls/1/tool', details: { tool: 'read_file ' } },
    ],
  },
  {
    name: 'a call missing more than 20 required arguments names the first 20 and counts all',
    input: {
      contracts: [contract('wide', { required_arguments: Array.from({ length: 25 }, (_, i) => `a${i}`) })],
      calls: [call('c1', 'wide', { a3: 1 })],
    },
    expect: [
      {
        code: 'REQUIRED_ARGUMENT_MISSING',
        pointer: '/calls/0/arguments',
        details: { count: 24, missing: ['a0', 'a1', 'a2', ...Array.from({ length: 17 }, (_, i) => `a${i + 4}`)] },
      },
    ],
  },
  {
    name: 'extra keys of contracts and calls are carried over into the report, never an error',
    input: {
      contracts: [contract('read_file', { owner: 'platform', notes: ['audited'] })],
      calls: [call('c1', 'read_file', { path: 'a' }, { duration_ms: 412, outcome: 'ok' })],
    },
    expect: [],
    report: { tools: [{ tool: 'read_file', extra: { owner: 'platform', notes: ['audited'] } }], calls: [{ extra: { duration_ms: 412 } }] },
  },
]);

export const cases = [...ownCases, ...schemaCases];
