import { sha256Hex } from '#sha256';
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

/** A string JSON must escape: a quote, a backslash or a control character (RFC 8785 §3.2.2.2). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be escaped
const NEEDS_ESCAPE = /["\\\u0000-\u001f]/;

/**
 * RFC 8785 (JCS) canonical JSON. Throws a CanonicalizationError on values JSON cannot carry
 * (undefined, functions, non-finite numbers), because a digest of a value that cannot round-trip
 * would prove nothing.
 *
 * Lone UTF-16 surrogates (`"\ud800"` is valid RFC 8259 JSON) are rejected too, in string values and
 * in property names: RFC 8785 §3.1 requires I-JSON input, and I-JSON (RFC 7493 §2.1) forbids them.
 * They are not replaced with U+FFFD: two different inputs would then share one digest.
 *
 * JCS is ECMAScript's own JSON serialization of each primitive (§3.2.2) with object members
 * sorted by UTF-16 code units (§3.2.3). So the common case is a copy with sorted members given to
 * the platform's JSON.stringify; member names that look like array indices (which every object
 * enumerates first, in numeric order) and faults take one linear walk that writes the text itself.
 * The `canonicalize` package is the oracle of the tests; it took ~15 ms for 120 KB and a second
 * walk for the checks, half of a small check's run time at the gateway's largest input.
 */
export function canonicalize(value: unknown): string {
  try {
    return JSON.stringify(sortedCopy(value));
  } catch (error) {
    if (!(error instanceof NotCanonical)) throw error;
  }
  try {
    return serialize(value);
  } catch (error) {
    if (!(error instanceof NotCanonical)) throw error;
    // Only a refused value pays for locating its fault.
    locateFault(value, '');
    throw new CanonicalizationError('', 'value cannot be canonicalized');
  }
}

/** A member name that every JavaScript object enumerates before the others. */
const INDEX_NAME = /^(?:0|[1-9][0-9]*)$/;

/** The value with every object's members inserted in JCS order; NotCanonical where that cannot hold. */
function sortedCopy(value: unknown): unknown {
  switch (typeof value) {
    case 'string':
      if (!value.isWellFormed()) throw new NotCanonical();
      return value;
    case 'boolean':
      return value;
    case 'number':
      if (!Number.isFinite(value)) throw new NotCanonical();
      return value;
    case 'object': {
      if (value === null) return null;
      if (Array.isArray(value)) {
        const copy = new Array<unknown>(value.length);
        for (let i = 0; i < value.length; i++) copy[i] = sortedCopy(value[i]);
        return copy;
      }
      const object = value as Record<string, unknown>;
      const keys = Object.keys(object).sort();
      const copy: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i] as string;
        // "__proto__" would set the copy's prototype instead of a member (the oracle test found it).
        if (INDEX_NAME.test(key) || key === '__proto__' || !key.isWellFormed()) throw new NotCanonical();
        copy[key] = sortedCopy(object[key]);
      }
      return copy;
    }
    default:
      throw new NotCanonical();
  }
}

/** Thrown by the walks; `locateFault` then names the place. */
class NotCanonical extends Error {}

function quote(text: string): string {
  if (!text.isWellFormed()) throw new NotCanonical();
  return NEEDS_ESCAPE.test(text) ? JSON.stringify(text) : `"${text}"`;
}

function serialize(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      // ECMAScript's Number::toString is JCS's number form (§3.2.2.3); -0 prints as 0.
      if (!Number.isFinite(value)) throw new NotCanonical();
      return String(value);
    case 'object': {
      if (value === null) return 'null';
      if (Array.isArray(value)) {
        let text = '[';
        for (let i = 0; i < value.length; i++) text += (i === 0 ? '' : ',') + serialize(value[i]);
        return `${text}]`;
      }
      const object = value as Record<string, unknown>;
      const keys = Object.keys(object).sort();
      let text = '{';
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i] as string;
        text += `${i === 0 ? '' : ','}${quote(key)}:${serialize(object[key])}`;
      }
      return `${text}}`;
    }
    default:
      throw new NotCanonical();
  }
}

function locateFault(value: unknown, at: string): void {
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
        value.forEach((item, index) => locateFault(item, `${at}/${index}`));
        return;
      }
      for (const [key, item] of Object.entries(value)) {
        // The pointer of a bad name is escaped like any other; its surrogate shows as \\ud800 in JSON.
        const pointer = at + jsonPointer(key);
        if (LONE_SURROGATE.test(key)) throw new CanonicalizationError(pointer, 'lone UTF-16 surrogate in a property name');
        locateFault(item, pointer);
      }
      return;
    default:
      throw new CanonicalizationError(at, `${typeof value} is not JSON`);
  }
}

/** `sha256:<hex>` of the UTF-8 bytes of the canonical JSON of `value`. */
export function digest(value: unknown): string {
  return `sha256:${sha256Hex(canonicalize(value))}`;
}
