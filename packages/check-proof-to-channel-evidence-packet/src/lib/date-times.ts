/**
 * observed_at is repeated by a finding per evidence item dated after it, so a date-time with more
 * fractional-second digits than this is declined, not read: nanoseconds take 9, and the interface
 * leaves the digits open.
 */
export const MAX_FRACTION_DIGITS = 30;
