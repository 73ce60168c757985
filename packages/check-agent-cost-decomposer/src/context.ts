/**
 * What the rules and the report read, prepared once: every call's fields read as exact decimals,
 * the rates that apply to it (long-context tier and fallbacks resolved), its amounts computed,
 * its unread keys listed, the calls grouped by model, and the run's total against its budget.
 */
import {
  callIdentity,
  COUNT_FIELDS,
  isAbsent,
  LONG_CONTEXT_RATE_FIELDS,
  looksLikeUsage,
  RATE_FIELDS,
  READ_KEYS,
  readField,
  valueOf,
  type Call,
  type Field,
  type FieldReading,
  type RateField,
} from './lib/calls.js';
import { perMillion, readAmount, readBudget, readCount, ZERO, type Decimal } from './lib/decimal.js';
import type { Input } from './generated/schema.js';

export interface Amounts {
  /** Uncached input: input_tokens − cache reads − cache writes, at the input rate. */
  inputUsd: Decimal | null;
  /** Cache reads. */
  cachedInputUsd: Decimal | null;
  /** 5-minute cache writes. */
  cacheWriteUsd: Decimal | null;
  /** 1-hour cache writes. */
  cacheWrite1hUsd: Decimal | null;
  /** Output other than reasoning: output_tokens − reasoning_tokens, at the output rate. */
  outputUsd: Decimal | null;
  reasoningUsd: Decimal | null;
  toolUsd: Decimal | null;
  /** Null when any part is null: the call is then left out of every total. */
  totalUsd: Decimal | null;
}
export const AMOUNT_KEYS = ['inputUsd', 'cachedInputUsd', 'cacheWriteUsd', 'cacheWrite1hUsd', 'outputUsd', 'reasoningUsd', 'toolUsd', 'totalUsd'] as const;

/** Token counts billed at a rate that stood in for a missing one. */
export interface Fallback {
  /** The count key whose tokens are billed at a stand-in rate. */
  field: 'cached_input_tokens' | 'cache_write_tokens' | 'cache_write_1h_tokens';
  /** The rate key that is missing. */
  missing: RateField;
  /** The rate key whose value is used instead. */
  billedAt: RateField;
  tokens: Decimal;
  rate: Decimal | null;
}

export interface CallView {
  index: number;
  call: Call;
  /** The id as text for `subject`; null when the id is not a non-empty string or a finite number. */
  subject: string | null;
  /** Identity for duplicate detection: the RFC 8785 canonical JSON of a valid id. */
  idKey: string | null;
  /** The model name; null when absent or not a string. */
  model: string | null;
  readings: Record<Field, FieldReading>;
  cachedTokens: Decimal | null;
  cacheWriteTokens: Decimal | null;
  cacheWrite1hTokens: Decimal | null;
  reasoningTokens: Decimal | null;
  /** Cache reads plus cache writes > input_tokens (all valid). */
  cachedExceedsInput: boolean;
  /** reasoning_tokens > output_tokens (both valid). */
  reasoningExceedsOutput: boolean;
  /** input_tokens is above long_context_threshold_tokens: the long-context rates replace the base ones. */
  longContext: boolean;
  /** Long-context rate keys present without long_context_threshold_tokens: never applied. */
  longContextUnanchored: RateField[];
  fallbacks: Fallback[];
  /** Keys of the call this check does not read, sorted; those that look like usage or price are flagged. */
  unreadKeys: string[];
  unreadUsageKeys: string[];
  amounts: Amounts;
}

export interface Context {
  calls: CallView[];
  /** The calls of each model, in order of each model's first call; null collects the calls that name none. */
  models: { model: string | null; calls: CallView[] }[];
  total: Decimal;
  /** Calls left out of every total because one of their values is invalid. */
  uncounted: number;
  budget: Decimal | null;
  /** total − budget when the total is above the budget; otherwise null. */
  over: Decimal | null;
}

const LONG_CONTEXT_OF: Partial<Record<RateField, RateField>> = {
  input_usd_per_million: 'long_context_input_usd_per_million',
  cached_input_usd_per_million: 'long_context_cached_input_usd_per_million',
  cache_write_usd_per_million: 'long_context_cache_write_usd_per_million',
  cache_write_1h_usd_per_million: 'long_context_cache_write_1h_usd_per_million',
  output_usd_per_million: 'long_context_output_usd_per_million',
};

const times = (count: Decimal | null, rate: Decimal | null): Decimal | null => (count && rate ? perMillion(count, rate) : null);
const minus = (whole: Decimal | null, parts: (Decimal | null)[]): Decimal | null =>
  whole === null || parts.some((part) => part === null) ? null : parts.reduce<Decimal>((rest, part) => rest.minus(part as Decimal), whole);

function viewCall(call: Call, index: number): CallView {
  const readings = {} as Record<Field, FieldReading>;
  for (const field of COUNT_FIELDS) readings[field] = readField(call, field, readCount);
  for (const field of RATE_FIELDS) readings[field] = readField(call, field, readAmount);
  readings.tool_cost_usd = readField(call, 'tool_cost_usd', readAmount);
  const absent = (field: Field) => isAbsent(readings[field]);
  /** An optional count: 0 when absent. */
  const count = (field: Field) => (absent(field) ? ZERO : valueOf(readings[field]));

  const inputTokens = valueOf(readings.input_tokens);
  const outputTokens = valueOf(readings.output_tokens);
  const cachedTokens = count('cached_input_tokens');
  const cacheWriteTokens = count('cache_write_tokens');
  const cacheWrite1hTokens = count('cache_write_1h_tokens');
  const reasoningTokens = count('reasoning_tokens');
  const threshold = absent('long_context_threshold_tokens') ? null : valueOf(readings.long_context_threshold_tokens);
  const longContext = threshold !== null && inputTokens !== null && inputTokens.gt(threshold);

  /** The rate key in force for a base rate: its long-context counterpart when the tier applies and gives one. */
  const inForce = (field: RateField): RateField => {
    const tier = LONG_CONTEXT_OF[field];
    return longContext && tier !== undefined && !absent(tier) ? tier : field;
  };
  const fallbacks: Fallback[] = [];
  /** The rate for a count: its own key in force, else the stand-in's (recorded when tokens are billed at it). */
  const rateFor = (field: RateField, standIn: RateField, tokensField: Fallback['field'], tokens: Decimal | null, standInRate: Decimal | null) => {
    const own = inForce(field);
    if (own !== field || !absent(field)) return valueOf(readings[own]);
    if (tokens !== null && tokens.gt(ZERO)) fallbacks.push({ field: tokensField, missing: field, billedAt: standIn, tokens, rate: standInRate });
    return standInRate;
  };
  const inputKey = inForce('input_usd_per_million');
  const inputRate = valueOf(readings[inputKey]);
  const outputRate = valueOf(readings[inForce('output_usd_per_million')]);
  const cachedRate = rateFor('cached_input_usd_per_million', inputKey, 'cached_input_tokens', cachedTokens, inputRate);
  const writeKey = inForce('cache_write_usd_per_million');
  const writeStandIn = absent(writeKey) ? inputKey : writeKey;
  const writeRate = rateFor('cache_write_usd_per_million', inputKey, 'cache_write_tokens', cacheWriteTokens, inputRate);
  const write1hRate = rateFor('cache_write_1h_usd_per_million', writeStandIn, 'cache_write_1h_tokens', cacheWrite1hTokens, writeRate);
  // Reasoning tokens are output tokens: billed at the output rate in force unless a reasoning rate is given (no warning).
  const reasoningRate = absent('reasoning_usd_per_million') ? outputRate : valueOf(readings.reasoning_usd_per_million);
  const toolUsd = absent('tool_cost_usd') ? ZERO : valueOf(readings.tool_cost_usd);

  const uncachedTokens = minus(inputTokens, [cachedTokens, cacheWriteTokens, cacheWrite1hTokens]);
  const cachedExceedsInput = uncachedTokens !== null && uncachedTokens.lt(ZERO);
  const plainOutputTokens = minus(outputTokens, [reasoningTokens]);
  const reasoningExceedsOutput = plainOutputTokens !== null && plainOutputTokens.lt(ZERO);

  const amounts: Omit<Amounts, 'totalUsd'> = {
    inputUsd: cachedExceedsInput ? null : times(uncachedTokens, inputRate),
    cachedInputUsd: times(cachedTokens, cachedRate),
    cacheWriteUsd: times(cacheWriteTokens, writeRate),
    cacheWrite1hUsd: times(cacheWrite1hTokens, write1hRate),
    outputUsd: reasoningExceedsOutput ? null : times(plainOutputTokens, outputRate),
    reasoningUsd: times(reasoningTokens, reasoningRate),
    toolUsd,
  };
  const parts = Object.values(amounts);
  // A present value that cannot be read leaves the call uncounted even where no amount needs it (a tier threshold).
  const everyValueRead = (Object.values(readings) as FieldReading[]).every((reading) => reading.ok || isAbsent(reading));
  const totalUsd =
    everyValueRead && parts.every((part): part is Decimal => part !== null) ? parts.reduce((sum, part) => sum.plus(part), ZERO) : null;

  const unreadKeys = Object.keys(call)
    .filter((key) => !READ_KEYS.has(key))
    .sort();
  return {
    index,
    call,
    ...callIdentity(call.id),
    model: typeof call.model === 'string' ? call.model : null,
    readings,
    cachedTokens,
    cacheWriteTokens,
    cacheWrite1hTokens,
    reasoningTokens,
    cachedExceedsInput,
    reasoningExceedsOutput,
    longContext,
    longContextUnanchored: absent('long_context_threshold_tokens') ? LONG_CONTEXT_RATE_FIELDS.filter((field) => !absent(field)) : [],
    fallbacks,
    unreadKeys,
    unreadUsageKeys: unreadKeys.filter(looksLikeUsage),
    amounts: { ...amounts, totalUsd },
  };
}

export function prepare(input: Input): Context {
  const calls = input.calls.map(viewCall);
  const byModel = new Map<string | null, CallView[]>();
  for (const view of calls) {
    const views = byModel.get(view.model);
    if (views) views.push(view);
    else byModel.set(view.model, [view]);
  }
  const total = calls.reduce((sum, view) => (view.amounts.totalUsd ? sum.plus(view.amounts.totalUsd) : sum), ZERO);
  const budget = input.budget_usd === undefined ? null : readBudget(input.budget_usd);
  const over = budget !== null && total.gt(budget) ? total.minus(budget) : null;
  return {
    calls,
    models: [...byModel].map(([model, views]) => ({ model, calls: views })),
    total,
    uncounted: calls.filter((view) => view.amounts.totalUsd === null).length,
    budget,
    over,
  };
}
