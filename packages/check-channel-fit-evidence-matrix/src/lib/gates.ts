// The gates every channel passes before it is ranked, and how a channel's facts decide them.
import type { Channel, Input } from '../generated/schema.js';

/** The gates, in the order the report lists them (their names are the report's `gates` keys). */
export const GATES = [
  'uniqueId',
  'ruleStatus',
  'ruleEvidence',
  'productEvidence',
  'ownerPresence',
  'offerPath',
  'outcomeMetric',
  'attribution',
  'gateCaps',
  'budget',
  'effort',
] as const;
export type Gate = (typeof GATES)[number];

/**
 * `excluded`: the channel cannot run in this round (a hard constraint it cannot meet);
 * `not-selectable`: it could run once a person fixes or confirms something (rules, evidence, plan).
 */
export type GateResult = 'pass' | 'excluded' | 'not-selectable' | 'not-applicable';

export type Eligibility = 'eligible' | 'not-selectable' | 'excluded';

/** What the gates are decided on, for one channel (each also names the finding its rule writes). */
export interface GateFacts {
  duplicated: boolean;
  /** The rule evidence passes: one observed platform-rule item whose age is known and within the limit. */
  ruleEvidenceOk: boolean;
  /** At least one product evidence id, and every one names one product-proof item. */
  productEvidenceOk: boolean;
  vanityMetric: boolean;
  /** The attribution the score counts is direct or verified: gate events can be credited to the test. */
  attributable: boolean;
  overGateCaps: boolean;
  overBudget: boolean;
  overEffort: boolean;
}

/** Each gate's result, in GATES order. */
export function gatesOf(channel: Channel, objective: Input['objective'], facts: GateFacts): Record<Gate, GateResult> {
  const fail = (failed: boolean, result: 'excluded' | 'not-selectable'): GateResult => (failed ? result : 'pass');
  return {
    uniqueId: fail(facts.duplicated, 'excluded'),
    ruleStatus: channel.rule_status === 'blocked' ? 'excluded' : channel.rule_status === 'verified' ? 'pass' : 'not-selectable',
    ruleEvidence: fail(!facts.ruleEvidenceOk, 'not-selectable'),
    productEvidence: fail(!facts.productEvidenceOk, 'not-selectable'),
    ownerPresence: channel.owner_presence_required ? fail(!channel.owner_available, 'excluded') : 'not-applicable',
    offerPath: objective === 'revenue' ? fail(!channel.offer_path_ready, 'excluded') : 'not-applicable',
    outcomeMetric: fail(facts.vanityMetric, 'excluded'),
    attribution: fail(!facts.attributable, 'not-selectable'),
    gateCaps: fail(facts.overGateCaps, 'not-selectable'),
    budget: fail(facts.overBudget, 'excluded'),
    effort: fail(facts.overEffort, 'excluded'),
  };
}

export function eligibilityOf(gates: Readonly<Record<Gate, GateResult>>): Eligibility {
  const results = Object.values(gates);
  if (results.includes('excluded')) return 'excluded';
  if (results.includes('not-selectable')) return 'not-selectable';
  return 'eligible';
}
