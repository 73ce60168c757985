import fc from 'fast-check';
import { canonicalize } from '@evidence-check/core-receipt';
import { mayLackCanonicalForm, parseJsonBody } from '../src/body.js';

/** The oracle: the full canonicalization walk of core-receipt. */
function canonicalizable(text: string): boolean {
  try {
    canonicalize(JSON.parse(text));
    return true;
  } catch {
    return false;
  }
}

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

describe('the canonical-form pre-check of request bodies', () => {
  it('never lets through a text whose value has no canonical form (fast-check against the full walk)', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        if (!mayLackCanonicalForm(text)) expect(canonicalizable(text)).toBe(true);
      }),
      { numRuns: 5000, seed: 402 },
    );
  });

  it('also holds for arbitrary JSON values serialized by JSON.stringify', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        if (!mayLackCanonicalForm(text)) expect(canonicalizable(text)).toBe(true);
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

  it('accepts a valid surrogate pair written as escapes (the pre-check only sends it to the full walk)', () => {
    const text = '{"emoji":"\\ud83d\\ude00"}';
    expect(mayLackCanonicalForm(text)).toBe(true);
    expect(parseJsonBody(Buffer.from(text, 'utf8'))).toEqual({ ok: true, value: { emoji: '😀' } });
  });
});
