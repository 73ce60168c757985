// Reading one call's fields: which keys hold counts and rates, and what a present or absent key reads as.
import { canonicalize } from '@evidence-check/core-receipt';
import type { Input } from '../generated/schema.js';
import type { Decimal, Reading } from './decimal.js';

export type Call = Input['calls'][number];

/** Token counts. Cache reads and both kinds of cache writes are parts of `input_tokens`; reasoning tokens a part of `output_tokens`. */
export const COUNT_FIELDS = [
  'input_tokens',
  'cached_input_tokens',
  'cache_write_tokens',
  'cache_write_1h_tokens',
  'output_tokens',
  'reasoning_tokens',
  'long_context_threshold_tokens',
] as const;
/** The rates of the base tier. */
export const BASE_RATE_FIELDS = [
  'input_usd_per_million',
  'cached_input_usd_per_million',
  'cache_write_usd_per_million',
  'cache_write_1h_usd_per_million',
  'output_usd_per_million',
  'reasoning_usd_per_million',
] as const;
/** The rates of the long-context tier: each replaces its base rate when the tier applies. */
export const LONG_CONTEXT_RATE_FIELDS = [
  'long_context_input_usd_per_million',
  'long_context_cached_input_usd_per_million',
  'long_context_cache_write_usd_per_million',
  'long_context_cache_write_1h_usd_per_million',
  'long_context_output_usd_per_million',
] as const;
export const RATE_FIELDS = [...BASE_RATE_FIELDS, ...LONG_CONTEXT_RATE_FIELDS] as const;
export type CountField = (typeof COUNT_FIELDS)[number];
export type RateField = (typeof RATE_FIELDS)[number];
export type Field = CountField | RateField | 'tool_cost_usd';

/** Every key of a call this check reads; any other key is unread and listed as such. */
export const READ_KEYS: ReadonlySet<string> = new Set<string>(['id', 'model', ...COUNT_FIELDS, ...RATE_FIELDS, 'tool_cost_usd']);

/**
 * An unread key whose name says it carries usage or price (`cache_creation_input_tokens`,
 * `audio_tokens`, `batch_discount`, `web_search_cost`): leaving it out may understate the cost.
 * Matched by fixed substrings of the lower-cased name, never by a caller pattern.
 */
const USAGE_WORDS = ['token', 'usd', 'cost', 'price', 'cache', 'reasoning', 'batch', 'tier', 'context'] as const;
export const looksLikeUsage = (key: string): boolean => {
  const lower = key.toLowerCase();
  return USAGE_WORDS.some((word) => lower.includes(word));
};

/** An optional key that is absent reads as `absent`; a present one as its reading. */
export type FieldReading = Reading | { ok: false; absent: true };

export function readField(call: Call, field: Field, reader: (value: unknown) => Reading): FieldReading {
  if (!Object.prototype.hasOwnProperty.call(call, field)) return { ok: false, absent: true };
  return reader(call[field]);
}

export const valueOf = (reading: FieldReading): Decimal | null => (reading.ok ? reading.value : null);
export const isAbsent = (reading: FieldReading): boolean => 'absent' in reading;

/** The digit count of a decimal declined for its length alone; null otherwise. */
export const declinedDigits = (reading: FieldReading): number | null =>
  !reading.ok && 'digits' in reading && reading.digits !== undefined ? reading.digits : null;

/** A call's id as a subject and as a duplicate key (RFC 8785 canonical JSON); both null when it is not a usable id. */
export function callIdentity(id: unknown): { subject: string | null; idKey: string | null } {
  if (typeof id === 'string' && id.trim() !== '') return { subject: id, idKey: canonicalize(id) };
  if (typeof id === 'number' && Number.isFinite(id)) return { subject: String(id), idKey: canonicalize(id) };
  return { subject: null, idKey: null };
}
