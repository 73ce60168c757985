// How this check reads names: call ids, tool names and outcomes, with their length bound.
import { excerpt as excerptText, type Identifier, identifierOf } from '@evidence-check/core-receipt';

/** Outcome values that mean the call failed: compared after trimming, ignoring case. */
export const FAILED_OUTCOMES = ['error', 'errored', 'fail', 'failed', 'failure', 'timeout', 'timed_out', 'denied', 'rejected', 'cancelled', 'canceled', 'aborted', 'exception'] as const;
const FAILED: ReadonlySet<string> = new Set(FAILED_OUTCOMES);

/** Whether a call's outcome reads as a failure. */
export function isFailed(outcome: unknown): boolean {
  return typeof outcome === 'string' && FAILED.has(outcome.trim().toLowerCase());
}

/** How many missing required arguments one finding lists by name (it always gives the count). */
export const MAX_LISTED_MISSING = 20;

/**
 * The longest call id, tool name and argument path this check reads, in UTF-16 code units. A longer
 * one is flagged and not read: a call's id and tool name are repeated in every finding at the call
 * (one per forbidden argument it passes), and a contract's paths in every call that lacks them.
 */
export const MAX_NAME_LENGTH = 256;

/** A value as another item's finding names it: at most MAX_NAME_LENGTH code units, then `…`. */
export function excerpt(text: string): string {
  return excerptText(text, MAX_NAME_LENGTH);
}

/** A usable call id of at most MAX_NAME_LENGTH code units, else null. */
export function boundedId(value: unknown): Identifier | null {
  const id = identifierOf(value);
  return id && id.text.length <= MAX_NAME_LENGTH ? id : null;
}

/** Whether the value would be an id or a tool name but for its length. */
export const isTooLong = (value: unknown): value is string => typeof value === 'string' && value.length > MAX_NAME_LENGTH && value.trim() !== '';

/** A non-blank string of at most MAX_NAME_LENGTH code units, else null. */
export const toolName = (value: unknown): string | null => (typeof value === 'string' && value.length <= MAX_NAME_LENGTH && value.trim() !== '' ? value : null);
