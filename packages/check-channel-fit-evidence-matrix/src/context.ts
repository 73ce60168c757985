import { jsonPointer } from '@evidence-check/core-receipt';
import { fromNumber, type Decimal } from '@evidence-check/exact-decimal';
import type { Channel, Input } from './generated/schema.js';
import type { Selection } from './rules/selection.js';
import { parseInstant, type Instant } from '@evidence-check/instant';

/** Every form the schema's `format: "date-time"` lets through (`±hh`, `±hhmm` offsets too). */
const LENIENT = { lenient: true } as const;

export type Evidence = Input['evidence'][number];

/** The gates every channel passes before it is ranked, in the order the report lists them. */
export const GATES = [
  'unique-id',
  'rule-status',
  'rule-evidence',
  'product-evidence',
  'owner-presence',
  'offer-path',
  'outcome-metric',
  'gate-caps',
  'budget',
  'effort',
] as const;
export type Gate = (typeof GATES)[number];

/**
 * `excluded`: the channel cannot run in this round (a hard constraint it cannot meet);
 * `not-selectable`: it could run once a person fixes or confirms something (rules, evidence, plan).
 */
export type GateResult = 'pass' | 'excluded' | 'not-selectable' | 'not-applicable';

/** Metrics that count activity, not buyers: never the gate of a qualified-demand or revenue test. */
export const VANITY_METRICS: ReadonlySet<string> = new Set([
  'page-view',
  'impression',
  'reaction',
  'indexing-event',
  'deployment',
  'directory-listing',
  'scan',
  'sent-message',
]);

/** Objectives that only qualified outcomes can show. */
export const QUALIFIED_OBJECTIVES: ReadonlySet<string> = new Set(['qualified-demand', 'revenue']);

export interface ChannelState {
  readonly channel: Channel;
  readonly index: number;
  readonly gates: Record<Gate, GateResult>;
  readonly cost: Decimal;
  readonly effort: Decimal;
  /** The attribution the score counts: a claimed direct or verified one without a mechanism counts as inferred. */
  countedAttribution: Channel['attribution'];
}

export type Resolution =
  | { status: 'found'; index: number; evidence: Evidence; captured: Instant | null }
  | { status: 'not-found' }
  | { status: 'duplicate-id'; indices: readonly number[] };

export interface Context {
  readonly input: Input;
  /** null when observed_at is declined (MAX_FRACTION_DIGITS): no age can be judged. */
  readonly now: Instant | null;
  readonly budget: Decimal;
  readonly effortLimit: Decimal;
  /** Evidence indices by id, in input order (more than one: a duplicate id). */
  readonly evidenceById: ReadonlyMap<string, readonly number[]>;
  /** Each evidence item's captured_at, by input index; null when declined (MAX_FRACTION_DIGITS). */
  readonly captured: readonly (Instant | null)[];
  /** The date-times declined for their precision, in input order (observed_at first). */
  readonly declined: readonly DeclinedDateTime[];
  /** Channel indices by id, in input order. */
  readonly channelsById: ReadonlyMap<string, readonly number[]>;
  readonly channels: readonly ChannelState[];
  /** Set by the selection rule, which runs last. */
  selection?: Selection;
  resolve(id: string): Resolution;
  pointer(index: number, ...rest: (string | number)[]): string;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  items.forEach((item, index) => {
    const k = key(item);
    const members = groups.get(k);
    if (members) members.push(index);
    else groups.set(k, [index]);
  });
  return groups;
}

/**
 * A date-time with more fractional-second digits than this is declined, not read: observed_at and
 * a platform rule's captured_at are repeated in a finding per evidence item or per citing channel,
 * and nanoseconds take 9. The interface leaves the digits open.
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
  readonly pointer: string;
  /** The evidence id, or null for observed_at. */
  readonly subject: string | null;
  readonly field: string;
  readonly digits: number;
}

function requireInstant(text: string, where: string): Instant {
  const instant = parseInstant(text, LENIENT);
  // The schema's date-time format admits exactly what parseInstant reads; reaching this is a bug.
  if (!instant) throw new Error(`${where} is not an RFC 3339 date-time: ${text}`);
  return instant;
}

const NOT_FOUND: Resolution = Object.freeze({ status: 'not-found' });

export function prepare(input: Input): Context {
  const resolutions = new Map<string, Resolution>();
  const declined: DeclinedDateTime[] = [];
  const read = (text: string, pointer: string, subject: string | null, field: string): Instant | null => {
    const digits = fractionDigits(text);
    if (digits <= MAX_FRACTION_DIGITS) return requireInstant(text, pointer);
    declined.push({ pointer, subject, field, digits });
    return null;
  };
  const now = read(input.observed_at, '/observed_at', null, 'observed_at');
  const evidenceById = groupBy(input.evidence, (item) => item.id);
  const captured = input.evidence.map((item, index) => read(item.captured_at, jsonPointer('evidence', index, 'captured_at'), item.id, `captured_at of evidence "${item.id}"`));
  const channels = input.channels.map(
    (channel, index): ChannelState => ({
      channel,
      index,
      gates: Object.fromEntries(GATES.map((gate) => [gate, 'pass'])) as Record<Gate, GateResult>,
      cost: fromNumber(channel.estimated_cost_usd),
      effort: fromNumber(channel.estimated_effort_hours),
      countedAttribution: channel.attribution,
    }),
  );
  return {
    input,
    now,
    budget: fromNumber(input.constraints.budget_usd),
    effortLimit: fromNumber(input.constraints.effort_hours),
    evidenceById,
    captured,
    declined,
    channelsById: groupBy(input.channels, (channel) => channel.id),
    channels,
    resolve(id) {
      // Many channels cite the same ids: each id is resolved once (the results are never modified).
      let resolution = resolutions.get(id);
      if (resolution === undefined) {
        const indices = evidenceById.get(id);
        if (!indices) resolution = NOT_FOUND;
        else if (indices.length > 1) resolution = { status: 'duplicate-id', indices };
        else {
          const index = indices[0] as number;
          resolution = { status: 'found', index, evidence: input.evidence[index] as Evidence, captured: captured[index] ?? null };
        }
        resolutions.set(id, resolution);
      }
      return resolution;
    },
    pointer: (index, ...rest) => jsonPointer('channels', index, ...rest),
  };
}

/** A gate never improves once failed: `excluded` outranks `not-selectable`. */
export function failGate(state: ChannelState, gate: Gate, result: 'excluded' | 'not-selectable'): void {
  if (state.gates[gate] !== 'excluded') state.gates[gate] = result;
}

export type Eligibility = 'eligible' | 'not-selectable' | 'excluded';

export function eligibilityOf(state: ChannelState): Eligibility {
  const results = Object.values(state.gates);
  if (results.includes('excluded')) return 'excluded';
  if (results.includes('not-selectable')) return 'not-selectable';
  return 'eligible';
}
