// The unpaid fee columns of Building Permits (ydr8-5enu): building_fee_unpaid, zoning_fee_unpaid,
// other_fee_unpaid. SODA returns money as text ("250.00"); a caller may send a number.

/** An unpaid fee as read: `owed` (above zero), `none` (zero or less), `unreadable` (no decimal), or absent. */
export type FeeReading = { state: 'owed' | 'none'; amount: string } | { state: 'unreadable'; amount: string } | null;

const DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * Reads an unpaid fee exactly, never through binary floating point: a JSON number by its JSON text,
 * a string as decimal digits with an optional `-`, `$` and thousands commas.
 */
export function readFee(value: unknown): FeeReading {
  if (value === undefined || value === null) return null;
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { state: 'unreadable', amount: String(value) };
    text = JSON.stringify(value);
  } else if (typeof value === 'string') {
    if (value.trim() === '') return null;
    text = value.trim();
  } else {
    return { state: 'unreadable', amount: JSON.stringify(value) };
  }
  const plain = text.replace(/^(-?)\$/, '$1').replace(/,(?=\d{3}(?:\D|$))/g, '');
  // JSON numbers may be written with an exponent (1e3): any non-zero mantissa digit is non-zero.
  const exponent = typeof value === 'number' ? plain.replace(/e[+-]?\d+$/i, '') : plain;
  if (!DECIMAL.test(exponent)) return { state: 'unreadable', amount: text };
  const negative = exponent.startsWith('-');
  const nonZero = /[1-9]/.test(exponent);
  return { state: nonZero && !negative ? 'owed' : 'none', amount: text };
}
