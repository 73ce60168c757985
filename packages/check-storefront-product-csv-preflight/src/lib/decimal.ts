/**
 * Prices are compared as decimal strings, never as binary floating point.
 * A price is `digits` or `digits.digits`, optionally with a leading minus (reported as negative).
 */
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

export type ParsedDecimal = { negative: boolean; integer: string; fraction: string };

export function parseDecimal(text: string): ParsedDecimal | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const digits = match[2] as string;
  // Leading zeros of the integer (one digit kept) and trailing zeros of the fraction go, by index:
  // an unanchored /0+$/ would rescan each run of zeros from every position in it.
  let first = 0;
  while (first < digits.length - 1 && digits.charCodeAt(first) === 48) first++;
  const integer = digits.slice(first);
  const decimals = match[3] ?? '';
  let end = decimals.length;
  while (end > 0 && decimals.charCodeAt(end - 1) === 48) end--;
  const fraction = decimals.slice(0, end);
  const zero = integer === '0' && fraction === '';
  return { negative: match[1] === '-' && !zero, integer, fraction };
}

/** Compares two non-negative decimals: negative when a < b, 0 when equal, positive when a > b. */
export function compareDecimal(a: ParsedDecimal, b: ParsedDecimal): number {
  if (a.integer.length !== b.integer.length) return a.integer.length - b.integer.length;
  if (a.integer !== b.integer) return a.integer < b.integer ? -1 : 1;
  const width = Math.max(a.fraction.length, b.fraction.length);
  const x = a.fraction.padEnd(width, '0');
  const y = b.fraction.padEnd(width, '0');
  return x === y ? 0 : x < y ? -1 : 1;
}
