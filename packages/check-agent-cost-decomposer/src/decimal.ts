import Big from 'big.js';

/**
 * Exact decimals for money: every amount is a big.js value built from decimal text, and only
 * `plus`, `minus` and `times` are used on it, which big.js computes exactly (no `div`, so no
 * rounding to `Big.DP` places ever happens). Binary floating point never touches an amount.
 */
export type Decimal = Big;

/** 10^-6: "per million" as an exact factor, so that no division is needed. */
export const PER_MILLION = new Big('0.000001');
export const ZERO = new Big('0');

/** A plain decimal text: optional minus, digits, optional fraction. No exponent, no `+`, no spaces. */
const DECIMAL_TEXT = /^-?[0-9]+(\.[0-9]+)?$/;

export type Reading = { ok: true; value: Decimal } | { ok: false; reason: string };

/**
 * Reads a JSON value as an exact decimal.
 * - A number is read through its shortest round-trip decimal text (`String(n)`, e.g. `0.1` →
 *   "0.1", `1e-7` → "1e-7", which big.js expands exactly). That text is the JSON literal's value
 *   for every literal of up to 15 significant digits, and for any literal that is itself the
 *   shortest text of a double (at most 17 digits); longer literals were already rounded by
 *   `JSON.parse` before `run()` saw them: send those as decimal strings.
 * - A string must be a plain decimal (`"3.00"`, `"-1"`); it is read digit for digit.
 * - Anything else is not a number.
 */
export function readDecimal(value: unknown): Reading {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, reason: 'not a finite number' };
    return { ok: true, value: new Big(String(value)) };
  }
  if (typeof value === 'string') {
    if (!DECIMAL_TEXT.test(value)) return { ok: false, reason: 'not a plain decimal string' };
    return { ok: true, value: new Big(value) };
  }
  return { ok: false, reason: `a ${value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value}, not a number` };
}

/** A non-negative decimal (a rate or an amount in USD). */
export function readAmount(value: unknown): Reading {
  const reading = readDecimal(value);
  if (reading.ok && reading.value.lt(ZERO)) return { ok: false, reason: 'negative' };
  return reading;
}

/** A non-negative whole number (a token count). */
export function readCount(value: unknown): Reading {
  const reading = readAmount(value);
  if (reading.ok && !reading.value.round(0, Big.roundDown).eq(reading.value)) return { ok: false, reason: 'not an integer' };
  return reading;
}

/**
 * Exact decimal text with no exponent and no trailing zeros: "0.0000012", "3", "0".
 * big.js keeps values normalised (trailing zeros dropped), and `toFixed()` without an argument
 * writes the whole value in normal notation without rounding.
 */
export function formatDecimal(value: Decimal): string {
  return value.toFixed();
}
