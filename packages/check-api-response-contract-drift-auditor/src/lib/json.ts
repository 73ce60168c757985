import { canonicalize, canonicalOrder, display, excerpt, type JsonValue } from '@evidence-check/core-receipt';

/** The JSON type names a contract may name in `field_types` (JSON Schema 2020-12 validation §6.1.1). */
export const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'] as const;
export type JsonTypeName = (typeof JSON_TYPES)[number];

export function isJsonTypeName(name: string): name is JsonTypeName {
  return (JSON_TYPES as readonly string[]).includes(name);
}

/** The most specific JSON type of a value: a number with a zero fractional part is an `integer`. */
export function jsonTypeOf(value: unknown): Exclude<JsonTypeName, 'number'> | 'number' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'number':
      return Number.isInteger(value) ? 'integer' : 'number';
    default:
      return 'object';
  }
}

/** JSON Schema's `type` keyword: `number` admits integers, `integer` admits 1.0 (a zero fraction). */
export function hasJsonType(value: unknown, name: JsonTypeName): boolean {
  const actual = jsonTypeOf(value);
  return actual === name || (name === 'number' && actual === 'integer');
}

/** Identity of an untyped id: its RFC 8785 canonical JSON, so `1` and `1.0` are one id and `"1"` another. */
export function idKey(value: unknown): string {
  return canonicalize(value);
}

/**
 * The most characters of caller text a finding quotes: ids, dotted paths and canonical JSON
 * values. A contract's paths and values, and a response's ids, are quoted in each of the
 * response's findings (up to 10 per code), and a contract's in those of every response held to
 * it: quoted whole, long texts would make the result grow with findings × text length.
 */
export const QUOTE_LIMIT = 200;

/** `text` as a finding quotes it: whole, or its first QUOTE_LIMIT characters and `…` (never half a surrogate pair). */
export function quote(text: string): string {
  return excerpt(text, QUOTE_LIMIT);
}

/** The caller's identifier as finding subject: a string as is, anything else as canonical JSON; quoted (see `quote`). */
export function subjectOf(value: unknown): string {
  return quote(display(value));
}

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * Structural equality of two JSON values, equal exactly when their RFC 8785 canonical texts are:
 * member order does not count, numbers compare by value (`1` = `1.0`, `0` = `-0`), strings
 * exactly. It stops at the first difference, so comparing never costs more than the smaller
 * side, where canonicalising both would cost the whole of each.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  for (const key of keys) if (!hasOwn.call(right, key) || !jsonEqual(left[key], right[key])) return false;
  return true;
}

/** A value as a finding quotes it: `json` (whole or cut), and `value` only when `json` is whole. */
export interface Quoted {
  json: string;
  value: JsonValue | undefined;
}

/** `canonical` is the value's RFC 8785 text: a value too long to quote whole is not repeated either. */
export function quoteJson(value: unknown, canonical: string): Quoted {
  const json = quote(canonical);
  return { json, value: json === canonical ? canonicalOrder(value as JsonValue) : undefined };
}


