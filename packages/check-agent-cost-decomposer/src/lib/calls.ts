// Reading one call's fields: which keys hold counts and rates, and what a present or absent key reads as.
import { canonicalize } from '@evidence-check/core-receipt';
import type { Input } from '../generated/schema.js';
import type { Decimal, Reading } from './decimal.js';

export type Call = Input['calls'][number];

export const COUNT_FIELDS = ['input_tokens', 'cached_input_tokens', 'output_tokens'] as const;
export const RATE_FIELDS = ['input_usd_per_million', 'cached_input_usd_per_million', 'output_usd_per_million'] as const;
export type CountField = (typeof COUNT_FIELDS)[number];
export type RateField = (typeof RATE_FIELDS)[number];
export type Field = CountField | RateField | 'tool_cost_usd';

/** An optional key that is absent reads as `absent`; a present one as its reading. */
export type FieldReading = Reading | { ok: false; absent: true };

export function readField(call: Call, field: Field, reader: (value: unknown) => Reading): FieldReading {
  if (!Object.prototype.hasOwnProperty.call(call, field)) return { ok: false, absent: true };
  return reader(call[field]);
}

export const valueOf = (reading: FieldReading): Decimal | null => (reading.ok ? reading.value : null);

/** The digit count of a decimal declined for its length alone; null otherwise. */
export const declinedDigits = (reading: FieldReading): number | null =>
  !reading.ok && 'digits' in reading && reading.digits !== undefined ? reading.digits : null;

/** A call's id as a subject and as a duplicate key (RFC 8785 canonical JSON); both null when it is not a usable id. */
export function callIdentity(id: unknown): { subject: string | null; idKey: string | null } {
  if (typeof id === 'string' && id.trim() !== '') return { subject: id, idKey: canonicalize(id) };
  if (typeof id === 'number' && Number.isFinite(id)) return { subject: String(id), idKey: canonicalize(id) };
  return { subject: null, idKey: null };
}
