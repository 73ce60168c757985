import { jsonPointer } from '@evidence-check/core-receipt';
import { fromNumber, type Decimal } from '@evidence-check/exact-decimal';
import type { Input } from './generated/schema.js';
import { addDays, compareInstants, parseInstant, type Instant } from '@evidence-check/instant';

/** Every form the schema's `format: "date-time"` lets through (`±hh`, `±hhmm` offsets too). */
const LENIENT = { lenient: true } as const;

/** The five experiment variables, in the interface's order. */
export const VARIABLES = ['channel', 'offer', 'artifact', 'audience', 'timing'] as const;
export type Variable = (typeof VARIABLES)[number];

export const ATTRIBUTIONS = ['none', 'inferred', 'direct', 'verified'] as const;
export type Attribution = (typeof ATTRIBUTIONS)[number];
/** Attribution strong enough to count an event toward the gate. */
export const COUNTED_ATTRIBUTIONS: ReadonlySet<string> = new Set(['direct', 'verified']);

/** Metrics that count activity, not buyers (the same list as channel-fit-evidence-matrix). */
export const VANITY_METRICS: ReadonlySet<string> = new Set([
  'page-view', 'impression', 'reaction', 'indexing-event', 'deployment', 'directory-listing', 'scan', 'sent-message',
]);
export const QUALIFIED_OBJECTIVES: ReadonlySet<string> = new Set(['qualified-demand', 'revenue']);

/** Why an event is not counted; each excluded event is counted once, under the first reason in this order. */
export const EXCLUSION_ORDER = ['malformed', 'duplicate', 'owner', 'other_metric', 'after_observed_at', 'outside_window', 'unattributed'] as const;
export type Exclusion = (typeof EXCLUSION_ORDER)[number];

export type MemberProblem = { member: string; expected: string };

export interface EventRecord {
  readonly index: number;
  /** The caller's id when it is a string, else null. */
  readonly id: string | null;
  readonly problems: MemberProblem[];
  readonly type: string;
  readonly occurred: Instant | null;
  readonly owner: boolean;
  readonly attribution: string;
  exclusion: Exclusion | null;
}

/**
 * observed_at and experiment.started_at are repeated by every event finding (and formatted into
 * the window), so a date-time with more fractional digits than this is declined, not read:
 * nanoseconds take 9, and an absurdly precise one would be copied into thousands of findings.
 */
export const MAX_FRACTION_DIGITS = 30;

/** The fractional-second digits of a date-time as written (0 without a fraction). */
export function fractionDigits(text: string): number {
  const dot = text.indexOf('.');
  if (dot < 0) return 0;
  let end = dot + 1;
  while (end < text.length && text.charCodeAt(end) >= 0x30 && text.charCodeAt(end) <= 0x39) end++;
  return end - dot - 1;
}

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
}

function requireInstant(text: string, where: string): Instant {
  const instant = parseInstant(text, LENIENT);
  // The schema's date-time format admits exactly what parseInstant reads; reaching this is a bug.
  if (!instant) throw new Error(`${where} is not an RFC 3339 date-time: ${text}`);
  return instant;
}

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** What the interface leaves untyped in an event, checked member by member. */
function readEvent(event: Record<string, unknown>, index: number): EventRecord {
  const problems: MemberProblem[] = [];
  const { id, type, occurred_at, evidence_ref, external_actor, owner_controlled, attribution } = event;
  if (!nonEmptyString(id)) problems.push({ member: 'id', expected: 'a non-empty string' });
  if (!nonEmptyString(type)) problems.push({ member: 'type', expected: 'a non-empty string (an event type such as attributable-click)' });
  const occurred = parseInstant(occurred_at, LENIENT);
  if (!occurred) problems.push({ member: 'occurred_at', expected: 'an RFC 3339 date-time with a UTC offset' });
  if (!nonEmptyString(evidence_ref)) problems.push({ member: 'evidence_ref', expected: 'a non-empty string' });
  if (typeof external_actor !== 'boolean') problems.push({ member: 'external_actor', expected: 'true or false' });
  if (typeof owner_controlled !== 'boolean') problems.push({ member: 'owner_controlled', expected: 'true or false' });
  if (typeof attribution !== 'string' || !(ATTRIBUTIONS as readonly string[]).includes(attribution)) {
    problems.push({ member: 'attribution', expected: 'one of none, inferred, direct, verified' });
  }
  return {
    index,
    id: typeof id === 'string' ? id : null,
    problems,
    type: typeof type === 'string' ? type : '',
    occurred,
    owner: owner_controlled === true || external_actor === false,
    attribution: typeof attribution === 'string' ? attribution : '',
    exclusion: null,
  };
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
  const events = input.events.map((event, index) => readEvent(event as Record<string, unknown>, index));

  const byId = new Map<string, number[]>();
  for (const record of events) {
    if (record.id === null || record.id.trim() === '') continue;
    const members = byId.get(record.id);
    if (members) members.push(record.index);
    else byId.set(record.id, [record.index]);
  }
  const duplicateIds = new Map([...byId].filter(([, indices]) => indices.length > 1));
  const laterDuplicates = new Set([...duplicateIds.values()].flatMap((indices) => indices.slice(1)));

  const metric = experiment.gate.metric;
  for (const record of events) {
    record.exclusion =
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
  }

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
  };
}

/** `/events/<index>[/<member>…]`; members are this check's own names, escaped only when they need it. */
export const eventPointer = (index: number, ...rest: string[]): string => {
  let pointer = `/events/${index}`;
  for (const member of rest) pointer += member.includes('~') || member.includes('/') ? jsonPointer(member) : `/${member}`;
  return pointer;
};
