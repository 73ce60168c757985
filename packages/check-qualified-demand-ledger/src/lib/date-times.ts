/**
 * observed_at and the window bounds are repeated by a finding per event, so a date-time with more
 * fractional-second digits than this is declined, not read: nanoseconds take 9, and the interface
 * leaves the digits open.
 */
export const MAX_FRACTION_DIGITS = 30;
