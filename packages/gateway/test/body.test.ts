import fc from 'fast-check';
import { canonicalize } from '@evidence-check/core-receipt';
import { MAX_JSON_DEPTH, nestingDepth, parseJsonBody, withinLimits } from '../src/body.js';

/** The oracle: the full canonicalization walk of core-receipt, and the depth counted on the text. */
function acceptable(text: string): boolean {
  if (nestingDepth(text) > MAX_JSON_DEPTH) return false;
  try {
    canonicalize(JSON.parse(text));
    return true;
  } catch {
    return false;
  }
}

/** Hostile values wrapped in `levels` arrays, around the depth limit. */
const nestedText = (inner: fc.Arbitrary<string>) =>
  fc.tuple(fc.integer({ min: MAX_JSON_DEPTH - 6, max: MAX_JSON_DEPTH + 1 }), inner).map(([levels, text]) => '['.repeat(levels) + text + ']'.repeat(levels));

/** JSON texts rich in what breaks canonical form: surrogate escapes, long digit runs, big exponents. */
const hostileNumber = fc.tuple(fc.stringMatching(/^-?[1-9][0-9]{0,40}$/), fc.stringMatching(/^(\.[0-9]{1,40})?$/), fc.stringMatching(/^([eE][+-]?[0-9]{1,4})?$/)).map((parts) => parts.join(''));
const surrogateEscape = fc.integer({ min: 0xd700, max: 0xe000 }).map((code) => `\\u${code.toString(16).padStart(4, '0')}`);
const hostileString = fc.array(fc.oneof(surrogateEscape, fc.constantFrom('a', '\\\\', '\\"', 'é', '😀', '\\u00e9')), { maxLength: 6 }).map((parts) => `"${parts.join('')}"`);
const hostileText = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileNumber,
    hostileString,
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc.array(fc.tuple(hostileString, tie('value')), { maxLength: 4 }).map((entries) => `{${entries.map(([k, v]) => `${k}:${v}`).join(',')}}`),
  ),
})).value;

describe('the one-walk limits check of request bodies (depth and canonical form)', () => {
  it('agrees with the full canonicalization walk and the text depth count (fast-check)', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        expect(withinLimits(JSON.parse(text))).toBe(acceptable(text));
      }),
      { numRuns: 5000, seed: 402 },
    );
  });

  it('agrees at the depth limit', () => {
    fc.assert(
      fc.property(nestedText(hostileText), (text) => {
        expect(withinLimits(JSON.parse(text))).toBe(acceptable(text));
      }),
      { numRuns: 1000, seed: 128 },
    );
  });

  it('also agrees on arbitrary JSON values serialized by JSON.stringify', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(withinLimits(JSON.parse(text))).toBe(acceptable(text));
      }),
      { numRuns: 2000, seed: 8785 },
    );
  });

  it.each([
    ['a lone high surrogate', '{"a":"\\ud800"}', '/a'],
    ['a lone low surrogate in a key', '{"\\udc00":1}', '/\udc00'],
    ['a number over the double range', '{"n":1e400}', '/n'],
    ['a 400-digit integer', `[${'9'.repeat(400)}]`, '/0'],
  ])('refuses %s with its pointer', (_what, text, pointer) => {
    const parsed = parseJsonBody(Buffer.from(text, 'utf8'));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.details).toEqual({ pointer: expect.any(String) });
    if (!parsed.ok && pointer.startsWith('/n')) expect(parsed.details).toEqual({ pointer });
  });

  it('accepts a valid surrogate pair written as escapes', () => {
    const text = '{"emoji":"\\ud83d\\ude00"}';
    expect(withinLimits(JSON.parse(text))).toBe(true);
    expect(parseJsonBody(Buffer.from(text, 'utf8'))).toEqual({ ok: true, value: { emoji: '😀' } });
  });

  it.each([
    ['deep but invalid JSON', '['.repeat(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH + 1],
    ['deep JSON that also has a lone surrogate', '['.repeat(MAX_JSON_DEPTH + 2) + '"\\ud800"' + ']'.repeat(MAX_JSON_DEPTH + 2), MAX_JSON_DEPTH + 2],
  ])('names the depth first for %s', (_what, text, depth) => {
    expect(parseJsonBody(Buffer.from(text, 'utf8'))).toEqual({ ok: false, message: expect.stringContaining(`nested ${depth} deep`), details: { depth, limit: MAX_JSON_DEPTH } });
  });
});

// A body that is not JSON: the 400 names where, as line, column (characters) and byte offset of the
// token that cannot be read. Worked out by hand below; and V8's own error position, where its message
// gives one, is always inside or after that token (never before it, never on another line).
describe('where a body that is not JSON goes wrong', () => {
  const refusal = (text: string | Buffer) => parseJsonBody(Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'));

  test.each([
    ['{"a":1,}', 'expected a property name in double quotes', 1, 8, 7],
    ['[1,2', "expected ']'", 1, 5, 4],
    ['{"a" 1}', "expected ':'", 1, 6, 5],
    ['', 'expected a value', 1, 1, 0],
    ['{\n  "\u00e9": tru\n}', 'unexpected character', 2, 8, 10],
    ['[1] 2', 'text after the end of the JSON value', 1, 5, 4],
    ['// note\n{}', 'comments are not JSON', 1, 1, 0],
  ])('%j: %s at line %d, column %d, byte %d', (text, what, line, column, byte) => {
    expect(refusal(text)).toEqual({ ok: false, message: `body is not valid JSON: ${what} at line ${line}, column ${column} (byte ${byte})`, details: { line, column, byte } });
  });

  test('a byte-order mark counts in the byte offset, not in the column', () => {
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":tru}', 'utf8')]);
    expect(refusal(body)).toMatchObject({ details: { line: 1, column: 6, byte: 8 } });
  });

  test("V8's own position is never before the token we name, nor on another line", () => {
    fc.assert(
      fc.property(fc.json(), fc.nat(), fc.constantFrom('}', ']', ',', ':', '"', 'x', '0', ' ', '{', '[', '\n'), (text, at, inserted) => {
        const i = at % (text.length + 1);
        const bad = text.slice(0, i) + inserted + text.slice(i);
        let v8: RegExpExecArray | null = null;
        try {
          JSON.parse(bad);
          return;
        } catch (error) {
          v8 = /at position (\d+) \(line (\d+) column (\d+)\)/.exec((error as Error).message);
        }
        const ours = refusal(bad);
        expect(ours.ok).toBe(false);
        const place = (ours as { details?: { line: number; column: number; byte: number } }).details;
        expect(place).toBeDefined();
        if (!v8) return;
        expect(place!.line).toBe(Number(v8[2]));
        expect(place!.column).toBeLessThanOrEqual(Number(v8[3]));
      }),
      { numRuns: 3000 },
    );
  });
});
