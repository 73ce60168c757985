/**
 * Link shorteners and redirectors (a documented, conservative list; subdomains included). A
 * shortened link hides its destination from readers and moderators and from the channel's own
 * link checks.
 */
export const SHORTENER_HOSTS: readonly string[] = [
  'bit.ly', 'bitly.com', 'buff.ly', 'cutt.ly', 'goo.gl', 'is.gd', 'lnkd.in', 'ow.ly', 'rb.gy', 'rebrand.ly',
  'shorturl.at', 't.co', 't.ly', 'tiny.cc', 'tinyurl.com', 'trib.al', 'v.gd', 'dlvr.it', 'shorte.st', 'adf.ly',
];

/** The host of a link target, read as a URL (or as `https://` + the text when it has no scheme). */
export function hostOf(target: string): string | null {
  for (const text of [target, `https://${target}`]) {
    try {
      const url = new URL(text);
      if (url.hostname) return url.hostname.toLowerCase().replace(/\.$/, '');
    } catch {
      // not a URL in this form; try the next one
    }
  }
  return null;
}

export function isShortened(target: string): boolean {
  const host = hostOf(target.trim());
  if (!host) return false;
  return SHORTENER_HOSTS.some((shortener) => host === shortener || host.endsWith(`.${shortener}`));
}

const withoutWww = (host: string): string => (host.startsWith('www.') ? host.slice(4) : host);

/** Two hosts belong to one site: equal up to a leading `www.`, or one a subdomain of the other. */
export function sameSite(a: string, b: string): boolean {
  const x = withoutWww(a);
  const y = withoutWww(b);
  return x === y || x.endsWith(`.${y}`) || y.endsWith(`.${x}`);
}

/** The link target carries a non-empty `utm_source` query parameter (read by the WHATWG URL parser). */
export function carriesUtmSource(target: string): boolean {
  for (const text of [target, `https://${target}`]) {
    try {
      const url = new URL(text);
      if (!url.hostname) continue;
      return (url.searchParams.get('utm_source') ?? '').trim() !== '';
    } catch {
      // not a URL in this form; try the next one
    }
  }
  return false;
}
