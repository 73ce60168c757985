// Long-context tiers: LiteLLM's _get_token_base_cost (llm_cost_calc/utils.py) uses the
// input_cost_per_token_above_<N>_tokens family when prompt_tokens > N ("CHECK IF ABOVE
// THRESHOLD"), for every token type, each falling back to its base rate.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { call } from './helpers.js';

const tier = {
  long_context_threshold_tokens: 200000,
  long_context_input_usd_per_million: 6,
  long_context_output_usd_per_million: 22.5,
  long_context_cached_input_usd_per_million: 0.6,
  long_context_cache_write_usd_per_million: 7.5,
};

export const longContextCases = defineCases<Input>([
  {
    name: 'above the threshold every long-context rate given replaces its base rate',
    input: {
      calls: [
        call('c1', {
          ...tier,
          input_tokens: 250000,
          cached_input_tokens: 100000,
          cached_input_usd_per_million: 0.3,
          cache_write_tokens: 50000,
          cache_write_usd_per_million: 3.75,
          output_tokens: 1000,
          reasoning_tokens: 400,
        }),
      ],
    },
    // uncached (250000 − 100000 − 50000) × 6 = 0.6; reads 100000 × 0.6 = 0.06; writes 50000 × 7.5 = 0.375;
    // output 600 × 22.5 = 0.0135; reasoning at the output rate in force 400 × 22.5 = 0.009; total 1.0575
    expect: [],
    absent: ['LONG_CONTEXT_THRESHOLD_MISSING', 'USAGE_KEY_UNREAD'],
    report: {
      calls: [{ longContext: true, inputUsd: '0.6', cachedInputUsd: '0.06', cacheWriteUsd: '0.375', outputUsd: '0.0135', reasoningUsd: '0.009', totalUsd: '1.0575' }],
    },
  },
  {
    name: 'at the threshold exactly the base rates apply (LiteLLM: prompt_tokens > threshold)',
    input: { calls: [call('c1', { ...tier, input_tokens: 200000 })] },
    // 200000 × 3 = 0.6; output 100 × 15 = 0.0015
    expect: [],
    report: { calls: [{ longContext: false, inputUsd: '0.6', outputUsd: '0.0015', totalUsd: '0.6015' }] },
  },
  {
    name: 'a tier without a long-context rate for a token type keeps the base rate for it',
    input: { calls: [call('c1', { long_context_threshold_tokens: 1000, long_context_input_usd_per_million: 6, input_tokens: 2000, output_tokens: 100 })] },
    // 2000 × 6 = 0.012; output at the base rate 100 × 15 = 0.0015
    expect: [],
    report: { calls: [{ longContext: true, inputUsd: '0.012', outputUsd: '0.0015', totalUsd: '0.0135' }] },
  },
  {
    name: 'long-context rates without a threshold are never applied, with a warning',
    input: { calls: [call('c1', { input_tokens: 300000, long_context_input_usd_per_million: 6, long_context_output_usd_per_million: 22.5 })] },
    expect: [
      {
        code: 'LONG_CONTEXT_THRESHOLD_MISSING',
        pointer: '/calls/0/long_context_input_usd_per_million',
        subject: 'c1',
        details: { fields: ['long_context_input_usd_per_million', 'long_context_output_usd_per_million'] },
      },
    ],
    status: 'REVIEW',
    // 300000 × 3 = 0.9; output 0.0015
    report: { calls: [{ longContext: false, inputUsd: '0.9', totalUsd: '0.9015' }] },
  },
  {
    name: 'an invalid threshold is a value error and leaves the call uncounted',
    input: { calls: [call('c1', { long_context_threshold_tokens: -1, long_context_input_usd_per_million: 6 })] },
    expect: [{ code: 'TOKEN_COUNT_INVALID', pointer: '/calls/0/long_context_threshold_tokens', details: { reason: 'negative' } }],
    absent: ['LONG_CONTEXT_THRESHOLD_MISSING'],
    report: { calls: [{ longContext: false, inputUsd: '0.003', totalUsd: null }], uncountedCalls: 1 },
  },
]);
