// Small readers of a tool description's values, shared by the rules.
import { echoed } from '@evidence-check/core-receipt';

export const has = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** The JSON value of an input key, for details (what the caller sent, verbatim). */
export const sent = echoed;

/** Length in Unicode code points. */
export const codePoints = (text: string): number => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};

/**
 * A duplicate finding lists at most this many positions of its group (the first ones); `count`
 * is always the full size. Listing every position in every member's finding would make the
 * result grow with the square of the group.
 */
export const MAX_LISTED_POSITIONS = 10;

/** The 1-based positions a duplicate finding lists: the first MAX_LISTED_POSITIONS of the group's indices. */
export const listedPositions = (indices: readonly number[]): number[] => indices.slice(0, MAX_LISTED_POSITIONS).map((index) => index + 1);
