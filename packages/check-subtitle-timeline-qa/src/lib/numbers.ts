/** Numbers as JSON can carry them: rounded to hundredths, and never Infinity or NaN. */

// Beyond 2^52 / 100 a double has no hundredths to round (and value * 100 could overflow).
export const round2 = (value: number): number => (Math.abs(value) >= 2 ** 52 / 100 ? value : Math.round(value * 100) / 100);

export function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}
