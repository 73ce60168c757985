// Sample ratio mismatch: Pearson's chi-square goodness-of-fit of the assignments per arm against
// the planned split, as GrowthBook's checkSrm computes it (packages/back-end/src/util/stats.ts),
// judged by its health rule (packages/shared/src/health/health.ts getSRMHealthData): no verdict
// below 8 assignments per arm on average, a mismatch when the p-value is below 0.001.
// The statistic is an exact fraction of integers (BigInt): the counts are integers and the
// weights exact decimals, so only the p-value, a transcendental function of it, is a double.
import type { Decimal } from '@evidence-check/exact-decimal';

/** GrowthBook DEFAULT_SRM_THRESHOLD. */
export const SRM_P_THRESHOLD = 0.001;
/** GrowthBook DEFAULT_SRM_MINIMINUM_COUNT_PER_VARIATION: below arms × 8 assignments, no verdict. */
export const SRM_MIN_PER_ARM = 8;

export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

/** A positive exact decimal as digits and a power-of-ten scale: 0.25 → { digits: 25n, scale: 2 }. */
function scaled(value: Decimal): { digits: bigint; scale: number } {
  const [whole, fraction = ''] = value.toFixed().split('.');
  return { digits: BigInt((whole ?? '0') + fraction), scale: fraction.length };
}

/**
 * X = Σ (o_i − N·w_i/W)² / (N·w_i/W) = Σ (o_i·W − N·w_i)² / (N·w_i·W), exactly. Arms of one weight
 * share a denominator, so the sum has one term per distinct weight.
 */
export function chiSquareStatistic(counts: readonly number[], weights: readonly Decimal[]): Fraction {
  const parts = weights.map(scaled);
  const scale = Math.max(...parts.map((part) => part.scale));
  const ints = parts.map(({ digits, scale: own }) => digits * 10n ** BigInt(scale - own));
  const total = counts.reduce((sum, count) => sum + BigInt(count), 0n);
  const weightTotal = ints.reduce((sum, weight) => sum + weight, 0n);
  const byWeight = new Map<bigint, bigint>();
  counts.forEach((count, index) => {
    const weight = ints[index]!;
    const deviation = BigInt(count) * weightTotal - total * weight;
    byWeight.set(weight, (byWeight.get(weight) ?? 0n) + deviation * deviation);
  });
  let num = 0n;
  let den = 1n;
  for (const [weight, squares] of [...byWeight].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    const termDen = total * weight * weightTotal;
    num = num * termDen + squares * den;
    den *= termDen;
  }
  return { num, den };
}

const bitLength = (value: bigint) => value.toString(2).length;

/** The fraction as the nearest double (to within a few ulps). */
export function fractionToNumber({ num, den }: Fraction): number {
  if (num === 0n) return 0;
  const shift = Math.max(0, Math.min(bitLength(num), bitLength(den)) - 64);
  const big = BigInt(shift);
  return Number(num >> big) / Number(den >> big);
}

/** The fraction rounded half up to `digits` decimals, as plain decimal text without trailing zeros. */
export function formatFraction({ num, den }: Fraction, digits: number): string {
  const unit = 10n ** BigInt(digits);
  const rounded = (num * unit * 2n + den) / (2n * den);
  const whole = rounded / unit;
  const fraction = (rounded % unit).toString().padStart(digits, '0').replace(/0+$/, '');
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`;
}

// Lanczos approximation of ln Γ (g = 7, n = 9), accurate to about 15 significant digits.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
function lnGamma(z: number): number {
  const x = z - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < 9; i += 1) sum += LANCZOS[i]! / (x + i);
  const t = x + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(sum);
}

const EPSILON = 1e-16;
const TINY = 1e-300;
const MAX_ITERATIONS = 100_000;

/** Q(a, x) = Γ(a, x) / Γ(a), the regularized upper incomplete gamma function (series or Lentz's continued fraction). */
function upperGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const logPrefix = a * Math.log(x) - x - lnGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < MAX_ITERATIONS; n += 1) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * EPSILON) break;
    }
    return Math.max(0, 1 - sum * Math.exp(logPrefix));
  }
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_ITERATIONS; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return Math.exp(logPrefix) * h;
}

/** P(χ²_df ≥ statistic): the SRM p-value. */
export function chiSquareUpperTail(statistic: number, degreesOfFreedom: number): number {
  if (!Number.isFinite(statistic)) return 0;
  return upperGamma(degreesOfFreedom / 2, statistic / 2);
}

/** A p-value to six significant digits, as the shortest text of that rounded double ("0.000123457", "1e-12"). */
export function formatProbability(p: number): string {
  return String(Number(p.toPrecision(6)));
}
