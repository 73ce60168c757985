import { classifyTypeChange, type ColumnType } from '../src/lib/type-compatibility.js';

// Outside truth for the type table: each declared type is the set of CSV cell texts that an
// independent parser accepts. Widening must mean "every old value stays valid", narrowing "every
// new value was valid before", for every pair, over a corpus of real-looking cells.
const corpus = [
  '0', '-12', '42', '007', '3.5', '-0.25', '1e5', '2.5E-3', '1.', '.5', '1,000', 'NaN', 'Infinity',
  'true', 'false', 'TRUE', 'yes', 'null', '"quoted"', '[1,2]', '{"a":1}', '', ' ', 'hello',
  '2026-11-22', '2026-02-30', '2026-11-22T10:00:00Z', '2026-11-22T10:00:00.123+05:30', '2026-11-22 10:00',
  '22/11/2026', '10:00', 'émoji 🎉',
];

const JSON_NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const accepts: Record<ColumnType, (text: string) => boolean> = {
  string: () => true,
  unknown: () => true,
  integer: (t) => JSON_NUMBER.test(t) && Number.isInteger(Number(t)) && !/[.eE]/.test(t),
  number: (t) => JSON_NUMBER.test(t),
  boolean: (t) => t === 'true' || t === 'false',
  json: isJson,
  date: isCalendarDate,
  datetime: (t) => RFC3339.test(t) && !Number.isNaN(Date.parse(t)),
};

const types = Object.keys(accepts) as ColumnType[];

function subset(inner: ColumnType, outer: ColumnType): boolean {
  return corpus.filter(accepts[inner]).every(accepts[outer]);
}

describe('type change classification agrees with value sets', () => {
  const pairs = types.flatMap((from) => types.map((to) => [from, to] as const));
  test.each(pairs)('%s -> %s', (from, to) => {
    const oldValuesStayValid = subset(from, to);
    const newValuesWereValid = subset(to, from);
    const expected =
      from === to
        ? 'same'
        : oldValuesStayValid && newValuesWereValid
          ? 'equivalent'
          : oldValuesStayValid
            ? 'widened'
            : newValuesWereValid
              ? 'narrowed'
              : 'incompatible';
    expect(classifyTypeChange(from, to)).toBe(expected);
  });

  test('the corpus separates every pair of distinct non-equivalent types', () => {
    // Guards the oracle itself: if the corpus were too small, every pair would look equivalent.
    const distinct = types.filter((t) => t !== 'unknown');
    for (const a of distinct) for (const b of distinct) if (a !== b) expect(subset(a, b) && subset(b, a)).toBe(false);
  });
});
