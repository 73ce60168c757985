import type { PeerComparison } from '@evidence-check/core-receipt';

const LITELLM = "LiteLLM cost calculator (generic_cost_per_token, model_prices_and_context_window.json)";

/** The strongest peer of this product and how each of its pricing rules maps to our codes and amounts. */
export const comparison = {
  peers: [
    {
      name: LITELLM,
      url: 'https://github.com/BerriAI/litellm/blob/main/litellm/litellm_core_utils/llm_cost_calc/utils.py',
      oracle:
        'its pricing formula (generic_cost_per_token, _get_token_base_cost, _calculate_input_cost, calculate_cache_writing_cost, _resolve_reasoning_token_cost) transcribed to Python with exact decimals in test/litellm-oracle.test.ts, since litellm cannot be installed here: 1000 drawn calls, prompt and completion cost compared digit for digit, 0 disagreements',
    },
  ],
  rules: [
    {
      peer: LITELLM,
      rule: 'input_cost_per_token × text tokens, where text tokens = prompt_tokens − cached tokens − cache-creation tokens',
      ours: ['TOKEN_COUNT_INVALID', 'RATE_INVALID'],
      note: 'priced (report.calls[].inputUsd); a count or rate that cannot be read is an error and the call is left out of the totals, where LiteLLM defaults a missing rate to 0',
    },
    {
      peer: LITELLM,
      rule: 'cache_read_input_token_cost × prompt_tokens_details.cached_tokens',
      ours: 'CACHED_RATE_MISSING',
      note: 'report.calls[].cachedInputUsd; without a cached rate we bill the input rate and warn, where LiteLLM bills the cache reads at 0',
    },
    {
      peer: LITELLM,
      rule: 'cache_creation_input_token_cost × 5-minute cache-creation tokens (ephemeral_5m_input_tokens)',
      ours: 'CACHE_WRITE_RATE_MISSING',
      note: 'report.calls[].cacheWriteUsd from cache_write_tokens and cache_write_usd_per_million; without a write rate we bill the input rate and warn, where LiteLLM bills 0',
    },
    {
      peer: LITELLM,
      rule: 'cache_creation_input_token_cost_above_1hr × 1-hour cache-creation tokens (ephemeral_1h_input_tokens)',
      ours: 'CACHE_WRITE_RATE_MISSING',
      note: 'report.calls[].cacheWrite1hUsd from cache_write_1h_tokens and cache_write_1h_usd_per_million; without a 1-hour rate we bill the 5-minute write rate (else the input rate) and warn, where LiteLLM bills 0',
    },
    {
      peer: LITELLM,
      rule: 'Double counting: cached and cache-creation tokens above prompt_tokens (text tokens clamped to 0)',
      ours: 'CACHED_EXCEEDS_INPUT',
      note: 'an error here and the call is uncounted: a count that cannot be a part of the input is not priced by guessing',
    },
    {
      peer: LITELLM,
      rule: 'output_cost_per_reasoning_token × completion_tokens_details.reasoning_tokens, else the output rate; the rest of completion_tokens at output_cost_per_token',
      ours: 'REASONING_EXCEEDS_OUTPUT',
      note: 'report.calls[].reasoningUsd and outputUsd; more reasoning than output tokens is an error here, where LiteLLM clamps the text tokens to 0',
    },
    {
      peer: LITELLM,
      rule: 'input_cost_per_token_above_<N>_tokens (and output_, cache_read_, cache_creation_ siblings) when prompt_tokens > N',
      ours: 'LONG_CONTEXT_THRESHOLD_MISSING',
      note: 'long_context_threshold_tokens and long_context_*_usd_per_million, strictly above the threshold as LiteLLM (report.calls[].longContext); tier rates given without a threshold are a warning',
    },
    {
      peer: LITELLM,
      rule: 'input_cost_per_token_batches / output_cost_per_token_batches (batch_cost_calculator; half the regular rate when absent)',
      ours: 'USAGE_KEY_UNREAD',
      note: 'not priced: the rates a call sends are the rates billed, so a batch call is priced by sending its batch rates; no 50% discount is assumed, and a `batch…` key is flagged as unread',
    },
    {
      peer: LITELLM,
      rule: 'audio, image and video token costs, per-character, per-second and web-search costs; service tiers, regional uplifts, off-peak windows',
      ours: 'USAGE_KEY_UNREAD',
      note: 'not priced; a call key named like usage or price (audio_tokens, web_search_cost_usd…) is flagged instead of dropped, and every unread key is listed in report.calls[].unreadKeys',
    },
    {
      peer: LITELLM,
      rule: 'Model price lookup by model name (model_prices_and_context_window.json)',
      ours: null,
      note: 'no price list is consulted: the product prices the caller-supplied rates, so its result never depends on a catalogue version',
    },
  ],
} as const satisfies PeerComparison;
