// Versioned schema migrations, applied in order on start; the applied versions are recorded in
// `ec_schema_migrations`. A migration is never edited once released: add the next version.

export interface Migration {
  version: number;
  description: string;
  sqlite: string;
  /** `{schema}` is replaced with the quoted schema name. */
  postgres: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'snapshots of normalized public records, keyed by query fingerprint',
    sqlite: `
      CREATE TABLE ec_snapshots (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        fingerprint TEXT NOT NULL,
        dataset TEXT NOT NULL,
        captured_at TEXT NOT NULL,
        source_updated_at TEXT,
        record_count INTEGER NOT NULL,
        truncated INTEGER NOT NULL,
        records TEXT NOT NULL
      );
      CREATE INDEX ec_snapshots_fingerprint ON ec_snapshots (fingerprint, captured_at DESC, seq DESC);
    `,
    postgres: `
      CREATE TABLE {schema}.ec_snapshots (
        seq BIGSERIAL PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        fingerprint TEXT NOT NULL,
        dataset TEXT NOT NULL,
        captured_at TIMESTAMPTZ NOT NULL,
        source_updated_at TIMESTAMPTZ,
        record_count INTEGER NOT NULL,
        truncated BOOLEAN NOT NULL,
        records TEXT NOT NULL
      );
      CREATE INDEX ec_snapshots_fingerprint ON {schema}.ec_snapshots (fingerprint, captured_at DESC, seq DESC);
    `,
  },
];

export const LATEST_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;
