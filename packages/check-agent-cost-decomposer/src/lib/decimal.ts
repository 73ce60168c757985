import { Big, formatDecimal, fromNumber, parseDecimal, ZERO, type Decimal } from '@evidence-check/exact-decimal';

/**
 * Exact decimals for money (@evidence-check/exact-decimal, over big.js): only `plus`, `minus` and
 * exact products (`perMillion`) are used on an amount (no `div`, so no rounding to `Big.DP` places
 * ever happens). Binary floating point never touches an amount.
 */
export { formatDecimal, ZERO, type Decimal };

/** 10^-6: "per million" as an exact factor, so that no division is needed. */
export const PER_MILLION = new Big('0.000001');

/**
 * count × rate × 10^-6 exactly: the same value as `count.times(rate).times(PER_MILLION)`, with
 * the digits multiplied as one BigInt product (big.js multiplies digit by digit in JavaScript,
 * about 60 times slower at 50 digits). Zero operands take big.js's own path, sign and all.
 */
export function perMillion(count: Decimal, rate: Decimal): Decimal {
  if (!count.c[0] || !rate.c[0]) return count.times(rate).times(PER_MILLION);
  const digits = BigInt(count.c.join('')) * BigInt(rate.c.join(''));
  const exponent = count.e - count.c.length + 1 + (rate.e - rate.c.length + 1) - 6;
  return new Big(`${count.s * rate.s < 0 ? '-' : ''}${digits}e${exponent}`);
}

/**
 * The most digits a value may take as a plain decimal: a string's digits as sent (zeros
 * included), a number's shortest form written out (`1e21` has 22, `1e-7` has 8). 50 digits is far
 * beyond any real token count, rate or cost; the bound keeps every product of two values and the
 * width of every sum small (an exact product grows with the square of the digits, and a sum with
 * the distance between the largest and the smallest digit).
 */
export const MAX_DECIMAL_DIGITS = 50;

export type Reading =
  | { ok: true; value: Decimal }
  /** `digits` is set when the value is a decimal declined for its length alone. */
  | { ok: false; reason: string; digits?: number };

/** The plain decimal form `parseDecimal` accepts, tested first so a long one is never read digit by digit. */
const PLAIN_DECIMAL = /^-?[0-9]+(?:\.[0-9]+)?$/;

/** The digits of a plain decimal text (its length without the sign and the point). */
const digitsOf = (text: string): number => text.length - (text.startsWith('-') ? 1 : 0) - (text.includes('.') ? 1 : 0);

/** The digits of a decimal written out without trailing zeros: "0.001" has 4, "1000" has 4. */
const writtenDigits = (value: Decimal): number => (value.e < 0 ? value.c.length - value.e : Math.max(value.e + 1, value.c.length));

const tooLong = (digits: number): Reading => ({ ok: false, reason: `${digits} digits as a plain decimal, more than ${MAX_DECIMAL_DIGITS}`, digits });

/**
 * Reads a JSON value as an exact decimal.
 * - A number is read through its shortest round-trip decimal text (`fromNumber`: `0.1` → "0.1",
 *   `1e-7` → "1e-7", expanded exactly). That text is the JSON literal's value for every literal of
 *   up to 15 significant digits, and for any literal that is itself the shortest text of a double
 *   (at most 17 digits); longer literals were already rounded by `JSON.parse` before `run()` saw
 *   them: send those as decimal strings. Written out, it may have at most MAX_DECIMAL_DIGITS digits.
 * - A string must be a plain decimal (`"3.00"`, `"-1"`) of at most MAX_DECIMAL_DIGITS digits; it
 *   is read digit for digit.
 * - Anything else is not a number.
 */
export function readDecimal(value: unknown): Reading {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, reason: 'not a finite number' };
    const read = fromNumber(value);
    const digits = writtenDigits(read);
    return digits > MAX_DECIMAL_DIGITS ? tooLong(digits) : { ok: true, value: read };
  }
  if (typeof value === 'string') {
    const digits = PLAIN_DECIMAL.test(value) ? digitsOf(value) : 0;
    if (digits > MAX_DECIMAL_DIGITS) return tooLong(digits);
    const parsed = parseDecimal(value);
    return parsed === null ? { ok: false, reason: 'not a plain decimal string' } : { ok: true, value: parsed };
  }
  return { ok: false, reason: `a ${value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value}, not a number` };
}

/**
 * The budget (the schema's `number, minimum 0`) as an amount, but without the digit bound: it is
 * compared with the total once, never multiplied. Null when it is not a non-negative decimal.
 */
export function readBudget(value: unknown): Decimal | null {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return fromNumber(value);
  const reading = readAmount(value);
  return reading.ok ? reading.value : null;
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
