// How values are written into details and the report.
import { echoed } from '@evidence-check/core-receipt';

/**
 * A duplicate finding lists at most this many positions of its group (the first ones); `count`
 * is always the full size. Listing every position in every member's finding would make the
 * result grow with the square of the group.
 */
export const MAX_LISTED_POSITIONS = 10;

/** The 1-based positions a duplicate finding lists: the first MAX_LISTED_POSITIONS of the group's indices. */
export const listedPositions = (indices: readonly number[]): number[] =>
  indices.slice(0, MAX_LISTED_POSITIONS).map((index) => index + 1);

/** The JSON value of an input key, for details and the report (what the caller sent, verbatim). */
export const sent = echoed;
