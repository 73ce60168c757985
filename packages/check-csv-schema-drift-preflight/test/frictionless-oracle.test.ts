// Frictionless itself as the oracle (tableschema-js, the Frictionless Table Schema library for
// JavaScript): the same contract pairs go to both, and the verdicts of the rules both implement
// must agree with zero disagreements.
import tableschema from 'tableschema';
import { classifyTypeChange, type ColumnType } from '../src/lib/type-compatibility.js';
import { run, type Input } from '../src/index.js';

type Column = Input['baseline_columns'][number];

interface HeaderError extends Error {
  errors: { message: string }[];
}

/** The baseline fields tableschema-js says a header misses ("The column header name 'x' is missing"). */
async function frictionlessMissing(fields: string[], header: string[]): Promise<string[]> {
  const table = await tableschema.Table.load([header, header.map(() => 'x')], {
    schema: { fields: fields.map((name) => ({ name, type: 'string' })) },
  });
  try {
    await table.read();
  } catch (error) {
    const { message, errors } = error as HeaderError;
    if (message !== 'The column header names do not match the field names in the schema') return [];
    return errors.map((inner) => /^The column header name '([\s\S]*)' is missing$/.exec(inner.message)?.[1] as string);
  }
  return [];
}

/** The baseline columns our result says an exact-name reader loses: removed, or kept under another spelling. */
function oursMissing(input: Input): string[] {
  const result = run(input);
  const removed = result.findings.filter((f) => f.code === 'COLUMN_REMOVED').map((f) => f.subject as string);
  const respelled = result.report.changed.filter((c) => c.previousName !== c.name).map((c) => c.previousName);
  return [...removed, ...respelled];
}

/** A small deterministic generator (mulberry32), so a failure names a reproducible seed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Spellings that meet each other by case, padding and a byte order mark.
const BASE = ['id', 'Id', 'ID', 'email', 'Email', 'total', 'total ', 'placed_at', 'Placed_At', 'amount, net', 'note'];
const CURRENT_ONLY = ['\uFEFFid', '\uFEFFEmail', '\uFEFFtotal', ' id', 'EMAIL', 'channel'];

function pick<T>(next: () => number, pool: readonly T[], size: number): T[] {
  const copy = [...pool];
  const out: T[] = [];
  while (out.length < size && copy.length > 0) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0] as T);
  return out;
}

describe('header verdicts agree with Frictionless (tableschema-js)', () => {
  const PAIRS = 400;
  const inputs = Array.from({ length: PAIRS }, (_, seed) => {
    const next = random(seed + 1);
    // Baseline: distinct names without a byte order mark (the contract readers use today);
    // current: any spellings, repeated names allowed, as a header can hold them.
    const baseline = pick(next, BASE, 1 + Math.floor(next() * 6));
    const pool = [...BASE, ...CURRENT_ONLY];
    const current = Array.from({ length: 1 + Math.floor(next() * 7) }, () => pool[Math.floor(next() * pool.length)] as string);
    const column = (name: string): Column => ({ name, type: 'string' });
    return { seed, baseline, current, input: { baseline_columns: baseline.map(column), current_columns: current.map(column) } };
  });

  test(`${PAIRS} generated pairs: the same baseline columns missing from the header, 0 disagreements`, async () => {
    const disagreements: unknown[] = [];
    let missingSeen = 0;
    for (const { seed, baseline, current, input } of inputs) {
      const theirs = (await frictionlessMissing(baseline, current)).sort();
      const ours = oursMissing(input).sort();
      missingSeen += theirs.length;
      if (JSON.stringify(theirs) !== JSON.stringify(ours)) disagreements.push({ seed, baseline, current, theirs, ours });
    }
    expect(disagreements).toEqual([]);
    // Guards the oracle: the generator does produce missing columns, and not only those.
    expect(missingSeen).toBeGreaterThan(PAIRS / 2);
  });
});

describe('type change classification agrees with Frictionless casting', () => {
  // Frictionless types with the same name as ours; `any` is our `unknown`. (`json` has no
  // Frictionless counterpart: its `object` type accepts JSON objects only.)
  const FRICTIONLESS: Partial<Record<ColumnType, string>> = {
    string: 'string',
    integer: 'integer',
    number: 'number',
    boolean: 'boolean',
    date: 'date',
    datetime: 'datetime',
    unknown: 'any',
  };
  const corpus = [
    '0', '-12', '42', '007', '3.5', '-0.25', '1e5', '1.', '.5', 'true', 'false', 'TRUE', 'yes', '1', 'null', '',
    'hello', '2026-11-22', '2026-02-30', '2026-11-22T10:00:00Z', '2026-11-22T10:00:00+05:30', '22/11/2026', '10:00', 'émoji 🎉',
  ];
  const types = Object.keys(FRICTIONLESS) as ColumnType[];
  const accepted = new Map<ColumnType, Set<string>>();
  for (const type of types) {
    const field = new tableschema.Field({ name: 'v', type: FRICTIONLESS[type] as string });
    accepted.set(
      type,
      new Set(
        corpus.filter((text) => {
          if (text === '') return false; // '' is a missing value in Frictionless, not a typed one
          try {
            field.castValue(text);
            return true;
          } catch {
            return false;
          }
        }),
      ),
    );
  }
  const subset = (inner: ColumnType, outer: ColumnType): boolean => [...(accepted.get(inner) as Set<string>)].every((text) => (accepted.get(outer) as Set<string>).has(text));

  const pairs = types.flatMap((from) => types.filter((to) => to !== from).map((to) => [from, to] as const));
  test(`${pairs.length} type pairs: widened, narrowed, relabeled or incompatible as Frictionless casts them, 0 disagreements`, () => {
    const disagreements = pairs.flatMap(([from, to]) => {
      const up = subset(from, to);
      const down = subset(to, from);
      const theirs = up && down ? 'equivalent' : up ? 'widened' : down ? 'narrowed' : 'incompatible';
      const ours = classifyTypeChange(from, to);
      return theirs === ours ? [] : [{ from, to, theirs, ours }];
    });
    expect(disagreements).toEqual([]);
  });
});
