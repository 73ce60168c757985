// What every rule and the report read, prepared once: the instants (or their declining), every
// channel's evidence resolved and its gates decided, and the selection ranked from those gates.
import { jsonPointer } from '@evidence-check/core-receipt';
import { fromNumber, type Decimal } from '@evidence-check/exact-decimal';
import { compareInstants, fractionDigits, requireInstant, type Instant } from '@evidence-check/instant';
import type { Channel, Input } from './generated/schema.js';
import { duplicateIds, evidenceResolver, ruleEvidenceOf, type Evidence, type Resolution, type RuleEvidence } from './lib/evidence.js';
import { eligibilityOf, gatesOf, type Eligibility, type Gate, type GateResult } from './lib/gates.js';
import { select, type Selection } from './lib/selection.js';

export { GATES } from './lib/gates.js';
export type { Eligibility, Evidence, Gate, GateResult, Resolution, RuleEvidence, Selection };

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

/**
 * Attribution that lets a gate event be credited to the test: channel-experiment-postmortem counts
 * only direct and verified events toward an outcome gate.
 */
export const COUNTED_ATTRIBUTIONS: ReadonlySet<string> = new Set(['direct', 'verified']);

/** Objectives that only qualified outcomes can show. */
export const QUALIFIED_OBJECTIVES: ReadonlySet<string> = new Set(['qualified-demand', 'revenue']);

/**
 * A date-time with more fractional-second digits than this is declined, not read: observed_at and
 * a platform rule's captured_at are repeated in a finding per evidence item or per citing channel,
 * and nanoseconds take 9. The interface leaves the digits open.
 */
export const MAX_FRACTION_DIGITS = 30;

export interface DeclinedDateTime {
  readonly pointer: string;
  /** The evidence id, or null for observed_at. */
  readonly subject: string | null;
  readonly field: string;
  readonly digits: number;
}

/** An estimate over the outcome gate's own cap. */
export interface CapOverrun {
  readonly member: 'estimated_cost_usd' | 'estimated_effort_hours';
  readonly estimate: Decimal;
  readonly cap: Decimal;
  readonly unit: 'USD' | 'h';
}

export interface ChannelState {
  readonly channel: Channel;
  readonly index: number;
  readonly cost: Decimal;
  readonly effort: Decimal;
  readonly ruleEvidence: RuleEvidence;
  /** What each `product_evidence_ids` entry names, by position. */
  readonly products: readonly Resolution[];
  readonly vanityMetric: boolean;
  readonly capOverruns: readonly CapOverrun[];
  /** `direct` or `verified` claimed with a blank mechanism: scored as inferred. */
  readonly mechanismMissing: boolean;
  /** The attribution the score counts. */
  readonly countedAttribution: Channel['attribution'];
  readonly overBudget: boolean;
  readonly overEffort: boolean;
  readonly gates: Readonly<Record<Gate, GateResult>>;
  readonly eligibility: Eligibility;
}

export interface Context {
  readonly input: Input;
  /** null when observed_at is declined (MAX_FRACTION_DIGITS): no age can be judged. */
  readonly now: Instant | null;
  readonly budget: Decimal;
  readonly effortLimit: Decimal;
  /** Each evidence item's captured_at, by input index; null when declined (MAX_FRACTION_DIGITS). */
  readonly captured: readonly (Instant | null)[];
  /** Each evidence item is captured after observed_at (its age then counts as zero), by input index. */
  readonly capturedAfterObserved: readonly boolean[];
  /** The date-times declined for their precision, in input order (observed_at first). */
  readonly declined: readonly DeclinedDateTime[];
  /** Evidence ids used more than once, with their indices in input order. */
  readonly duplicateEvidence: ReadonlyMap<string, readonly number[]>;
  /** Channel ids used more than once, with their indices in input order. */
  readonly duplicateChannels: ReadonlyMap<string, readonly number[]>;
  readonly channels: readonly ChannelState[];
  /** Every channel ranked and the greedy selection, from the gates above. */
  readonly selection: Selection;
  pointer(index: number, ...rest: (string | number)[]): string;
}

export function prepare(input: Input): Context {
  const declined: DeclinedDateTime[] = [];
  const read = (text: string, pointer: string, subject: string | null, field: string): Instant | null => {
    const digits = fractionDigits(text);
    if (digits <= MAX_FRACTION_DIGITS) return requireInstant(text, pointer);
    declined.push({ pointer, subject, field, digits });
    return null;
  };
  const now = read(input.observed_at, '/observed_at', null, 'observed_at');
  const captured = input.evidence.map((item, index) => read(item.captured_at, jsonPointer('evidence', index, 'captured_at'), item.id, `captured_at of evidence "${item.id}"`));
  const duplicateEvidence = duplicateIds(input.evidence);
  const duplicateChannels = duplicateIds(input.channels);
  const duplicated = new Set([...duplicateChannels.values()].flat());
  const resolve = evidenceResolver(input.evidence, captured, duplicateEvidence);
  const budget = fromNumber(input.constraints.budget_usd);
  const effortLimit = fromNumber(input.constraints.effort_hours);
  const { objective } = input;

  const channels = input.channels.map((channel, index): ChannelState => {
    const cost = fromNumber(channel.estimated_cost_usd);
    const effort = fromNumber(channel.estimated_effort_hours);
    const ruleEvidence = ruleEvidenceOf(channel.rule_evidence_id, resolve, now, input.constraints.rules_max_age_days);
    const products = channel.product_evidence_ids.map(resolve);
    const vanityMetric = QUALIFIED_OBJECTIVES.has(objective) && VANITY_METRICS.has(channel.outcome_gate.metric);
    const capOverruns = (
      [
        { member: 'estimated_cost_usd', estimate: cost, cap: fromNumber(channel.outcome_gate.max_cost_usd), unit: 'USD' },
        { member: 'estimated_effort_hours', estimate: effort, cap: fromNumber(channel.outcome_gate.max_effort_hours), unit: 'h' },
      ] as const
    ).filter(({ estimate, cap }) => estimate.gt(cap));
    const mechanismMissing = (channel.attribution === 'direct' || channel.attribution === 'verified') && channel.attribution_mechanism.trim() === '';
    const countedAttribution = mechanismMissing ? 'inferred' : channel.attribution;
    const overBudget = cost.gt(budget);
    const overEffort = effort.gt(effortLimit);
    const gates = gatesOf(channel, objective, {
      duplicated: duplicated.has(index),
      ruleEvidenceOk:
        ruleEvidence.status === 'found' && !ruleEvidence.notPlatformRule && !ruleEvidence.notObserved && ruleEvidence.age.known && !ruleEvidence.age.stale,
      productEvidenceOk:
        products.length > 0 && products.every((resolved) => resolved.status === 'found' && resolved.evidence.type === 'product-proof' && resolved.evidence.observed),
      vanityMetric,
      attributable: COUNTED_ATTRIBUTIONS.has(countedAttribution),
      overGateCaps: capOverruns.length > 0,
      overBudget,
      overEffort,
    });
    return {
      channel,
      index,
      cost,
      effort,
      ruleEvidence,
      products,
      vanityMetric,
      capOverruns,
      mechanismMissing,
      countedAttribution,
      overBudget,
      overEffort,
      gates,
      eligibility: eligibilityOf(gates),
    };
  });

  return {
    input,
    now,
    budget,
    effortLimit,
    captured,
    capturedAfterObserved: captured.map((instant) => now !== null && instant !== null && compareInstants(instant, now) > 0),
    declined,
    duplicateEvidence,
    duplicateChannels,
    channels,
    selection: select(channels, input.constraints.max_parallel_tests, budget, effortLimit),
    pointer: (index, ...rest) => jsonPointer('channels', index, ...rest),
  };
}
