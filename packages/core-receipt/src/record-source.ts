// Where a maintained-data product's records come from: the request, the gateway's maintained
// source (RunContext), or neither. Both public-data products read their records so.
import type { JsonObject, RunContext, SnapshotDisclosure, SourceMode } from './types.js';

export interface RecordSource {
  mode: SourceMode;
  dataset: string;
  snapshot: SnapshotDisclosure | null;
  records: readonly JsonObject[] | null;
  /** When the records were produced: the caller's `records_generated_at`, or the snapshot's capture. */
  generatedAt: string | null;
}

/**
 * Records in the request win (caller-supplied); else the gateway's records with the mode it names
 * (records from a context that names no live or fallback source are disclosed as caller-supplied);
 * else there are no records. `dataset` is the product's own, used unless the context names one.
 */
export function recordSource(
  supplied: { records?: readonly JsonObject[] | undefined; generatedAt?: string | undefined },
  context: RunContext,
  dataset: string,
): RecordSource {
  if (supplied.records !== undefined) {
    return { mode: 'caller-supplied', dataset, snapshot: null, records: supplied.records, generatedAt: supplied.generatedAt ?? null };
  }
  if (Array.isArray(context.records)) {
    const mode: SourceMode = context.sourceMode === 'live' || context.sourceMode === 'fallback' ? context.sourceMode : 'caller-supplied';
    const snapshot = mode === 'caller-supplied' ? null : (context.snapshot ?? null);
    return { mode, dataset: context.dataset ?? dataset, snapshot, records: context.records, generatedAt: snapshot?.capturedAt ?? null };
  }
  return { mode: 'caller-supplied', dataset, snapshot: null, records: null, generatedAt: null };
}
