// LiteLLM's cost calculator as the oracle for the rules both implement: cache reads, 5-minute and
// 1-hour cache writes, reasoning tokens and an above-threshold (long-context) tier.
//
// LiteLLM is a Python package and cannot be installed here (no PyPI), so its pricing formula is
// TRANSCRIBED below from litellm/litellm_core_utils/llm_cost_calc/utils.py (BerriAI/litellm):
// generic_cost_per_token, _get_token_base_cost, _calculate_input_cost, calculate_cache_writing_cost
// and _resolve_reasoning_token_cost, keeping LiteLLM's names, control flow and model_info keys
// (model_prices_and_context_window.json: input_cost_per_token, cache_read_input_token_cost,
// cache_creation_input_token_cost, cache_creation_input_token_cost_above_1hr,
// output_cost_per_reasoning_token, input_cost_per_token_above_<N>_tokens, …). The one change:
// LiteLLM multiplies Python floats; the transcription multiplies `decimal.Decimal`s, so the two
// sides can be compared digit for digit (LiteLLM itself would round).
//
// Same inputs to both: each drawn call becomes our request keys and, rate ÷ 10^6, LiteLLM's
// per-token model_info plus a Usage (prompt_tokens = input_tokens, prompt_tokens_details with
// cached_tokens, cache_creation_tokens and cache_creation_token_details, completion_tokens_details
// with reasoning_tokens). Verdict compared: LiteLLM's (prompt_cost, completion_cost) against our
// inputUsd + cachedInputUsd + cacheWriteUsd + cacheWrite1hUsd and outputUsd + reasoningUsd.
// Rates LiteLLM would default to 0 (a missing cache or 1-hour rate) are always given: there the
// two deliberately differ (we bill a stand-in rate and warn; LiteLLM bills nothing).
import { execFileSync } from 'node:child_process';
import { Big } from '@evidence-check/exact-decimal';
import { definition, formatDecimal, type Input } from '../src/index.js';

const LITELLM_TRANSCRIBED = String.raw`
import json, sys
from decimal import Decimal, getcontext
getcontext().prec = 400
M = Decimal(10) ** 6

def _parse_above_token_threshold(key):
    threshold_str = key.split("_above_")[1].split("_tokens")[0]
    return Decimal(threshold_str.replace("k", "")) * (1000 if "k" in threshold_str else 1)

def _get_cost_per_unit(model_info, cost_key, default_value=Decimal(0)):
    cost_per_unit = model_info.get(cost_key)
    return cost_per_unit if cost_per_unit is not None else default_value

def _get_token_base_cost(model_info, usage):
    prompt_base_cost = _get_cost_per_unit(model_info, "input_cost_per_token")
    completion_base_cost = _get_cost_per_unit(model_info, "output_cost_per_token")
    cache_creation_cost = _get_cost_per_unit(model_info, "cache_creation_input_token_cost")
    cache_creation_cost_above_1hr = _get_cost_per_unit(model_info, "cache_creation_input_token_cost_above_1hr")
    cache_read_cost = _get_cost_per_unit(model_info, "cache_read_input_token_cost")
    threshold_keys = [k for k in model_info if k.startswith("input_cost_per_token_above_")]
    for key in sorted(threshold_keys, key=_parse_above_token_threshold, reverse=True):
        if model_info.get(key) is not None:
            threshold_str = key.split("_above_")[1].split("_tokens")[0]
            threshold = _parse_above_token_threshold(key)
            if usage["prompt_tokens"] > threshold:
                prompt_base_cost = _get_cost_per_unit(model_info, key, prompt_base_cost)
                completion_base_cost = _get_cost_per_unit(model_info, f"output_cost_per_token_above_{threshold_str}_tokens", completion_base_cost)
                cache_creation_cost = _get_cost_per_unit(model_info, f"cache_creation_input_token_cost_above_{threshold_str}_tokens", cache_creation_cost)
                cache_creation_cost_above_1hr = _get_cost_per_unit(model_info, f"cache_creation_input_token_cost_above_1hr_above_{threshold_str}_tokens", cache_creation_cost_above_1hr)
                cache_read_cost = _get_cost_per_unit(model_info, f"cache_read_input_token_cost_above_{threshold_str}_tokens", cache_read_cost)
                break
    return prompt_base_cost, completion_base_cost, cache_creation_cost, cache_creation_cost_above_1hr, cache_read_cost

def calculate_cache_writing_cost(cache_creation_tokens, cache_creation_token_details, cache_creation_cost_above_1hr, cache_creation_cost):
    total_cost = Decimal(0)
    if cache_creation_token_details is not None:
        total_cost += cache_creation_token_details["ephemeral_5m_input_tokens"] * cache_creation_cost
        total_cost += cache_creation_token_details["ephemeral_1h_input_tokens"] * cache_creation_cost_above_1hr
    else:
        total_cost += cache_creation_tokens * cache_creation_cost
    return total_cost

def generic_cost_per_token(model_info, usage):
    details = usage["prompt_tokens_details"]
    cache_hit = details["cached_tokens"]
    cache_creation = details["cache_creation_tokens"]
    text_tokens = 0
    # "EDGE CASE - text tokens not set": clamp to prompt − cache hits − cache creation (no modality tokens here)
    total_details = text_tokens + cache_hit + cache_creation
    has_double_counting = (cache_hit > 0 or cache_creation > 0) and total_details > usage["prompt_tokens"]
    assert not has_double_counting
    text_tokens = max(usage["prompt_tokens"] - cache_hit - cache_creation, 0)
    prompt_base_cost, completion_base_cost, cache_creation_cost, cache_creation_cost_above_1hr, cache_read_cost = _get_token_base_cost(model_info, usage)
    # _calculate_input_cost
    prompt_cost = text_tokens * prompt_base_cost
    prompt_cost += cache_hit * cache_read_cost
    if cache_creation or details["cache_creation_token_details"] is not None:
        prompt_cost += calculate_cache_writing_cost(cache_creation, details["cache_creation_token_details"], cache_creation_cost_above_1hr, cache_creation_cost)
    # CALCULATE OUTPUT COST
    reasoning_tokens = usage["completion_tokens_details"]["reasoning_tokens"]
    is_text_tokens_total = False
    if reasoning_tokens > 0:
        text_tokens = max(0, usage["completion_tokens"] - reasoning_tokens)
    else:
        text_tokens = usage["completion_tokens"]
        is_text_tokens_total = True
    completion_cost = text_tokens * completion_base_cost
    if not is_text_tokens_total and reasoning_tokens > 0:
        # _resolve_reasoning_token_cost: the reasoning rate, else the completion base cost in force
        reasoning_rate = model_info.get("output_cost_per_reasoning_token")
        completion_cost += reasoning_tokens * (reasoning_rate if reasoning_rate is not None else completion_base_cost)
    return prompt_cost, completion_cost

def fmt(d):
    d = d.normalize()
    return "0" if d == 0 else format(d, "f")

RATES = {
    "input_usd_per_million": "input_cost_per_token",
    "output_usd_per_million": "output_cost_per_token",
    "cached_input_usd_per_million": "cache_read_input_token_cost",
    "cache_write_usd_per_million": "cache_creation_input_token_cost",
    "cache_write_1h_usd_per_million": "cache_creation_input_token_cost_above_1hr",
    "reasoning_usd_per_million": "output_cost_per_reasoning_token",
}
TIER = {
    "long_context_input_usd_per_million": "input_cost_per_token_above_{}_tokens",
    "long_context_output_usd_per_million": "output_cost_per_token_above_{}_tokens",
    "long_context_cached_input_usd_per_million": "cache_read_input_token_cost_above_{}_tokens",
    "long_context_cache_write_usd_per_million": "cache_creation_input_token_cost_above_{}_tokens",
    "long_context_cache_write_1h_usd_per_million": "cache_creation_input_token_cost_above_1hr_above_{}_tokens",
}
out = []
for c in json.loads(sys.stdin.read(), parse_float=Decimal, parse_int=Decimal):
    model_info = {key: Decimal(c[ours]) / M for ours, key in RATES.items() if ours in c}
    if "long_context_threshold_tokens" in c:
        n = int(c["long_context_threshold_tokens"])
        model_info.update({key.format(n): Decimal(c[ours]) / M for ours, key in TIER.items() if ours in c})
    w5, w1h = Decimal(c.get("cache_write_tokens", 0)), Decimal(c.get("cache_write_1h_tokens", 0))
    usage = {
        "prompt_tokens": Decimal(c["input_tokens"]),
        "completion_tokens": Decimal(c["output_tokens"]),
        "prompt_tokens_details": {
            "cached_tokens": Decimal(c.get("cached_input_tokens", 0)),
            "cache_creation_tokens": w5 + w1h,
            "cache_creation_token_details": {"ephemeral_5m_input_tokens": w5, "ephemeral_1h_input_tokens": w1h} if w1h > 0 else None,
        },
        "completion_tokens_details": {"reasoning_tokens": Decimal(c.get("reasoning_tokens", 0))},
    }
    prompt_cost, completion_cost = generic_cost_per_token(model_info, usage)
    out.append([fmt(prompt_cost), fmt(completion_cost)])
print(json.dumps(out))
`;

type Call = Input['calls'][number];

/** Calls drawn by a linear congruential generator: every rule both sides implement, with its rates given. */
function drawCalls(count: number, seed: number): Call[] {
  let state = seed;
  const next = (bound: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor((state / 2147483648) * bound);
  };
  const RATES: (number | string)[] = [0, 0.1, 0.3, 3, 3.75, 6, 15, 22.5, 0.07, '0.30000000000000004', '1.234567', 1e-7, '75', 0.0375];
  const rate = () => RATES[next(RATES.length)]!;
  const maybe = () => next(3) > 0;
  return Array.from({ length: count }, (_, i) => {
    const cached = maybe() ? next(400000) : 0;
    const write5 = maybe() ? next(300000) : 0;
    const write1h = maybe() ? next(200000) : 0;
    const input = cached + write5 + write1h + next(500000);
    const output = next(100000);
    const reasoning = maybe() ? next(output + 1) : 0;
    const call: Call = { id: `s${seed}-c${i}`, input_tokens: input, output_tokens: output, input_usd_per_million: rate(), output_usd_per_million: rate() };
    if (cached > 0 || maybe()) Object.assign(call, { cached_input_tokens: cached, cached_input_usd_per_million: rate() });
    if (write5 > 0 || maybe()) Object.assign(call, { cache_write_tokens: write5, cache_write_usd_per_million: rate() });
    if (write1h > 0 || maybe()) Object.assign(call, { cache_write_1h_tokens: write1h, cache_write_1h_usd_per_million: rate() });
    if (reasoning > 0 || maybe()) call.reasoning_tokens = reasoning;
    if (maybe()) call.reasoning_usd_per_million = rate();
    if (next(2) === 0) {
      // Thresholds around the input count, the boundary included (LiteLLM: strictly above).
      call.long_context_threshold_tokens = [200000, input, input - 1, input + 1, 128000][next(5)]!;
      call.long_context_input_usd_per_million = rate();
      if (maybe()) call.long_context_output_usd_per_million = rate();
      if (maybe()) call.long_context_cached_input_usd_per_million = rate();
      if (maybe()) call.long_context_cache_write_usd_per_million = rate();
      if (maybe()) call.long_context_cache_write_1h_usd_per_million = rate();
    }
    return call;
  });
}

const sum = (...texts: (string | null)[]): string => {
  if (texts.some((text) => text === null)) throw new Error('an amount is null');
  return formatDecimal(texts.reduce((total, text) => total.plus(text as string), new Big(0)));
};

test('LiteLLM generic_cost_per_token (transcribed, exact decimals) and ours agree on every drawn call', () => {
  const calls = [...drawCalls(500, 7), ...drawCalls(500, 29)];
  // JSON text to both sides, as the gateway parses a body.
  const text = JSON.stringify(calls);
  const litellm = JSON.parse(execFileSync('python3', ['-c', LITELLM_TRANSCRIBED], { input: text, encoding: 'utf8' })) as [string, string][];
  const ours: [string, string][] = [];
  let longContext = 0;
  for (let start = 0; start < calls.length; start += 1000) {
    const { report, findings } = definition.run({ calls: JSON.parse(text).slice(start, start + 1000) } as Input);
    // Every rate LiteLLM reads is given, so nothing is billed at a stand-in and nothing is unread.
    expect(findings.map((finding) => finding.code)).toEqual([]);
    for (const call of report.calls) {
      if (call.longContext) longContext += 1;
      ours.push([sum(call.inputUsd, call.cachedInputUsd, call.cacheWriteUsd, call.cacheWrite1hUsd), sum(call.outputUsd, call.reasoningUsd)]);
    }
  }
  const disagreements = ours.flatMap((pair, index) => (pair[0] === litellm[index]![0] && pair[1] === litellm[index]![1] ? [] : [{ call: calls[index], ours: pair, litellm: litellm[index] }]));
  expect(disagreements).toEqual([]);
  expect(ours).toHaveLength(1000);
  // The draw exercises the tier on both sides of its threshold, and every token kind.
  expect(longContext).toBeGreaterThan(100);
  expect(longContext).toBeLessThan(900);
  for (const key of ['cached_input_tokens', 'cache_write_tokens', 'cache_write_1h_tokens', 'reasoning_tokens'] as const) {
    expect(calls.filter((call) => Number(call[key] ?? 0) > 0).length).toBeGreaterThan(200);
  }
});

test('the transcription is LiteLLM, not ours: a missing 1-hour write rate costs 0 there, a stand-in rate here', () => {
  const call: Call = { id: 'a', input_tokens: 10000, output_tokens: 0, input_usd_per_million: 3, output_usd_per_million: 15, cache_write_1h_tokens: 5000 };
  const [first] = JSON.parse(execFileSync('python3', ['-c', LITELLM_TRANSCRIBED], { input: JSON.stringify([call]), encoding: 'utf8' })) as [string, string][];
  // LiteLLM: 5000 uncached × 3 = 0.015, and the 5000 one-hour writes at its default 0.
  expect(first?.[0]).toBe('0.015');
  const { report, findings } = definition.run({ calls: [call] });
  // Ours: 0.015 + 5000 × 3 (the input rate standing in) = 0.03, with a warning.
  expect(report.calls[0]!.cacheWrite1hUsd).toBe('0.015');
  expect(report.totalUsd).toBe('0.03');
  expect(findings.map((finding) => finding.code)).toEqual(['CACHE_WRITE_RATE_MISSING']);
});
