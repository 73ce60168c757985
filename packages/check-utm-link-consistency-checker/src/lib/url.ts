/** URL handling on the WHATWG URL parser (the `URL` global) and URLSearchParams decoding. */
export type Parsed = { ok: true; url: URL } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'scheme'; scheme: string };

export function parseLink(text: string): Parsed {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'scheme', scheme: url.protocol.slice(0, -1) };
  return { ok: true, url };
}

/**
 * The form two links must share to be duplicates: the parser's canonical scheme, host, port and
 * path; query parameters in a stable sorted order re-serialized by URLSearchParams (so `%20` and
 * `+` agree); no fragment.
 */
export function normalizedLink(url: URL): string {
  const copy = new URL(url.href);
  copy.hash = '';
  copy.searchParams.sort();
  return copy.href;
}

/** Parameters written in the fragment (`#utm_source=x` or `#/route?utm_source=x`). */
export function fragmentParams(url: URL): string[] {
  const hash = url.hash.slice(1);
  if (hash === '') return [];
  const query = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : hash;
  if (!query.includes('=')) return [];
  return [...new URLSearchParams(query).keys()];
}

export type WhitespaceIssue = 'leading-or-trailing' | 'repeated' | 'non-space-whitespace';

export function whitespaceIssue(value: string): WhitespaceIssue | null {
  if (value !== value.trim()) return 'leading-or-trailing';
  if (/[^\S ]/.test(value)) return 'non-space-whitespace';
  if (/ {2}/.test(value)) return 'repeated';
  return null;
}

export type EncodingIssue = 'double-encoded' | 'malformed-percent-encoding';

/** After one round of decoding a value should hold no `%XX` and no U+FFFD (undecodable bytes). */
export function encodingIssue(value: string): EncodingIssue | null {
  if (value.includes('\uFFFD')) return 'malformed-percent-encoding';
  if (/%[0-9A-Fa-f]{2}/.test(value)) return 'double-encoded';
  return null;
}

/** Comparison key for drift: trimmed, inner whitespace collapsed, lowercase. */
export function driftKey(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A value as a drift group counts its spellings: trimmed, inner whitespace collapsed, case kept. */
export function spellingOf(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}
