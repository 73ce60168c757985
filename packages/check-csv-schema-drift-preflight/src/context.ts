/**
 * What every rule reads, prepared once: each side's columns indexed by name (the first occurrence
 * of a name is the one compared), its blank names and duplicate sets, and the pairing of baseline
 * to current columns (same name, or same name up to case). Rules only read this.
 */
import { duplicateSets } from '@evidence-check/core-receipt';
import type { Input } from './generated/schema.js';
import { nameKey } from './lib/names.js';
import { classifyTypeChange, type ColumnType, type TypeChange } from './lib/type-compatibility.js';

/** A duplicate set's `positions` lists at most this many positions (its `count` is exact). */
export const POSITIONS_CAP = 20;

export type SideName = 'baseline_columns' | 'current_columns';
export type Column = Input['baseline_columns'][number];

export interface Located {
  column: Column;
  index: number;
}

export interface Side {
  name: SideName;
  /** How many columns the side lists, blank and repeated names included. */
  count: number;
  /** Columns whose name is empty or only whitespace, in input order. */
  blank: Located[];
  /** The first occurrence of each non-blank name, in input order. */
  byName: Map<string, Located>;
  /** Every name listed more than once: all its occurrences (the first included), by first occurrence. */
  duplicates: Located[][];
  /** Names that differ only by letter case (each spelling's first occurrence), grouped by folded name, by first occurrence. */
  caseDuplicates: Located[][];
}

/** A baseline column and the current column it is compared with. */
export interface Pair {
  before: Located;
  after: Located;
  /** True when a removed and an added column were matched up by case or a leading byte order mark. */
  renamed: boolean;
  /** True when the matched names differ by letter case (not only by a byte order mark). */
  renamedCase: boolean;
  typeChange: TypeChange;
  fromRequired: boolean;
  toRequired: boolean;
}

export type ColumnChange = {
  name: string;
  previousName: string;
  fromType: ColumnType;
  toType: ColumnType;
  typeChange: TypeChange;
  fromRequired: boolean;
  toRequired: boolean;
};

export interface Context {
  baseline: Side;
  current: Side;
  /** Kept and renamed (case, byte order mark) columns, in baseline order. */
  pairs: Pair[];
  /** Baseline columns with no current counterpart, in baseline order. */
  removed: Located[];
  /** Current columns with no baseline counterpart, in current order. */
  added: Located[];
  /** The pairs that differ in type, requiredness or spelling (case, byte order mark). */
  changed: ColumnChange[];
}

/** First occurrence of each name wins the comparison; blank names take no part in it. */
function sideOf(columns: readonly Column[], name: SideName): Side {
  const located = columns.map((column, index): Located => ({ column, index }));
  // A byte order mark alone (String#trim counts U+FEFF as whitespace) is a blank name too.
  const isBlank = (entry: Located): boolean => entry.column.name.trim() === '';
  const blank = located.filter(isBlank);
  const byName = new Map<string, Located>();
  for (const entry of located) if (!isBlank(entry) && !byName.has(entry.column.name)) byName.set(entry.column.name, entry);
  const duplicates = duplicateSets(located, (entry) => (isBlank(entry) ? null : entry.column.name));
  // Table Schema: "name SHOULD NOT be considered case sensitive in determining uniqueness".
  const caseDuplicates = duplicateSets([...byName.values()], ({ column }) => column.name.toLowerCase());
  return { name, count: columns.length, blank, byName, duplicates, caseDuplicates };
}

function pairOf(before: Located, after: Located, renamed: boolean): Pair {
  return {
    before,
    after,
    renamed,
    renamedCase: renamed && nameKey(before.column.name) !== nameKey(after.column.name),
    typeChange: classifyTypeChange(before.column.type, after.column.type),
    fromRequired: before.column.required === true,
    toRequired: after.column.required === true,
  };
}

export function prepare(input: Input): Context {
  const baseline = sideOf(input.baseline_columns, 'baseline_columns');
  const current = sideOf(input.current_columns, 'current_columns');

  const unmatched: Located[] = [...baseline.byName.values()].filter(({ column }) => !current.byName.has(column.name));
  const unmatchedAdded: Located[] = [...current.byName.values()].filter(({ column }) => !baseline.byName.has(column.name));

  // A removed and an added column with the same name up to case and a leading byte order mark are
  // one renamed column (an exact name always wins over such a match).
  // Each folded name keeps its added columns in order and a cursor to the next one unpaired.
  const addedByFolded = new Map<string, { entries: Located[]; next: number }>();
  for (const entry of unmatchedAdded) {
    const folded = nameKey(entry.column.name).toLowerCase();
    const bucket = addedByFolded.get(folded);
    if (bucket) bucket.entries.push(entry);
    else addedByFolded.set(folded, { entries: [entry], next: 0 });
  }
  const renamed = new Map<Located, Located>();
  for (const before of unmatched) {
    const bucket = addedByFolded.get(nameKey(before.column.name).toLowerCase());
    const after = bucket?.entries[bucket.next];
    if (bucket && after) {
      bucket.next++;
      renamed.set(before, after);
    }
  }
  const renamedTargets = new Set(renamed.values());

  const pairs: Pair[] = [];
  const removed: Located[] = [];
  for (const before of baseline.byName.values()) {
    const kept = current.byName.get(before.column.name);
    const after = kept ?? renamed.get(before);
    if (after) pairs.push(pairOf(before, after, kept === undefined));
    else removed.push(before);
  }

  const changed = pairs
    .filter((p) => p.typeChange !== 'same' || p.fromRequired !== p.toRequired || p.before.column.name !== p.after.column.name)
    .map(
      ({ before, after, typeChange, fromRequired, toRequired }): ColumnChange => ({
        name: after.column.name,
        previousName: before.column.name,
        fromType: before.column.type,
        toType: after.column.type,
        typeChange,
        fromRequired,
        toRequired,
      }),
    );

  return { baseline, current, pairs, removed, added: unmatchedAdded.filter((entry) => !renamedTargets.has(entry)), changed };
}
