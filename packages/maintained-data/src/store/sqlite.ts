// The embedded store: one SQLite file in the data directory, through Node's built-in `node:sqlite`
// (no native addon to build or to abort at exit; measured against better-sqlite3 13 in the
// README). Writers are serialized by `BEGIN IMMEDIATE` (also across processes sharing the file,
// with a busy timeout); WAL lets readers go on while one writes.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { checkNewSnapshot, fromRow, type SnapshotRow } from './common.js';
import { MIGRATIONS } from './migrations.js';
import { NEWEST_FIRST, type NewSnapshot, type Snapshot, type SnapshotStore, type SnapshotWithPrevious } from './types.js';

export interface SqliteStoreOptions {
  /** Path of the database file (`:memory:` for a private in-memory store). */
  path: string;
  /** Snapshots kept per fingerprint (the newest ones). */
  retain: number;
  busyTimeoutMs?: number;
}

export class SqliteSnapshotStore implements SnapshotStore {
  readonly kind = 'sqlite' as const;
  private readonly db: DatabaseSync;
  private open = true;

  constructor(private readonly options: SqliteStoreOptions) {
    if (!Number.isInteger(options.retain) || options.retain < 1) throw new Error('retain must be a positive integer');
    if (options.path !== ':memory:') mkdirSync(dirname(options.path), { recursive: true, mode: 0o700 });
    this.db = new DatabaseSync(options.path, { timeout: options.busyTimeoutMs ?? 5_000 });
    if (options.path !== ':memory:') this.db.exec('PRAGMA journal_mode = WAL');
    this.db.exec('PRAGMA synchronous = NORMAL');
  }

  /** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
  private transaction<T>(mode: 'IMMEDIATE' | 'DEFERRED', work: () => T): T {
    this.db.exec(`BEGIN ${mode}`);
    try {
      const result = work();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      if (this.db.isTransaction) this.db.exec('ROLLBACK');
      throw error;
    }
  }

  async migrate(): Promise<number> {
    return this.transaction('IMMEDIATE', () => {
      this.db.exec(`CREATE TABLE IF NOT EXISTS ec_schema_migrations (
        version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at TEXT NOT NULL)`);
      const row = this.db.prepare('SELECT MAX(version) AS version FROM ec_schema_migrations').get() as { version: number | null };
      let version = row.version ?? 0;
      for (const migration of MIGRATIONS) {
        if (migration.version <= version) continue;
        this.db.exec(migration.sqlite);
        this.db
          .prepare('INSERT INTO ec_schema_migrations (version, description, applied_at) VALUES (?, ?, ?)')
          .run(migration.version, migration.description, new Date().toISOString());
        version = migration.version;
      }
      return version;
    });
  }

  private previousOf(fingerprint: string, capturedAt: string, seq: number): Snapshot | null {
    const row = this.db
      .prepare(
        `SELECT * FROM ec_snapshots WHERE fingerprint = ? AND (captured_at < ? OR (captured_at = ? AND seq < ?))
         ORDER BY ${NEWEST_FIRST} LIMIT 1`,
      )
      .get(fingerprint, capturedAt, capturedAt, seq) as SnapshotRow | undefined;
    return row ? fromRow(row) : null;
  }

  async save(snapshot: NewSnapshot): Promise<SnapshotWithPrevious> {
    checkNewSnapshot(snapshot);
    const id = randomUUID();
    return this.transaction('IMMEDIATE', (): SnapshotWithPrevious => {
      const { lastInsertRowid } = this.db
        .prepare(
          `INSERT INTO ec_snapshots (id, fingerprint, dataset, captured_at, source_updated_at, record_count, truncated, records)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          snapshot.fingerprint,
          snapshot.dataset,
          snapshot.capturedAt,
          snapshot.sourceUpdatedAt,
          snapshot.records.length,
          snapshot.truncated ? 1 : 0,
          JSON.stringify(snapshot.records),
        );
      this.db
        .prepare(
          `DELETE FROM ec_snapshots WHERE fingerprint = ? AND seq NOT IN
             (SELECT seq FROM ec_snapshots WHERE fingerprint = ? ORDER BY ${NEWEST_FIRST} LIMIT ?)`,
        )
        .run(snapshot.fingerprint, snapshot.fingerprint, this.options.retain);
      const saved = this.db.prepare('SELECT * FROM ec_snapshots WHERE seq = ?').get(lastInsertRowid) as SnapshotRow | undefined;
      const stored: Snapshot = saved ? fromRow(saved) : { ...snapshot, id, recordCount: snapshot.records.length };
      return { snapshot: stored, previous: this.previousOf(snapshot.fingerprint, snapshot.capturedAt, Number(lastInsertRowid)) };
    });
  }

  async latest(fingerprint: string): Promise<SnapshotWithPrevious | null> {
    return this.transaction('DEFERRED', (): SnapshotWithPrevious | null => {
      const row = this.db
        .prepare(`SELECT * FROM ec_snapshots WHERE fingerprint = ? ORDER BY ${NEWEST_FIRST} LIMIT 1`)
        .get(fingerprint) as SnapshotRow | undefined;
      if (!row) return null;
      return { snapshot: fromRow(row), previous: this.previousOf(fingerprint, String(row.captured_at), Number(row.seq)) };
    });
  }

  async list(fingerprint: string): Promise<Snapshot[]> {
    const rows = this.db.prepare(`SELECT * FROM ec_snapshots WHERE fingerprint = ? ORDER BY ${NEWEST_FIRST}`).all(fingerprint) as unknown as SnapshotRow[];
    return rows.map(fromRow);
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (!this.open) return;
    this.open = false;
    this.db.close();
  }
}
