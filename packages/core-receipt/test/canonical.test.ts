import { CanonicalizationError, canonicalize, digest } from '../src/index.js';
import { createHash } from 'node:crypto';
import canonicalizeJson from 'canonicalize';
import fc from 'fast-check';
import { sha256Hex as nodeSha256 } from '../src/sha256-node.js';
import { sha256Hex as portableSha256 } from '../src/sha256-portable.js';

// Examples from RFC 8785 (JSON Canonicalization Scheme) itself.
describe('RFC 8785 canonical JSON', () => {
  test('section 3.2.2: the sample input canonicalizes to the RFC output', () => {
    const input = JSON.parse(
      '{"numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],' +
        ' "string": "\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/",' +
        ' "literals": [null, true, false]}',
    );
    expect(canonicalize(input)).toBe(
      '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],' +
        '"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
    );
  });

  test('section 3.2.3: properties sort by UTF-16 code units, not code points', () => {
    const input = JSON.parse(
      '{"\\u20ac": "Euro Sign", "\\r": "Carriage Return", "\\ufb33": "Hebrew Letter Dalet With Dagesh",' +
        ' "1": "One", "\\ud83d\\ude00": "Emoji: Grinning Face", "\\u0080": "Control",' +
        ' "\\u00f6": "Latin Small Letter O With Diaeresis"}',
    );
    // Compared as text: Object.keys() would put the integer-like key "1" first on its own.
    expect(canonicalize(input)).toBe(
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis",' +
        '"\u20ac":"Euro Sign","\ud83d\ude00":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    );
  });

  // Appendix B: IEEE 754 bit patterns and their required serialization.
  const appendixB: Array<[string, string]> = [
    ['0000000000000000', '0'],
    ['8000000000000000', '0'],
    ['0000000000000001', '5e-324'],
    ['8000000000000001', '-5e-324'],
    ['7fefffffffffffff', '1.7976931348623157e+308'],
    ['ffefffffffffffff', '-1.7976931348623157e+308'],
    ['4340000000000000', '9007199254740992'],
    ['c340000000000000', '-9007199254740992'],
    ['4430000000000000', '295147905179352830000'],
    ['44b52d02c7e14af5', '9.999999999999997e+22'],
    ['44b52d02c7e14af6', '1e+23'],
    ['44b52d02c7e14af7', '1.0000000000000001e+23'],
    ['444b1ae4d6e2ef4e', '999999999999999700000'],
    ['444b1ae4d6e2ef4f', '999999999999999900000'],
    ['444b1ae4d6e2ef50', '1e+21'],
    ['3eb0c6f7a0b5ed8c', '9.999999999999997e-7'],
    ['3eb0c6f7a0b5ed8d', '0.000001'],
    ['41b3de4355555553', '333333333.3333332'],
    ['41b3de4355555554', '333333333.33333325'],
    ['41b3de4355555555', '333333333.3333333'],
    ['41b3de4355555556', '333333333.3333334'],
    ['41b3de4355555557', '333333333.33333343'],
    ['becbf647612f3696', '-0.0000033333333333333333'],
    ['43143ff3c1cb0959', '1424953923781206.2'],
  ];
  test.each(appendixB)('appendix B: %s serializes as %s', (hex, expected) => {
    const value = Buffer.from(hex, 'hex').readDoubleBE(0);
    expect(canonicalize(value)).toBe(expected);
  });

  test.each([
    ['7fffffffffffffff', 'NaN'],
    ['7ff0000000000000', 'Infinity'],
  ])('appendix B: %s (%s) is an error', (hex) => {
    expect(() => canonicalize(Buffer.from(hex, 'hex').readDoubleBE(0))).toThrow(TypeError);
  });

  test('nested non-finite numbers and undefined are rejected, not silently dropped', () => {
    expect(() => canonicalize({ a: [1, { b: Infinity }] })).toThrow(/\/a\/1\/b/);
    expect(() => canonicalize({ a: undefined })).toThrow(TypeError);
  });

  test('digest is sha256 of the canonical UTF-8 bytes, independent of key order', () => {
    const expected = 'sha256:' + createHash('sha256').update('{"a":1,"b":"é"}', 'utf8').digest('hex');
    expect(digest({ b: 'é', a: 1 })).toBe(expected);
    expect(digest({ a: 1, b: 'é' })).toBe(expected);
    expect(digest({ a: 1, b: 'e' })).not.toBe(expected);
  });
});

// RFC 8785 §3.1: JCS input is I-JSON; RFC 7493 §2.1: I-JSON strings and names contain no surrogate
// code points. JSON.parse accepts "\ud800" (RFC 8259 §8.2 allows it), so the decision is made here:
// reject with the place, never replace with U+FFFD (two inputs would then share one digest).
describe('lone UTF-16 surrogates (RFC 8785 §3.1, RFC 7493 §2.1)', () => {
  const samples = [
    '\\ud800',
    '\\udbff',
    '\\udc00',
    '\\udfff',
    'a\\ud800b',
    '\\ude00\\ud83d', // a pair in the wrong order is two lone halves
    '\\ud83d\\ud83d',
    'ok\\ud83d',
  ];
  test.each(samples)('the JSON string "%s" is rejected, as the canonicalize library and String#isWellFormed judge it', (escaped) => {
    const text: string = JSON.parse(`"${escaped}"`);
    // Oracles: the platform's own well-formedness test, and the maintained JCS library.
    expect((text as unknown as { isWellFormed(): boolean }).isWellFormed()).toBe(false);
    expect(() => JSON.parse(`[${JSON.stringify(text)}]`)).not.toThrow();
    expect(() => canonicalizeJson(text)).toThrow(/surrogate/i);
    expect(() => canonicalize(text)).toThrow(CanonicalizationError);
  });

  test('well-formed pairs, astral characters and U+FFFD itself are accepted', () => {
    const text: string = JSON.parse('"\\ud83d\\ude00 \\ud800\\udc00 \\udbff\\udfff \\ufffd"');
    expect((text as unknown as { isWellFormed(): boolean }).isWellFormed()).toBe(true);
    expect(canonicalize(text)).toBe(`"${text}"`);
  });

  test('the error names the pointer of the string, and of a bad property name', () => {
    const value = JSON.parse('{"a":[1,{"b~/c":"x\\ud800"}]}');
    expect(() => canonicalize(value)).toThrow(expect.objectContaining({ pointer: '/a/1/b~0~1c', name: 'CanonicalizationError' }));
    const key = JSON.parse('{"ok":{"\\udc00":1}}');
    try {
      canonicalize(key);
      throw new Error('expected a rejection');
    } catch (error) {
      expect(error).toBeInstanceOf(CanonicalizationError);
      expect((error as CanonicalizationError).pointer).toBe('/ok/\udc00');
      expect((error as CanonicalizationError).reason).toMatch(/property name/);
    }
  });

  test('digest rejects too: no input digest is ever computed over a lone surrogate', () => {
    expect(() => digest({ text: JSON.parse('"\\ud800"') })).toThrow(CanonicalizationError);
  });

  test('a 256 KiB string of pairs is accepted; one trailing lone half is not', () => {
    const text = '\ud83d\ude00'.repeat(65_536);
    expect(canonicalize(text).length).toBe(text.length + 2);
    expect(() => canonicalize(text + '\ud800')).toThrow(CanonicalizationError);
  });
});

// The maintained JCS library is the oracle of the one-walk serializer: same text for any JSON value,
// including integer-like member names (which object key order would put first) and escapes.
describe('agrees with the canonicalize library', () => {
  const key = fc.oneof(fc.string(), fc.constantFrom('0', '1', '10', '9', '-1', '01', '4294967295', '\u20ac', '\r', '"', '\\'));
  const value = fc.letrec((tie) => ({
    json: fc.oneof(
      { depthSize: 'small' },
      fc.constant(null),
      fc.boolean(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.integer(),
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: 'binary' }).filter((text) => text.isWellFormed()),
      fc.array(tie('json')),
      fc.dictionary(key, tie('json')),
    ),
  })).json;

  test('for arbitrary JSON values', () => {
    fc.assert(
      fc.property(value, (json) => {
        expect(canonicalize(json)).toBe(canonicalizeJson(json));
      }),
      { numRuns: 3000 },
    );
  });

  test('for text that JSON.parse gave (as the gateway digests it)', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        const parsed: unknown = JSON.parse(text);
        expect(canonicalize(parsed)).toBe(canonicalizeJson(parsed));
      }),
      { numRuns: 2000 },
    );
  });
});

// The digest's two SHA-256 implementations (package.json "imports" #sha256: Node's native hash under
// the `node` condition, @noble/hashes elsewhere) give the same hex: FIPS 180-2's own examples, then
// arbitrary text (UTF-8 of astral characters included).
describe('SHA-256 where Node runs and everywhere else', () => {
  test.each([
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
  ])('FIPS 180-2: %j', (text, hex) => {
    expect(nodeSha256(text)).toBe(hex);
    expect(portableSha256(text)).toBe(hex);
  });

  test('agree on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        expect(portableSha256(text)).toBe(nodeSha256(text));
      }),
      { numRuns: 2000 },
    );
  });
});
