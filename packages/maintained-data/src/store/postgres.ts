// The shared store: PostgreSQL (`pg`), for several gateway instances. Writes for one fingerprint
// take a transaction-scoped advisory lock on it, so two instances saving the same query at once
// run one after the other (insert, prune, read back) and neither loses the other's snapshot.
// Migrations take a fixed advisory lock, so instances starting together migrate once.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { checkNewSnapshot, fromRow, type SnapshotRow } from './common.js';
import { MIGRATIONS } from './migrations.js';
import { NEWEST_FIRST, type NewSnapshot, type Snapshot, type SnapshotStore, type SnapshotWithPrevious } from './types.js';

export interface PostgresStoreOptions {
  connectionString: string;
  /** Schema holding the tables (created when missing). */
  schema?: string;
  /** Snapshots kept per fingerprint (the newest ones). */
  retain: number;
  /** Budget of one statement, in milliseconds. */
  statementTimeoutMs?: number;
  /** Budget for getting a connection, in milliseconds. */
  connectTimeoutMs?: number;
  maxConnections?: number;
}

/** Arbitrary constant: the advisory lock held while migrating. */
const MIGRATION_LOCK = 0x45c_5a9;

export class PostgresSnapshotStore implements SnapshotStore {
  readonly kind = 'postgres' as const;
  private readonly pool: pg.Pool;
  private readonly schema: string;
  private readonly table: string;

  constructor(private readonly options: PostgresStoreOptions) {
    if (!Number.isInteger(options.retain) || options.retain < 1) throw new Error('retain must be a positive integer');
    const schema = options.schema ?? 'public';
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`schema must be a lower-case SQL identifier, got "${schema}"`);
    this.schema = `"${schema}"`;
    this.table = `${this.schema}.ec_snapshots`;
    this.pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.maxConnections ?? 5,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      statement_timeout: options.statementTimeoutMs ?? 10_000,
      application_name: 'evidence-check-gateway',
    });
    // An idle client that loses its server must not crash the process; the next query reconnects.
    this.pool.on('error', () => undefined);
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async migrate(): Promise<number> {
    return this.transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${this.schema}`);
      await client.query(`CREATE TABLE IF NOT EXISTS ${this.schema}.ec_schema_migrations (
        version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
      const { rows } = await client.query<{ version: number | null }>(`SELECT MAX(version) AS version FROM ${this.schema}.ec_schema_migrations`);
      let version = rows[0]?.version ?? 0;
      for (const migration of MIGRATIONS) {
        if (migration.version <= version) continue;
        await client.query(migration.postgres.replaceAll('{schema}', this.schema));
        await client.query(`INSERT INTO ${this.schema}.ec_schema_migrations (version, description) VALUES ($1, $2)`, [
          migration.version,
          migration.description,
        ]);
        version = migration.version;
      }
      return version;
    });
  }

  private async previousOf(client: pg.ClientBase, fingerprint: string, capturedAt: string | Date, seq: string | number): Promise<Snapshot | null> {
    const { rows } = await client.query<SnapshotRow>(
      `SELECT * FROM ${this.table} WHERE fingerprint = $1 AND (captured_at, seq) < ($2::timestamptz, $3::bigint)
       ORDER BY ${NEWEST_FIRST} LIMIT 1`,
      [fingerprint, capturedAt, seq],
    );
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async save(snapshot: NewSnapshot): Promise<SnapshotWithPrevious> {
    checkNewSnapshot(snapshot);
    const id = randomUUID();
    return this.transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [snapshot.fingerprint]);
      const inserted = await client.query<{ seq: string }>(
        `INSERT INTO ${this.table} (id, fingerprint, dataset, captured_at, source_updated_at, record_count, truncated, records)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING seq`,
        [
          id,
          snapshot.fingerprint,
          snapshot.dataset,
          snapshot.capturedAt,
          snapshot.sourceUpdatedAt,
          snapshot.records.length,
          snapshot.truncated,
          JSON.stringify(snapshot.records),
        ],
      );
      const seq = (inserted.rows[0] as { seq: string }).seq;
      await client.query(
        `DELETE FROM ${this.table} WHERE fingerprint = $1 AND seq NOT IN
           (SELECT seq FROM ${this.table} WHERE fingerprint = $1 ORDER BY ${NEWEST_FIRST} LIMIT $2)`,
        [snapshot.fingerprint, this.options.retain],
      );
      const saved = await client.query<SnapshotRow>(`SELECT * FROM ${this.table} WHERE seq = $1`, [seq]);
      const stored: Snapshot = saved.rows[0] ? fromRow(saved.rows[0]) : { ...snapshot, id, recordCount: snapshot.records.length };
      return { snapshot: stored, previous: await this.previousOf(client, snapshot.fingerprint, snapshot.capturedAt, seq) };
    });
  }

  async latest(fingerprint: string): Promise<SnapshotWithPrevious | null> {
    return this.transaction(async (client) => {
      await client.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      const { rows } = await client.query<SnapshotRow>(
        `SELECT * FROM ${this.table} WHERE fingerprint = $1 ORDER BY ${NEWEST_FIRST} LIMIT 1`,
        [fingerprint],
      );
      const row = rows[0];
      if (!row) return null;
      return { snapshot: fromRow(row), previous: await this.previousOf(client, fingerprint, row.captured_at, row.seq) };
    });
  }

  async list(fingerprint: string): Promise<Snapshot[]> {
    const { rows } = await this.pool.query<SnapshotRow>(`SELECT * FROM ${this.table} WHERE fingerprint = $1 ORDER BY ${NEWEST_FIRST}`, [fingerprint]);
    return rows.map(fromRow);
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  private closed = false;

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }
}
