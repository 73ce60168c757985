// The unpaid fee columns of Building Permits (ydr8-5enu): building_fee_unpaid, zoning_fee_unpaid,
// other_fee_unpaid. SODA returns money as text ("250.00"); a caller may send a number.

/** An unpaid fee as read: `owed` (above zero), `none` (zero or less), `unreadable` (no decimal), or absent (null). */
export type FeeReading = { state: 'owed' | 'none' | 'unreadable'; amount: string } | null;

/** Optional `-`, optional `$`, digits (plain or in thousands groups), optional fraction. */
const DECIMAL = /^-?\$?(?:\d+|\d{1,3}(?:,\d{3})+)?(?:\.\d*)?$/;

/**
 * Reads an unpaid fee exactly, never through binary floating point: a JSON number by its sign, a
 * string as decimal digits with an optional `-`, `$` and thousands commas (`$1,250.00`).
 */
export function readFee(value: unknown): FeeReading {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { state: 'unreadable', amount: String(value) };
    return { state: value > 0 ? 'owed' : 'none', amount: JSON.stringify(value) };
  }
  if (typeof value !== 'string') return { state: 'unreadable', amount: JSON.stringify(value) };
  const text = value.trim();
  if (text === '') return null;
  if (!DECIMAL.test(text) || !/\d/.test(text)) return { state: 'unreadable', amount: text };
  // A decimal is above zero when it has no minus sign and a non-zero digit.
  return { state: !text.startsWith('-') && /[1-9]/.test(text) ? 'owed' : 'none', amount: text };
}
