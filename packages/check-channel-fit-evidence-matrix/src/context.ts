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
  | { status: 'found'; index: number; evidence: Evidence; captured: Instant }
  | { status: 'not-found' }
  | { status: 'duplicate-id'; indices: number[] };

export interface Context {
  readonly input: Input;
  readonly now: Instant;
  readonly budget: Decimal;
  readonly effortLimit: Decimal;
  /** Evidence indices by id, in input order (more than one: a duplicate id). */
  readonly evidenceById: ReadonlyMap<string, readonly number[]>;
  /** Each evidence item's captured_at, by input index. */
  readonly captured: readonly Instant[];
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

function requireInstant(text: string, where: string): Instant {
  const instant = parseInstant(text, LENIENT);
  // The schema's date-time format admits exactly what parseInstant reads; reaching this is a bug.
  if (!instant) throw new Error(`${where} is not an RFC 3339 date-time: ${text}`);
  return instant;
}

export function prepare(input: Input): Context {
  const now = requireInstant(input.observed_at, '/observed_at');
  const evidenceById = groupBy(input.evidence, (item) => item.id);
  const captured = input.evidence.map((item, index) => requireInstant(item.captured_at, jsonPointer('evidence', index, 'captured_at')));
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
    channelsById: groupBy(input.channels, (channel) => channel.id),
    channels,
    resolve(id) {
      const indices = evidenceById.get(id);
      if (!indices) return { status: 'not-found' };
      if (indices.length > 1) return { status: 'duplicate-id', indices: [...indices] };
      const index = indices[0] as number;
      return { status: 'found', index, evidence: input.evidence[index] as Evidence, captured: captured[index] as Instant };
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
