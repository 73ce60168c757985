/**
 * Link shorteners and redirectors (a documented, conservative list; subdomains included). A
 * shortened link hides its destination from readers, moderators and spam filters.
 */
export const SHORTENER_HOSTS: readonly string[] = [
  'bit.ly', 'bitly.com', 'buff.ly', 'cutt.ly', 'goo.gl', 'is.gd', 'lnkd.in', 'ow.ly', 'rb.gy', 'rebrand.ly',
  'shorturl.at', 't.co', 't.ly', 'tiny.cc', 'tinyurl.com', 'trib.al', 'v.gd', 'dlvr.it', 'shorte.st', 'adf.ly',
];

/** The shortener host `link_url` goes through (read by the WHATWG URL parser), or null. */
export function shortenerHost(url: string): string | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
  return SHORTENER_HOSTS.some((shortener) => host === shortener || host.endsWith(`.${shortener}`)) ? host : null;
}
