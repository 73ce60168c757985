import { defineCheck, jsonPointer, type FindingCollector } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { classifyTypeChange, type ColumnType, type TypeChange } from './rules/type-compatibility.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

type Side = 'baseline_columns' | 'current_columns';
type Column = Input['baseline_columns'][number];

interface Located {
  column: Column;
  index: number;
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

export type Report = {
  columns: { baseline: number; current: number; kept: number; removed: number; added: number; changed: number };
  removed: string[];
  added: string[];
  changed: ColumnChange[];
};

/** A duplicate set's `positions` lists at most this many positions (its `count` is exact). */
export const POSITIONS_CAP = 20;

/**
 * First occurrence of each name wins the comparison; every member of a duplicate set (the first
 * included) is flagged at its own pointer with one `details.group`.
 */
function indexColumns(columns: readonly Column[], side: Side, findings: FindingCollector<typeof codes>): Map<string, Located> {
  const byName = new Map<string, Located>();
  const positions = new Map<string, number[]>();
  columns.forEach((column, index) => {
    const pointer = jsonPointer(side, index);
    if (column.name.trim() === '') {
      findings.add('BLANK_COLUMN_NAME', { subject: column.name, pointer, details: { side, position: index + 1 } });
      return;
    }
    const seen = positions.get(column.name);
    if (seen) {
      seen.push(index);
      return;
    }
    positions.set(column.name, [index]);
    if (side === 'current_columns' && column.name !== column.name.trim()) {
      findings.add('COLUMN_NAME_WHITESPACE', { subject: column.name, pointer, details: { name: column.name } });
    }
    byName.set(column.name, { column, index });
  });
  for (const [name, indices] of positions) {
    if (indices.length < 2) continue;
    // Each member lists the set's first positions only: all of them in every member would be
    // count² numbers (16 MB for one name repeated 1,000 times); `count` gives the set's size.
    const ordinal = indices.slice(0, POSITIONS_CAP).map((index) => index + 1);
    findings.addGroup(
      'DUPLICATE_COLUMN',
      `${side}:${name}`,
      indices.map((index) => ({
        subject: name,
        pointer: jsonPointer(side, index),
        details: { name, side, count: indices.length, positions: ordinal, position: index + 1 },
      })),
    );
  }
  return byName;
}

type TypeCode = 'TYPE_WIDENED' | 'TYPE_NARROWED' | 'TYPE_INCOMPATIBLE' | 'TYPE_RELABELED';
const TYPE_CODES: Partial<Record<TypeChange, TypeCode>> = {
  widened: 'TYPE_WIDENED',
  narrowed: 'TYPE_NARROWED',
  incompatible: 'TYPE_INCOMPATIBLE',
  equivalent: 'TYPE_RELABELED',
};

function compareKept(before: Located, after: Located, findings: FindingCollector<typeof codes>): ColumnChange | null {
  const name = after.column.name;
  const pointer = jsonPointer('current_columns', after.index);
  const typeChange = classifyTypeChange(before.column.type, after.column.type);
  const typeCode = TYPE_CODES[typeChange];
  if (typeCode) {
    findings.add(typeCode, { subject: name, pointer, details: { name, from: before.column.type, to: after.column.type } });
  }
  const fromRequired = before.column.required === true;
  const toRequired = after.column.required === true;
  if (!fromRequired && toRequired) findings.add('COLUMN_BECAME_REQUIRED', { subject: name, pointer, details: { name } });
  if (fromRequired && !toRequired) findings.add('COLUMN_BECAME_OPTIONAL', { subject: name, pointer, details: { name } });
  if (typeChange === 'same' && fromRequired === toRequired && before.column.name === name) return null;
  return {
    name,
    previousName: before.column.name,
    fromType: before.column.type,
    toType: after.column.type,
    typeChange,
    fromRequired,
    toRequired,
  };
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'csv-schema-drift-preflight',
  title: 'CSV Schema Drift Preflight',
  category: 'Data Operations',
  summary: 'Compares column contracts for removals, additions, type drift and newly required fields.',
  limitations: [
    'Compares the two column contracts only; no CSV rows are read or validated.',
    'Type compatibility is judged on the declared types, not on observed values.',
    'Column names are compared exactly; names that differ only by letter case are reported as a case rename.',
    'A duplicate set lists its first 20 positions in each member\'s `positions`; `count` gives the size of the whole set.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const baseline = indexColumns(input.baseline_columns, 'baseline_columns', findings);
    const current = indexColumns(input.current_columns, 'current_columns', findings);

    const removed: Located[] = [...baseline.values()].filter(({ column }) => !current.has(column.name));
    const added: Located[] = [...current.values()].filter(({ column }) => !baseline.has(column.name));

    // A removed and an added column with the same name up to case are one renamed column.
    // Each folded name keeps its added columns in order and a cursor to the next one unpaired.
    const addedByFolded = new Map<string, { entries: Located[]; next: number }>();
    for (const entry of added) {
      const folded = entry.column.name.toLowerCase();
      const bucket = addedByFolded.get(folded);
      if (bucket) bucket.entries.push(entry);
      else addedByFolded.set(folded, { entries: [entry], next: 0 });
    }
    const renamed = new Map<Located, Located>();
    for (const before of removed) {
      const bucket = addedByFolded.get(before.column.name.toLowerCase());
      const after = bucket?.entries[bucket.next];
      if (bucket && after) {
        bucket.next++;
        renamed.set(before, after);
      }
    }
    const renamedTargets = new Set(renamed.values());

    const changed: ColumnChange[] = [];
    for (const before of baseline.values()) {
      const kept = current.get(before.column.name);
      if (kept) {
        const change = compareKept(before, kept, findings);
        if (change) changed.push(change);
        if (kept.index !== before.index) {
          findings.add('COLUMN_MOVED', {
            subject: kept.column.name,
            pointer: jsonPointer('current_columns', kept.index),
            details: { name: kept.column.name, from: before.index + 1, to: kept.index + 1 },
          });
        }
        continue;
      }
      const after = renamed.get(before);
      if (after) {
        findings.add('COLUMN_RENAMED_CASE', {
          subject: after.column.name,
          pointer: jsonPointer('current_columns', after.index),
          details: { from: before.column.name, to: after.column.name },
        });
        const change = compareKept(before, after, findings);
        if (change) changed.push(change);
        continue;
      }
      findings.add('COLUMN_REMOVED', {
        subject: before.column.name,
        pointer: jsonPointer('baseline_columns', before.index),
        details: { name: before.column.name, type: before.column.type },
      });
    }

    const trulyAdded = added.filter((entry) => !renamedTargets.has(entry));
    for (const { column, index } of trulyAdded) {
      const code = column.required === true ? 'REQUIRED_COLUMN_ADDED' : 'COLUMN_ADDED';
      findings.add(code, { subject: column.name, pointer: jsonPointer('current_columns', index), details: { name: column.name, type: column.type } });
    }

    const removedNames = removed.filter((entry) => !renamed.has(entry)).map(({ column }) => column.name);
    const addedNames = trulyAdded.map(({ column }) => column.name);
    const kept = baseline.size - removedNames.length;
    const report: Report = {
      columns: {
        baseline: input.baseline_columns.length,
        current: input.current_columns.length,
        kept,
        removed: removedNames.length,
        added: addedNames.length,
        changed: changed.length,
      },
      removed: removedNames,
      added: addedNames,
      changed,
    };
    return {
      report,
      counters: { kept, removed: removedNames.length, added: addedNames.length, changed: changed.length },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
