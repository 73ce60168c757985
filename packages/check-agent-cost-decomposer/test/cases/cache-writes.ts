// Cache writes: LiteLLM's calculate_cache_writing_cost (litellm/litellm_core_utils/llm_cost_calc/utils.py)
// bills 5-minute writes at cache_creation_input_token_cost and 1-hour writes at
// cache_creation_input_token_cost_above_1hr; both are parts of the prompt tokens
// (text tokens = prompt − cache hits − cache creation). Amounts computed by hand beside each case.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { call } from './helpers.js';

export const cacheWritesCases = defineCases<Input>([
  {
    name: '5,000 cache-write tokens at 3.75 per million cost 0.01875, not 0 (issue 29)',
    input: { calls: [call('c1', { input_tokens: 10000, cache_write_tokens: 5000, cache_write_usd_per_million: 3.75 })] },
    // uncached (10000 − 5000) × 3 = 0.015; writes 5000 × 3.75 = 0.01875; output 0.0015; total 0.03525
    expect: [],
    status: 'READY',
    absent: ['CACHE_WRITE_RATE_MISSING', 'CACHED_EXCEEDS_INPUT', 'USAGE_KEY_UNREAD'],
    report: {
      calls: [{ inputUsd: '0.015', cachedInputUsd: '0', cacheWriteUsd: '0.01875', cacheWrite1hUsd: '0', outputUsd: '0.0015', totalUsd: '0.03525', unreadKeys: [] }],
      models: [{ model: null, cacheWriteUsd: '0.01875', totalUsd: '0.03525' }],
      totalUsd: '0.03525',
    },
  },
  {
    name: 'cache reads, 5-minute writes and 1-hour writes each at their own rate; the rest of the input at the input rate',
    input: {
      calls: [
        call('c1', {
          input_tokens: 10000,
          cached_input_tokens: 2000,
          cached_input_usd_per_million: 0.3,
          cache_write_tokens: 5000,
          cache_write_usd_per_million: 3.75,
          cache_write_1h_tokens: 1000,
          cache_write_1h_usd_per_million: 6,
        }),
      ],
    },
    // uncached 10000 − 2000 − 5000 − 1000 = 2000 × 3 = 0.006; reads 2000 × 0.3 = 0.0006;
    // 5-minute 5000 × 3.75 = 0.01875; 1-hour 1000 × 6 = 0.006; output 0.0015; total 0.03285
    expect: [],
    report: { calls: [{ inputUsd: '0.006', cachedInputUsd: '0.0006', cacheWriteUsd: '0.01875', cacheWrite1hUsd: '0.006', totalUsd: '0.03285' }] },
  },
  {
    name: 'cache writes without their rate: 5-minute at the input rate, 1-hour at the 5-minute rate or else the input rate, each with a warning',
    input: {
      calls: [
        call('c1', { input_tokens: 10000, cache_write_tokens: 5000 }),
        call('c2', { input_tokens: 10000, cache_write_tokens: 1000, cache_write_usd_per_million: 3.75, cache_write_1h_tokens: 1000 }),
        call('c3', { input_tokens: 10000, cache_write_1h_tokens: 2000 }),
      ],
    },
    expect: [
      // 5000 × 3 = 0.015
      {
        code: 'CACHE_WRITE_RATE_MISSING',
        pointer: '/calls/0/cache_write_tokens',
        subject: 'c1',
        details: { field: 'cache_write_tokens', tokens: '5000', missing: 'cache_write_usd_per_million', billedAt: 'input_usd_per_million', rate: '3' },
      },
      // 1000 × 3.75 = 0.00375
      {
        code: 'CACHE_WRITE_RATE_MISSING',
        pointer: '/calls/1/cache_write_1h_tokens',
        subject: 'c2',
        details: { field: 'cache_write_1h_tokens', missing: 'cache_write_1h_usd_per_million', billedAt: 'cache_write_usd_per_million', rate: '3.75' },
      },
      // 2000 × 3 = 0.006
      {
        code: 'CACHE_WRITE_RATE_MISSING',
        pointer: '/calls/2/cache_write_1h_tokens',
        subject: 'c3',
        details: { field: 'cache_write_1h_tokens', tokens: '2000', billedAt: 'input_usd_per_million', rate: '3' },
      },
    ],
    status: 'REVIEW',
    report: {
      calls: [
        { verdict: 'REVIEW', inputUsd: '0.015', cacheWriteUsd: '0.015', cacheWrite1hUsd: '0', totalUsd: '0.0315' },
        { verdict: 'REVIEW', inputUsd: '0.024', cacheWriteUsd: '0.00375', cacheWrite1hUsd: '0.00375', totalUsd: '0.033' },
        { verdict: 'REVIEW', inputUsd: '0.024', cacheWrite1hUsd: '0.006', totalUsd: '0.0315' },
      ],
    },
  },
  {
    name: 'zero cache-write tokens need no write rate',
    input: { calls: [call('c1', { cache_write_tokens: 0, cache_write_1h_tokens: 0 })] },
    expect: [],
    absent: ['CACHE_WRITE_RATE_MISSING'],
    report: { totalUsd: '0.0045' },
  },
  {
    name: 'cache writes count against input_tokens: reads and writes above the input are an error at the first cache count sent',
    input: { calls: [call('c1', { input_tokens: 1000, cache_write_tokens: 800, cache_write_1h_tokens: 300, cache_write_usd_per_million: 3.75, cache_write_1h_usd_per_million: 6 })] },
    expect: [
      {
        code: 'CACHED_EXCEEDS_INPUT',
        pointer: '/calls/0/cache_write_tokens',
        subject: 'c1',
        details: { cachedInputTokens: '0', cacheWriteTokens: '1100', inputTokens: '1000' },
      },
    ],
    status: 'BLOCKED',
    // writes 800 × 3.75 = 0.003; 300 × 6 = 0.0018; the uncached part is negative, so inputUsd is null
    report: { calls: [{ inputUsd: null, cacheWriteUsd: '0.003', cacheWrite1hUsd: '0.0018', totalUsd: null }], uncountedCalls: 1 },
  },
  {
    name: 'invalid cache-write counts and rates are value errors at their own pointers',
    input: { calls: [call('c1', { cache_write_tokens: 'lots' }), call('c2', { cache_write_tokens: 10, cache_write_1h_usd_per_million: -2 })] },
    expect: [
      { code: 'TOKEN_COUNT_INVALID', pointer: '/calls/0/cache_write_tokens', subject: 'c1', details: { field: 'cache_write_tokens' } },
      { code: 'RATE_INVALID', pointer: '/calls/1/cache_write_1h_usd_per_million', subject: 'c2', details: { reason: 'negative' } },
      { code: 'CACHE_WRITE_RATE_MISSING', pointer: '/calls/1/cache_write_tokens', subject: 'c2' },
    ],
    report: { uncountedCalls: 2, totalUsd: '0' },
  },
]);
