// Outcome ids (bounded), evidence identifiers, and pointers into an outcome.
import { excerpt as excerptText, type Identifier, identifierOf } from '@evidence-check/core-receipt';
import { EVIDENCE_ID_KEYS } from './vocabulary.js';

/**
 * The longest outcome id this check reads, in UTF-16 code units. A longer id is flagged
 * (ID_TOO_LONG) and not read: every finding at an outcome's evidence items names the outcome, so an
 * unbounded id would be repeated once per item.
 */
export const MAX_ID_LENGTH = 256;

/** A value as another item's finding names it: at most MAX_ID_LENGTH code units, then `…`. */
export function excerpt(text: string): string {
  return excerptText(text, MAX_ID_LENGTH);
}

/** A usable id of at most MAX_ID_LENGTH code units, else null. */
export function boundedId(value: unknown): Identifier | null {
  const id = identifierOf(value);
  return id && id.text.length <= MAX_ID_LENGTH ? id : null;
}

/** Whether the value would be an id but for its length. */
export const isTooLong = (value: unknown): value is string => typeof value === 'string' && value.length > MAX_ID_LENGTH && value.trim() !== '';

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
export const hasOwn = (item: object, key: string) => Object.prototype.hasOwnProperty.call(item, key);

/** A non-blank string or a number, bare or under one of EVIDENCE_ID_KEYS of an object. */
export function evidenceIdentifiers(item: unknown): Array<{ field: string | null; id: Identifier }> {
  const bare = identifierOf(item);
  if (bare) return [{ field: null, id: bare }];
  if (!isObject(item)) return [];
  return EVIDENCE_ID_KEYS.flatMap((field) => {
    const id = hasOwn(item, field) ? identifierOf(item[field]) : null;
    return id ? [{ field, id }] : [];
  });
}

/**
 * A pointer into an outcome. Written out rather than through jsonPointer: the segments after the index
 * are this check's own key names (EVIDENCE_ID_KEYS, STATEMENT_KEYS, `promised_outcome`, …) or
 * positions, none of which needs RFC 6901 escaping, and one is built for nearly every finding.
 */
export const outcomePointer = (outcome: { index: number }, ...rest: Array<string | number>) => `/outcomes/${outcome.index}${rest.map((segment) => `/${segment}`).join('')}`;
