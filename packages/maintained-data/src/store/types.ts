import type { JsonObject } from '@evidence-check/core-receipt';

/** What a live answer leaves behind: normalized public records, never the caller's query. */
export interface NewSnapshot {
  /** HMAC-SHA256(server secret, canonical query), hex. */
  fingerprint: string;
  /** Socrata dataset id, e.g. ydr8-5enu. */
  dataset: string;
  /** When the answer was received, ISO 8601 with milliseconds. */
  capturedAt: string;
  /** When the source dataset last changed (portal header), ISO 8601, or null when not reported. */
  sourceUpdatedAt: string | null;
  /** True when the source holds more matches than were kept. */
  truncated: boolean;
  records: JsonObject[];
}

export interface Snapshot extends NewSnapshot {
  id: string;
  /** Number of records (also `records.length`). */
  recordCount: number;
}

export interface SnapshotWithPrevious {
  snapshot: Snapshot;
  /** The newest retained snapshot of the same fingerprint captured before `snapshot`, or null. */
  previous: Snapshot | null;
}

/**
 * One interface, two implementations: SQLite (embedded, one file) and PostgreSQL (shared by several
 * gateway instances). Writes for one fingerprint are serialized; retention keeps the newest
 * `retain` snapshots of each fingerprint.
 */
export interface SnapshotStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Applies the missing migrations; returns the schema version. Called once on start. */
  migrate(): Promise<number>;
  /** Retains a snapshot (pruning older ones past the retention) and returns it with its predecessor. */
  save(snapshot: NewSnapshot): Promise<SnapshotWithPrevious>;
  /** The newest retained snapshot of a fingerprint, with its predecessor; null when there is none. */
  latest(fingerprint: string): Promise<SnapshotWithPrevious | null>;
  /** Every retained snapshot of a fingerprint, newest first. */
  list(fingerprint: string): Promise<Snapshot[]>;
  /** One trivial round trip (`SELECT 1`): resolves when the store answers, rejects otherwise. For readiness probes. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Ordering of snapshots: capture time, then insertion order (several instances may share a millisecond). */
export const NEWEST_FIRST = 'captured_at DESC, seq DESC';
