/**
 * URL normalization for redirect maps. A location becomes a key that two spellings of the same
 * request share: scheme and host lower-cased, default port dropped, dot segments resolved, a
 * trailing slash on a non-root path dropped, query parameters sorted by name (values of one name
 * keep their order), fragment dropped (it never reaches the server).
 */

/** Host used to resolve root-relative paths when the map names no single site origin. */
export const PLACEHOLDER_ORIGIN = 'http://redirect-map.invalid';

const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
const UNSAFE_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file']);
const WEB_SCHEMES = new Set(['http', 'https']);

export type InvalidReason = 'empty' | 'unparseable' | 'unsafe-scheme' | 'unsupported-scheme' | 'not-absolute' | 'escapes-root';

export type Location =
  | { ok: true; key: string; url: URL; web: boolean }
  | { ok: false; reason: InvalidReason; scheme?: string };

function isDotDot(segment: string): boolean {
  const s = segment.toLowerCase();
  return s === '..' || s === '.%2e' || s === '%2e.' || s === '%2e%2e';
}
function isDot(segment: string): boolean {
  const s = segment.toLowerCase();
  return s === '.' || s === '%2e';
}

/** True when resolving `reference` against the directory of `basePath` climbs above the root. */
export function escapesRoot(reference: string, basePath: string): boolean {
  // Only a dot segment (`..`, `.%2e`, `%2e.`, `%2e%2e`) climbs: without "." or "%" nothing can.
  if (!reference.includes('.') && !reference.includes('%')) return false;
  const pathPart = reference.split(/[?#]/, 1)[0] ?? '';
  const absolute = pathPart.startsWith('/');
  const stack = absolute ? [] : basePath.split('/').slice(1, -1);
  const segments = (absolute ? pathPart.slice(1) : pathPart).split('/');
  for (const segment of segments) {
    if (isDotDot(segment)) {
      if (stack.length === 0) return true;
      stack.pop();
    } else if (!isDot(segment)) {
      stack.push(segment);
    }
  }
  return false;
}

/** The path without its trailing slashes (`/` when nothing else is left): one scan from the end, no regular expression. */
function trimTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 0x2f) end--;
  return end === path.length ? path : end === 0 ? '/' : path.slice(0, end);
}

function keyOf(url: URL, siteOrigin: string): { key: string; web: boolean } {
  const scheme = url.protocol.slice(0, -1);
  if (!WEB_SCHEMES.has(scheme)) {
    const hash = url.href.indexOf('#');
    return { key: hash < 0 ? url.href : url.href.slice(0, hash), web: false };
  }
  let path = url.pathname;
  if (path.length > 1) path = trimTrailingSlashes(path);
  const params = new URLSearchParams(url.search);
  params.sort();
  const query = params.toString();
  const origin = url.origin === siteOrigin ? '' : url.origin;
  return { key: `${origin}${path}${query ? `?${query}` : ''}`, web: true };
}

function parseAbsolute(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** The origin of the site origin as the URL parser serializes it; the last one is kept, as a map names one. */
let lastOrigin: { text: string; origin: string } | null = null;
function originOf(siteOrigin: string): string {
  if (lastOrigin?.text !== siteOrigin) lastOrigin = { text: siteOrigin, origin: new URL(siteOrigin).origin };
  return lastOrigin.origin;
}

/**
 * A redirect source: an absolute http(s) URL or a root-relative path. `siteOrigin` is the one
 * origin the map's absolute sources share (or the placeholder), so `/a` and `https://site/a` meet.
 */
export function normalizeSource(raw: string, siteOrigin: string): Location {
  const text = raw.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if (UNSAFE_SCHEMES.has(scheme)) return { ok: false, reason: 'unsafe-scheme', scheme };
    if (!WEB_SCHEMES.has(scheme)) return { ok: false, reason: 'unsupported-scheme', scheme };
    const url = parseAbsolute(text);
    if (!url || url.hostname === '') return { ok: false, reason: 'unparseable' };
    return { ok: true, url, ...keyOf(url, siteOrigin) };
  }
  if (!text.startsWith('/') || text.startsWith('//')) return { ok: false, reason: 'not-absolute' };
  if (escapesRoot(text, '/')) return { ok: false, reason: 'escapes-root' };
  let url: URL;
  try {
    url = new URL(text, siteOrigin);
  } catch {
    return { ok: false, reason: 'unparseable' };
  }
  if (url.origin !== originOf(siteOrigin)) return { ok: false, reason: 'not-absolute' };
  return { ok: true, url, ...keyOf(url, siteOrigin) };
}

/** A redirect destination, resolved against its (already valid) source URL. */
export function normalizeDestination(raw: string, source: URL, siteOrigin: string): Location {
  const text = raw.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if (UNSAFE_SCHEMES.has(scheme)) return { ok: false, reason: 'unsafe-scheme', scheme };
    const url = parseAbsolute(text);
    if (!url) return { ok: false, reason: 'unparseable' };
    if (WEB_SCHEMES.has(scheme) && url.hostname === '') return { ok: false, reason: 'unparseable' };
    return { ok: true, url, ...keyOf(url, siteOrigin) };
  }
  const networkPath = /^[/\\]{2}/.test(text);
  if (!networkPath && escapesRoot(text.replace(/\\/g, '/'), source.pathname)) return { ok: false, reason: 'escapes-root' };
  let url: URL;
  try {
    url = new URL(text, source);
  } catch {
    return { ok: false, reason: 'unparseable' };
  }
  if (url.hostname === '') return { ok: false, reason: 'unparseable' };
  return { ok: true, url, ...keyOf(url, siteOrigin) };
}

/** The single origin shared by every absolute http(s) source, or null when there are none or several. */
export function siteOriginOf(sources: readonly string[]): string | null {
  const origins = new Set<string>();
  for (const raw of sources) {
    const text = raw.trim();
    const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
    if (scheme === undefined || !WEB_SCHEMES.has(scheme)) continue;
    const url = parseAbsolute(text);
    if (url && url.hostname !== '') origins.add(url.origin);
  }
  return origins.size === 1 ? ([...origins][0] as string) : null;
}
