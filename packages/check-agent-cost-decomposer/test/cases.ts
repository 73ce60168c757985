// Cases as data: every declared code is produced by a case and kept out of another. Expected
// amounts are computed by hand (shown next to each), never copied from the check's output;
// test/exact.test.ts re-derives the arithmetic with Python's decimal module.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';
import { cacheWritesCases } from './cases/cache-writes.js';
import { longContextCases } from './cases/long-context.js';
import { reasoningCases } from './cases/reasoning.js';
import { unreadKeysCases } from './cases/unread-keys.js';

type Call = Input['calls'][number];
const call = (id: unknown, extra: Partial<Call> = {}): Call => ({
  id,
  input_tokens: 1000,
  output_tokens: 100,
  input_usd_per_million: 3,
  output_usd_per_million: 15,
  ...extra,
});
// call(): 1000 × 3 / 10^6 = 0.003 input, 100 × 15 / 10^6 = 0.0015 output, total 0.0045.

const baseCases = defineCases<Input>([
  {
    name: 'a clean call without a budget is READY and decomposed exactly',
    input: { calls: [call('c1', { model: 'm' })] },
    expect: [],
    status: 'READY',
    absent: [
      'CALL_ID_INVALID', 'DUPLICATE_CALL_ID', 'MODEL_INVALID', 'TOKEN_COUNT_INVALID', 'RATE_INVALID', 'TOOL_COST_INVALID', 'CACHED_EXCEEDS_INPUT', 'CACHED_RATE_MISSING',
      'CACHE_WRITE_RATE_MISSING', 'REASONING_EXCEEDS_OUTPUT', 'LONG_CONTEXT_THRESHOLD_MISSING', 'USAGE_KEY_UNREAD', 'BUDGET_EXCEEDED',
    ],
    report: {
      calls: [
        {
          id: 'c1', model: 'm', verdict: 'READY', longContext: false, unreadKeys: [],
          inputUsd: '0.003', cachedInputUsd: '0', cacheWriteUsd: '0', cacheWrite1hUsd: '0', outputUsd: '0.0015', reasoningUsd: '0', toolUsd: '0', totalUsd: '0.0045',
        },
      ],
      models: [
        { model: 'm', calls: 1, countedCalls: 1, inputUsd: '0.003', cachedInputUsd: '0', cacheWriteUsd: '0', cacheWrite1hUsd: '0', outputUsd: '0.0015', reasoningUsd: '0', toolUsd: '0', totalUsd: '0.0045' },
      ],
      totalUsd: '0.0045',
      budgetUsd: null,
      overBudgetUsd: null,
      uncountedCalls: 0,
    },
  },
  {
    name: 'ids that are blank or not a string or number are flagged, and are not duplicates of each other',
    input: { calls: [call(''), call(null), call('  '), call(7)] },
    expect: [
      { code: 'CALL_ID_INVALID', pointer: '/calls/0/id', subject: null, details: { id: '', position: 1 } },
      { code: 'CALL_ID_INVALID', pointer: '/calls/1/id', subject: null, details: { id: null, position: 2 } },
      { code: 'CALL_ID_INVALID', pointer: '/calls/2/id', subject: null, details: { id: '  ', position: 3 } },
    ],
    status: 'REVIEW',
    absent: ['DUPLICATE_CALL_ID'],
    report: { totalUsd: '0.018', calls: [{ verdict: 'REVIEW' }, { verdict: 'REVIEW' }, { verdict: 'REVIEW' }, { id: 7, verdict: 'READY' }] },
  },
  {
    name: 'every member of a duplicate id set is flagged at its own pointer with one group; 1 and "1" differ',
    input: { calls: [call('a'), call('b'), call('a'), call(1), call('1'), call('a')] },
    expect: [
      { code: 'DUPLICATE_CALL_ID', pointer: '/calls/0/id', subject: 'a', details: { group: 'id:"a"', count: 3, positions: [1, 3, 6], position: 1 } },
      { code: 'DUPLICATE_CALL_ID', pointer: '/calls/2/id', subject: 'a', details: { group: 'id:"a"', count: 3, position: 3 } },
      { code: 'DUPLICATE_CALL_ID', pointer: '/calls/5/id', subject: 'a', details: { group: 'id:"a"', count: 3, position: 6 } },
    ],
    status: 'BLOCKED',
    absent: ['CALL_ID_INVALID'],
    // Six calls of 0.0045 each: 0.027 (a duplicate is still counted; the error says so).
    report: { totalUsd: '0.027' },
  },
  {
    name: 'a model that is not a string is flagged and totalled under no model',
    input: { calls: [call('c1', { model: 4 }), call('c2'), call('c3', { model: 'small' })] },
    expect: [{ code: 'MODEL_INVALID', pointer: '/calls/0/model', subject: 'c1', details: { model: 4 } }],
    status: 'REVIEW',
    report: {
      models: [
        { model: null, calls: 2, countedCalls: 2, totalUsd: '0.009' },
        { model: 'small', calls: 1, countedCalls: 1, totalUsd: '0.0045' },
      ],
    },
  },
  {
    name: 'string models and missing models raise nothing',
    input: { calls: [call('c1', { model: 'large' }), call('c2')] },
    expect: [],
    absent: ['MODEL_INVALID'],
  },
  {
    name: 'fractional, negative and non-numeric token counts are errors at their own pointers; the call is uncounted',
    input: {
      calls: [
        call('c1', { output_tokens: 12.5 }),
        call('c2', { input_tokens: -3 }),
        call('c3', { cached_input_tokens: 'many' }),
        call('c4', { input_tokens: '1000', output_tokens: '100' }),
      ],
    },
    expect: [
      { code: 'TOKEN_COUNT_INVALID', pointer: '/calls/0/output_tokens', subject: 'c1', details: { field: 'output_tokens', value: 12.5, reason: 'not an integer' } },
      { code: 'TOKEN_COUNT_INVALID', pointer: '/calls/1/input_tokens', subject: 'c2', details: { field: 'input_tokens', value: -3, reason: 'negative' } },
      { code: 'TOKEN_COUNT_INVALID', pointer: '/calls/2/cached_input_tokens', subject: 'c3', details: { reason: 'not a plain decimal string' } },
    ],
    status: 'BLOCKED',
    report: {
      calls: [
        { verdict: 'BLOCKED', inputUsd: '0.003', outputUsd: null, totalUsd: null },
        { verdict: 'BLOCKED', inputUsd: null, outputUsd: '0.0015', totalUsd: null },
        { verdict: 'BLOCKED', inputUsd: null, cachedInputUsd: null, totalUsd: null },
        { verdict: 'READY', totalUsd: '0.0045' },
      ],
      totalUsd: '0.0045',
      uncountedCalls: 3,
    },
  },
  {
    name: 'whole-number counts written as 1000.0, "1000" or 1e3 are valid',
    input: { calls: [call('c1', { input_tokens: 1000.0, output_tokens: '100' }), call('c2', { input_tokens: 1e3 })] },
    expect: [],
    absent: ['TOKEN_COUNT_INVALID'],
    report: { totalUsd: '0.009' },
  },
  {
    name: 'negative, non-decimal and null rates are errors at their own pointers',
    input: {
      calls: [
        call('c1', { input_usd_per_million: -1 }),
        call('c2', { output_usd_per_million: '3 USD' }),
        call('c3', { cached_input_tokens: 10, cached_input_usd_per_million: null }),
        call('c4', { input_usd_per_million: '1e-7' }),
      ],
    },
    expect: [
      { code: 'RATE_INVALID', pointer: '/calls/0/input_usd_per_million', subject: 'c1', details: { reason: 'negative', value: -1 } },
      { code: 'RATE_INVALID', pointer: '/calls/1/output_usd_per_million', subject: 'c2', details: { reason: 'not a plain decimal string' } },
      { code: 'RATE_INVALID', pointer: '/calls/2/cached_input_usd_per_million', subject: 'c3', details: { reason: 'a null, not a number' } },
      { code: 'RATE_INVALID', pointer: '/calls/3/input_usd_per_million', subject: 'c4', details: { reason: 'not a plain decimal string' } },
    ],
    absent: ['CACHED_RATE_MISSING'],
    report: { uncountedCalls: 4, totalUsd: '0' },
  },
  {
    name: 'rates as decimal strings and zero rates are valid',
    input: { calls: [call('c1', { input_usd_per_million: '3.00', output_usd_per_million: '0' })] },
    expect: [],
    absent: ['RATE_INVALID'],
    report: { calls: [{ inputUsd: '0.003', outputUsd: '0', totalUsd: '0.003' }] },
  },
  {
    name: 'a negative or malformed tool cost is an error',
    input: { calls: [call('c1', { tool_cost_usd: '0,01' }), call('c2', { tool_cost_usd: -0.5 }), call('c3', { tool_cost_usd: '0.01' })] },
    expect: [
      { code: 'TOOL_COST_INVALID', pointer: '/calls/0/tool_cost_usd', subject: 'c1', details: { value: '0,01', reason: 'not a plain decimal string' } },
      { code: 'TOOL_COST_INVALID', pointer: '/calls/1/tool_cost_usd', subject: 'c2', details: { value: -0.5, reason: 'negative' } },
    ],
    report: { calls: [{ toolUsd: null }, { toolUsd: null }, { toolUsd: '0.01', totalUsd: '0.0145' }], totalUsd: '0.0145' },
  },
  {
    name: 'values of more than 50 digits as plain decimals are declined at their own pointers (before any other reading); the call is uncounted',
    input: {
      calls: [
        call('c1', { input_tokens: '1'.repeat(51) }),
        call('c2', { output_usd_per_million: `0.${'0'.repeat(59)}1`, tool_cost_usd: `-${'9'.repeat(60)}` }),
        // 1e-60 written out is "0." and 59 zeros and "1": 61 digits; 1e60 is 61 digits too.
        call('c3', { input_usd_per_million: 1e-60, cached_input_tokens: 1e60 }),
        call('c4'),
      ],
    },
    expect: [
      { code: 'DECIMAL_TOO_LONG', pointer: '/calls/0/input_tokens', subject: 'c1', details: { field: 'input_tokens', digits: 51, maxDigits: 50 } },
      { code: 'DECIMAL_TOO_LONG', pointer: '/calls/1/output_usd_per_million', subject: 'c2', details: { field: 'output_usd_per_million', digits: 61 } },
      { code: 'DECIMAL_TOO_LONG', pointer: '/calls/1/tool_cost_usd', subject: 'c2', details: { field: 'tool_cost_usd', digits: 60 } },
      { code: 'DECIMAL_TOO_LONG', pointer: '/calls/2/cached_input_tokens', subject: 'c3', details: { field: 'cached_input_tokens', digits: 61 } },
      { code: 'DECIMAL_TOO_LONG', pointer: '/calls/2/input_usd_per_million', subject: 'c3', details: { field: 'input_usd_per_million', digits: 61 } },
    ],
    status: 'BLOCKED',
    absent: ['TOKEN_COUNT_INVALID', 'RATE_INVALID', 'TOOL_COST_INVALID', 'CACHED_EXCEEDS_INPUT'],
    report: {
      calls: [
        { verdict: 'BLOCKED', inputUsd: null, totalUsd: null },
        { verdict: 'BLOCKED', outputUsd: null, toolUsd: null, totalUsd: null },
        { verdict: 'BLOCKED', inputUsd: null, cachedInputUsd: null, totalUsd: null },
        { verdict: 'READY', totalUsd: '0.0045' },
      ],
      totalUsd: '0.0045',
      uncountedCalls: 3,
    },
  },
  {
    name: 'values of exactly 50 digits are computed exactly; the budget has no digit bound',
    // 10^49 tokens at 3·10^-49 USD per million: 3·10^-6 USD; plus 0.0015 output. Then 10^49
    // output tokens (50 digits written out) at 10^-49 per million: 10^-6 USD, plus 0.003 input.
    input: {
      calls: [
        call('c1', { input_tokens: `1${'0'.repeat(49)}`, input_usd_per_million: `0.${'0'.repeat(48)}3` }),
        call('c2', { output_tokens: 1e49, output_usd_per_million: 1e-49 }),
      ],
      budget_usd: 1e60,
    },
    expect: [],
    absent: ['DECIMAL_TOO_LONG', 'TOKEN_COUNT_INVALID', 'RATE_INVALID', 'BUDGET_EXCEEDED'],
    report: {
      calls: [{ inputUsd: '0.000003', totalUsd: '0.001503' }, { outputUsd: '0.000001', totalUsd: '0.003001' }],
      totalUsd: '0.004504',
      budgetUsd: `1${'0'.repeat(60)}`,
      overBudgetUsd: '0',
    },
  },
  {
    name: 'tool costs of 0.1 and 0.2 against a budget of 0.3 are exactly within it',
    input: {
      budget_usd: 0.3,
      calls: [
        call('c1', { input_tokens: 0, output_tokens: 0, tool_cost_usd: 0.1 }),
        call('c2', { input_tokens: 0, output_tokens: 0, tool_cost_usd: 0.2 }),
      ],
    },
    expect: [],
    absent: ['TOOL_COST_INVALID', 'BUDGET_EXCEEDED'],
    report: { totalUsd: '0.3', budgetUsd: '0.3', overBudgetUsd: '0' },
  },
  {
    name: 'more cached than input tokens is an error; the call keeps its cached amount but is uncounted',
    input: { calls: [call('plan-1', { input_tokens: 12000, cached_input_tokens: 40000, cached_input_usd_per_million: 0.3 })] },
    expect: [
      { code: 'CACHED_EXCEEDS_INPUT', pointer: '/calls/0/cached_input_tokens', subject: 'plan-1', details: { cachedInputTokens: '40000', inputTokens: '12000' } },
    ],
    absent: ['CACHED_RATE_MISSING'],
    // 40000 × 0.3 / 10^6 = 0.012
    report: { calls: [{ inputUsd: null, cachedInputUsd: '0.012', outputUsd: '0.0015', totalUsd: null }], uncountedCalls: 1 },
  },
  {
    name: 'all input tokens cached is allowed: the uncached part is zero',
    input: { calls: [call('c1', { cached_input_tokens: 1000, cached_input_usd_per_million: 0.3 })] },
    expect: [],
    absent: ['CACHED_EXCEEDS_INPUT'],
    // input 0; cached 1000 × 0.3 / 10^6 = 0.0003; output 0.0015; total 0.0018
    report: { calls: [{ inputUsd: '0', cachedInputUsd: '0.0003', outputUsd: '0.0015', totalUsd: '0.0018' }] },
  },
  {
    name: 'cached tokens without a cached rate are billed at the input rate, with a warning',
    input: { calls: [call('c1', { cached_input_tokens: 400 })] },
    expect: [
      { code: 'CACHED_RATE_MISSING', pointer: '/calls/0/cached_input_tokens', subject: 'c1', details: { cachedInputTokens: '400', inputUsdPerMillion: '3' } },
    ],
    status: 'REVIEW',
    // input (1000 − 400) × 3 / 10^6 = 0.0018; cached 400 × 3 / 10^6 = 0.0012; output 0.0015; total 0.0045
    report: { calls: [{ inputUsd: '0.0018', cachedInputUsd: '0.0012', outputUsd: '0.0015', totalUsd: '0.0045', verdict: 'REVIEW' }] },
  },
  {
    name: 'zero cached tokens need no cached rate',
    input: { calls: [call('c1', { cached_input_tokens: 0 })] },
    expect: [],
    absent: ['CACHED_RATE_MISSING', 'CACHED_EXCEEDS_INPUT'],
  },
  {
    name: 'a total above the budget is a packet-level error with the amount over',
    input: { budget_usd: 0.05, calls: [call('c1', { input_tokens: 52000, cached_input_tokens: 40000, cached_input_usd_per_million: 0.3, output_tokens: 800 })] },
    // input 12000 × 3 / 10^6 = 0.036; cached 40000 × 0.3 / 10^6 = 0.012; output 800 × 15 / 10^6 = 0.012; total 0.06
    expect: [{ code: 'BUDGET_EXCEEDED', pointer: '', subject: null, details: { totalUsd: '0.06', budgetUsd: '0.05', overBudgetUsd: '0.01', uncountedCalls: 0 } }],
    status: 'BLOCKED',
    report: { totalUsd: '0.06', budgetUsd: '0.05', overBudgetUsd: '0.01', calls: [{ verdict: 'READY' }] },
  },
  {
    name: 'a budget of zero is exceeded by any cost and met by none',
    input: { budget_usd: 0, calls: [call('c1', { input_tokens: 1, output_tokens: 0, input_usd_per_million: 0.000001 })] },
    // 1 × 0.000001 / 10^6 = 0.000000000001
    expect: [{ code: 'BUDGET_EXCEEDED', pointer: '', details: { overBudgetUsd: '0.000000000001' } }],
  },
  {
    name: 'a total equal to the budget is within it',
    input: { budget_usd: 0.0045, calls: [call('c1')] },
    expect: [],
    absent: ['BUDGET_EXCEEDED'],
    report: { overBudgetUsd: '0' },
  },
  {
    name: 'an overrun by the counted calls alone is reported with the number of uncounted calls',
    input: { budget_usd: 0.004, calls: [call('c1'), call('c2', { output_tokens: -1 })] },
    // The packet-level finding ("") sorts before every item pointer.
    expect: [
      { code: 'BUDGET_EXCEEDED', pointer: '', details: { totalUsd: '0.0045', overBudgetUsd: '0.0005', uncountedCalls: 1 } },
      { code: 'TOKEN_COUNT_INVALID', pointer: '/calls/1/output_tokens' },
    ],
  },
]);

/** The cases of the rules added for peer parity (issue 29) live one file per rule under test/cases/. */
export const cases = [...baseCases, ...cacheWritesCases, ...reasoningCases, ...longContextCases, ...unreadKeysCases];
