/** A roster SKU's image count against its expected count: the rule flags it, the report counts it. */
import type { RosterEntry } from './roster.js';

export type CountVerdict = 'none' | 'short' | 'over' | null;

export function countVerdict(entry: RosterEntry): CountVerdict {
  const found = entry.files.length;
  // A fractional count means the next whole number; a negative one means none.
  const needed = Math.max(0, Math.ceil(entry.expected));
  if (found < needed) return found === 0 ? 'none' : 'short';
  return entry.explicit && found > needed ? 'over' : null;
}
