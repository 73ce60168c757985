// How this check reads and names ids: the length bound, excerpts, and the documented statuses.
import { canonicalize, display, excerpt as excerptText, type Identifier, identifierOf, type JsonValue } from '@evidence-check/core-receipt';

/**
 * The longest id this check reads, in UTF-16 code units. A longer promise, action or evidence id is
 * flagged (ID_TOO_LONG) and not read: every finding at an action's entries names the action, so an
 * unbounded id would be repeated once per entry.
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

/** How an item reads in the findings of its entries: its id, else its value cut to MAX_ID_LENGTH. */
export const nameOf = (entry: { id: Identifier | null; value: unknown }): string => entry.id?.text ?? excerpt(display(entry.value));

/** The action statuses this check reads; only `completed` claims completion. */
export const ACTION_STATUSES = ['completed', 'partial', 'failed', 'blocked', 'skipped', 'in_progress'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];

/**
 * A status as PROMISE_PARTIAL lists it: as given, but a string or a list or object whose canonical
 * JSON is longer than MAX_ID_LENGTH is cut to that length (one action's status is listed at every
 * promise it serves, so it must not be unbounded).
 */
export function shownStatus(status: unknown): JsonValue {
  if (typeof status === 'string') return excerpt(status);
  if (status === null || typeof status !== 'object') return (status ?? null) as JsonValue;
  const text = canonicalize(status);
  return text.length <= MAX_ID_LENGTH ? (status as JsonValue) : excerpt(text);
}
