import { createHash } from 'node:crypto';
import canonicalizeJson from 'canonicalize';
import { jsonPointer } from './pointer.js';

/**
 * Why a value has no canonical form, and where (an RFC 6901 pointer into the value). Callers that
 * take JSON from outside (the gateway) catch it and answer 400 instead of failing.
 */
export class CanonicalizationError extends TypeError {
  constructor(
    readonly pointer: string,
    readonly reason: string,
  ) {
    super(`${reason} at "${pointer}"`);
    this.name = 'CanonicalizationError';
  }
}

/**
 * A UTF-16 surrogate that is not half of a pair. In a `u` regular expression a well-formed pair
 * is one code point, so only a lone surrogate matches `\p{Cs}`.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * RFC 8785 (JCS) canonical JSON. Throws a CanonicalizationError on values JSON cannot carry
 * (undefined, functions, non-finite numbers), because a digest of a value that cannot round-trip
 * would prove nothing.
 *
 * Lone UTF-16 surrogates (`"\ud800"` is valid RFC 8259 JSON) are rejected too, in string values and
 * in property names: RFC 8785 §3.1 requires I-JSON input, and I-JSON (RFC 7493 §2.1) forbids them.
 * They are not replaced with U+FFFD: two different inputs would then share one digest.
 */
export function canonicalize(value: unknown): string {
  assertCanonicalizable(value, '');
  const text = canonicalizeJson(value);
  if (text === undefined) throw new CanonicalizationError('', 'value cannot be canonicalized');
  return text;
}

function assertCanonicalizable(value: unknown, at: string): void {
  switch (typeof value) {
    case 'string':
      if (LONE_SURROGATE.test(value)) throw new CanonicalizationError(at, 'lone UTF-16 surrogate in a string');
      return;
    case 'boolean':
      return;
    case 'number':
      if (!Number.isFinite(value)) throw new CanonicalizationError(at, 'non-finite number');
      return;
    case 'object':
      if (value === null) return;
      if (Array.isArray(value)) {
        value.forEach((item, index) => assertCanonicalizable(item, `${at}/${index}`));
        return;
      }
      for (const [key, item] of Object.entries(value)) {
        // The pointer of a bad name is escaped like any other; its surrogate shows as \\ud800 in JSON.
        const pointer = at + jsonPointer(key);
        if (LONE_SURROGATE.test(key)) throw new CanonicalizationError(pointer, 'lone UTF-16 surrogate in a property name');
        assertCanonicalizable(item, pointer);
      }
      return;
    default:
      throw new CanonicalizationError(at, `${typeof value} is not JSON`);
  }
}

/** `sha256:<hex>` of the UTF-8 bytes of the canonical JSON of `value`. */
export function digest(value: unknown): string {
  return `sha256:${createHash('sha256').update(canonicalize(value), 'utf8').digest('hex')}`;
}
