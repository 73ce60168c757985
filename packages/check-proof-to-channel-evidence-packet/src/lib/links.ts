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
