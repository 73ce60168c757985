import { canonicalize, type JsonValue } from '@evidence-check/core-receipt';

/** Identity of an untyped value: its RFC 8785 canonical JSON, so `1` and `1.0` are one and `"1"` another. */
export function idKey(value: unknown): string {
  return canonicalize(value);
}

/**
 * The longest identifier a finding quotes whole. A policy id is quoted in the finding of every
 * clause and list value of the policy, and a clause id in the finding of every value of its lists:
 * quoted whole, a long id would make the result grow with findings × id length.
 */
export const QUOTED_ID_LENGTH = 200;

/**
 * The caller's identifier as finding subject: a string as is, anything else as canonical JSON;
 * past QUOTED_ID_LENGTH characters, its first QUOTED_ID_LENGTH and `…` (never half a surrogate pair).
 */
export function subjectOf(value: unknown): string {
  const text = typeof value === 'string' ? value : canonicalize(value);
  if (text.length <= QUOTED_ID_LENGTH) return text;
  const code = text.charCodeAt(QUOTED_ID_LENGTH - 1);
  return `${text.slice(0, code >= 0xd800 && code <= 0xdbff ? QUOTED_ID_LENGTH - 1 : QUOTED_ID_LENGTH)}…`;
}

/** The keys of an open object that the check does not read, carried into the report unchanged. */
export function extraKeys(item: Record<string, unknown>, known: ReadonlySet<string>): Record<string, JsonValue> {
  // fromEntries defines own properties, so a member named "__proto__" is carried like any other.
  return Object.fromEntries(Object.entries(item).filter(([key]) => !known.has(key))) as Record<string, JsonValue>;
}
