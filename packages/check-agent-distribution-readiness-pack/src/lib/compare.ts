import { fromNumber } from '@evidence-check/exact-decimal';

const foldName = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
const foldVersion = (text: string) => text.trim().replace(/^[vV](?=[0-9])/, '');
const foldUrl = (text: string) => {
  try {
    return new URL(text).href;
  } catch {
    return text;
  }
};

/** Names agree up to Unicode NFC, letter case and runs of white space (registries lower-case names). */
export function sameName(a: string, b: string): boolean {
  return foldName(a) === foldName(b);
}

/** Versions agree exactly, up to surrounding white space and one leading `v` before a digit (`v1.4.0` = `1.4.0`). */
export function sameVersion(a: string, b: string): boolean {
  return foldVersion(a) === foldVersion(b);
}

/**
 * URLs agree when their WHATWG serializations are equal: scheme and host case, default ports and
 * an empty path (`https://a.example` = `https://a.example/`) do not matter; a path, a trailing slash
 * after a path segment, a query or a fragment do. Text that is no URL is compared as is.
 */
export function sameUrl(a: string, b: string): boolean {
  return foldUrl(a) === foldUrl(b);
}

/**
 * The name a registry shows without its namespace: the MCP Registry names a server
 * `dns-namespace/name` (`io.github.acme/invoice-lint`, parseServerName) and npm a scoped package
 * `@scope/name`; the part after the one slash is the product's name. Other surfaces, and names with
 * no slash or more than one, are compared whole.
 */
export function registryLocalName(type: string, name: string): string {
  const slash = name.indexOf('/');
  if (slash <= 0 || slash !== name.lastIndexOf('/') || slash === name.length - 1) return name;
  if (type === 'agent-registry' || (type === 'package-registry' && name.startsWith('@') && slash > 1)) return name.slice(slash + 1);
  return name;
}

export type ReleaseField = 'name' | 'version' | 'canonical_url' | 'price_usd';

type Product = { name: string; version: string; canonical_url: string; price_usd: number };

/**
 * The release fields a surface shows differently from the product, in this order; the product's
 * side is folded once, not once per surface. A product field in `declined` is compared with nothing.
 */
export function releaseComparer(
  product: Product,
  declined: ReadonlySet<ReleaseField> = new Set(),
): (surface: { type: string; name?: string; version?: string; canonical_url?: string; price_usd?: number }) => ReleaseField[] {
  const name = foldName(product.name);
  const version = declined.has('version') ? null : foldVersion(product.version);
  const url = declined.has('canonical_url') ? null : foldUrl(product.canonical_url);
  const price = fromNumber(product.price_usd);
  return (surface) => {
    const fields: ReleaseField[] = [];
    if (surface.name !== undefined && foldName(surface.name) !== name && foldName(registryLocalName(surface.type, surface.name)) !== name) {
      fields.push('name');
    }
    if (surface.version !== undefined && version !== null && foldVersion(surface.version) !== version) fields.push('version');
    if (surface.canonical_url !== undefined && url !== null && foldUrl(surface.canonical_url) !== url) fields.push('canonical_url');
    if (surface.price_usd !== undefined && !fromNumber(surface.price_usd).eq(price)) fields.push('price_usd');
    return fields;
  };
}
