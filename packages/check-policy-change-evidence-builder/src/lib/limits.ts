/**
 * A duplicate finding lists at most this many positions of its set (the first ones); `count` is
 * always the full size. Listing every position in every member's finding would make the result
 * grow with the square of the set.
 */
export const LISTED_POSITIONS = 20;

/** The 1-based positions a duplicate finding lists, computed once per set. */
export const listedPositions = (indices: readonly number[]): number[] => indices.slice(0, LISTED_POSITIONS).map((index) => index + 1);
