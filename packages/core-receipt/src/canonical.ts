import { createHash } from 'node:crypto';
import canonicalizeJson from 'canonicalize';

/**
 * RFC 8785 (JCS) canonical JSON. Throws on values JSON cannot carry (undefined, functions,
 * non-finite numbers), because a digest of a value that cannot round-trip would prove nothing.
 */
export function canonicalize(value: unknown): string {
  assertCanonicalizable(value, '');
  const text = canonicalizeJson(value);
  if (text === undefined) throw new TypeError('value cannot be canonicalized');
  return text;
}

function assertCanonicalizable(value: unknown, at: string): void {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return;
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`non-finite number at "${at}"`);
      return;
    case 'object':
      if (value === null) return;
      if (Array.isArray(value)) {
        value.forEach((item, index) => assertCanonicalizable(item, `${at}/${index}`));
        return;
      }
      for (const [key, item] of Object.entries(value)) assertCanonicalizable(item, `${at}/${key}`);
      return;
    default:
      throw new TypeError(`${typeof value} at "${at}" is not JSON`);
  }
}

/** `sha256:<hex>` of the UTF-8 bytes of the canonical JSON of `value`. */
export function digest(value: unknown): string {
  return `sha256:${createHash('sha256').update(canonicalize(value), 'utf8').digest('hex')}`;
}
