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

  test('one trie walked over many bodies lists what a fresh trie lists for each, at any limit', () => {
    const listing = (trie: PathTrie<Entry>, body: unknown, limit: number) => {
      const lists: number[][] = [];
      walkTrie(body, trie, must, { present() {}, missing(_count, _segments, list) { lists.push(list(limit).map((entry) => entry.id)); } });
      return lists;
    };
    const build = (entries: Entry[]) => {
      const trie = new PathTrie<Entry>(must);
      for (const entry of entries) trie.add(entry.segments, entry);
      return trie;
    };
    fc.assert(
      fc.property(
        fc.array(fc.record({ segments: fc.array(segment, { minLength: 1, maxLength: 4 }), required: fc.boolean() }), { maxLength: 12 }),
        fc.array(fc.tuple(json, fc.constantFrom(0, 1, 2, 3, 1_000_000)), { maxLength: 6 }),
        (raw, walks) => {
          const entries = raw.map((entry, id) => ({ ...entry, id }));
          const shared = build(entries);
          for (const [body, limit] of walks) expect(listing(shared, body, limit)).toEqual(listing(build(entries), body, limit));
          // A path added after walks, below a node listed already, is listed too.
          const late = { id: entries.length, segments: [...(entries[0]?.segments.slice(0, 1) ?? []), 'late'], required: true };
          shared.add(late.segments, late);
          for (const [body, limit] of walks) expect(listing(shared, body, limit)).toEqual(listing(build([...entries, late]), body, limit));
        },
      ),
      { numRuns: 1000, seed: 20261124 },
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

  test('a path of 100,000 segments and a body nested 4,000 deep never exhaust the call stack', () => {
    const long = Array<string>(100_000).fill('0');
    const trie = new PathTrie<number>(() => true);
    trie.add(long, 1);
    trie.add(Array<string>(4_000).fill('a'), 2);
    let body: unknown = 'leaf';
    for (let i = 0; i < 3_999; i++) body = { a: body };
    const missing: Array<[number, number[]]> = [];
    const present: number[] = [];
    walkTrie(body, trie, () => true, {
      present(ends) {
        present.push(...ends);
      },
      missing(count, segments, list) {
        missing.push([segments.length, list(10)]);
        expect(count).toBe(1);
      },
    });
    // Path 2 ends one level below the leaf; path 1 misses at the root, listed through all its segments.
    expect(present).toEqual([]);
    expect(missing).toEqual([[3_999, [2]], [0, [1]]]);
  });
});
