/** The roster as files are matched against it: SKUs by exact and by case-folded spelling. */

export interface RosterEntry {
  sku: string;
  index: number;
  expected: number;
  explicit: boolean;
  /** The entry's open key `apparel` is true: Merchant Center's apparel minimum size applies. */
  apparel: boolean;
  /** The paths matched to this SKU, in input order (a path listed again counts once). */
  files: string[];
}

export interface Roster {
  /** The first entry of each non-blank SKU, in roster order. */
  exact: Map<string, RosterEntry>;
  /** Folded SKU -> entry, or null when two roster SKUs fold to it (ambiguous). */
  folded: Map<string, RosterEntry | null>;
  /** The lengths of the roster SKUs: a prefix of another length cannot match. */
  lengths: Set<number>;
}

/** Exact match first, then an unambiguous case-insensitive one. */
export function lookup(roster: Roster, sku: string): { entry: RosterEntry; spelled: string } | null {
  const exact = roster.exact.get(sku);
  if (exact) return { entry: exact, spelled: sku };
  const folded = roster.folded.get(sku.toLowerCase());
  return folded ? { entry: folded, spelled: sku } : null;
}
