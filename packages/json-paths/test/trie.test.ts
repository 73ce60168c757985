// The trie against the obvious oracle: for every path, walk the body segment by segment.
import fc from 'fast-check';
import { parsePath, PathTrie, walkTrie } from '../src/index.js';

const INDEX = /^(0|[1-9][0-9]*)$/;
function naivePresent(body: unknown, segments: readonly string[]): boolean {
  let at: unknown = body;
  for (const segment of segments) {
    if (Array.isArray(at)) {
      if (!INDEX.test(segment) || Number(segment) >= at.length) return false;
      at = at[Number(segment)];
    } else if (at !== null && typeof at === 'object' && Object.prototype.hasOwnProperty.call(at, segment)) {
      at = (at as Record<string, unknown>)[segment];
    } else return false;
  }
  return true;
}

interface Entry { id: number; segments: string[]; required: boolean }
const must = (entry: Entry) => entry.required;

function walk(body: unknown, entries: Entry[]) {
  const trie = new PathTrie<Entry>(must);
  for (const entry of entries) trie.add(entry.segments, entry);
  const present = new Set<number>();
  let missingCount = 0;
  const missingListed = new Set<number>();
  walkTrie(body, trie, must, {
    present(ends) {
      for (const entry of ends) present.add(entry.id);
    },
    missing(count, _segments, list) {
      missingCount += count;
      for (const entry of list(1_000_000)) missingListed.add(entry.id);
    },
  });
  return { present, missingCount, missingListed };
}

const segment = fc.constantFrom('a', 'b', 'c', '0', '1', '2', '01', 'x.y');
const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.constant(null), fc.integer(), fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(fc.constantFrom('a', 'b', 'c', '0', '1'), tie('value'), { maxKeys: 3 })),
})).value;

describe('path trie', () => {
  test('present paths and missing required paths equal a segment-by-segment walk of every path', () => {
    fc.assert(
      fc.property(json, fc.array(fc.record({ segments: fc.array(segment, { minLength: 1, maxLength: 4 }), required: fc.boolean() }), { maxLength: 12 }), (body, raw) => {
        const entries = raw.map((entry, id) => ({ ...entry, id }));
        const { present, missingCount, missingListed } = walk(body, entries);
        const expectedPresent = entries.filter((entry) => naivePresent(body, entry.segments)).map((entry) => entry.id);
        const expectedMissing = entries.filter((entry) => entry.required && !naivePresent(body, entry.segments)).map((entry) => entry.id);
        expect([...present].sort((x, y) => x - y)).toEqual(expectedPresent);
        expect(missingCount).toBe(expectedMissing.length);
        expect([...missingListed].sort((x, y) => x - y)).toEqual(expectedMissing);
      }),
      { numRuns: 2000, seed: 20261123 },
    );
  });

  test('parsePath splits on dots and refuses empty segments', () => {
    expect(parsePath('items.0.sku')).toEqual({ ok: true, segments: ['items', '0', 'sku'] });
    expect(parsePath('')).toMatchObject({ ok: false });
    expect(parsePath('a..b')).toMatchObject({ ok: false, reason: 'segment 2 of the path is empty' });
  });

  test('a wide contract against a wide body stays linear: 30,000 paths, 1,000 bodies', () => {
    const trie = new PathTrie<number>(() => true);
    for (let i = 0; i < 30_000; i++) trie.add(['f', String(i)], i);
    let missing = 0;
    for (let b = 0; b < 1_000; b++) walkTrie({ f: { 1: true } }, trie, () => true, { present() {}, missing(count) { missing += count; } });
    expect(missing).toBe(1_000 * 29_999);
  });
});
