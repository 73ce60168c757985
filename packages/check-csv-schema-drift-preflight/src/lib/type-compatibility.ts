/**
 * Column types as sets of CSV cell texts. A change is judged by set inclusion: widening keeps
 * every old value valid, narrowing keeps every new value readable by old readers, anything else is
 * incompatible. integer ⊂ number ⊂ json ⊂ string, boolean ⊂ json, date ⊂ string,
 * datetime ⊂ string; `unknown` promises nothing, so it accepts what `string` accepts.
 */
export type ColumnType = 'string' | 'number' | 'integer' | 'boolean' | 'date' | 'datetime' | 'json' | 'unknown';

const SUPERSETS: Readonly<Record<ColumnType, readonly ColumnType[]>> = {
  integer: ['integer', 'number', 'json', 'string', 'unknown'],
  number: ['number', 'json', 'string', 'unknown'],
  boolean: ['boolean', 'json', 'string', 'unknown'],
  json: ['json', 'string', 'unknown'],
  date: ['date', 'string', 'unknown'],
  datetime: ['datetime', 'string', 'unknown'],
  string: ['string', 'unknown'],
  unknown: ['unknown', 'string'],
};

export type TypeChange = 'same' | 'equivalent' | 'widened' | 'narrowed' | 'incompatible';

function includes(outer: ColumnType, inner: ColumnType): boolean {
  return SUPERSETS[inner].includes(outer);
}

export function classifyTypeChange(from: ColumnType, to: ColumnType): TypeChange {
  if (from === to) return 'same';
  const widens = includes(to, from);
  const narrows = includes(from, to);
  if (widens && narrows) return 'equivalent';
  if (widens) return 'widened';
  if (narrows) return 'narrowed';
  return 'incompatible';
}
