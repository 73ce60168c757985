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
