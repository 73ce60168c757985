import { compareInstants, parseInstant } from '@evidence-check/instant';

/** Whether `later` is strictly after `earlier`, both RFC 3339 date-times (offsets applied); false when either is unreadable. */
export function isAfter(later: string, earlier: string): boolean {
  const a = parseInstant(later);
  const b = parseInstant(earlier);
  return a !== null && b !== null && compareInstants(a, b) > 0;
}
