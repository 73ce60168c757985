import { Big, formatDecimal, fromNumber, parseDecimal, ZERO, type Decimal } from '@evidence-check/exact-decimal';

/**
 * Exact decimals for money (@evidence-check/exact-decimal, over big.js): only `plus`, `minus` and
 * `times` are used on an amount, which big.js computes exactly (no `div`, so no rounding to
 * `Big.DP` places ever happens). Binary floating point never touches an amount.
 */
export { formatDecimal, ZERO, type Decimal };

/** 10^-6: "per million" as an exact factor, so that no division is needed. */
export const PER_MILLION = new Big('0.000001');

export type Reading = { ok: true; value: Decimal } | { ok: false; reason: string };

/**
 * Reads a JSON value as an exact decimal.
 * - A number is read through its shortest round-trip decimal text (`fromNumber`: `0.1` → "0.1",
 *   `1e-7` → "1e-7", expanded exactly). That text is the JSON literal's value for every literal of
 *   up to 15 significant digits, and for any literal that is itself the shortest text of a double
 *   (at most 17 digits); longer literals were already rounded by `JSON.parse` before `run()` saw
 *   them: send those as decimal strings.
 * - A string must be a plain decimal (`"3.00"`, `"-1"`); it is read digit for digit.
 * - Anything else is not a number.
 */
export function readDecimal(value: unknown): Reading {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, reason: 'not a finite number' };
    return { ok: true, value: fromNumber(value) };
  }
  if (typeof value === 'string') {
    const parsed = parseDecimal(value);
    return parsed === null ? { ok: false, reason: 'not a plain decimal string' } : { ok: true, value: parsed };
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
