// Cases as data: every row of the README's decision table has a case that produces its code and
// one where it must not fire (`absent`), at the boundary where there is one. Windows and cooldowns
// are checked against the calendar (2026 is not a leap year, 2028 is), money against exact decimals.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

import { click, packet } from './cases/helpers.js';
import { sampleRatioCases } from './cases/sample-ratio.js';

const oneClick = [click('e1', '2026-02-11T09:15:00Z')];

const ALL_CODES = [
  'POST_HOC_DECLARATION', 'PERIOD_INVALID', 'CONFOUNDED', 'VANITY_GATE_METRIC', 'COST_OVER_CAP', 'EFFORT_OVER_CAP',
  'ATTRIBUTION_INCOMPLETE', 'OWNER_ACTIVITY_NOT_EXCLUDED', 'WINDOW_NOT_ELAPSED', 'EVENT_MALFORMED', 'DUPLICATE_EVENT_ID', 'DATE_TIME_TOO_PRECISE',
  'OWNER_EVENT', 'EVENT_AFTER_OBSERVED_AT', 'EVENT_OUTSIDE_WINDOW', 'EVENT_ATTRIBUTION_NOT_DIRECT',
  'SAMPLE_RATIO_MISMATCH', 'ASSIGNMENT_VARIANT_MISSING', 'VARIANT_WEIGHT_UNCLEAR', 'MULTIPLE_EXPOSURES',
];
const noExclusions = { malformed: 0, duplicate: 0, owner: 0, otherMetric: 0, afterObservedAt: 0, outsideWindow: 0, unattributed: 0, total: 0 };

const baseCases = defineCases<Input>([
  // --- verdicts -------------------------------------------------------------------------------
  {
    name: 'a clean, predeclared experiment that reaches its gate',
    input: packet(),
    expect: [],
    status: 'READY',
    absent: ALL_CODES,
    report: {
      verdict: 'gate-reached',
      reasons: ['threshold-met'],
      caveats: [],
      counted: 2,
      threshold: 2,
      window: { start: '2026-02-10T00:00:00Z', end: '2026-02-24T00:00:00Z' },
      excluded: noExclusions,
      events: [{ id: 'e1', counted: true, excluded: null }, { id: 'e2', counted: true, excluded: null }],
      spend: { costUsd: '40', maxCostUsd: '50', effortHours: '6', maxEffortHours: '8' },
      nextExperiment: {
        // artifact moved this time, so the next test moves the next lever in the documented order
        change: 'offer',
        currentValue: '$0.05 per call',
        hold: { artifact: 'demo video', audience: 'bookkeepers', timing: 'weekday', channel: 'tool-directory' },
        changedVariables: ['offer'],
        gate: { metric: 'attributable-click', threshold: 2, windowDays: 14 },
        // 2026-02-24 + 14 days: 4 days to the end of February (28 days in 2026), then 10 into March
        earliestStart: '2026-03-10T00:00:00Z',
        cooldownDays: 14,
        maxCostUsd: '50',
        maxEffortHours: '8',
        declareBeforeStart: true,
      },
    },
  },
  {
    name: 'a clean experiment below its threshold misses its gate',
    input: packet({ events: oneClick }),
    expect: [],
    status: 'READY',
    report: { verdict: 'gate-missed', reasons: ['threshold-not-met'], counted: 1, threshold: 2 },
  },

  // --- design ---------------------------------------------------------------------------------
  {
    name: 'a gate declared after the start is post hoc: inconclusive even when reached',
    input: packet({ experiment: { declared_before_start: false } }),
    expect: [{ code: 'POST_HOC_DECLARATION', pointer: '/experiment/declared_before_start', subject: 'exp-1' }],
    status: 'BLOCKED',
    report: { verdict: 'inconclusive', reasons: ['post-hoc-declaration'], counted: 2 },
  },
  {
    name: 'an experiment that ends before it starts has no valid period',
    input: packet({ experiment: { ended_at: '2026-02-09T23:59:59Z' } }),
    expect: [{ code: 'PERIOD_INVALID', pointer: '/experiment/ended_at', details: { startedAt: '2026-02-10T00:00:00Z', endedAt: '2026-02-09T23:59:59Z' } }],
    report: { verdict: 'inconclusive', reasons: ['invalid-period'] },
  },
  {
    name: 'an experiment that ends the instant it starts, written at another offset, is a valid (empty) period',
    input: packet({ experiment: { ended_at: '2026-02-09T19:00:00-05:00' } }),
    expect: [],
    absent: ['PERIOD_INVALID'],
    report: { verdict: 'gate-reached' },
  },
  {
    name: 'a start and an observed_at with more than 30 fractional digits are declined: nothing is judged against them, inconclusive',
    input: packet({
      observed_at: `2026-03-02T09:00:00.${'0'.repeat(30)}1Z`,
      experiment: { started_at: `2026-02-10T00:00:00.${'0'.repeat(40)}Z` },
      // Before the window and after observed_at: neither can be told without the declined times.
      events: [click('e1', '2026-02-01T00:00:00Z'), click('e2', '2026-03-05T00:00:00Z')],
    }),
    expect: [
      { code: 'DATE_TIME_TOO_PRECISE', pointer: '/experiment/started_at', subject: 'exp-1', details: { field: 'experiment.started_at', digits: 40, maxDigits: 30 } },
      { code: 'DATE_TIME_TOO_PRECISE', pointer: '/observed_at', subject: 'exp-1', details: { field: 'observed_at', digits: 31, maxDigits: 30 } },
    ],
    status: 'BLOCKED',
    absent: ['EVENT_OUTSIDE_WINDOW', 'EVENT_AFTER_OBSERVED_AT', 'WINDOW_NOT_ELAPSED', 'PERIOD_INVALID'],
    report: { verdict: 'inconclusive', reasons: ['declined-date-time'], counted: 2, window: { start: null, end: null } },
  },
  {
    name: '30 fractional digits are read exactly',
    input: packet({ observed_at: `2026-03-02T09:00:00.${'0'.repeat(29)}1Z`, experiment: { started_at: `2026-02-10T00:00:00.${'9'.repeat(30)}Z` } }),
    expect: [],
    absent: ['DATE_TIME_TOO_PRECISE'],
    report: { verdict: 'gate-reached', window: { start: `2026-02-10T00:00:00.${'9'.repeat(30)}Z`, end: `2026-02-24T00:00:00.${'9'.repeat(30)}Z` } },
  },
  {
    name: 'two changed variables confound the experiment: inconclusive',
    input: packet({ experiment: { changed_variables: ['timing', 'artifact'] } }),
    expect: [{ code: 'CONFOUNDED', pointer: '/experiment/changed_variables', details: { count: 2, variables: ['artifact', 'timing'] } }],
    status: 'REVIEW',
    report: { verdict: 'inconclusive', reasons: ['confounded'] },
  },
  {
    name: 'one variable listed twice is one change, and none is a replication',
    input: packet({ experiment: { changed_variables: ['offer', 'offer'] } }),
    expect: [],
    absent: ['CONFOUNDED'],
    report: { verdict: 'gate-reached', nextExperiment: { change: 'artifact', changedVariables: ['artifact'] } },
  },
  {
    name: 'a vanity gate for a qualified-demand objective is flagged; the verdict stands with a caveat',
    input: packet({
      experiment: { gate: { metric: 'page-view', threshold: 2, window_days: 14 } },
      events: [click('v1', '2026-02-11T00:00:00Z', { type: 'page-view' }), click('v2', '2026-02-12T00:00:00Z', { type: 'page-view' })],
    }),
    expect: [{ code: 'VANITY_GATE_METRIC', pointer: '/experiment/gate/metric', details: { metric: 'page-view', objective: 'qualified-demand' } }],
    report: { verdict: 'gate-reached', caveats: ['vanity-metric'], counted: 2 },
  },
  {
    name: 'a vanity gate is fine for validated learning',
    input: packet({ experiment: { objective: 'validated-learning', gate: { metric: 'impression', threshold: 1, window_days: 14 } }, events: [click('v1', '2026-02-11T00:00:00Z', { type: 'impression' })] }),
    expect: [],
    absent: ['VANITY_GATE_METRIC'],
  },

  // --- run conditions -------------------------------------------------------------------------
  {
    name: 'spending over the cost cap makes a reached gate inconclusive (exact decimals)',
    input: packet({ cost_usd: 50.000001 }),
    expect: [{ code: 'COST_OVER_CAP', pointer: '/cost_usd', details: { costUsd: '50.000001', maxCostUsd: '50' } }],
    report: { verdict: 'inconclusive', reasons: ['cost-over-cap'] },
  },
  {
    name: 'spending over the cost cap does not rescue a missed gate',
    input: packet({ cost_usd: 62.5, events: oneClick }),
    expect: [{ code: 'COST_OVER_CAP', pointer: '/cost_usd' }],
    report: { verdict: 'gate-missed', caveats: ['cost-over-cap'] },
  },
  {
    name: 'spending exactly the caps is within them',
    input: packet({ cost_usd: 50, effort_hours: 8 }),
    expect: [],
    absent: ['COST_OVER_CAP', 'EFFORT_OVER_CAP'],
  },
  {
    name: 'hours over the effort cap make a reached gate inconclusive',
    input: packet({ effort_hours: 8.25 }),
    expect: [{ code: 'EFFORT_OVER_CAP', pointer: '/effort_hours', details: { effortHours: '8.25', maxEffortHours: '8' } }],
    report: { verdict: 'inconclusive', reasons: ['effort-over-cap'] },
  },
  {
    name: 'incomplete attribution makes a missed gate inconclusive',
    input: packet({ attribution_complete: false, events: oneClick }),
    expect: [{ code: 'ATTRIBUTION_INCOMPLETE', pointer: '/attribution_complete' }],
    report: { verdict: 'inconclusive', reasons: ['attribution-incomplete'] },
  },
  {
    name: 'incomplete attribution cannot undo a reached gate',
    input: packet({ attribution_complete: false }),
    expect: [{ code: 'ATTRIBUTION_INCOMPLETE', pointer: '/attribution_complete' }],
    report: { verdict: 'gate-reached', caveats: ['attribution-incomplete'] },
  },
  {
    name: 'owner activity not excluded makes a reached gate inconclusive',
    input: packet({ owner_activity_excluded: false }),
    expect: [{ code: 'OWNER_ACTIVITY_NOT_EXCLUDED', pointer: '/owner_activity_excluded' }],
    report: { verdict: 'inconclusive', reasons: ['owner-activity-not-excluded'] },
  },
  {
    name: 'owner activity not excluded cannot undo a missed gate',
    input: packet({ owner_activity_excluded: false, events: oneClick }),
    expect: [{ code: 'OWNER_ACTIVITY_NOT_EXCLUDED', pointer: '/owner_activity_excluded' }],
    report: { verdict: 'gate-missed', caveats: ['owner-activity-not-excluded'] },
  },
  {
    name: 'a window still open at observed_at makes a missed gate inconclusive',
    input: packet({ observed_at: '2026-02-23T23:59:59.999Z', events: oneClick }),
    expect: [{ code: 'WINDOW_NOT_ELAPSED', pointer: '/observed_at', details: { windowEnd: '2026-02-24T00:00:00Z' } }],
    report: { verdict: 'inconclusive', reasons: ['window-not-elapsed'] },
  },
  {
    name: 'a gate reached while the window is still open stays reached',
    input: packet({ observed_at: '2026-02-20T00:00:00Z' }),
    expect: [{ code: 'WINDOW_NOT_ELAPSED', pointer: '/observed_at' }],
    report: { verdict: 'gate-reached', caveats: ['window-not-elapsed'] },
  },
  {
    name: 'observed exactly at the end of the window, the window has elapsed',
    input: packet({ observed_at: '2026-02-24T01:00:00+01:00', events: oneClick }),
    expect: [],
    absent: ['WINDOW_NOT_ELAPSED'],
    report: { verdict: 'gate-missed' },
  },

  // --- events ---------------------------------------------------------------------------------
  {
    name: 'each unusable member of an event is flagged at its own pointer; the event is not counted',
    input: packet({
      events: [
        click('e1', '2026-02-11T09:15:00Z'),
        { id: 7, type: '', occurred_at: 'last Tuesday', evidence_ref: '  ', external_actor: 'yes', owner_controlled: null, attribution: 'DIRECT' },
        click('e3', '2026-02-11T09:15:00'),
      ],
    }),
    expect: [
      { code: 'EVENT_MALFORMED', pointer: '/events/1/attribution', subject: null, details: { member: 'attribution' } },
      { code: 'EVENT_MALFORMED', pointer: '/events/1/evidence_ref' },
      { code: 'EVENT_MALFORMED', pointer: '/events/1/external_actor' },
      { code: 'EVENT_MALFORMED', pointer: '/events/1/id' },
      { code: 'EVENT_MALFORMED', pointer: '/events/1/occurred_at' },
      { code: 'EVENT_MALFORMED', pointer: '/events/1/owner_controlled' },
      { code: 'EVENT_MALFORMED', pointer: '/events/1/type' },
      { code: 'EVENT_MALFORMED', pointer: '/events/2/occurred_at', subject: 'e3', details: { member: 'occurred_at' } },
    ],
    status: 'BLOCKED',
    report: {
      verdict: 'inconclusive',
      reasons: ['malformed-events'],
      counted: 1,
      excluded: { malformed: 2, total: 2 },
      events: [{ id: 'e1', counted: true }, { id: null, counted: false, excluded: 'malformed' }, { id: 'e3', excluded: 'malformed' }],
    },
  },
  {
    name: 'an event recorded twice under one id flags every member and counts once',
    input: packet({ events: [click('e1', '2026-02-11T09:15:00Z'), click('e2', '2026-02-12T00:00:00Z'), click('e1', '2026-02-11T09:15:00Z')] }),
    expect: [
      { code: 'DUPLICATE_EVENT_ID', pointer: '/events/0/id', subject: 'e1', details: { group: 'event:e1', count: 2, firstIndex: 0 } },
      { code: 'DUPLICATE_EVENT_ID', pointer: '/events/2/id', subject: 'e1', details: { group: 'event:e1', count: 2, firstIndex: 0 } },
    ],
    report: { counted: 2, excluded: { duplicate: 1, total: 1 }, events: [{ counted: true }, { counted: true }, { counted: false, excluded: 'duplicate' }] },
  },
  {
    name: 'owner-controlled events and events without an external actor are owner activity, whatever their type',
    input: packet({
      events: [
        click('e1', '2026-02-11T09:15:00Z'),
        click('o1', '2026-02-11T10:00:00Z', { owner_controlled: true }),
        click('o2', '2026-02-11T11:00:00Z', { external_actor: false }),
        click('o3', '2026-02-11T12:00:00Z', { type: 'checkout-open', owner_controlled: true, external_actor: false }),
      ],
    }),
    expect: [
      { code: 'OWNER_EVENT', pointer: '/events/1', subject: 'o1', details: { ownerControlled: true, externalActor: true } },
      { code: 'OWNER_EVENT', pointer: '/events/2', subject: 'o2', details: { ownerControlled: false, externalActor: false } },
      { code: 'OWNER_EVENT', pointer: '/events/3', subject: 'o3' },
    ],
    report: { verdict: 'gate-missed', counted: 1, excluded: { owner: 3, total: 3 } },
  },
  {
    name: 'events of other types are neither counted nor flagged',
    input: packet({ events: [click('e1', '2026-02-11T09:15:00Z'), click('q1', '2026-03-01T00:00:00Z', { type: 'buyer-question', attribution: 'none' })] }),
    expect: [],
    absent: ['OWNER_EVENT', 'EVENT_OUTSIDE_WINDOW', 'EVENT_ATTRIBUTION_NOT_DIRECT'],
    report: { counted: 1, excluded: { otherMetric: 1, total: 1 } },
  },
  {
    name: 'an event dated after observed_at is flagged and not counted',
    input: packet({ observed_at: '2026-02-24T00:00:00Z', events: [click('e1', '2026-02-11T09:15:00Z'), click('e2', '2026-02-24T00:00:00.001Z')] }),
    expect: [
      { code: 'EVENT_AFTER_OBSERVED_AT', pointer: '/events/1/occurred_at', subject: 'e2' },
      { code: 'EVENT_OUTSIDE_WINDOW', pointer: '/events/1/occurred_at', subject: 'e2' },
    ],
    report: { counted: 1, excluded: { afterObservedAt: 1, outsideWindow: 0, total: 1 } },
  },
  {
    name: 'gate events before the start or after the window are outside it, to the nanosecond',
    input: packet({
      events: [
        click('early', '2026-02-09T23:59:59.999999999Z'),
        click('first', '2026-02-10T00:00:00Z'),
        click('last', '2026-02-24T01:00:00+01:00'),
        click('late', '2026-02-24T00:00:00.000000001Z'),
      ],
    }),
    expect: [
      { code: 'EVENT_OUTSIDE_WINDOW', pointer: '/events/0/occurred_at', subject: 'early', details: { windowStart: '2026-02-10T00:00:00Z', windowEnd: '2026-02-24T00:00:00Z' } },
      { code: 'EVENT_OUTSIDE_WINDOW', pointer: '/events/3/occurred_at', subject: 'late' },
    ],
    report: { verdict: 'gate-reached', counted: 2, excluded: { outsideWindow: 2, total: 2 } },
  },
  {
    name: 'events at both ends of the window count',
    input: packet({ events: [click('first', '2026-02-10T00:00:00Z'), click('last', '2026-02-23T19:00:00-05:00')] }),
    expect: [],
    absent: ['EVENT_OUTSIDE_WINDOW'],
    report: { counted: 2 },
  },
  {
    name: 'gate events with inferred or no attribution are flagged and not counted; verified counts',
    input: packet({
      events: [
        click('e1', '2026-02-11T09:15:00Z', { attribution: 'inferred' }),
        click('e2', '2026-02-12T09:15:00Z', { attribution: 'none' }),
        click('e3', '2026-02-13T09:15:00Z', { attribution: 'verified' }),
      ],
    }),
    expect: [
      { code: 'EVENT_ATTRIBUTION_NOT_DIRECT', pointer: '/events/0/attribution', details: { attribution: 'inferred' } },
      { code: 'EVENT_ATTRIBUTION_NOT_DIRECT', pointer: '/events/1/attribution', details: { attribution: 'none' } },
    ],
    report: { verdict: 'gate-missed', counted: 1, excluded: { unattributed: 2, total: 2 } },
  },

  // --- next experiment ------------------------------------------------------------------------
  {
    name: 'when every variable moved, the next experiment changes the artifact; the cooldown crosses a leap day',
    input: packet({
      experiment: {
        changed_variables: ['channel', 'offer', 'artifact', 'audience', 'timing'],
        started_at: '2028-02-14T12:00:00Z',
        ended_at: '2028-02-28T12:00:00Z',
        cooldown_days: 2,
      },
      observed_at: '2028-03-01T00:00:00Z',
      events: [click('e1', '2028-02-15T00:00:00Z'), click('e2', '2028-02-16T00:00:00Z')],
    }),
    expect: [{ code: 'CONFOUNDED', pointer: '/experiment/changed_variables', details: { count: 5 } }],
    report: {
      verdict: 'inconclusive',
      // 2028 is a leap year: 02-28 + 2 days is 03-01, not 03-02
      nextExperiment: { change: 'artifact', currentValue: 'demo video', changedVariables: ['artifact'], earliestStart: '2028-03-01T12:00:00Z', cooldownDays: 2 },
    },
  },
  {
    name: 'no cooldown: the next experiment may start when this one ended, given in UTC with its fraction',
    input: packet({ experiment: { changed_variables: [], ended_at: '2026-02-24T01:00:00.25+01:00', cooldown_days: 0 } }),
    expect: [],
    report: { nextExperiment: { change: 'artifact', earliestStart: '2026-02-24T00:00:00.25Z', maxCostUsd: '50', maxEffortHours: '8' } },
  },
]);

export const cases = [...baseCases, ...sampleRatioCases];
