/**
 * Exact ratios as decimal text: integers (BigInt) only, never binary floating point.
 * `ratio(2n, 3n)` is "0.666667"; `ratio(1n, 2000000n)` (exactly 0.0000005) is "0.000000".
 */
export const PLACES = 6;
const SCALE = 10n ** BigInt(PLACES);

/**
 * numerator / denominator rounded half-to-even to 6 decimal places, written with exactly 6
 * places ("1.000000"); null when the denominator is 0. Both must be non-negative.
 */
export function ratio(numerator: bigint, denominator: bigint): string | null {
  if (denominator === 0n) return null;
  if (numerator < 0n || denominator < 0n) throw new RangeError('ratio() takes non-negative integers');
  const scaled = numerator * SCALE;
  let quotient = scaled / denominator;
  const twiceRemainder = 2n * (scaled % denominator);
  if (twiceRemainder > denominator || (twiceRemainder === denominator && quotient % 2n === 1n)) quotient += 1n;
  const whole = quotient / SCALE;
  const fraction = (quotient % SCALE).toString().padStart(PLACES, '0');
  return `${whole}.${fraction}`;
}

export interface Scores {
  tp: number;
  fp: number;
  fn: number;
  /** tp / (tp + fp) */
  precision: string | null;
  /** tp / (tp + fn) */
  recall: string | null;
  /** 2·tp / (2·tp + fp + fn): the harmonic mean of precision and recall, computed from the counts. */
  f1: string | null;
}

export function scores(tp: number, fp: number, fn: number): Scores {
  const [t, p, n] = [BigInt(tp), BigInt(fp), BigInt(fn)];
  return { tp, fp, fn, precision: ratio(t, t + p), recall: ratio(t, t + n), f1: ratio(2n * t, 2n * t + p + n) };
}

/**
 * Orders strings by Unicode code point (not by UTF-16 code unit, as `<` does). The common prefix
 * is skipped unit by unit (equal units are equal code points); code points are compared from the
 * start of the code point holding the first difference.
 */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const common = Math.min(a.length, b.length);
  let start = 0;
  while (start < common && a.charCodeAt(start) === b.charCodeAt(start)) start++;
  // A high surrogate just before the difference opens the code point that differs.
  if (start > 0 && isHighSurrogate(a.charCodeAt(start - 1))) start--;
  let i = start;
  let j = start;
  while (i < a.length && j < b.length) {
    const x = a.codePointAt(i) as number;
    const y = b.codePointAt(j) as number;
    if (x !== y) return x < y ? -1 : 1;
    i += x > 0xffff ? 2 : 1;
    j += y > 0xffff ? 2 : 1;
  }
  if (i < a.length) return 1;
  if (j < b.length) return -1;
  return 0;
}

const isHighSurrogate = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdbff;
