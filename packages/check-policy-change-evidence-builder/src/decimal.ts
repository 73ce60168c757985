/**
 * Exact decimals: `units / 10^scale` with a bigint numerator, so date-times with any number of
 * fractional digits compare without binary rounding.
 */
export interface Decimal {
  units: bigint;
  scale: number;
}

function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

function aligned(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
}

export function compare(a: Decimal, b: Decimal): number {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}
