import { Big, formatDecimal, fromNumber, ZERO, type Decimal } from '@evidence-check/exact-decimal';

/**
 * An award amount as the source reports it, read exactly (@evidence-check/exact-decimal, over
 * big.js); only `plus`, `minus` and `eq`/`lt` are used, which are exact. Binary floating point
 * never touches an amount.
 */
export type Amount =
  | { kind: 'absent' }
  /** A decimal: a JSON number, or text such as `1250000.00`, `-5000`, `$1,250,000.00`. */
  | { kind: 'decimal'; value: Decimal }
  /** `DUR`: the total Depends Upon Requirements (the dataset's own marker). */
  | { kind: 'dur' }
  /** Any other text, kept as it is and compared as text. */
  | { kind: 'text'; text: string }
  /** Decimal text of more than MAX_AMOUNT_DIGITS digits: not read as a decimal, kept and compared as text. */
  | { kind: 'long'; text: string; digits: number };

/**
 * The most digits (integer and fraction together) an award amount is read with. No award needs
 * more; exact arithmetic on longer text costs more than the rest of a packet (big.js subtracts
 * two amounts that cancel in time quadratic in their length).
 */
export const MAX_AMOUNT_DIGITS = 100;

/** Optional minus, optional `$`, digits with or without thousands commas, optional fraction. */
const DECIMAL_TEXT = /^(-?)\$?((?:[0-9]{1,3}(?:,[0-9]{3})+)|[0-9]+)(\.[0-9]+)?$/;

/**
 * - A JSON number is read through its shortest round-trip decimal text (`fromNumber`), which is the
 *   literal's value for every literal of up to 15 significant digits; longer literals were already
 *   rounded by `JSON.parse` before `run()` saw them (send those as decimal strings).
 * - A string is read digit for digit after removing `$` and thousands commas, up to
 *   MAX_AMOUNT_DIGITS digits (longer decimal text stays text, kind `long`); `DUR` (any case) is the
 *   dataset's Depends-Upon-Requirements marker; other text stays text.
 */
export function readAmount(value: unknown): Amount {
  if (typeof value === 'number') return Number.isFinite(value) ? { kind: 'decimal', value: fromNumber(value) } : { kind: 'text', text: String(value) };
  if (typeof value !== 'string') return { kind: 'absent' };
  const trimmed = value.trim();
  if (trimmed === '') return { kind: 'absent' };
  if (trimmed.toUpperCase() === 'DUR') return { kind: 'dur' };
  const match = DECIMAL_TEXT.exec(trimmed);
  if (!match) return { kind: 'text', text: value };
  const [, sign = '', whole = '0', fraction = ''] = match;
  const digits = whole.replaceAll(',', '');
  const count = digits.length + Math.max(0, fraction.length - 1);
  if (count > MAX_AMOUNT_DIGITS) return { kind: 'long', text: value, digits: count };
  return { kind: 'decimal', value: new Big(`${sign}${digits}${fraction}`) };
}

/** Exact decimal text in normal notation, trailing zeros dropped: `1250000`, `-0.5`. */
export function formatAmount(amount: Amount): string | null {
  if (amount.kind === 'decimal') return formatDecimal(amount.value);
  if (amount.kind === 'dur') return 'DUR';
  if (amount.kind === 'text' || amount.kind === 'long') return amount.text;
  return null;
}

/** Null when either side is absent (nothing to compare); otherwise whether the two differ. */
export function amountsDiffer(before: Amount, after: Amount): boolean | null {
  if (before.kind === 'absent' || after.kind === 'absent') return null;
  if (before.kind === 'decimal' && after.kind === 'decimal') return !before.value.eq(after.value);
  const asText = (amount: Amount) => (amount.kind === 'text' || amount.kind === 'long' ? amount.text : null);
  const [from, to] = [asText(before), asText(after)];
  if (from !== null && to !== null) return from !== to;
  return before.kind !== after.kind;
}

export function sumOf(amounts: readonly Decimal[]): Decimal {
  return amounts.reduce((total, amount) => total.plus(amount), ZERO);
}
