// Where the records come from: the request, the gateway's maintained source, or neither.
import { recordSource, type JsonObject, type RecordSource, type RunContext } from '@evidence-check/core-receipt';
import type { Input } from '../generated/schema.js';

/** Building Permits on the City of Chicago data portal (filtered to wrecking/demolition permits by the adapter). */
export const DATASET = 'ydr8-5enu';

/** Where the records come from (core-receipt's `recordSource`, the same for both public-data products). */
export type Source = RecordSource;

export function sourceOf(input: Input, context: RunContext): Source {
  return recordSource({ records: input.records as JsonObject[] | undefined, generatedAt: input.records_generated_at }, context, DATASET);
}
