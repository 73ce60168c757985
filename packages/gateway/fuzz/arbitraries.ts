import { validPacketArbitrary } from '@evidence-check/test-utils/schema-arbitrary';
import type fc from 'fast-check';

/**
 * Valid packets whose text is anything JSON can carry (any grapheme, wider integers): the shared
 * schema arbitrary of the property tests (@evidence-check/test-utils), with unicode-rich strings.
 */
export function validPacket(root: Record<string, unknown>): fc.Arbitrary<unknown> {
  return validPacketArbitrary(root, { unit: 'grapheme', extraLength: 16, integerBound: 1_000_000_000 });
}

export const UNICODE_EDGES: readonly string[] = [
  '\ud800',
  '\udfff',
  'x\udc00y',
  '\ude00\ud83d',
  '\ufeff',
  '\u0000',
  '\u202eevil\u202c',
  'e\u0301\u0301\u0301',
  '\ud83d\ude00',
  '\u{10ffff}',
  '\ufffd',
  '\u2028\u2029',
  '../../etc/passwd',
  '%00%zz%E0%A4%A',
  '<script>alert(1)</script>',
  '"\\',
  ' ',
  '',
];

/** Number tokens as raw JSON text: valid, out of range, and not JSON at all. */
export const NUMBER_TOKENS: readonly string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-1e400',
  '1e-400',
  '-0',
  '0x10',
  '01',
  '1.',
  '.5',
  '+1',
  '9007199254740993',
  '1.7976931348623157e308',
  '5e-324',
  '1E+2',
];
