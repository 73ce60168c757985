/** URLs as the snapshots list them: absolute http(s) only, compared without their fragment. */

export function parseHttpUrl(text: string, base?: URL | null): URL | null {
  let url: URL;
  try {
    url = base ? new URL(text, base) : new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
  return url;
}

/** Any absolute URL (a scheme of its own), or null for a relative reference or an unparsable text. */
export function parseAbsolute(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * The registrable part of a host as Lighthouse's canonical audit compared it: its last two labels
 * (`www.example.com` → `example.com`; public suffixes such as `co.uk` are not known).
 */
export function primaryDomain(url: URL): string {
  return url.hostname.split('.').slice(-2).join('.');
}

export const urlKey = (url: URL): string => `${url.origin}${url.pathname}${url.search}`;

/** What two `Sitemap:` lines compare by: the URL's key, or the text when it is no http(s) URL. */
export function directiveKey(url: string): string {
  const parsed = parseHttpUrl(url);
  return parsed ? urlKey(parsed) : url;
}

/** schema.org types compare by name: `https://schema.org/Article` is `Article`. */
export function schemaTypeKey(raw: string): string {
  const text = raw.trim();
  const lower = text.toLowerCase();
  for (const prefix of ['https://schema.org/', 'http://schema.org/']) {
    if (lower.startsWith(prefix)) return text.slice(prefix.length);
  }
  return text;
}
