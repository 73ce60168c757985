/** Which roster SKU a file path names, by the default rule or by the caller's sku_pattern. */
import { baseName, candidates, leadingToken } from './default-rule.js';
import type { ExtractResult } from './pattern.js';
import { lookup, type Roster, type RosterEntry } from './roster.js';

export type Resolution =
  | { kind: 'matched'; entry: RosterEntry; spelled: string }
  | { kind: 'unknown'; sku: string }
  | { kind: 'unmatched'; reason: string };

/** The longest candidate that is a roster SKU exactly, else the longest that is one up to case. */
export function resolveDefault(path: string, roster: Roster): Resolution {
  const base = baseName(path);
  const options = candidates(base, roster.lengths);
  for (const candidate of options) {
    const entry = roster.exact.get(candidate);
    if (entry) return { kind: 'matched', entry, spelled: candidate };
  }
  for (const candidate of options) {
    const found = lookup(roster, candidate);
    if (found) return { kind: 'matched', ...found };
  }
  const token = leadingToken(base);
  return token === '' ? { kind: 'unmatched', reason: 'no-sku-in-name' } : { kind: 'unknown', sku: token };
}

export function resolvePattern(extracted: ExtractResult, roster: Roster): Resolution {
  if ('miss' in extracted) return { kind: 'unmatched', reason: extracted.miss };
  const found = lookup(roster, extracted.sku);
  return found ? { kind: 'matched', ...found } : { kind: 'unknown', sku: extracted.sku };
}
