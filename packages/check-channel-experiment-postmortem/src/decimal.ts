import Big from 'big.js';

/**
 * Exact decimals for money and hours: a JSON number is read through its shortest round-trip
 * decimal text (`String(0.1)` is "0.1"), which big.js holds digit for digit; only `plus`, `minus`
 * and comparisons are used, so no binary floating point ever touches an amount.
 */
export type Decimal = Big;

export const ZERO: Decimal = new Big(0);

export function decimal(value: number): Decimal {
  return new Big(String(value));
}

/** Plain decimal text, no exponent, no trailing zeros: "0.3", "450", "0". */
export function decimalText(value: Decimal): string {
  return value.toFixed();
}
