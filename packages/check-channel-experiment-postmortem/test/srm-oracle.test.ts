// Oracle: GrowthBook's SRM check, transcribed from growthbook/growthbook
// packages/back-end/src/util/stats.ts (checkSrm: expected = weight / totalWeight × totalUsers,
// x = Σ (o − e)² / e, p = 1 − chisquare.cdf(x, arms − 1), with @stdlib's chi-square CDF) and
// packages/shared/src/health/health.ts (getSRMHealthData: "not-enough-traffic" below
// arms × DEFAULT_SRM_MINIMINUM_COUNT_PER_VARIATION (8), "unhealthy" when p < DEFAULT_SRM_THRESHOLD
// (0.001)). The same arms go to both; the statuses must agree everywhere and the p-values to 1e-9.
import cdf from '@stdlib/stats-base-dists-chisquare-cdf';
import fc from 'fast-check';
import { readSampleRatio } from '../src/lib/sample-ratio.js';

function growthbookCheckSrm(users: number[], weights: number[]): number {
  const data: [number, number][] = [];
  let totalUsers = 0;
  let totalWeight = 0;
  for (let i = 0; i < weights.length; i++) {
    if (!weights[i] || users[i] === undefined) continue;
    data.push([users[i]!, weights[i]!]);
    totalUsers += users[i]!;
    totalWeight += weights[i]!;
  }
  if (data.length < 2) return 1;
  if (totalUsers === 0) return 1;
  let x = 0;
  data.forEach(([o, e]) => {
    e = (e / totalWeight) * totalUsers;
    x += Math.pow(o - e, 2) / e;
  });
  return 1 - cdf(x, data.length - 1);
}

function growthbookHealth(srm: number, numOfVariations: number, totalUsersCount: number): string {
  const minUsersCount = numOfVariations * 8;
  if (totalUsersCount < minUsersCount) return 'not-enough-traffic';
  if (srm < 0.001) return 'unhealthy';
  return 'healthy';
}

/** The arms as assignment events: `counts[i]` events of variant `v<i>`, each stating the arm's weight when given. */
function assignments(counts: number[], weights: number[] | null) {
  const events: { index: number; event: Record<string, unknown> }[] = [];
  counts.forEach((count, arm) => {
    for (let k = 0; k < count; k++) {
      const event: Record<string, unknown> = { type: 'assignment', variant: `v${arm}` };
      if (weights) event.variant_weight = weights[arm];
      events.push({ index: events.length, event });
    }
  });
  return events;
}

const arms = fc.integer({ min: 2, max: 5 }).chain((n) =>
  fc.record({
    counts: fc.array(fc.integer({ min: 1, max: 1200 }), { minLength: n, maxLength: n }),
    weights: fc.option(fc.array(fc.integer({ min: 1, max: 999 }).map((w) => w / 10), { minLength: n, maxLength: n }), { nil: null }),
  }),
);

describe('SRM oracle: GrowthBook checkSrm + getSRMHealthData with @stdlib chisquare.cdf', () => {
  let compared = 0;
  let unhealthy = 0;
  const agree = ({ counts, weights }: { counts: number[]; weights: number[] | null }) => {
    const ours = readSampleRatio(assignments(counts, weights));
    const total = counts.reduce((a, b) => a + b, 0);
    const p = growthbookCheckSrm(counts, weights ?? counts.map(() => 1));
    const status = growthbookHealth(p, counts.length, total);
    expect(ours.status).toBe(status);
    if (ours.pValue !== null) {
      const pOurs = Number(ours.pValue);
      // ours is printed to 6 significant digits (relative error ≤ 5e-6); GrowthBook's 1 − cdf carries
      // an absolute error near 1e-16 (cancellation), which dominates for p below 1e-10.
      expect(Math.abs(pOurs - p)).toBeLessThanOrEqual(Math.max(6e-6 * p, 1e-14));
      compared += 1;
      if (status === 'unhealthy') unhealthy += 1;
    }
  };

  test('hand-picked splits around the threshold', () => {
    for (const [counts, weights] of [
      [[540, 460], null],
      [[600, 400], null],
      [[5000, 4850], null],
      [[5000, 4800], null],
      [[900, 100], [90, 10]],
      [[880, 120], [0.9, 0.1]],
      [[7, 9], null],
      [[8, 8], null],
      [[100, 100, 160], null],
      [[334, 333, 333], [33.4, 33.3, 33.3]],
    ] as [number[], number[] | null][]) {
      agree({ counts, weights });
    }
  });

  test('2,000 generated splits agree (statuses equal, p-values to 6 significant digits)', () => {
    fc.assert(fc.property(arms, (input) => { agree(input); }), { numRuns: 2000, seed: 32 });
    expect(compared).toBeGreaterThan(1600);
    expect(unhealthy).toBeGreaterThan(300);
  });
});
