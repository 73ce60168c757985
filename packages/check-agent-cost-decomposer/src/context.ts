import { canonicalize, type JsonValue } from '@evidence-check/core-receipt';
import { formatDecimal, perMillion, readAmount, readBudget, readCount, ZERO, type Decimal, type Reading } from './decimal.js';
import type { Input } from './generated/schema.js';

export type Call = Input['calls'][number];

export const COUNT_FIELDS = ['input_tokens', 'cached_input_tokens', 'output_tokens'] as const;
export const RATE_FIELDS = ['input_usd_per_million', 'cached_input_usd_per_million', 'output_usd_per_million'] as const;
export type CountField = (typeof COUNT_FIELDS)[number];
export type RateField = (typeof RATE_FIELDS)[number];
type Field = CountField | RateField | 'tool_cost_usd';

/** An optional key that is absent reads as `absent`; a present one as its reading. */
export type FieldReading = Reading | { ok: false; absent: true };

export interface Amounts {
  input_usd: Decimal | null;
  cached_input_usd: Decimal | null;
  output_usd: Decimal | null;
  tool_usd: Decimal | null;
  /** Null when any part is null: the call is then left out of every total. */
  total_usd: Decimal | null;
}
export const AMOUNT_KEYS = ['input_usd', 'cached_input_usd', 'output_usd', 'tool_usd', 'total_usd'] as const;

/**
 * A duplicate finding lists at most this many positions of its group (the first ones); `count`
 * is always the full size. Listing every position in every member's finding would make the
 * result grow with the square of the group.
 */
export const MAX_LISTED_POSITIONS = 10;

/** The 1-based positions a duplicate finding lists: the first MAX_LISTED_POSITIONS of the group's indices. */
export const listedPositions = (indices: readonly number[]): number[] =>
  indices.slice(0, MAX_LISTED_POSITIONS).map((index) => index + 1);

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
  /** cached_input_tokens > input_tokens (both valid). */
  cachedExceedsInput: boolean;
  /** Cached tokens above zero, no cached rate: billed at the input rate. */
  cachedAtInputRate: boolean;
  amounts: Amounts;
}

export interface CostContext {
  calls: CallView[];
  total: Decimal;
  budget: Decimal | null;
  /** total − budget when the total is above the budget; otherwise null. */
  over: Decimal | null;
}

function read(call: Call, field: Field, reader: (value: unknown) => Reading): FieldReading {
  if (!Object.prototype.hasOwnProperty.call(call, field)) return { ok: false, absent: true };
  return reader(call[field]);
}

const valueOf = (reading: FieldReading): Decimal | null => (reading.ok ? reading.value : null);

function callIdentity(id: unknown): { subject: string | null; idKey: string | null } {
  if (typeof id === 'string' && id.trim() !== '') return { subject: id, idKey: canonicalize(id) };
  if (typeof id === 'number' && Number.isFinite(id)) return { subject: String(id), idKey: canonicalize(id) };
  return { subject: null, idKey: null };
}

function viewCall(call: Call, index: number): CallView {
  const readings: Record<Field, FieldReading> = {
    input_tokens: read(call, 'input_tokens', readCount),
    cached_input_tokens: read(call, 'cached_input_tokens', readCount),
    output_tokens: read(call, 'output_tokens', readCount),
    input_usd_per_million: read(call, 'input_usd_per_million', readAmount),
    cached_input_usd_per_million: read(call, 'cached_input_usd_per_million', readAmount),
    output_usd_per_million: read(call, 'output_usd_per_million', readAmount),
    tool_cost_usd: read(call, 'tool_cost_usd', readAmount),
  };
  const absent = (field: Field) => 'absent' in readings[field];
  const inputTokens = valueOf(readings.input_tokens);
  const cachedTokens = absent('cached_input_tokens') ? ZERO : valueOf(readings.cached_input_tokens);
  const outputTokens = valueOf(readings.output_tokens);
  const inputRate = valueOf(readings.input_usd_per_million);
  const cachedAtInputRate = absent('cached_input_usd_per_million') && cachedTokens !== null && cachedTokens.gt(ZERO);
  const cachedRate = absent('cached_input_usd_per_million') ? inputRate : valueOf(readings.cached_input_usd_per_million);
  const outputRate = valueOf(readings.output_usd_per_million);
  const tool = absent('tool_cost_usd') ? ZERO : valueOf(readings.tool_cost_usd);

  const cachedExceedsInput = inputTokens !== null && cachedTokens !== null && cachedTokens.gt(inputTokens);
  const input_usd =
    inputTokens && cachedTokens && inputRate && !cachedExceedsInput ? perMillion(inputTokens.minus(cachedTokens), inputRate) : null;
  const cached_input_usd = cachedTokens && cachedRate ? perMillion(cachedTokens, cachedRate) : null;
  const output_usd = outputTokens && outputRate ? perMillion(outputTokens, outputRate) : null;
  const parts = [input_usd, cached_input_usd, output_usd, tool];
  const total_usd = parts.every((part): part is Decimal => part !== null) ? parts.reduce((sum, part) => sum.plus(part), ZERO) : null;

  return {
    index,
    call,
    ...callIdentity(call.id),
    model: typeof call.model === 'string' ? call.model : null,
    readings,
    cachedTokens,
    cachedExceedsInput,
    cachedAtInputRate,
    amounts: { input_usd, cached_input_usd, output_usd, tool_usd: tool, total_usd },
  };
}

export function prepare(input: Input): CostContext {
  const calls = input.calls.map(viewCall);
  const total = calls.reduce((sum, view) => (view.amounts.total_usd ? sum.plus(view.amounts.total_usd) : sum), ZERO);
  const budget = input.budget_usd === undefined ? null : readBudget(input.budget_usd);
  const over = budget !== null && total.gt(budget) ? total.minus(budget) : null;
  return { calls, total, budget, over };
}

export const money = (value: Decimal | null): string | null => (value === null ? null : formatDecimal(value));

/** The JSON value of an input key, for details (what the caller sent, verbatim). */
export const sent = (value: unknown): JsonValue => (value === undefined ? null : (value as JsonValue));
