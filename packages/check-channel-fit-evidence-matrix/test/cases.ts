// Cases as data: every row of the README's decision table has a case that produces its code and
// one where it must not fire (`absent`), usually at the boundary. Expected values come from the
// documented rules (dates by the calendar, money by exact decimal arithmetic), not from output.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

import { ch, packet, proof, rules, type Channel } from './cases/helpers.js';
import { attributableGateCases } from './cases/attributable-gate.js';

const ALL_CODES = [
  'DUPLICATE_CHANNEL_ID',
  'DUPLICATE_EVIDENCE_ID',
  'EVIDENCE_CAPTURED_AFTER_OBSERVED_AT',
  'DATE_TIME_TOO_PRECISE',
  'RULE_STATUS_BLOCKED',
  'RULE_STATUS_UNVERIFIED',
  'EVIDENCE_REFERENCE_UNRESOLVED',
  'RULE_EVIDENCE_MISSING',
  'RULE_EVIDENCE_NOT_PLATFORM_RULE',
  'RULE_EVIDENCE_NOT_OBSERVED',
  'RULE_EVIDENCE_STALE',
  'PRODUCT_EVIDENCE_MISSING',
  'PRODUCT_EVIDENCE_NOT_PROOF',
  'PRODUCT_EVIDENCE_NOT_OBSERVED',
  'OUTCOME_NOT_ATTRIBUTABLE',
  'OWNER_UNAVAILABLE',
  'OFFER_PATH_NOT_READY',
  'VANITY_GATE_METRIC',
  'ESTIMATE_OVER_GATE_CAP',
  'ATTRIBUTION_MECHANISM_MISSING',
  'COST_OVER_BUDGET',
  'EFFORT_OVER_LIMIT',
  'NO_CHANNEL_SELECTED',
];

const passAll = {
  uniqueId: 'pass',
  ruleStatus: 'pass',
  ruleEvidence: 'pass',
  productEvidence: 'pass',
  ownerPresence: 'not-applicable',
  offerPath: 'not-applicable',
  outcomeMetric: 'pass',
  gateCaps: 'pass',
  budget: 'pass',
  effort: 'pass',
};

const baseCases = defineCases<Input>([
  // --- a clean packet -------------------------------------------------------------------------
  {
    name: 'a channel that passes every gate is selected, with its score parts from the documented table',
    input: packet([ch('agent-registry')]),
    expect: [],
    status: 'READY',
    absent: ALL_CODES,
    report: {
      objective: 'qualified-demand',
      matrix: [
        {
          id: 'agent-registry',
          rank: 1,
          // 3×4, 3×3, 2×5, 1×(5−2), direct 8, account 2
          score: { audience: 12, intent: 9, format: 10, saturation: 3, attribution: 8, access: 2, total: 44 },
          gates: passAll,
          eligibility: 'eligible',
          selected: true,
          notSelectedReason: null,
        },
      ],
      selected: ['agent-registry'],
      totals: { channels: 1, eligible: 1, selected: 1, selectedCostUsd: '0', remainingBudgetUsd: '300', selectedEffortHours: '4', remainingEffortHours: '16' },
    },
  },

  // --- identity -------------------------------------------------------------------------------
  {
    name: 'a duplicated channel id flags every member with one group and excludes them all',
    input: packet([ch('forum'), ch('registry', { audience_match: 1 }), ch('forum', { buyer_intent: 5 })]),
    expect: [
      { code: 'DUPLICATE_CHANNEL_ID', pointer: '/channels/0/id', subject: 'forum', details: { group: 'channel:forum', count: 2, firstIndex: 0 } },
      { code: 'DUPLICATE_CHANNEL_ID', pointer: '/channels/2/id', subject: 'forum', details: { group: 'channel:forum', count: 2, firstIndex: 0 } },
    ],
    status: 'BLOCKED',
    report: {
      matrix: [
        { id: 'forum', eligibility: 'excluded', selected: false, gates: { uniqueId: 'excluded' } },
        { id: 'registry', eligibility: 'eligible', selected: true },
        { id: 'forum', eligibility: 'excluded', selected: false },
      ],
      selected: ['registry'],
    },
  },
  {
    name: 'a duplicated evidence id flags every member; a channel citing it cannot resolve it',
    input: packet([ch('registry')], { evidence: [rules(), proof(), rules('ev-rules', { captured_at: '2026-01-10T00:00:00Z' })] }),
    expect: [
      { code: 'NO_CHANNEL_SELECTED', pointer: '', subject: null, details: { eligible: 0, channels: 1 } },
      { code: 'EVIDENCE_REFERENCE_UNRESOLVED', pointer: '/channels/0/rule_evidence_id', details: { evidenceId: 'ev-rules', reason: 'duplicate-id' } },
      { code: 'DUPLICATE_EVIDENCE_ID', pointer: '/evidence/0/id', details: { group: 'evidence:ev-rules', firstIndex: 0 } },
      { code: 'DUPLICATE_EVIDENCE_ID', pointer: '/evidence/2/id', details: { group: 'evidence:ev-rules', firstIndex: 0 } },
    ],
    report: { matrix: [{ gates: { ruleEvidence: 'not-selectable' }, eligibility: 'not-selectable', notSelectedReason: 'not-selectable' }] },
  },
  {
    name: 'distinct ids are no duplicates, even when they differ only by case',
    input: packet([ch('Forum'), ch('forum')], { evidence: [rules(), proof(), proof('EV-PROOF')] }),
    expect: [],
    absent: ['DUPLICATE_CHANNEL_ID', 'DUPLICATE_EVIDENCE_ID'],
    report: { selected: ['Forum', 'forum'] },
  },
  {
    name: 'evidence captured after observed_at is flagged at its captured_at',
    input: packet([ch('registry')], { evidence: [rules(), proof('ev-proof', { captured_at: '2026-03-02T09:00:00.001Z' })] }),
    expect: [{ code: 'EVIDENCE_CAPTURED_AFTER_OBSERVED_AT', pointer: '/evidence/1/captured_at', subject: 'ev-proof' }],
    status: 'REVIEW',
    report: { selected: ['registry'] },
  },
  {
    name: 'evidence captured at the very instant of observed_at, written with another offset, is not from the future',
    input: packet([ch('registry')], { evidence: [rules(), proof('ev-proof', { captured_at: '2026-03-02T10:00:00+01:00' })] }),
    expect: [],
    absent: ['EVIDENCE_CAPTURED_AFTER_OBSERVED_AT'],
  },
  {
    name: 'a captured_at with more than 30 fractional digits is declined: the channels resting on it are not selectable',
    input: packet([ch('registry'), ch('forum', { rule_evidence_id: 'ev-rules-2' })], {
      evidence: [rules('ev-rules', { captured_at: `2026-02-20T10:00:00.${'0'.repeat(30)}1Z` }), proof(), rules('ev-rules-2')],
    }),
    expect: [
      { code: 'DATE_TIME_TOO_PRECISE', pointer: '/evidence/0/captured_at', subject: 'ev-rules', details: { field: 'captured_at of evidence "ev-rules"', digits: 31, maxDigits: 30 } },
    ],
    status: 'BLOCKED',
    absent: ['RULE_EVIDENCE_STALE', 'EVIDENCE_CAPTURED_AFTER_OBSERVED_AT'],
    report: {
      matrix: [{ gates: { ruleEvidence: 'not-selectable' }, eligibility: 'not-selectable', selected: false }, { gates: { ruleEvidence: 'pass' }, selected: true }],
      selected: ['forum'],
    },
  },
  {
    name: 'an observed_at with more than 30 fractional digits is declined: no rule evidence can be judged fresh',
    input: packet([ch('registry')], { observed_at: `2026-03-02T09:00:00.${'9'.repeat(40)}Z`, evidence: [rules(), proof('ev-proof', { captured_at: '2026-03-05T00:00:00Z' })] }),
    expect: [
      { code: 'NO_CHANNEL_SELECTED', pointer: '' },
      { code: 'DATE_TIME_TOO_PRECISE', pointer: '/observed_at', subject: null, details: { field: 'observed_at', digits: 40 } },
    ],
    absent: ['EVIDENCE_CAPTURED_AFTER_OBSERVED_AT', 'RULE_EVIDENCE_STALE'],
    report: { selected: [] },
  },
  {
    name: 'thirty fractional digits are read exactly',
    input: packet([ch('registry')], { observed_at: `2026-03-02T09:00:00.${'0'.repeat(29)}1Z`, evidence: [rules(), proof('ev-proof', { captured_at: `2026-03-02T09:00:00.${'0'.repeat(28)}11Z` })] }),
    expect: [{ code: 'EVIDENCE_CAPTURED_AFTER_OBSERVED_AT', pointer: '/evidence/1/captured_at' }],
    absent: ['DATE_TIME_TOO_PRECISE'],
    report: { selected: ['registry'] },
  },

  // --- platform rules -------------------------------------------------------------------------
  {
    name: 'blocked platform rules exclude the channel',
    input: packet([ch('subreddit', { rule_status: 'blocked' }), ch('registry')]),
    expect: [{ code: 'RULE_STATUS_BLOCKED', pointer: '/channels/0/rule_status', subject: 'subreddit' }],
    status: 'READY',
    absent: ['RULE_STATUS_UNVERIFIED'],
    report: { matrix: [{ gates: { ruleStatus: 'excluded' }, eligibility: 'excluded', selected: false }, { selected: true }] },
  },
  {
    name: 'unknown and review-required rules make a channel not selectable',
    input: packet([ch('a', { rule_status: 'unknown' }), ch('b', { rule_status: 'review-required' }), ch('c')]),
    expect: [
      { code: 'RULE_STATUS_UNVERIFIED', pointer: '/channels/0/rule_status', details: { ruleStatus: 'unknown' } },
      { code: 'RULE_STATUS_UNVERIFIED', pointer: '/channels/1/rule_status', details: { ruleStatus: 'review-required' } },
    ],
    status: 'REVIEW',
    absent: ['RULE_STATUS_BLOCKED'],
    report: { matrix: [{ eligibility: 'not-selectable' }, { eligibility: 'not-selectable' }, { selected: true }], selected: ['c'] },
  },
  {
    name: 'a blank or whitespace rule_evidence_id names no platform rule',
    input: packet([ch('a', { rule_evidence_id: '' }), ch('b', { rule_evidence_id: '  ' })]),
    expect: [
      { code: 'NO_CHANNEL_SELECTED', pointer: '' },
      { code: 'RULE_EVIDENCE_MISSING', pointer: '/channels/0/rule_evidence_id', subject: 'a' },
      { code: 'RULE_EVIDENCE_MISSING', pointer: '/channels/1/rule_evidence_id', subject: 'b' },
    ],
    absent: ['EVIDENCE_REFERENCE_UNRESOLVED'],
  },
  {
    name: 'rule and product evidence ids that name nothing are unresolved references',
    input: packet([ch('a', { rule_evidence_id: 'ev-gone', product_evidence_ids: ['ev-proof', 'ev-missing'] })]),
    expect: [
      { code: 'NO_CHANNEL_SELECTED', pointer: '' },
      { code: 'EVIDENCE_REFERENCE_UNRESOLVED', pointer: '/channels/0/product_evidence_ids/1', details: { evidenceId: 'ev-missing', reason: 'not-found' } },
      { code: 'EVIDENCE_REFERENCE_UNRESOLVED', pointer: '/channels/0/rule_evidence_id', details: { evidenceId: 'ev-gone', reason: 'not-found' } },
    ],
    status: 'BLOCKED',
    absent: ['RULE_EVIDENCE_MISSING', 'PRODUCT_EVIDENCE_NOT_PROOF'],
  },
  {
    name: 'rule evidence that is not of type platform-rule fails the ruleEvidence gate',
    input: packet([ch('a', { rule_evidence_id: 'ev-proof' })]),
    expect: [
      { code: 'NO_CHANNEL_SELECTED', pointer: '' },
      { code: 'RULE_EVIDENCE_NOT_PLATFORM_RULE', pointer: '/channels/0/rule_evidence_id', details: { evidenceId: 'ev-proof', type: 'product-proof' } },
    ],
  },
  {
    name: 'platform-rule evidence that was not observed fails the ruleEvidence gate',
    input: packet([ch('a')], { evidence: [rules('ev-rules', { observed: false }), proof()] }),
    expect: [
      { code: 'NO_CHANNEL_SELECTED', pointer: '' },
      { code: 'RULE_EVIDENCE_NOT_OBSERVED', pointer: '/channels/0/rule_evidence_id', details: { evidenceId: 'ev-rules' } },
    ],
    absent: ['RULE_EVIDENCE_NOT_PLATFORM_RULE'],
  },
  {
    // 2025-12-02T09:00Z + 90 days = 2026-03-02T09:00Z (29 + 31 + 28 + 2 days): exactly at the limit is fresh.
    name: 'rule evidence exactly rules_max_age_days old is still fresh',
    input: packet([ch('a')], { evidence: [rules('ev-rules', { captured_at: '2025-12-02T09:00:00Z' }), proof()] }),
    expect: [],
    absent: ['RULE_EVIDENCE_STALE'],
    report: { selected: ['a'] },
  },
  {
    name: 'rule evidence older than rules_max_age_days by 100 nanoseconds is stale (fractional seconds are exact)',
    input: packet([ch('a')], { evidence: [rules('ev-rules', { captured_at: '2025-12-02T08:59:59.9999999Z' }), proof()] }),
    expect: [
      { code: 'NO_CHANNEL_SELECTED', pointer: '' },
      { code: 'RULE_EVIDENCE_STALE', pointer: '/channels/0/rule_evidence_id', details: { ageDays: 90, maxAgeDays: 90 } },
    ],
  },
  {
    name: 'rule evidence stamped with a +01:00 offset is compared as the same instant in UTC',
    input: packet([ch('a'), ch('b', { rule_evidence_id: 'ev-rules-b' })], {
      evidence: [
        rules('ev-rules', { captured_at: '2025-12-02T10:00:00+01:00' }), // = 09:00Z: exactly 90 days
        proof(),
        rules('ev-rules-b', { captured_at: '2025-12-02T09:59:59+01:00' }), // = 08:59:59Z: 90 days and 1 s
      ],
    }),
    expect: [{ code: 'RULE_EVIDENCE_STALE', pointer: '/channels/1/rule_evidence_id', subject: 'b', details: { evidenceId: 'ev-rules-b' } }],
    report: { selected: ['a'] },
  },
  {
    name: 'a channel that cites no product evidence is not selectable',
    input: packet([ch('a', { product_evidence_ids: [] })]),
    expect: [
      { code: 'NO_CHANNEL_SELECTED', pointer: '' },
      { code: 'PRODUCT_EVIDENCE_MISSING', pointer: '/channels/0/product_evidence_ids', subject: 'a' },
    ],
  },
  {
    name: 'product evidence that is not product-proof is flagged at its own entry',
    input: packet([ch('a', { product_evidence_ids: ['ev-proof', 'ev-buyer', 'ev-rules'] })], {
      evidence: [rules(), proof(), { ...proof('ev-buyer'), type: 'buyer-signal' }],
    }),
    expect: [
      { code: 'NO_CHANNEL_SELECTED', pointer: '' },
      { code: 'PRODUCT_EVIDENCE_NOT_PROOF', pointer: '/channels/0/product_evidence_ids/1', details: { evidenceId: 'ev-buyer', type: 'buyer-signal' } },
      { code: 'PRODUCT_EVIDENCE_NOT_PROOF', pointer: '/channels/0/product_evidence_ids/2', details: { evidenceId: 'ev-rules', type: 'platform-rule' } },
    ],
    absent: ['PRODUCT_EVIDENCE_MISSING'],
  },

  // --- readiness ------------------------------------------------------------------------------
  {
    name: 'owner presence required but the owner unavailable excludes the channel',
    input: packet([ch('launch', { owner_presence_required: true, owner_available: false }), ch('registry')]),
    expect: [{ code: 'OWNER_UNAVAILABLE', pointer: '/channels/0/owner_available', subject: 'launch' }],
    report: { matrix: [{ gates: { ownerPresence: 'excluded' }, selected: false }, { selected: true }] },
  },
  {
    name: 'owner presence is only a gate when required',
    input: packet([ch('launch', { owner_presence_required: true, owner_available: true }), ch('registry', { owner_presence_required: false, owner_available: false })]),
    expect: [],
    absent: ['OWNER_UNAVAILABLE'],
    report: { matrix: [{ gates: { ownerPresence: 'pass' } }, { gates: { ownerPresence: 'not-applicable' } }], selected: ['launch', 'registry'] },
  },
  {
    name: 'an offer path that is not ready excludes the channel for a revenue objective',
    input: packet([ch('ads', { offer_path_ready: false }), ch('registry')], { objective: 'revenue' }),
    expect: [{ code: 'OFFER_PATH_NOT_READY', pointer: '/channels/0/offer_path_ready', subject: 'ads' }],
    report: { matrix: [{ gates: { offerPath: 'excluded' }, eligibility: 'excluded' }, { gates: { offerPath: 'pass' } }] },
  },
  {
    name: 'the offer path does not gate other objectives',
    input: packet([ch('ads', { offer_path_ready: false })], { objective: 'qualified-demand' }),
    expect: [],
    absent: ['OFFER_PATH_NOT_READY'],
    report: { matrix: [{ gates: { offerPath: 'not-applicable' }, selected: true }] },
  },

  // --- outcome gate ---------------------------------------------------------------------------
  {
    name: 'every vanity metric gating a qualified-demand objective is an error',
    input: packet(
      ['page-view', 'impression', 'reaction', 'indexing-event', 'deployment', 'directory-listing', 'scan', 'sent-message'].map((metric, i) =>
        ch(`c${i}`, { outcome_gate: { metric: metric as Channel['outcome_gate']['metric'], threshold: 100, window_days: 7, max_cost_usd: 0, max_effort_hours: 6 } }),
      ),
    ),
    expect: [
      { code: 'NO_CHANNEL_SELECTED', pointer: '' },
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => ({ code: 'VANITY_GATE_METRIC', pointer: `/channels/${i}/outcome_gate/metric` })),
    ],
    status: 'BLOCKED',
  },
  {
    name: 'a vanity metric gating a revenue objective is an error',
    input: packet([ch('a', { outcome_gate: { metric: 'impression', threshold: 1000, window_days: 7, max_cost_usd: 0, max_effort_hours: 6 } })], { objective: 'revenue' }),
    expect: [
      { code: 'NO_CHANNEL_SELECTED', pointer: '' },
      { code: 'VANITY_GATE_METRIC', pointer: '/channels/0/outcome_gate/metric', details: { objective: 'revenue', metric: 'impression' } },
    ],
  },
  {
    name: 'a vanity metric may gate a validated-learning test, and qualified metrics gate qualified demand',
    input: packet([ch('a', { outcome_gate: { metric: 'page-view', threshold: 100, window_days: 7, max_cost_usd: 0, max_effort_hours: 6 } })], {
      objective: 'validated-learning',
    }),
    expect: [],
    absent: ['VANITY_GATE_METRIC'],
  },
  {
    name: 'estimates over the gate\'s own caps are flagged at the estimate',
    input: packet([ch('a', { estimated_cost_usd: 25.5, estimated_effort_hours: 6.25, outcome_gate: { metric: 'install', threshold: 5, window_days: 14, max_cost_usd: 25, max_effort_hours: 6 } })]),
    expect: [
      { code: 'NO_CHANNEL_SELECTED', pointer: '' },
      { code: 'ESTIMATE_OVER_GATE_CAP', pointer: '/channels/0/estimated_cost_usd', details: { estimate: '25.5', cap: '25', unit: 'USD' } },
      { code: 'ESTIMATE_OVER_GATE_CAP', pointer: '/channels/0/estimated_effort_hours', details: { estimate: '6.25', cap: '6', unit: 'h' } },
    ],
  },
  {
    name: 'estimates equal to the gate caps fit',
    input: packet([ch('a', { estimated_cost_usd: 25, estimated_effort_hours: 6, outcome_gate: { metric: 'install', threshold: 5, window_days: 14, max_cost_usd: 25, max_effort_hours: 6 } })]),
    expect: [],
    absent: ['ESTIMATE_OVER_GATE_CAP'],
  },
  {
    name: 'direct attribution without a mechanism is flagged and scored as inferred',
    input: packet([ch('a', { attribution_mechanism: ' ' })]),
    expect: [
      { code: 'NO_CHANNEL_SELECTED', pointer: '' },
      { code: 'OUTCOME_NOT_ATTRIBUTABLE', pointer: '/channels/0/attribution', details: { attribution: 'inferred', claimed: 'direct' } },
      { code: 'ATTRIBUTION_MECHANISM_MISSING', pointer: '/channels/0/attribution_mechanism', details: { attribution: 'direct' } },
    ],
    status: 'REVIEW',
    report: { matrix: [{ score: { attribution: 2, total: 38 }, gates: { attribution: 'not-selectable' }, selected: false }] },
  },
  {
    name: 'inferred attribution needs no mechanism',
    input: packet([ch('a', { attribution: 'inferred', attribution_mechanism: '' })]),
    expect: [{ code: 'NO_CHANNEL_SELECTED', pointer: '' }, { code: 'OUTCOME_NOT_ATTRIBUTABLE', pointer: '/channels/0/attribution' }],
    absent: ['ATTRIBUTION_MECHANISM_MISSING'],
  },

  // --- constraints ----------------------------------------------------------------------------
  {
    name: 'a channel costing more than the whole budget, or more hours than available, is excluded',
    input: packet([
      ch('ads', { estimated_cost_usd: 300.01, outcome_gate: { metric: 'checkout-open', threshold: 5, window_days: 14, max_cost_usd: 450, max_effort_hours: 10 } }),
      ch('outreach', { estimated_effort_hours: 20.5, outcome_gate: { metric: 'buyer-reply', threshold: 3, window_days: 14, max_cost_usd: 0, max_effort_hours: 30 } }),
      ch('registry'),
    ]),
    expect: [
      { code: 'COST_OVER_BUDGET', pointer: '/channels/0/estimated_cost_usd', details: { costUsd: '300.01', budgetUsd: '300' } },
      { code: 'EFFORT_OVER_LIMIT', pointer: '/channels/1/estimated_effort_hours', details: { effortHours: '20.5', limitHours: '20' } },
    ],
    status: 'READY',
    report: { matrix: [{ gates: { budget: 'excluded' } }, { gates: { effort: 'excluded' } }, { selected: true }], selected: ['registry'] },
  },
  {
    name: 'a channel costing exactly the budget and hours available fits',
    input: packet([ch('ads', { estimated_cost_usd: 300, estimated_effort_hours: 20, outcome_gate: { metric: 'checkout-open', threshold: 5, window_days: 14, max_cost_usd: 300, max_effort_hours: 20 } })]),
    expect: [],
    absent: ['COST_OVER_BUDGET', 'EFFORT_OVER_LIMIT'],
    report: { selected: ['ads'], totals: { remainingBudgetUsd: '0', remainingEffortHours: '0' } },
  },

  // --- ranking and selection ------------------------------------------------------------------
  {
    name: 'equal scores are ranked by id, and max_parallel_tests stops the selection',
    input: packet([ch('b'), ch('a'), ch('c', { buyer_intent: 4 })], { constraints: { budget_usd: 300, effort_hours: 20, max_parallel_tests: 2, rules_max_age_days: 90 } }),
    expect: [],
    report: {
      matrix: [
        { id: 'b', rank: 3, selected: false, notSelectedReason: 'parallel-limit' },
        { id: 'a', rank: 2, selected: true },
        { id: 'c', rank: 1, score: { intent: 12, total: 47 }, selected: true },
      ],
      selected: ['c', 'a'],
    },
  },
  {
    name: 'greedy in rank order: a channel that no longer fits the budget is skipped and a cheaper one below it is taken',
    input: packet(
      [
        ch('first', { buyer_intent: 5, estimated_cost_usd: 200, outcome_gate: { metric: 'install', threshold: 5, window_days: 14, max_cost_usd: 200, max_effort_hours: 6 } }),
        ch('second', { buyer_intent: 4, estimated_cost_usd: 150, outcome_gate: { metric: 'install', threshold: 5, window_days: 14, max_cost_usd: 150, max_effort_hours: 6 } }),
        ch('third', { buyer_intent: 3, estimated_cost_usd: 100, outcome_gate: { metric: 'install', threshold: 5, window_days: 14, max_cost_usd: 100, max_effort_hours: 6 } }),
      ],
      { constraints: { budget_usd: 300, effort_hours: 20, max_parallel_tests: 3, rules_max_age_days: 90 } },
    ),
    expect: [],
    report: {
      matrix: [
        { id: 'first', rank: 1, selected: true },
        { id: 'second', rank: 2, selected: false, notSelectedReason: 'budget' },
        { id: 'third', rank: 3, selected: true },
      ],
      selected: ['first', 'third'],
      totals: { selectedCostUsd: '300', remainingBudgetUsd: '0' },
    },
  },
  {
    name: 'the same walk skips a channel that no longer fits the hours left',
    input: packet([ch('first', { buyer_intent: 5, estimated_effort_hours: 6 }), ch('second', { estimated_effort_hours: 5 })], {
      constraints: { budget_usd: 0, effort_hours: 10, max_parallel_tests: 2, rules_max_age_days: 90 },
    }),
    expect: [],
    report: { matrix: [{ selected: true }, { selected: false, notSelectedReason: 'effort' }], totals: { selectedEffortHours: '6', remainingEffortHours: '4' } },
  },
  {
    // In binary floating point 0.1 + 0.2 is 0.30000000000000004 > 0.3 and the second would not fit.
    name: 'money is summed exactly: 0.1 + 0.2 fits a 0.3 budget',
    input: packet(
      [
        ch('a', { buyer_intent: 5, estimated_cost_usd: 0.1, outcome_gate: { metric: 'install', threshold: 5, window_days: 14, max_cost_usd: 1, max_effort_hours: 6 } }),
        ch('b', { estimated_cost_usd: 0.2, outcome_gate: { metric: 'install', threshold: 5, window_days: 14, max_cost_usd: 1, max_effort_hours: 6 } }),
      ],
      { constraints: { budget_usd: 0.3, effort_hours: 20, max_parallel_tests: 2, rules_max_age_days: 90 } },
    ),
    expect: [],
    report: { selected: ['a', 'b'], totals: { selectedCostUsd: '0.3', remainingBudgetUsd: '0' } },
  },
  {
    name: 'no channel left after the gates is a warning about the whole packet',
    input: packet([ch('a', { rule_status: 'blocked' })]),
    expect: [
      { code: 'NO_CHANNEL_SELECTED', pointer: '', subject: null, details: { eligible: 0, channels: 1 } },
      { code: 'RULE_STATUS_BLOCKED', pointer: '/channels/0/rule_status' },
    ],
    status: 'REVIEW',
    report: { selected: [], totals: { selected: 0 } },
  },
]);

export const cases = [...baseCases, ...attributableGateCases];
