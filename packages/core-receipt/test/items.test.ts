import { canonicalize, canonicalOrder, excerpt, type JsonValue, display, duplicateSets, extraKeys, identifierOf } from '../src/index.js';

describe('item identity', () => {
  test('ids are non-blank strings or finite numbers, compared exactly', () => {
    expect(identifierOf('a')).toEqual({ key: '"a"', text: 'a' });
    expect(identifierOf(1)?.key).not.toBe(identifierOf('1')?.key);
    expect(identifierOf(' ')).toBeNull();
    expect(identifierOf(null)).toBeNull();
    expect(identifierOf({ id: 1 })).toBeNull();
    expect(identifierOf(' a')?.key).not.toBe(identifierOf('a')?.key);
  });

  test('duplicate sets hold every member, first included, in order of first occurrence', () => {
    const rows = ['b', 'a', 'b', 'c', 'a', 'b'];
    expect(duplicateSets(rows.map((id, index) => ({ id, index })), (row) => row.id).map((set) => set.map((row) => row.index))).toEqual([
      [0, 2, 5],
      [1, 4],
    ]);
  });

  test('extra keys are carried over, a caller key "__proto__" stays a key', () => {
    const item = JSON.parse('{"id":"x","note":"n","__proto__":{"polluted":true}}') as Record<string, unknown>;
    const extra = extraKeys(item, ['id']);
    // In canonical order (UTF-16 code units: '_' before 'n'), whatever order the request wrote them in.
    expect(Object.keys(extra)).toEqual(['__proto__', 'note']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(display('x')).toBe('x');
    expect(display({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });

  test('canonicalOrder: every object of a caller value in canonical member order, arrays kept, nothing shared', () => {
    const value = JSON.parse('{"b":[{"z":1,"a":{"y":2,"x":3}}],"a":null,"__proto__":"kept","€":1,"\\r":2}');
    const ordered = canonicalOrder(value);
    expect(JSON.stringify(ordered)).toBe(canonicalize(value));
    expect(Object.keys(ordered)).toEqual(['\r', '__proto__', 'a', 'b', '€']);
    expect(ordered.b).not.toBe(value.b);
  });

  test('canonicalOrder copies deep values without recursion (offline callers are not held to the gateway’s 128 levels)', () => {
    const depth = 100_000;
    let value: JsonValue = { b: 1, a: 2 };
    for (let i = 0; i < depth; i++) value = [value];
    let ordered: JsonValue = canonicalOrder(value);
    for (let i = 0; i < depth; i++) ordered = (ordered as JsonValue[])[0] as JsonValue;
    expect(Object.keys(ordered as object)).toEqual(['a', 'b']);
  });

  test('excerpt keeps short text whole, cuts long text with … and never splits a surrogate pair', () => {
    expect(excerpt('abc', 3)).toBe('abc');
    expect(excerpt('abcd', 3)).toBe('abc…');
    expect(excerpt('ab😀cd', 3)).toBe('ab…'); // the pair at units 2–3 is not cut in half
    expect(excerpt('a😀cd', 3)).toBe('a😀…');
  });

  test('extraKeys takes the known keys as a list or a set, and orders what it carries', () => {
    const item = JSON.parse('{"z":{"b":1,"a":2},"id":1,"m":0}');
    for (const known of [['id'], new Set(['id'])]) {
      expect(JSON.stringify(extraKeys(item, known))).toBe('{"m":0,"z":{"a":2,"b":1}}');
    }
  });
});
