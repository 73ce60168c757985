import { canonicalize, display, excerpt } from '@evidence-check/core-receipt';

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
  return excerpt(display(value), QUOTED_ID_LENGTH);
}

