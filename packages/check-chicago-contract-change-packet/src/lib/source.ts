// Where the rows and the baseline come from: the request, the gateway's maintained source, or neither.
import { recordSource, type JsonObject, type RecordSource, type RunContext, type SourceMode } from '@evidence-check/core-receipt';
import type { Input } from '../generated/schema.js';

/** Contracts on the City of Chicago data portal: one row per contract revision (modification). */
export const DATASET = 'rsxa-ify5';

export interface Truncation {
  /** `truncated` (the caller says so), `total-records` (the caller's total exceeds the rows), `limit-reached` (the maintained query returned `max_results` rows). */
  reason: 'truncated' | 'total-records' | 'limit-reached';
  returned: number;
  total: number | null;
}

/** Where the records come from (core-receipt's `recordSource`, the same for both public-data products). */
export type Source = RecordSource;

export interface FoundBaseline {
  /** `request` (the caller's `previous_snapshot`) or `retained` (the gateway's snapshot for the same query fingerprint). */
  origin: 'request' | 'retained';
  capturedAt: string;
  sourceUpdatedAt: string | null;
  truncation: Truncation | null;
  records: readonly JsonObject[];
}

export function sourceOf(input: Input, context: RunContext): Source {
  return recordSource({ records: input.records as JsonObject[] | undefined, generatedAt: input.records_generated_at }, context, DATASET);
}

export function callerTruncation(truncated: boolean | undefined, total: number | undefined, returned: number): Truncation | null {
  if (truncated === true) return { reason: 'truncated', returned, total: total ?? null };
  if (total !== undefined && total > returned) return { reason: 'total-records', returned, total };
  return null;
}

export function limitTruncation(returned: number, maxResults: number): Truncation | null {
  return returned >= maxResults ? { reason: 'limit-reached', returned, total: null } : null;
}

/** Why a comparison covers only part of the rows, as a message reads it. */
export function reasonText(truncation: Truncation, maxResults: number): string {
  if (truncation.reason === 'truncated') return 'they are marked truncated';
  if (truncation.reason === 'total-records') return `the source reported ${truncation.total} rows`;
  return `the maintained query returned max_results (${maxResults}) rows, so more may exist`;
}

/** The caller's `previous_snapshot` wins; else, for maintained-source records, the retained baseline. */
export function baselineOf(input: Input, context: RunContext, mode: SourceMode, maxResults: number): FoundBaseline | null {
  const previous = input.previous_snapshot;
  if (previous !== undefined) {
    return {
      origin: 'request',
      capturedAt: previous.captured_at,
      sourceUpdatedAt: previous.source_updated_at ?? null,
      truncation: callerTruncation(previous.truncated, previous.total_records, previous.records.length),
      records: previous.records as JsonObject[],
    };
  }
  const retained = context.baseline;
  if (mode === 'caller-supplied' || retained === undefined || retained === null || !Array.isArray(retained.records)) return null;
  return {
    origin: 'retained',
    capturedAt: retained.capturedAt,
    sourceUpdatedAt: retained.sourceUpdatedAt ?? null,
    truncation: limitTruncation(retained.records.length, maxResults),
    records: retained.records,
  };
}
