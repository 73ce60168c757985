import type { JsonObject } from '@evidence-check/core-receipt';
import type { NewSnapshot, Snapshot } from './types.js';

/** Refuses a snapshot the store could not give back intact. */
export function checkNewSnapshot(snapshot: NewSnapshot): void {
  if (!/^[0-9a-f]{64}$/.test(snapshot.fingerprint)) throw new Error('fingerprint must be 64 hex digits');
  if (!/^[a-z0-9]{4}-[a-z0-9]{4}$/.test(snapshot.dataset)) throw new Error('dataset must be a Socrata id');
  for (const [name, value] of [['capturedAt', snapshot.capturedAt], ['sourceUpdatedAt', snapshot.sourceUpdatedAt]] as const) {
    if (value === null && name === 'sourceUpdatedAt') continue;
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value)) || new Date(value).toISOString() !== value) {
      throw new Error(`${name} must be an ISO 8601 UTC time with milliseconds`);
    }
  }
  if (!Array.isArray(snapshot.records)) throw new Error('records must be an array');
}

export interface SnapshotRow {
  seq: number | string;
  id: string;
  fingerprint: string;
  dataset: string;
  captured_at: string | Date;
  source_updated_at: string | Date | null;
  record_count: number;
  truncated: number | boolean;
  records: string;
}

const iso = (value: string | Date): string => (value instanceof Date ? value.toISOString() : value);

export function fromRow(row: SnapshotRow): Snapshot {
  const records = JSON.parse(row.records) as JsonObject[];
  if (!Array.isArray(records) || records.length !== Number(row.record_count)) throw new Error(`snapshot ${row.id} is damaged`);
  return {
    id: row.id,
    fingerprint: row.fingerprint,
    dataset: row.dataset,
    capturedAt: iso(row.captured_at),
    sourceUpdatedAt: row.source_updated_at === null ? null : iso(row.source_updated_at),
    truncated: row.truncated === true || row.truncated === 1,
    recordCount: Number(row.record_count),
    records,
  };
}
