import { canonicalize, type JsonValue } from '@evidence-check/core-receipt';

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

/** The caller's identifier as finding subject: a string as is, anything else as canonical JSON. */
export function subjectOf(value: unknown): string {
  return typeof value === 'string' ? value : canonicalize(value);
}

export function asJson(value: unknown): JsonValue {
  return value as JsonValue;
}

/** The keys of an open object that the check does not read, carried into the report unchanged. */
export function extraKeys(item: Record<string, unknown>, known: ReadonlySet<string>): Record<string, JsonValue> {
  // fromEntries defines own properties, so a member named "__proto__" is carried like any other.
  return Object.fromEntries(Object.entries(item).filter(([key]) => !known.has(key))) as Record<string, JsonValue>;
}
