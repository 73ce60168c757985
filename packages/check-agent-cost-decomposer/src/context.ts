/**
 * What the rules and the report read, prepared once: every call's fields read as exact decimals,
 * its amounts computed, the calls grouped by model, and the run's total against its budget.
 */
import { callIdentity, readField, valueOf, type Call, type Field, type FieldReading } from './lib/calls.js';
import { perMillion, readAmount, readBudget, readCount, ZERO, type Decimal } from './lib/decimal.js';
import type { Input } from './generated/schema.js';

export interface Amounts {
  inputUsd: Decimal | null;
  cachedInputUsd: Decimal | null;
  outputUsd: Decimal | null;
  toolUsd: Decimal | null;
  /** Null when any part is null: the call is then left out of every total. */
  totalUsd: Decimal | null;
}
export const AMOUNT_KEYS = ['inputUsd', 'cachedInputUsd', 'outputUsd', 'toolUsd', 'totalUsd'] as const;

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

function viewCall(call: Call, index: number): CallView {
  const readings: Record<Field, FieldReading> = {
    input_tokens: readField(call, 'input_tokens', readCount),
    cached_input_tokens: readField(call, 'cached_input_tokens', readCount),
    output_tokens: readField(call, 'output_tokens', readCount),
    input_usd_per_million: readField(call, 'input_usd_per_million', readAmount),
    cached_input_usd_per_million: readField(call, 'cached_input_usd_per_million', readAmount),
    output_usd_per_million: readField(call, 'output_usd_per_million', readAmount),
    tool_cost_usd: readField(call, 'tool_cost_usd', readAmount),
  };
  const absent = (field: Field) => 'absent' in readings[field];
  const inputTokens = valueOf(readings.input_tokens);
  const cachedTokens = absent('cached_input_tokens') ? ZERO : valueOf(readings.cached_input_tokens);
  const outputTokens = valueOf(readings.output_tokens);
  const inputRate = valueOf(readings.input_usd_per_million);
  const cachedAtInputRate = absent('cached_input_usd_per_million') && cachedTokens !== null && cachedTokens.gt(ZERO);
  const cachedRate = absent('cached_input_usd_per_million') ? inputRate : valueOf(readings.cached_input_usd_per_million);
  const outputRate = valueOf(readings.output_usd_per_million);
  const toolUsd = absent('tool_cost_usd') ? ZERO : valueOf(readings.tool_cost_usd);

  const cachedExceedsInput = inputTokens !== null && cachedTokens !== null && cachedTokens.gt(inputTokens);
  const inputUsd =
    inputTokens && cachedTokens && inputRate && !cachedExceedsInput ? perMillion(inputTokens.minus(cachedTokens), inputRate) : null;
  const cachedInputUsd = cachedTokens && cachedRate ? perMillion(cachedTokens, cachedRate) : null;
  const outputUsd = outputTokens && outputRate ? perMillion(outputTokens, outputRate) : null;
  const parts = [inputUsd, cachedInputUsd, outputUsd, toolUsd];
  const totalUsd = parts.every((part): part is Decimal => part !== null) ? parts.reduce((sum, part) => sum.plus(part), ZERO) : null;

  return {
    index,
    call,
    ...callIdentity(call.id),
    model: typeof call.model === 'string' ? call.model : null,
    readings,
    cachedTokens,
    cachedExceedsInput,
    cachedAtInputRate,
    amounts: { inputUsd, cachedInputUsd, outputUsd, toolUsd, totalUsd },
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
