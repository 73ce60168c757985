// Outside truth: Node's Date as the calendar for effective dates, and plain set arithmetic for the
// clause-level diff and whitespace normalisation.
import fc from 'fast-check';
import { run, type Input } from '../src/index.js';

type Side = Input['policies'][number]['baseline'];
const codes = (input: Input) => run(input).findings.map((f) => f.code);
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Date.UTC for any year 0–9999 (Date.UTC maps years 0–99 to 1900–1999). */
function utcDay(y: number, m: number, d: number): { exists: boolean; millis: number } {
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(y, m - 1, d);
  return { exists: date.getUTCMonth() === m - 1 && date.getUTCDate() === d, millis: date.getTime() };
}

describe('effective dates agree with Date', () => {
  const ymd = fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }));
  test('validity and order of random full-dates', () => {
    fc.assert(
      fc.property(ymd, ymd, ([y1, m1, d1], [y2, m2, d2]) => {
        const before = `${pad(y1, 4)}-${pad(m1)}-${pad(d1)}`;
        const after = `${pad(y2, 4)}-${pad(m2)}-${pad(d2)}`;
        const side = (effective_date: string): Side => ({ version: '1', effective_date, clauses: [] });
        const found = codes({ policies: [{ id: 'p', baseline: side(before), current: side(after) }] });
        const a = utcDay(y1, m1, d1);
        const b = utcDay(y2, m2, d2);
        const invalid = (a.exists ? 0 : 1) + (b.exists ? 0 : 1);
        expect(found.filter((code) => code === 'EFFECTIVE_DATE_INVALID')).toHaveLength(invalid);
        expect(found.includes('EFFECTIVE_DATE_BEFORE_BASELINE')).toBe(invalid === 0 && b.millis < a.millis);
      }),
      { numRuns: 2000 },
    );
  });

  test('date-times compare as instants, as Date.parse reads them', () => {
    const instant = fc.tuple(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 }));
    const text = ([millis, offset]: [number, number]) => {
      const local = new Date(millis + offset * 60_000).toISOString().slice(0, 23);
      const abs = Math.abs(offset);
      return `${local}${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
    };
    fc.assert(
      fc.property(instant, instant, (a, b) => {
        const side = (effective_date: string): Side => ({ version: '1', effective_date, clauses: [] });
        const [before, after] = [text(a), text(b)];
        const found = codes({ policies: [{ id: 'p', baseline: side(before), current: side(after) }] });
        expect(found.includes('EFFECTIVE_DATE_BEFORE_BASELINE')).toBe(Date.parse(after) < Date.parse(before));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the clause diff agrees with set arithmetic', () => {
  const ids = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'), { maxLength: 8 });
  test('added, removed and kept ids; every kept clause with other text is modified', () => {
    fc.assert(
      fc.property(ids, ids, fc.func(fc.boolean()), (before, after, reword) => {
        const clauses = (list: string[], rewrite: boolean) => list.map((id) => ({ id, text: rewrite && reword(id) ? `${id} changed` : id }));
        const result = run({ policies: [{ id: 'p', baseline: { effective_date: '2026-01-01', clauses: clauses(before, false) }, current: { effective_date: '2026-01-01', clauses: clauses(after, true) } }] });
        const entry = result.report.policies[0]!;
        const kinds = (kind: string) => entry.changes.filter((c) => c.change === kind).map((c) => c.clause).sort();
        expect(kinds('added')).toEqual(after.filter((id) => !before.includes(id)).sort());
        expect(kinds('removed')).toEqual(before.filter((id) => !after.includes(id)).sort());
        expect(kinds('modified')).toEqual(after.filter((id) => before.includes(id) && reword(id)).sort());
        const currentOrder = entry.changes.filter((c) => c.currentIndex !== null).map((c) => c.currentIndex!);
        expect(currentOrder).toEqual([...currentOrder].sort((x, y) => x - y));
      }),
      { numRuns: 500 },
    );
  });

  test('texts differing only in runs of white space are the same text', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9.,;]{1,8}$/);
    const gap = fc.constantFrom(' ', '  ', '\t', '\n', '\r\n', '\u00a0', '\u2003', ' \n\t ');
    fc.assert(
      fc.property(fc.array(fc.tuple(word, gap), { minLength: 1, maxLength: 8 }), gap, (parts, edge) => {
        const plain = parts.map(([w]) => w).join(' ');
        const spaced = edge + parts.map(([w, g]) => w + g).join('');
        const side = (text: string): Side => ({ version: '1', effective_date: '2026-01-01', clauses: [{ id: 'x', text }] });
        expect(codes({ policies: [{ id: 'p', baseline: side(plain), current: side(spaced) }] })).toEqual([]);
        expect(codes({ policies: [{ id: 'p', baseline: side(plain), current: side(`${spaced}!`) }] })).toContain('CLAUSE_TEXT_CHANGED');
      }),
      { numRuns: 300 },
    );
  });
});

describe('approval dates agree with Date', () => {
  test('APPROVED_AFTER_EFFECTIVE_DATE exactly when Date.parse(approved_at) > Date.parse(effective_date)', () => {
    const instant = fc.tuple(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 }));
    const text = ([millis, offset]: [number, number]) => {
      const local = new Date(millis + offset * 60_000).toISOString().slice(0, 23);
      const abs = Math.abs(offset);
      return `${local}${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
    };
    fc.assert(
      fc.property(instant, instant, (a, b) => {
        const [effective, approved] = [text(a), text(b)];
        const found = codes({
          policies: [{ id: 'p', baseline: { version: '1', effective_date: '1970-01-01', clauses: [] }, current: { version: '1', effective_date: effective, clauses: [], approved_by: 'lee', approved_at: approved } }],
        });
        expect(found.includes('APPROVED_AFTER_EFFECTIVE_DATE')).toBe(Date.parse(approved) > Date.parse(effective));
      }),
      { numRuns: 1000 },
    );
  });
});
