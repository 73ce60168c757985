/**
 * DMARC identifier alignment (RFC 7489 §3.1; RFC 9989 §3.2.10, which obsoletes it): strict mode
 * needs the two domains to be identical, relaxed mode needs them to share an organizational
 * domain. RFC 7489 §3.2 finds the organizational domain with the Public Suffix List, read here
 * through `tldts` with its ICANN and private sections, as mailauth does. RFC 9989 finds it with a
 * DNS tree walk instead, which a check that resolves no DNS cannot do; the two agree unless a
 * domain's DMARC records say otherwise (a `psd=` tag), which the caller would have to tell us.
 */
import { getDomain } from 'tldts';

export type AlignmentMode = 'relaxed' | 'strict';

/** Lower case, A-labels for U-labels (the WHATWG host parser), no final dot; null when it is no host name. */
export function normalizeDomain(domain: string): string | null {
  const trimmed = domain.trim().toLowerCase().replace(/\.+$/, '');
  if (trimmed === '') return null;
  if (/^[a-z0-9.-]+$/.test(trimmed)) return trimmed;
  try {
    const host = new URL(`http://${trimmed}/`).hostname;
    return host === '' ? null : host;
  } catch {
    return null;
  }
}

/** The organizational domain by the Public Suffix List; a public suffix itself, or an unlisted name, stands for itself. */
export function organizationalDomain(domain: string): string {
  return getDomain(domain, { allowIcannDomains: true, allowPrivateDomains: true }) ?? domain;
}

export function aligned(authorDomain: string, identifier: string, mode: AlignmentMode): boolean {
  if (authorDomain === identifier) return true;
  return mode === 'relaxed' && organizationalDomain(authorDomain) === organizationalDomain(identifier);
}
