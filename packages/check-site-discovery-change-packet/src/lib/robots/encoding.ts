/**
 * The one octet form in which robots.txt patterns and URI paths are compared (RFC 9309 §2.2.2).
 *
 * - Octets outside ASCII are UTF-8 percent-encoded; so are ASCII characters that may not appear
 *   raw in a URI (controls, space, `"`, `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}`) and a `%`
 *   that starts no escape.
 * - A percent-encoded unreserved character (`A–Z a–z 0–9 - . _ ~`) is decoded ("%62%61%7A" is
 *   "baz", the RFC's own example); every other escape keeps its octet, with upper-case hex.
 * - In the query (after the first `?`), an escaped reserved character equals the raw one, so the
 *   rule `/foo/bar?baz=https://foo.bar` meets the URI `/foo/bar?baz=https%3A%2F%2Ffoo.bar`
 *   (the RFC's table, row 2) and a raw rule still meets a raw URI.
 * - `*` and `$` are special in patterns; in a URI they are data, so a URI's `*` and `$` compare
 *   as `%2A` and `%24`: the pattern `/path/file-with-a-%2A.html` meets `/path/file-with-a-*.html`
 *   (RFC 9309 §2.2.3).
 */

const HEX = '0123456789ABCDEF';

function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0x41 && code <= 0x46) return code - 0x37;
  if (code >= 0x61 && code <= 0x66) return code - 0x57;
  return -1;
}

function isUnreserved(code: number): boolean {
  return (
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x30 && code <= 0x39) ||
    code === 0x2d ||
    code === 0x2e ||
    code === 0x5f ||
    code === 0x7e
  );
}

const RESERVED = new Set([...":/?#[]@!$&'()*+,;="].map((c) => c.charCodeAt(0)));
const STAR = 0x2a;
const DOLLAR = 0x24;
const PERCENT = 0x25;
const QUESTION = 0x3f;

function escapeByte(byte: number): string {
  return `%${HEX[byte >> 4]}${HEX[byte & 15]}`;
}

function utf8Escapes(codePoint: number): string {
  const cp = codePoint >= 0xd800 && codePoint <= 0xdfff ? 0xfffd : codePoint;
  if (cp < 0x800) return escapeByte(0xc0 | (cp >> 6)) + escapeByte(0x80 | (cp & 63));
  if (cp < 0x10000) return escapeByte(0xe0 | (cp >> 12)) + escapeByte(0x80 | ((cp >> 6) & 63)) + escapeByte(0x80 | (cp & 63));
  return (
    escapeByte(0xf0 | (cp >> 18)) +
    escapeByte(0x80 | ((cp >> 12) & 63)) +
    escapeByte(0x80 | ((cp >> 6) & 63)) +
    escapeByte(0x80 | (cp & 63))
  );
}

/** A compiled pattern: literal segments between `*`, in canonical form; `anchored` for a final `$`. */
export interface PatternForm {
  segments: string[];
  anchored: boolean;
  /** The canonical pattern text (`*` and a final `$` kept): its length is the rule's specificity. */
  text: string;
}

/**
 * Walks `input` once and writes the canonical form. In `pattern` mode `*` splits segments and a
 * final `$` anchors; in `path` mode both are data.
 */
function canonical(input: string, mode: 'pattern' | 'path'): PatternForm {
  const segments: string[] = [];
  let current = '';
  let anchored = false;
  let inQuery = false;
  const length = input.length;
  for (let i = 0; i < length; i++) {
    const code = input.charCodeAt(i);
    if (code === PERCENT) {
      const high = i + 2 < length ? hexValue(input.charCodeAt(i + 1)) : -1;
      const low = high >= 0 ? hexValue(input.charCodeAt(i + 2)) : -1;
      if (low < 0) {
        current += '%25';
        continue;
      }
      const byte = high * 16 + low;
      i += 2;
      if (isUnreserved(byte) || (inQuery && byte < 0x80 && RESERVED.has(byte) && byte !== STAR && byte !== DOLLAR)) {
        current += String.fromCharCode(byte);
      } else {
        current += escapeByte(byte);
      }
      continue;
    }
    if (code === STAR) {
      if (mode === 'pattern') {
        segments.push(current);
        current = '';
      } else {
        current += '%2A';
      }
      continue;
    }
    if (code === DOLLAR) {
      if (mode === 'pattern' && i === length - 1) {
        anchored = true;
      } else {
        current += '%24';
      }
      continue;
    }
    if (code === QUESTION) inQuery = true;
    if (code < 0x80) {
      current += isUnreserved(code) || RESERVED.has(code) ? input[i] : escapeByte(code);
      continue;
    }
    const codePoint = input.codePointAt(i) as number;
    if (codePoint > 0xffff) i++;
    current += utf8Escapes(codePoint);
  }
  segments.push(current);
  return { segments, anchored, text: segments.join('*') + (anchored ? '$' : '') };
}

export function canonicalPattern(pattern: string): PatternForm {
  return canonical(pattern, 'pattern');
}

export function canonicalPath(path: string): string {
  return canonical(path, 'path').segments[0] as string;
}
