/**
 * One URI of a List-Unsubscribe field, checked against RFC 3986 §2–3 (character set, scheme)
 * and, for http and https, parsed with the WHATWG URL parser mailbox providers use. RFC 2369 §2
 * makes whitespace inside the angle brackets insignificant, so it is removed first.
 */
export interface CheckedUri {
  /** The URI with insignificant whitespace removed. */
  uri: string;
  /** Lower-case scheme, or null when there is none. */
  scheme: string | null;
  /** Why the URI is unusable; null when it is fine. */
  problem: string | null;
  /** The parsed URL for http and https URIs without a problem. */
  url: URL | null;
}

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const ALLOWED = new Set([..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;="]);
const HEX = /^[0-9A-Fa-f]{2}$/;

function characterProblem(uri: string): string | null {
  for (let i = 0; i < uri.length; i++) {
    const char = uri[i] as string;
    if (char === '%') {
      if (!HEX.test(uri.slice(i + 1, i + 3))) return `"%" at position ${i + 1} starts no percent-encoding`;
      i += 2;
      continue;
    }
    if (!ALLOWED.has(char)) return `character ${JSON.stringify(char)} at position ${i + 1} is not allowed in a URI`;
  }
  return null;
}

export function checkUri(raw: string): CheckedUri {
  const uri = raw.replace(/\s+/g, '');
  const scheme = SCHEME.exec(uri)?.[0].slice(0, -1).toLowerCase() ?? null;
  const result = (problem: string | null, url: URL | null = null): CheckedUri => ({ uri, scheme, problem, url });
  if (uri === '') return result('empty angle brackets');
  if (scheme === null) return result('no scheme: not an absolute URI');
  const characters = characterProblem(uri);
  if (characters) return result(characters);
  if (scheme === 'http' || scheme === 'https') {
    if (uri.slice(scheme.length + 1, scheme.length + 3) !== '//') return result(`an ${scheme} URI needs "//" and a host`);
    let url: URL;
    try {
      url = new URL(uri);
    } catch {
      return result('not a parseable URL');
    }
    if (url.hostname === '') return result('no host');
    return result(null, url);
  }
  if (scheme === 'mailto' && uri.length === 'mailto:'.length) return result('a mailto URI without an address');
  return result(null);
}
