import { MIMEType } from 'whatwg-mimetype';
import type { Read } from './status.js';

/** RFC 6838 §4.2 `restricted-name`: 1 to 127 characters. */
export const MAX_NAME_LENGTH = 127;

/** HTTP white space (WHATWG MIME Sniffing §3): what the parser trims around a media type and its subtype. */
const isHttpWhitespace = (code: number): boolean => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
const HTTP_WHITESPACE = /[ \t\n\r]/;

/**
 * The part of a content type the essence depends on: the text before the first `;`, without HTTP
 * white space at either end (null when the value is blank). The WHATWG parser derives the essence
 * from exactly this part (parameters never make a type unreadable), but trims with
 * `/[ \t\n\r]+$/`, which backtracks quadratically over a long run of inner white space; cutting
 * the value with this linear scan first keeps the parser on short, white-space-free text.
 */
function essencePart(value: string): string | null {
  let start = 0;
  let end = value.length;
  while (start < end && isHttpWhitespace(value.charCodeAt(start))) start++;
  while (end > start && isHttpWhitespace(value.charCodeAt(end - 1))) end--;
  const semicolon = value.indexOf(';', start);
  if (semicolon !== -1 && semicolon < end) {
    end = semicolon;
    while (end > start && isHttpWhitespace(value.charCodeAt(end - 1))) end--;
  }
  return start < end ? value.slice(start, end) : null;
}

/**
 * A content type compared as a media type (RFC 9110 §8.3.1): type and subtype are case-insensitive
 * and parameters such as `charset` do not take part. Parsed by whatwg-mimetype (the WHATWG MIME
 * Sniffing parser, pure string code), whose essence is the lower-cased `type/subtype`.
 */
export function readMediaType(value: unknown): Read<string> {
  if (typeof value !== 'string') return { ok: false, reason: 'a content type is a string such as "application/json"' };
  const part = essencePart(value);
  // White space inside type/subtype is no token character: the parser would refuse it too.
  const parsed = part === null || HTTP_WHITESPACE.test(part) ? null : MIMEType.parse(part);
  if (!parsed) return { ok: false, reason: `"${value}" is not a media type (type/subtype)` };
  // RFC 6838 §4.2: a type or subtype name has at most 127 characters. An expected type is quoted in
  // the finding of every mismatching response, so a longer one is refused rather than repeated.
  if (parsed.type.length > MAX_NAME_LENGTH || parsed.subtype.length > MAX_NAME_LENGTH) {
    return { ok: false, reason: `a type or subtype name is longer than ${MAX_NAME_LENGTH} characters (RFC 6838 §4.2)` };
  }
  return { ok: true, value: parsed.essence };
}
