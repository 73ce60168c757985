// The open timestamp keys this check reads, named after W3C PROV-O's startedAtTime, endedAtTime and
// generatedAtTime: RFC 3339 date-times, compared exactly (every fractional digit, offsets applied).
import { parseDateTime, type Instant } from '@evidence-check/instant';

/** An outcome's start and end, and an evidence object's generation time. */
export const STARTED_KEY = 'started_at';
export const ENDED_KEY = 'ended_at';
export const GENERATED_KEY = 'generated_at';

/** No RFC 3339 date-time is longer (a long fraction aside): longer text is not parsed at all. */
const MAX_TIMESTAMP_LENGTH = 64;

export type TimestampRead = { ok: true; instant: Instant } | { ok: false; reason: string } | null;

/** null when the key is absent; else the instant, or why the value is not an RFC 3339 date-time. */
export function readTimestamp(item: Record<string, unknown>, key: string): TimestampRead {
  if (!Object.prototype.hasOwnProperty.call(item, key)) return null;
  const value = item[key];
  if (typeof value !== 'string') return { ok: false, reason: 'not a string' };
  if (value.length > MAX_TIMESTAMP_LENGTH) return { ok: false, reason: `longer than ${MAX_TIMESTAMP_LENGTH} characters` };
  const parsed = parseDateTime(value);
  return parsed.ok ? { ok: true, instant: parsed.instant } : { ok: false, reason: parsed.reason };
}
