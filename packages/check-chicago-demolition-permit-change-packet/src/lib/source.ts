// Where the records come from: the request, the gateway's maintained source, or neither.
import type { JsonObject, RunContext, SnapshotDisclosure, SourceMode } from '@evidence-check/core-receipt';
import type { Input } from '../generated/schema.js';

/** Building Permits on the City of Chicago data portal (filtered to wrecking/demolition permits by the adapter). */
export const DATASET = 'ydr8-5enu';

export interface Source {
  mode: SourceMode;
  dataset: string;
  snapshot: SnapshotDisclosure | null;
  records: readonly JsonObject[] | null;
  generatedAt: string | null;
}

/**
 * Records in the request win (caller-supplied); else the gateway's records with the mode it names
 * (records from a context that names no live or fallback source are disclosed as caller-supplied);
 * else there are no records.
 */
export function sourceOf(input: Input, context: RunContext): Source {
  if (input.records !== undefined) {
    return { mode: 'caller-supplied', dataset: DATASET, snapshot: null, records: input.records as JsonObject[], generatedAt: input.records_generated_at ?? null };
  }
  if (Array.isArray(context.records)) {
    const mode: SourceMode = context.sourceMode === 'live' || context.sourceMode === 'fallback' ? context.sourceMode : 'caller-supplied';
    const snapshot = mode === 'caller-supplied' ? null : (context.snapshot ?? null);
    return { mode, dataset: context.dataset ?? DATASET, snapshot, records: context.records, generatedAt: snapshot?.capturedAt ?? null };
  }
  return { mode: 'caller-supplied', dataset: DATASET, snapshot: null, records: null, generatedAt: null };
}
