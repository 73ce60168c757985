import Big from 'big.js';

/**
 * Exact decimals for money, rates, counts and seconds, over big.js. big.js holds every value as
 * decimal digits and computes `plus`, `minus`, `times`, `neg`, `abs` and the comparisons exactly;
 * only `div`, `sqrt` and `pow` with a negative exponent round (to `Big.DP` places), so a caller
 * that needs exact results avoids them. Binary floating point never touches a value read here.
 */
export { Big };
export type Decimal = Big;

/** 0 (frozen: big.js operations return new values, so it is safe to share). */
export const ZERO: Decimal = Object.freeze(new Big(0));

/** A plain decimal text: optional minus, digits, optional fraction. No exponent, no `+`, no spaces. */
const PLAIN_DECIMAL = /^-?[0-9]+(?:\.[0-9]+)?$/;

/**
 * The exact decimal a JSON number stands for, read through its shortest round-trip text
 * (`String(n)`: `0.1` → "0.1", `1e-7` → "1e-7", `1e21` → "1e+21", which big.js expands exactly).
 * That text is the JSON literal's value for every literal of up to 15 significant digits, and for
 * any literal that is itself the shortest text of a double (at most 17 digits); longer literals
 * were already rounded by `JSON.parse` before a check saw them: callers send those as strings.
 * Throws a RangeError for NaN and ±Infinity, which no JSON number is.
 */
export function fromNumber(value: number): Decimal {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  return new Big(String(value));
}

/** A caller's plain decimal text (`"3.00"`, `"-1"`, `"0.000001"`) read digit for digit; null for anything else. */
export function parseDecimal(text: string): Decimal | null {
  return PLAIN_DECIMAL.test(text) ? new Big(text) : null;
}

/**
 * Exact decimal text in normal notation, no exponent and no trailing zeros: "0.0000001", "1250000",
 * "-0.5", "0". (`toFixed()` without an argument writes big.js's normalised digits without rounding.)
 */
export function formatDecimal(value: Decimal): string {
  return value.toFixed();
}
