import { MIMEType } from 'whatwg-mimetype';
import type { Read } from './status.js';

/**
 * A content type compared as a media type (RFC 9110 §8.3.1): type and subtype are case-insensitive
 * and parameters such as `charset` do not take part. Parsed by whatwg-mimetype (the WHATWG MIME
 * Sniffing parser, pure string code), whose essence is the lower-cased `type/subtype`.
 */
export function readMediaType(value: unknown): Read<string> {
  if (typeof value !== 'string') return { ok: false, reason: 'a content type is a string such as "application/json"' };
  const parsed = MIMEType.parse(value);
  if (!parsed) return { ok: false, reason: `"${value}" is not a media type (type/subtype)` };
  return { ok: true, value: parsed.essence };
}
