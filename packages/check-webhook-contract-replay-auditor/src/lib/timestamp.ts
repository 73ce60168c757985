import { Big, fromNumber, type Decimal } from '@evidence-check/exact-decimal';
import { epochSeconds, parseDateTime } from '@evidence-check/instant';

/** Seconds in year 10000: a larger Unix time is no RFC 3339 date (likely milliseconds). */
const YEAR_10000 = 253402300800;

/**
 * The most fractional digits of a second read (RFC 3339 sets no limit; clocks stop at nanoseconds).
 * observed_at is subtracted from every delivery's time and each age is written out in full, so an
 * unbounded fraction would cost deliveries × digits.
 */
export const MAX_FRACTION_DIGITS = 100;

export type Parsed = { ok: true; seconds: Decimal } | { ok: false; reason: string };

/**
 * RFC 3339 §5.6 `date-time` (`2026-03-02T12:00:00Z`, `1996-12-19T16:39:57-08:00`,
 * `1985-04-12T23:20:50.52Z`; `t`/`z` lower case and a space for `T` as §5.6 permits) as the exact
 * number of seconds since 1970-01-01T00:00:00Z, every fractional digit kept. No clock is read.
 */
export function parseRfc3339(text: string): Parsed {
  const parsed = parseDateTime(text);
  if (!parsed.ok) return { ok: false, reason: parsed.problem === 'syntax' ? 'not an RFC 3339 date-time with a UTC offset, e.g. 2026-03-02T12:00:00Z' : parsed.reason };
  if (parsed.instant.fraction.length > MAX_FRACTION_DIGITS) return { ok: false, reason: `more than ${MAX_FRACTION_DIGITS} fractional digits of a second` };
  return { ok: true, seconds: new Big(epochSeconds(parsed.instant)) };
}

/** An event time: an RFC 3339 string, or a JSON number of seconds since the Unix epoch. */
export function parseInstant(value: unknown): Parsed {
  if (typeof value === 'string') return parseRfc3339(value);
  if (typeof value === 'number') {
    if (Math.abs(value) >= YEAR_10000) return { ok: false, reason: 'Unix seconds beyond year 9999 (milliseconds?)' };
    return { ok: true, seconds: fromNumber(value) };
  }
  return { ok: false, reason: 'expected an RFC 3339 date-time string or Unix seconds' };
}

/** Unix seconds as the `webhook-timestamp` header carries them: ASCII digits only. */
const UNIX_DIGITS = /^[0-9]{1,20}$/;

/**
 * A delivery attempt's timestamp (`webhook_timestamp`): what the Standard Webhooks
 * `webhook-timestamp` header (Svix `svix-timestamp`) carries, "integer unix timestamp (seconds
 * since epoch)", as a JSON number or as the header's digit string; an RFC 3339 date-time is read too.
 */
export function parseAttempt(value: unknown): Parsed {
  if (typeof value === 'string' && UNIX_DIGITS.test(value)) {
    const seconds = new Big(value);
    if (seconds.gte(YEAR_10000)) return { ok: false, reason: 'Unix seconds beyond year 9999 (milliseconds?)' };
    return { ok: true, seconds };
  }
  if (typeof value === 'string' || typeof value === 'number') return parseInstant(value);
  return { ok: false, reason: 'expected Unix seconds (a number or a digit string, as the webhook-timestamp header) or an RFC 3339 date-time' };
}
