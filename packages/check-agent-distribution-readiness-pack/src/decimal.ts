import Big from 'big.js';

/**
 * A JSON number as exact decimal text: read through its shortest round-trip text (`String(n)`,
 * which is the literal itself for every literal of up to 15 significant digits) into big.js, and
 * written back without exponent (`1e-7` → "0.0000001"). No binary arithmetic touches the value.
 */
export function decimalText(value: number): string {
  return new Big(String(value)).toFixed();
}

/** Exact decimal equality of two JSON numbers. */
export function sameDecimal(a: number, b: number): boolean {
  return new Big(String(a)).eq(new Big(String(b)));
}
