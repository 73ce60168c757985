// Reasoning tokens: LiteLLM's generic_cost_per_token (llm_cost_calc/utils.py, "REASONING COST")
// bills completion − reasoning tokens at output_cost_per_token and reasoning tokens at
// output_cost_per_reasoning_token, else at the output rate.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { call } from './helpers.js';

export const reasoningCases = defineCases<Input>([
  {
    name: 'reasoning tokens are a part of the output: billed at their own rate, the rest at the output rate',
    input: { calls: [call('c1', { output_tokens: 1000, reasoning_tokens: 600, reasoning_usd_per_million: 10 })] },
    // output (1000 − 600) × 15 = 0.006; reasoning 600 × 10 = 0.006; input 0.003; total 0.015
    expect: [],
    status: 'READY',
    absent: ['REASONING_EXCEEDS_OUTPUT', 'USAGE_KEY_UNREAD'],
    report: { calls: [{ inputUsd: '0.003', outputUsd: '0.006', reasoningUsd: '0.006', totalUsd: '0.015' }] },
  },
  {
    name: 'reasoning tokens without a reasoning rate are billed at the output rate, with no warning (providers bill them as output)',
    input: { calls: [call('c1', { output_tokens: 1000, reasoning_tokens: 600 })] },
    // output 400 × 15 = 0.006; reasoning 600 × 15 = 0.009; input 0.003; total 0.018
    expect: [],
    status: 'READY',
    report: { calls: [{ outputUsd: '0.006', reasoningUsd: '0.009', totalUsd: '0.018' }] },
  },
  {
    name: 'more reasoning than output tokens is an error; the call is uncounted',
    input: { calls: [call('c1', { output_tokens: 100, reasoning_tokens: 200 }), call('c2', { output_tokens: 100, reasoning_tokens: 100 })] },
    expect: [{ code: 'REASONING_EXCEEDS_OUTPUT', pointer: '/calls/0/reasoning_tokens', subject: 'c1', details: { reasoningTokens: '200', outputTokens: '100' } }],
    status: 'BLOCKED',
    // c2: output 0 × 15 = 0; reasoning 100 × 15 = 0.0015; input 0.003
    report: { calls: [{ outputUsd: null, reasoningUsd: '0.003', totalUsd: null }, { outputUsd: '0', reasoningUsd: '0.0015', totalUsd: '0.0045' }], uncountedCalls: 1 },
  },
  {
    name: 'a fractional reasoning count and a non-decimal reasoning rate are value errors',
    input: { calls: [call('c1', { reasoning_tokens: 1.5 }), call('c2', { reasoning_tokens: 10, reasoning_usd_per_million: 'ten' })] },
    expect: [
      { code: 'TOKEN_COUNT_INVALID', pointer: '/calls/0/reasoning_tokens', details: { reason: 'not an integer' } },
      { code: 'RATE_INVALID', pointer: '/calls/1/reasoning_usd_per_million', details: { reason: 'not a plain decimal string' } },
    ],
    absent: ['REASONING_EXCEEDS_OUTPUT'],
    report: { uncountedCalls: 2 },
  },
]);
