import { canonicalize, display, excerpt } from '@evidence-check/core-receipt';

/** Identity of an untyped value: its RFC 8785 canonical JSON, so `1` and `1.0` are one and `"1"` another. */
export function idKey(value: unknown): string {
  return canonicalize(value);
}

/**
 * The most characters of caller text a finding quotes: ids, event names and dotted paths. A
 * delivery's id and event are quoted in each of its findings (up to 10 missing fields and more),
 * and a contract's required paths in those of every delivery of its event: quoted whole, long
 * texts would make the result grow with findings × text length.
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

