import { canonicalize, type JsonValue } from '@evidence-check/core-receipt';

/** Identity of an untyped value: its RFC 8785 canonical JSON, so `1` and `1.0` are one and `"1"` another. */
export function idKey(value: unknown): string {
  return canonicalize(value);
}

/** The caller's identifier as finding subject: a string as is, anything else as canonical JSON. */
export function subjectOf(value: unknown): string {
  return typeof value === 'string' ? value : canonicalize(value);
}

/** The keys of an open object that the check does not read, carried into the report unchanged. */
export function extraKeys(item: Record<string, unknown>, known: ReadonlySet<string>): Record<string, JsonValue> {
  // fromEntries defines own properties, so a member named "__proto__" is carried like any other.
  return Object.fromEntries(Object.entries(item).filter(([key]) => !known.has(key))) as Record<string, JsonValue>;
}
