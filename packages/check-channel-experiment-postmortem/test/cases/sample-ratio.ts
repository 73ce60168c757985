// Sample ratio mismatch over assignment events. Expected p-values are P(χ²₁ ≥ x) = erfc(√(x/2)),
// computed independently (Python math.erfc) and written to six significant digits:
// x = 40 → 2.53963e-10; x = 6.4 → 0.011412; x = 40/9 → 0.035015.
// Rules quoted: GrowthBook packages/shared/src/health/health.ts getSRMHealthData ("not-enough-traffic"
// below arms × 8, "unhealthy" when srm < 0.001); Kohavi, Tang & Xu, Trustworthy Online Controlled
// Experiments (2020) ch. 21: an SRM invalidates the comparison.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { click, packet, type Event } from './helpers.js';

const AT = '2026-02-11T10:00:00Z';
const assign = (id: string, variant: unknown, extra: Record<string, unknown> = {}): Event => ({
  ...click(id, AT, { type: 'assignment', ...extra }),
  ...(variant === undefined ? {} : { variant }),
});
/** `count` assignment events to arm `variant`, ids `<variant>-<k>`. */
const arm = (variant: string, count: number, extra: Record<string, unknown> = {}): Event[] =>
  Array.from({ length: count }, (_, k) => assign(`${variant}-${k}`, variant, extra));
const clicks = [click('e1', '2026-02-11T09:15:00Z'), click('e2', '2026-02-12T16:40:00Z')];

export const sampleRatioCases = defineCases<Input>([
  {
    name: '600 / 400 assignments planned 50/50: chi-square 40, p = 2.53963e-10 < 0.001 is a sample ratio mismatch; the reached gate is inconclusive',
    input: packet({ events: [...clicks, ...arm('a', 600), ...arm('b', 400)] }),
    expect: [
      {
        code: 'SAMPLE_RATIO_MISMATCH',
        pointer: '/events',
        subject: 'exp-1',
        details: { split: 'a 600, b 400', planned: 'a 1, b 1', chiSquare: '40', degreesOfFreedom: 1, pValue: '2.53963e-10', threshold: '0.001' },
      },
    ],
    status: 'REVIEW',
    report: { verdict: 'inconclusive', reasons: ['sample-ratio-mismatch'], counted: 2, sampleRatio: { status: 'unhealthy', chiSquare: '40', degreesOfFreedom: 1 } },
  },
  {
    name: '540 / 460 planned 50/50: chi-square 6.4, p = 0.011412 is no mismatch at 0.001',
    input: packet({ events: [...clicks, ...arm('a', 540), ...arm('b', 460)] }),
    expect: [],
    absent: ['SAMPLE_RATIO_MISMATCH'],
    report: { verdict: 'gate-reached', sampleRatio: { status: 'healthy', chiSquare: '6.4', pValue: '0.011412' } },
  },
  {
    name: '880 / 120 planned 90/10 (variant_weight 0.9 / 0.1): chi-square 4.444444, p = 0.035015 fits the planned split',
    input: packet({ events: [...clicks, ...arm('a', 880, { variant_weight: 0.9 }), ...arm('b', 120, { variant_weight: 0.1 })] }),
    expect: [],
    absent: ['SAMPLE_RATIO_MISMATCH', 'VARIANT_WEIGHT_UNCLEAR'],
    report: { sampleRatio: { status: 'healthy', chiSquare: '4.444444', pValue: '0.035015', arms: [{ variant: 'a', assignments: 880, weight: '0.9' }, { variant: 'b', assignments: 120, weight: '0.1' }] } },
  },
  {
    name: 'the same 880 / 120 planned 50/50 is a mismatch',
    input: packet({ events: [...clicks, ...arm('a', 880), ...arm('b', 120)] }),
    expect: [{ code: 'SAMPLE_RATIO_MISMATCH', pointer: '/events', details: { chiSquare: '577.6', degreesOfFreedom: 1 } }],
  },
  {
    name: 'fewer than 8 assignments per arm on average (12 / 3) is not enough traffic to judge',
    input: packet({ events: [...clicks, ...arm('a', 12), ...arm('b', 3)] }),
    expect: [],
    absent: ['SAMPLE_RATIO_MISMATCH'],
    report: { sampleRatio: { status: 'not-enough-traffic', chiSquare: null, pValue: null } },
  },
  {
    name: 'one arm alone is not an A/B split',
    input: packet({ events: [...clicks, ...arm('a', 50)] }),
    expect: [],
    absent: ['SAMPLE_RATIO_MISMATCH'],
    report: { sampleRatio: { status: 'not-applicable' } },
  },
  {
    name: 'an assignment event without a variant is flagged at its own pointer and left out',
    input: packet({ events: [...clicks, assign('x1', undefined), assign('x2', '  ')] }),
    expect: [
      { code: 'ASSIGNMENT_VARIANT_MISSING', pointer: '/events/2', subject: 'x1' },
      { code: 'ASSIGNMENT_VARIANT_MISSING', pointer: '/events/3', subject: 'x2' },
    ],
    absent: ['SAMPLE_RATIO_MISMATCH'],
  },
  {
    name: 'a conflicting, an invalid and a missing weight make the split unclear; a skewed split is then not tested',
    input: packet({
      events: [
        ...clicks,
        assign('a-0', 'a', { variant_weight: 50 }),
        assign('a-1', 'a', { variant_weight: 60 }),
        assign('a-2', 'a', { variant_weight: '50' }),
        ...arm('a', 300).map((event, k) => ({ ...event, id: `a+${k}` })),
        ...arm('b', 30),
      ],
    }),
    expect: [
      { code: 'VARIANT_WEIGHT_UNCLEAR', pointer: '/events/3/variant_weight', subject: 'a-1', details: { kind: 'conflict' } },
      { code: 'VARIANT_WEIGHT_UNCLEAR', pointer: '/events/4/variant_weight', subject: 'a-2', details: { kind: 'invalid' } },
      { code: 'VARIANT_WEIGHT_UNCLEAR', pointer: '/events/305', subject: 'b-0', details: { kind: 'missing' } },
    ],
    absent: ['SAMPLE_RATIO_MISMATCH'],
    report: { sampleRatio: { status: 'weights-unclear' } },
  },
  {
    name: 'owner, duplicate and out-of-window assignments are not counted in any arm',
    input: packet({
      events: [
        ...clicks,
        ...arm('a', 100),
        ...arm('b', 100),
        assign('a-0', 'a'),
        assign('own', 'a', { owner_controlled: true }),
        assign('late', 'a', { occurred_at: '2026-02-28T00:00:00Z' }),
      ],
    }),
    expect: [
      { code: 'DUPLICATE_EVENT_ID', pointer: '/events/2/id', subject: 'a-0' },
      { code: 'DUPLICATE_EVENT_ID', pointer: '/events/202/id', subject: 'a-0' },
      { code: 'OWNER_EVENT', pointer: '/events/203', subject: 'own' },
    ],
    absent: ['SAMPLE_RATIO_MISMATCH'],
    report: { sampleRatio: { status: 'healthy', chiSquare: '0', pValue: '1', arms: [{ variant: 'a', assignments: 100 }, { variant: 'b', assignments: 100 }] } },
  },
  {
    // GrowthBook getSRMHealthData counts users, not events: an actor_token is one unit per arm.
    name: 'repeated assignments of one unit count once: 300 events of 100 units against 100 units is no mismatch',
    input: packet({
      events: [
        ...clicks,
        ...Array.from({ length: 300 }, (_, k) => assign(`a-${k}`, 'a', { actor_token: `ua-${k % 100}` })),
        ...Array.from({ length: 100 }, (_, k) => assign(`b-${k}`, 'b', { actor_token: `ub-${k}` })),
      ],
    }),
    expect: [],
    absent: ['SAMPLE_RATIO_MISMATCH', 'MULTIPLE_EXPOSURES'],
    report: { sampleRatio: { status: 'healthy', chiSquare: '0', arms: [{ variant: 'a', assignments: 100 }, { variant: 'b', assignments: 100 }], multipleExposures: { status: 'healthy', units: 200, multipleUnits: 0 } } },
  },
  {
    // GrowthBook getMultipleExposureHealthData: unhealthy when multiple / total ≥ DEFAULT_MULTIPLE_EXPOSURES_THRESHOLD (0.01).
    name: 'one unit of 100 in both arms is 1 %: every assignment of that unit is flagged, one group; the verdict keeps it as a caveat',
    input: packet({
      events: [
        ...clicks,
        ...Array.from({ length: 50 }, (_, k) => assign(`a-${k}`, 'a', { actor_token: `u${k}` })),
        ...Array.from({ length: 50 }, (_, k) => assign(`b-${k}`, 'b', { actor_token: `u${50 + k}` })),
        assign('b-again', 'b', { actor_token: 'u0' }),
      ],
    }),
    expect: [
      { code: 'MULTIPLE_EXPOSURES', pointer: '/events/2/actor_token', subject: 'a-0', details: { actorToken: 'u0', variants: 'a, b', variantCount: 2, multipleUnits: 1, units: 100, group: 'unit:u0' } },
      { code: 'MULTIPLE_EXPOSURES', pointer: '/events/102/actor_token', subject: 'b-again', details: { actorToken: 'u0', group: 'unit:u0' } },
    ],
    status: 'REVIEW',
    report: { verdict: 'gate-reached', caveats: ['multiple-exposures'], sampleRatio: { status: 'healthy', multipleExposures: { status: 'unhealthy', units: 100, multipleUnits: 1 } } },
  },
  {
    name: 'one unit of 101 in both arms is under 1 %, and one of 9 is not enough traffic',
    input: packet({
      events: [
        ...clicks,
        ...Array.from({ length: 51 }, (_, k) => assign(`a-${k}`, 'a', { actor_token: `u${k}` })),
        ...Array.from({ length: 50 }, (_, k) => assign(`b-${k}`, 'b', { actor_token: `u${51 + k}` })),
        assign('b-again', 'b', { actor_token: 'u0' }),
      ],
    }),
    expect: [],
    absent: ['MULTIPLE_EXPOSURES'],
    report: { sampleRatio: { multipleExposures: { status: 'healthy', units: 101, multipleUnits: 1 } } },
  },
  {
    name: 'fewer than 10 units is not enough traffic for the multiple-exposures check',
    input: packet({
      events: [
        ...clicks,
        ...Array.from({ length: 9 }, (_, k) => assign(`a-${k}`, k < 5 ? 'a' : 'b', { actor_token: `u${k}` })),
        assign('b-again', 'b', { actor_token: 'u0' }),
      ],
    }),
    expect: [],
    absent: ['MULTIPLE_EXPOSURES'],
    report: { sampleRatio: { multipleExposures: { status: 'not-enough-traffic', units: 9, multipleUnits: 1 } } },
  },
]);
