import { fromNumber } from '@evidence-check/exact-decimal';

/** Names agree up to Unicode NFC, letter case and runs of white space (registries lower-case names). */
export function sameName(a: string, b: string): boolean {
  const fold = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  return fold(a) === fold(b);
}

/** Versions agree exactly, up to surrounding white space and one leading `v` before a digit (`v1.4.0` = `1.4.0`). */
export function sameVersion(a: string, b: string): boolean {
  const fold = (text: string) => text.trim().replace(/^[vV](?=[0-9])/, '');
  return fold(a) === fold(b);
}

/**
 * URLs agree when their WHATWG serializations are equal: scheme and host case, default ports and
 * an empty path (`https://a.example` = `https://a.example/`) do not matter; a path, a trailing slash
 * after a path segment, a query or a fragment do. Text that is no URL is compared as is.
 */
export function sameUrl(a: string, b: string): boolean {
  const serialize = (text: string) => {
    try {
      return new URL(text).href;
    } catch {
      return text;
    }
  };
  return serialize(a) === serialize(b);
}

export type ReleaseField = 'name' | 'version' | 'canonical_url' | 'price_usd';

/** The release fields a surface shows differently from the product, in this order. */
export function releaseMismatches(
  surface: { name?: string; version?: string; canonical_url?: string; price_usd?: number },
  product: { name: string; version: string; canonical_url: string; price_usd: number },
): ReleaseField[] {
  const fields: ReleaseField[] = [];
  if (surface.name !== undefined && !sameName(surface.name, product.name)) fields.push('name');
  if (surface.version !== undefined && !sameVersion(surface.version, product.version)) fields.push('version');
  if (surface.canonical_url !== undefined && !sameUrl(surface.canonical_url, product.canonical_url)) fields.push('canonical_url');
  if (surface.price_usd !== undefined && !fromNumber(surface.price_usd).eq(fromNumber(product.price_usd))) fields.push('price_usd');
  return fields;
}
