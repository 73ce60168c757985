// Cases as data: every declared code is produced by a case and kept out of another, and every
// rule of the README's table has a case that must not produce it.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';
import { mcpCases } from './cases/mcp.js';

type Tool = Input['tools'][number];
/** A complete, clean tool description; `extra` overrides or adds keys. */
const tool = (name: unknown, extra: Record<string, unknown> = {}): Tool => ({
  name,
  description: 'Returns one invoice of the signed-in customer by its number.',
  inputs: ['invoice_number: string'],
  outputs: ['invoice: total and status'],
  side_effects: [],
  failure_modes: ['NOT_FOUND when the number does not exist'],
  cost: { amount: '0.001', currency: 'USD' },
  idempotency: 'safe',
  ...extra,
});
const without = (value: Tool, ...keys: string[]): Tool =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key))) as Tool;

const ALL_CODES = [
  'TOOL_NAME_INVALID', 'TOOL_NAME_PLATFORM_LIMIT', 'TOOL_NAME_EDGE_CHARACTER', 'DUPLICATE_TOOL_NAME', 'TOOL_NAME_CASE_VARIANT',
  'DESCRIPTION_INVALID', 'TOOL_SCHEMA_INVALID', 'MCP_FIELD_INVALID', 'SCHEMA_NOT_PORTABLE', 'ANNOTATIONS_CONTRADICTORY',
  'READ_ONLY_HINT_ON_WRITE_NAME', 'DESCRIPTION_MISSING', 'DESCRIPTION_TOO_SHORT', 'DESCRIPTION_TOO_LONG',
  'VAGUE_PURPOSE', 'CONTRACT_FIELD_MISSING', 'WRITE_WITHOUT_SIDE_EFFECTS', 'COST_AMOUNT_MISSING', 'COST_AMOUNT_INVALID',
  'COST_CURRENCY_MISSING', 'COST_CURRENCY_INVALID', 'IDEMPOTENCY_UNKNOWN',
];

const ownCases = defineCases<Input>([
  {
    name: 'a complete tool description is READY',
    input: { tools: [tool('lookup_invoice')] },
    expect: [],
    status: 'READY',
    absent: ALL_CODES,
    report: { tools: [{ name: 'lookup_invoice', verdict: 'READY', writeVerb: null, codes: [] }] },
  },
  {
    name: 'unknown extra keys of a tool and of its cost are carried over, never an error',
    input: { tools: [tool('lookup_invoice', { version: '2.1.0', annotations: { readOnlyHint: true }, cost: { amount: 0, currency: 'EUR', per: 'call' } })] },
    expect: [],
    status: 'READY',
  },
  {
    // MCP 2025-11-25 server/tools#tool-names (SEP-986): "Tool names SHOULD be between 1 and 128
    // characters", "Allowed characters: A-Z, a-z, 0-9, underscore (_), hyphen (-), and dot (.)",
    // "SHOULD NOT contain spaces, commas, or other special characters".
    name: 'names that break the MCP tool-name rule are errors at the name',
    input: {
      tools: [
        tool('lookup invoice'),
        tool('lookup,invoice'),
        tool(''),
        tool(42),
        tool('a'.repeat(129)),
        tool('Ünïcode_tool'),
        tool('user/profile'),
      ],
    },
    expect: [
      { code: 'TOOL_NAME_INVALID', pointer: '/tools/0/name', subject: 'lookup invoice', details: { reason: 'has characters other than A-Z, a-z, 0-9, _, - and . (" ")' } },
      { code: 'TOOL_NAME_INVALID', pointer: '/tools/1/name', subject: 'lookup,invoice' },
      { code: 'TOOL_NAME_INVALID', pointer: '/tools/2/name', subject: '', details: { reason: 'empty' } },
      { code: 'TOOL_NAME_INVALID', pointer: '/tools/3/name', subject: null, details: { name: 42, reason: 'not a string' } },
      { code: 'TOOL_NAME_INVALID', pointer: '/tools/4/name', details: { reason: 'longer than 128 characters (129)' } },
      { code: 'TOOL_NAME_INVALID', pointer: '/tools/5/name', subject: 'Ünïcode_tool', details: { reason: 'has characters other than A-Z, a-z, 0-9, _, - and . ("Ü", "ï")' } },
      { code: 'TOOL_NAME_INVALID', pointer: '/tools/6/name', subject: 'user/profile' },
    ],
    status: 'BLOCKED',
    absent: ['DUPLICATE_TOOL_NAME', 'TOOL_NAME_PLATFORM_LIMIT'],
  },
  {
    // SEP-986 examples: getUser, DATA_EXPORT_v2, admin.tools.list. A dot or 65–128 characters break
    // only the narrower function-calling rule ^[a-zA-Z0-9_-]{1,64}$ (OpenAI, Anthropic): a notice.
    name: 'MCP-valid names are never errors: dotted and 65–128-character names get the platform notice only',
    input: { tools: [tool('a'), tool('b'.repeat(64)), tool('lookup-invoice_V2'), tool('admin.tools.list'), tool('c'.repeat(65)), tool('d'.repeat(128)), tool('DATA_EXPORT_v2')] },
    expect: [
      { code: 'TOOL_NAME_PLATFORM_LIMIT', pointer: '/tools/3/name', subject: 'admin.tools.list', details: { reason: 'has a dot', platformRule: '^[a-zA-Z0-9_-]{1,64}$', platforms: ['OpenAI', 'Anthropic'] } },
      { code: 'TOOL_NAME_PLATFORM_LIMIT', pointer: '/tools/4/name', details: { reason: 'longer than 64 characters (65)' } },
      { code: 'TOOL_NAME_PLATFORM_LIMIT', pointer: '/tools/5/name', details: { reason: 'longer than 64 characters (128)' } },
    ],
    status: 'READY',
    absent: ['TOOL_NAME_INVALID'],
    report: { tools: [{ verdict: 'READY' }, { verdict: 'READY' }, { verdict: 'READY' }, { verdict: 'READY' }, { verdict: 'READY' }, { verdict: 'READY' }, { verdict: 'READY' }] },
  },
  {
    // The SDK's validateToolName: "Tool name starts or ends with a dash/dot, which may cause parsing issues".
    name: 'a valid name with a leading or trailing dash or dot is a warning',
    input: { tools: [tool('-list_all'), tool('user.'), tool('.x-')] },
    expect: [
      { code: 'TOOL_NAME_EDGE_CHARACTER', pointer: '/tools/0/name', details: { reason: 'starts or ends with a dash' } },
      { code: 'TOOL_NAME_EDGE_CHARACTER', pointer: '/tools/1/name', details: { reason: 'starts or ends with a dot' } },
      { code: 'TOOL_NAME_PLATFORM_LIMIT', pointer: '/tools/1/name' },
      { code: 'TOOL_NAME_EDGE_CHARACTER', pointer: '/tools/2/name', details: { reason: 'starts or ends with a dash and starts or ends with a dot' } },
      { code: 'TOOL_NAME_PLATFORM_LIMIT', pointer: '/tools/2/name' },
    ],
    status: 'REVIEW',
  },
  {
    // MCP 2025-11-25: "Tool names are case-sensitive"; "SHOULD be unique within a server".
    name: 'exact duplicates are errors; names differing only in case (getUser, GetUser) are a notice',
    input: { tools: [tool('get_order'), tool('Get_Order'), tool('get_orders'), tool('get_order'), tool('getUser'), tool('GetUser')] },
    expect: [
      { code: 'DUPLICATE_TOOL_NAME', pointer: '/tools/0/name', subject: 'get_order', details: { group: 'name:get_order', count: 2, positions: [1, 4], position: 1 } },
      { code: 'TOOL_NAME_CASE_VARIANT', pointer: '/tools/0/name', details: { group: 'case:get_order', others: '"Get_Order"', count: 3, positions: [1, 2, 4] } },
      { code: 'TOOL_NAME_CASE_VARIANT', pointer: '/tools/1/name', subject: 'Get_Order', details: { others: '"get_order"', position: 2 } },
      { code: 'DUPLICATE_TOOL_NAME', pointer: '/tools/3/name', subject: 'get_order', details: { group: 'name:get_order', position: 4 } },
      { code: 'TOOL_NAME_CASE_VARIANT', pointer: '/tools/3/name' },
      { code: 'TOOL_NAME_CASE_VARIANT', pointer: '/tools/4/name', subject: 'getUser', details: { others: '"GetUser"' } },
      { code: 'TOOL_NAME_CASE_VARIANT', pointer: '/tools/5/name', subject: 'GetUser', details: { others: '"getUser"' } },
    ],
    status: 'BLOCKED',
    report: { tools: [{ verdict: 'BLOCKED' }, { verdict: 'READY' }, { verdict: 'READY' }, { verdict: 'BLOCKED' }, { verdict: 'READY' }, { verdict: 'READY' }] },
  },
  {
    name: 'getUser and GetUser alone are READY',
    input: { tools: [tool('getUser'), tool('GetUser')] },
    expect: [{ code: 'TOOL_NAME_CASE_VARIANT', pointer: '/tools/0/name' }, { code: 'TOOL_NAME_CASE_VARIANT', pointer: '/tools/1/name' }],
    status: 'READY',
    absent: ['DUPLICATE_TOOL_NAME'],
  },
  {
    name: 'a duplicate set of 25 flags all 25 and lists the first 10 positions; count is exact',
    input: { tools: Array.from({ length: 25 }, () => tool('get_order')) },
    expect: Array.from({ length: 25 }, (_, i) => ({
      code: 'DUPLICATE_TOOL_NAME',
      pointer: `/tools/${i}/name`,
      details: { group: 'name:get_order', count: 25, positions: Array.from({ length: 10 }, (_, k) => k + 1), position: i + 1 },
    })),
    status: 'BLOCKED',
    absent: ['TOOL_NAME_CASE_VARIANT'],
  },
  {
    name: 'a description that is not a string is an error',
    input: { tools: [tool('c', { description: null }), tool('d', { description: ['Returns one invoice.'] })] },
    expect: [
      { code: 'DESCRIPTION_INVALID', pointer: '/tools/0/description', details: { shown: 'null' } },
      { code: 'DESCRIPTION_INVALID', pointer: '/tools/1/description', details: { description: ['Returns one invoice.'] } },
    ],
    status: 'BLOCKED',
    absent: ['DESCRIPTION_TOO_SHORT', 'DESCRIPTION_MISSING'],
  },
  {
    // MCP 2025-11-25 schema.ts Tool: `description?: string` — an empty description is MCP-valid.
    name: 'an empty or blank description is a warning, not an error',
    input: { tools: [tool('a', { description: '' }), tool('b', { description: '   ' })] },
    expect: [
      { code: 'DESCRIPTION_MISSING', pointer: '/tools/0/description', details: { description: '' } },
      { code: 'DESCRIPTION_MISSING', pointer: '/tools/1/description' },
    ],
    status: 'REVIEW',
    absent: ['DESCRIPTION_TOO_SHORT', 'DESCRIPTION_INVALID'],
  },
  {
    name: 'descriptions under 20 or over 1024 code points (trimmed) are warnings; the bounds themselves pass',
    input: {
      tools: [
        tool('a', { description: 'Refunds.' }),
        tool('b', { description: '  ' + 'x'.repeat(19) + '  ' }),
        tool('c', { description: 'x'.repeat(20) }),
        tool('d', { description: 'x'.repeat(1024) }),
        tool('e', { description: 'x'.repeat(1025) }),
        // 19 astral characters are 38 UTF-16 units but 19 code points: too short.
        tool('f', { description: '\u{1F4C5}'.repeat(19) }),
      ],
    },
    expect: [
      { code: 'DESCRIPTION_TOO_SHORT', pointer: '/tools/0/description', details: { length: 8, min: 20 } },
      { code: 'DESCRIPTION_TOO_SHORT', pointer: '/tools/1/description', details: { length: 19 } },
      { code: 'DESCRIPTION_TOO_LONG', pointer: '/tools/4/description', details: { length: 1025, max: 1024 } },
      { code: 'DESCRIPTION_TOO_SHORT', pointer: '/tools/5/description', details: { length: 19 } },
    ],
    status: 'REVIEW',
    report: { tools: [{ verdict: 'REVIEW' }, { verdict: 'REVIEW' }, { verdict: 'READY' }, { verdict: 'READY' }, { verdict: 'REVIEW' }, { verdict: 'REVIEW' }] },
  },
  {
    name: 'vague-purpose phrases are a labelled heuristic warning listing every phrase found',
    input: {
      tools: [
        tool('helper', { description: 'Does whatever the agent needs with files, email, payments, etc.' }),
        tool('general', { description: 'A general-purpose tool for various Tasks AS   NEEDED.' }),
      ],
    },
    expect: [
      { code: 'VAGUE_PURPOSE', pointer: '/tools/0/description', details: { phrases: ['whatever', 'etc'], heuristic: true } },
      { code: 'VAGUE_PURPOSE', pointer: '/tools/1/description', details: { phrases: ['various', 'as needed', 'general-purpose'], heuristic: true } },
    ],
    status: 'REVIEW',
  },
  {
    name: 'vague phrases only match whole words',
    input: {
      tools: [
        tool('a', { description: 'Returns the etcd cluster status for one stuffed-animal shop.' }),
        tool('b', { description: 'Lists the miscible solvents whose variousness is recorded.' }),
      ],
    },
    expect: [],
    absent: ['VAGUE_PURPOSE'],
  },
  {
    name: 'each absent contract list is a warning at the tool; empty lists are statements',
    input: { tools: [without(tool('a'), 'inputs', 'failure_modes'), tool('b', { inputs: [], outputs: [], failure_modes: [] })] },
    expect: [
      { code: 'CONTRACT_FIELD_MISSING', pointer: '/tools/0', subject: 'a', details: { field: 'failure_modes' } },
      { code: 'CONTRACT_FIELD_MISSING', pointer: '/tools/0', subject: 'a', details: { field: 'inputs' } },
    ],
    status: 'REVIEW',
    report: { tools: [{ verdict: 'REVIEW', codes: ['CONTRACT_FIELD_MISSING'] }, { verdict: 'READY' }] },
  },
  {
    name: 'a write-sounding name with empty, blank or absent side effects is a labelled heuristic warning',
    input: {
      tools: [
        tool('delete_user', { side_effects: [] }),
        tool('sendEmail', { side_effects: ['  '] }),
        without(tool('transfer-funds'), 'side_effects'),
        tool('HTTPPost', { side_effects: [] }),
        tool('invoice_pay', { side_effects: [] }),
      ],
    },
    expect: [
      { code: 'WRITE_WITHOUT_SIDE_EFFECTS', pointer: '/tools/0/side_effects', details: { verb: 'delete', sideEffects: 'empty', heuristic: true } },
      { code: 'WRITE_WITHOUT_SIDE_EFFECTS', pointer: '/tools/1/side_effects', details: { verb: 'send', sideEffects: 'empty' } },
      { code: 'CONTRACT_FIELD_MISSING', pointer: '/tools/2', details: { field: 'side_effects' } },
      { code: 'WRITE_WITHOUT_SIDE_EFFECTS', pointer: '/tools/2', details: { verb: 'transfer', sideEffects: 'absent' } },
      { code: 'WRITE_WITHOUT_SIDE_EFFECTS', pointer: '/tools/3/side_effects', details: { verb: 'post' } },
      { code: 'WRITE_WITHOUT_SIDE_EFFECTS', pointer: '/tools/4/side_effects', details: { verb: 'pay' } },
    ],
    report: { tools: [{ writeVerb: 'delete' }, { writeVerb: 'send' }, { writeVerb: 'transfer' }, { writeVerb: 'post' }, { writeVerb: 'pay' }] },
  },
  {
    name: 'write tools that state side effects, read-first names and near-miss words are not flagged',
    input: {
      tools: [
        tool('delete_user', { side_effects: ['removes the user and their sessions'] }),
        tool('get_post'),
        tool('preview_delete'),
        tool('list_posts'),
        tool('payment_status'),
        tool('updated_since'),
      ],
    },
    expect: [],
    absent: ['WRITE_WITHOUT_SIDE_EFFECTS'],
    report: { tools: [{ writeVerb: 'delete' }, { writeVerb: null }, { writeVerb: null }, { writeVerb: null }, { writeVerb: null }, { writeVerb: null }] },
  },
  {
    name: 'a cost without amount or currency is a warning at the cost',
    input: { tools: [tool('a', { cost: { currency: 'USD' } }), tool('b', { cost: { amount: '0.30' } }), tool('c', { cost: {} })] },
    expect: [
      { code: 'COST_AMOUNT_MISSING', pointer: '/tools/0/cost', subject: 'a' },
      { code: 'COST_CURRENCY_MISSING', pointer: '/tools/1/cost', subject: 'b' },
      { code: 'COST_AMOUNT_MISSING', pointer: '/tools/2/cost', subject: 'c' },
      { code: 'COST_CURRENCY_MISSING', pointer: '/tools/2/cost', subject: 'c' },
    ],
    status: 'REVIEW',
    absent: ['COST_AMOUNT_INVALID', 'COST_CURRENCY_INVALID'],
  },
  {
    name: 'negative and non-decimal amounts are errors at the amount',
    input: {
      tools: [
        tool('a', { cost: { amount: '-0.30', currency: 'USD' } }),
        tool('b', { cost: { amount: -1, currency: 'USD' } }),
        tool('c', { cost: { amount: '0,30', currency: 'USD' } }),
        tool('d', { cost: { amount: '1e-3', currency: 'USD' } }),
        tool('e', { cost: { amount: '$0.30', currency: 'USD' } }),
        tool('f', { cost: { amount: true, currency: 'USD' } }),
        tool('g', { cost: { amount: null, currency: 'USD' } }),
      ],
    },
    expect: [
      { code: 'COST_AMOUNT_INVALID', pointer: '/tools/0/cost/amount', details: { amount: '-0.30', reason: 'negative' } },
      { code: 'COST_AMOUNT_INVALID', pointer: '/tools/1/cost/amount', details: { amount: -1, reason: 'negative' } },
      { code: 'COST_AMOUNT_INVALID', pointer: '/tools/2/cost/amount', details: { reason: 'not a plain decimal' } },
      { code: 'COST_AMOUNT_INVALID', pointer: '/tools/3/cost/amount', details: { reason: 'not a plain decimal' } },
      { code: 'COST_AMOUNT_INVALID', pointer: '/tools/4/cost/amount', details: { reason: 'not a plain decimal' } },
      { code: 'COST_AMOUNT_INVALID', pointer: '/tools/5/cost/amount', details: { amount: true, reason: 'not a number or a decimal string' } },
      { code: 'COST_AMOUNT_INVALID', pointer: '/tools/6/cost/amount', details: { amount: null } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'zero, decimal strings, numbers and negative zero are valid amounts',
    input: {
      tools: [
        tool('a', { cost: { amount: 0, currency: 'USD' } }),
        tool('b', { cost: { amount: '0.000001', currency: 'USD' } }),
        tool('c', { cost: { amount: 1e-7, currency: 'JPY' } }),
        tool('d', { cost: { amount: '-0.00', currency: 'USD' } }),
        tool('e', { cost: { amount: 12, currency: 'XXX' } }),
      ],
    },
    expect: [],
    absent: ['COST_AMOUNT_INVALID', 'COST_CURRENCY_INVALID'],
  },
  {
    name: 'a currency outside ISO 4217 is an error at the currency',
    input: {
      tools: [
        tool('a', { cost: { amount: '1', currency: 'usd' } }),
        tool('b', { cost: { amount: '1', currency: 'US$' } }),
        tool('c', { cost: { amount: '1', currency: 'BTC' } }),
        tool('d', { cost: { amount: '1', currency: 840 } }),
        tool('e', { cost: { amount: '1', currency: 'USDC' } }),
      ],
    },
    expect: [
      { code: 'COST_CURRENCY_INVALID', pointer: '/tools/0/cost/currency', details: { currency: 'usd', reason: 'ISO 4217 codes are upper case: USD' } },
      { code: 'COST_CURRENCY_INVALID', pointer: '/tools/1/cost/currency', details: { reason: 'not an ISO 4217 currency code' } },
      { code: 'COST_CURRENCY_INVALID', pointer: '/tools/2/cost/currency', details: { reason: 'not an ISO 4217 currency code' } },
      { code: 'COST_CURRENCY_INVALID', pointer: '/tools/3/cost/currency', details: { currency: 840, reason: 'not a string' } },
      { code: 'COST_CURRENCY_INVALID', pointer: '/tools/4/cost/currency', details: { reason: 'not an ISO 4217 currency code' } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'idempotency outside the documented set is a warning; each documented value passes',
    input: {
      tools: [
        tool('a', { idempotency: 'yes' }),
        tool('b', { idempotency: 'Idempotent' }),
        tool('c', { idempotency: '' }),
        tool('d', { idempotency: 'safe' }),
        tool('e', { idempotency: 'idempotent' }),
        tool('f', { idempotency: 'idempotent-with-key' }),
        tool('g', { idempotency: 'not-idempotent' }),
        without(tool('h'), 'idempotency'),
      ],
    },
    expect: [
      { code: 'IDEMPOTENCY_UNKNOWN', pointer: '/tools/0/idempotency', details: { idempotency: 'yes', allowed: ['safe', 'idempotent', 'idempotent-with-key', 'not-idempotent'] } },
      { code: 'IDEMPOTENCY_UNKNOWN', pointer: '/tools/1/idempotency', details: { idempotency: 'Idempotent' } },
      { code: 'IDEMPOTENCY_UNKNOWN', pointer: '/tools/2/idempotency', details: { idempotency: '' } },
    ],
    status: 'REVIEW',
  },
  {
    name: 'a tool with only a name and a description gets the four missing-list warnings and nothing else',
    input: { tools: [{ name: 'lookup_invoice', description: 'Returns one invoice of the signed-in customer by its number.' }] },
    expect: [
      { code: 'CONTRACT_FIELD_MISSING', pointer: '/tools/0', details: { field: 'failure_modes' } },
      { code: 'CONTRACT_FIELD_MISSING', pointer: '/tools/0', details: { field: 'inputs' } },
      { code: 'CONTRACT_FIELD_MISSING', pointer: '/tools/0', details: { field: 'outputs' } },
      { code: 'CONTRACT_FIELD_MISSING', pointer: '/tools/0', details: { field: 'side_effects' } },
    ],
    absent: ['COST_AMOUNT_MISSING', 'COST_CURRENCY_MISSING', 'IDEMPOTENCY_UNKNOWN'],
  },
]);

export const cases = [...ownCases, ...mcpCases];
