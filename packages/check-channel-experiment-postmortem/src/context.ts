// What every rule and the report read, prepared once: the instants (or their declining), the
// window, the money as exact decimals, every event read and classified, and the changed variables.
import { duplicateSets } from '@evidence-check/core-receipt';
import { fromNumber, type Decimal } from '@evidence-check/exact-decimal';
import { addDays, compareInstants, fractionDigits, requireInstant, type Instant } from '@evidence-check/instant';
import type { Input } from './generated/schema.js';
import { readEvent, type ReadEvent } from './lib/events.js';
import { readSampleRatio, type SampleRatio } from './lib/sample-ratio.js';

/** The five experiment variables, in the interface's order. */
export const VARIABLES = ['channel', 'offer', 'artifact', 'audience', 'timing'] as const;
export type Variable = (typeof VARIABLES)[number];

/** Attribution strong enough to count an event toward the gate. */
export const COUNTED_ATTRIBUTIONS: ReadonlySet<string> = new Set(['direct', 'verified']);

/** Metrics that count activity, not buyers (the same list as channel-fit-evidence-matrix). */
export const VANITY_METRICS: ReadonlySet<string> = new Set([
  'page-view', 'impression', 'reaction', 'indexing-event', 'deployment', 'directory-listing', 'scan', 'sent-message',
]);
export const QUALIFIED_OBJECTIVES: ReadonlySet<string> = new Set(['qualified-demand', 'revenue']);

/** The event type that records one unit's assignment to an arm (named by the event's open key `variant`). */
export const ASSIGNMENT_TYPE = 'assignment';

/** Why an event is not counted; each excluded event is counted once, under the first reason in this order. */
export const EXCLUSION_ORDER = ['malformed', 'duplicate', 'owner', 'other_metric', 'after_observed_at', 'outside_window', 'unattributed'] as const;
export type Exclusion = (typeof EXCLUSION_ORDER)[number];

export interface EventRecord extends ReadEvent {
  /** The first reason the event is not counted, or null when it counts. */
  readonly exclusion: Exclusion | null;
}

/**
 * observed_at and experiment.started_at are repeated by every event finding (and formatted into
 * the window), so a date-time with more fractional digits than this is declined, not read:
 * nanoseconds take 9, and an absurdly precise one would be copied into thousands of findings.
 */
export const MAX_FRACTION_DIGITS = 30;

export interface DeclinedDateTime {
  readonly pointer: '/observed_at' | '/experiment/started_at';
  readonly field: string;
  readonly digits: number;
}

export interface Context {
  readonly input: Input;
  /** null when observed_at is declined (MAX_FRACTION_DIGITS): nothing is judged against it. */
  readonly now: Instant | null;
  /** null when started_at is declined: there is no window to judge events against. */
  readonly start: Instant | null;
  readonly ended: Instant;
  /** started_at + gate.window_days: the counting window is [start, windowEnd], both ends included. */
  readonly windowEnd: Instant | null;
  /** The date-times declined for their precision, in pointer order. */
  readonly declined: readonly DeclinedDateTime[];
  readonly cost: Decimal;
  readonly effort: Decimal;
  readonly maxCost: Decimal;
  readonly maxEffort: Decimal;
  readonly events: readonly EventRecord[];
  /** String event ids used more than once, with their event indices in input order. */
  readonly duplicateIds: ReadonlyMap<string, readonly number[]>;
  /** Distinct changed variables, in the order of the variables object. */
  readonly changed: readonly Variable[];
  readonly vanityGate: boolean;
  readonly observedBeforeWindowEnd: boolean;
  /** The assignment events (type `assignment`, open keys `variant`, `variant_weight`) and the SRM test over them. */
  readonly sampleRatio: SampleRatio;
}

export function prepare(input: Input): Context {
  const { experiment } = input;
  const declined: DeclinedDateTime[] = [];
  const read = (text: string, pointer: DeclinedDateTime['pointer'], field: string): Instant | null => {
    const digits = fractionDigits(text);
    if (digits <= MAX_FRACTION_DIGITS) return requireInstant(text, pointer);
    declined.push({ pointer, field, digits });
    return null;
  };
  const start = read(experiment.started_at, '/experiment/started_at', 'experiment.started_at');
  const now = read(input.observed_at, '/observed_at', 'observed_at');
  const windowEnd = start && addDays(start, experiment.gate.window_days);
  const records = input.events.map((event, index) => readEvent(event as Record<string, unknown>, index));

  const sets = duplicateSets(records, (record) => (record.id === null || record.id.trim() === '' ? null : record.id));
  const duplicateIds = new Map(sets.map((set) => [set[0]!.id as string, set.map((record) => record.index)]));
  const laterDuplicates = new Set(sets.flatMap((set) => set.slice(1).map((record) => record.index)));

  const metric = experiment.gate.metric;
  const exclusionOf = (record: ReadEvent): Exclusion | null =>
    record.problems.length > 0
      ? 'malformed'
      : laterDuplicates.has(record.index)
        ? 'duplicate'
        : record.owner
          ? 'owner'
          : record.type !== metric
            ? 'other_metric'
            : now !== null && compareInstants(record.occurred as Instant, now) > 0
              ? 'after_observed_at'
              : start !== null && windowEnd !== null && (compareInstants(record.occurred as Instant, start) < 0 || compareInstants(record.occurred as Instant, windowEnd) > 0)
                ? 'outside_window'
                : !COUNTED_ATTRIBUTIONS.has(record.attribution)
                  ? 'unattributed'
                  : null;
  const events = records.map((record): EventRecord => ({ ...record, exclusion: exclusionOf(record) }));
  // An assignment passes every test a gate event passes except the metric and the attribution.
  const assigned = records.filter(
    (record) =>
      record.type === ASSIGNMENT_TYPE &&
      record.problems.length === 0 &&
      !laterDuplicates.has(record.index) &&
      !record.owner &&
      !(now !== null && compareInstants(record.occurred as Instant, now) > 0) &&
      !(start !== null && windowEnd !== null && (compareInstants(record.occurred as Instant, start) < 0 || compareInstants(record.occurred as Instant, windowEnd) > 0)),
  );

  const changedSet = new Set<string>(experiment.changed_variables);
  return {
    input,
    now,
    start,
    ended: requireInstant(experiment.ended_at, '/experiment/ended_at'),
    windowEnd,
    declined,
    cost: fromNumber(input.cost_usd),
    effort: fromNumber(input.effort_hours),
    maxCost: fromNumber(experiment.max_cost_usd),
    maxEffort: fromNumber(experiment.max_effort_hours),
    events,
    duplicateIds,
    changed: VARIABLES.filter((name) => changedSet.has(name)),
    vanityGate: QUALIFIED_OBJECTIVES.has(experiment.objective) && VANITY_METRICS.has(metric),
    observedBeforeWindowEnd: now !== null && windowEnd !== null && compareInstants(now, windowEnd) < 0,
    sampleRatio: readSampleRatio(assigned.map((record) => ({ index: record.index, event: input.events[record.index] as Record<string, unknown> }))),
  };
}
