// One suite, two stores: SQLite (a file in a temporary directory) and the machine's real
// PostgreSQL (a schema of its own, dropped at the end).
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { LATEST_VERSION, PostgresSnapshotStore, SqliteSnapshotStore, type NewSnapshot, type SnapshotStore } from '../src/index.js';
import { TEST_DATABASE_URL, tempDir, testSchema } from './support.js';

const fp = (name: string) => createHash('sha256').update(name).digest('hex');
const at = (second: number) => new Date(Date.UTC(2026, 2, 1, 12, 0, second)).toISOString();

function snapshot(fingerprint: string, second: number, records: NewSnapshot['records'] = [{ id: `r${second}` }]): NewSnapshot {
  return { fingerprint, dataset: 'rsxa-ify5', capturedAt: at(second), sourceUpdatedAt: at(0), truncated: false, records };
}

interface Backend {
  name: string;
  open(retain: number): SnapshotStore;
  /** A second, independent connection to the same data (another gateway instance). */
  second(retain: number): SnapshotStore;
  cleanup(): Promise<void>;
}

function sqliteBackend(): Backend {
  const dir = tempDir();
  const path = join(dir.path, 'snapshots.sqlite');
  return {
    name: 'SQLite',
    open: (retain) => new SqliteSnapshotStore({ path, retain }),
    second: (retain) => new SqliteSnapshotStore({ path, retain }),
    cleanup: async () => dir.remove(),
  };
}

function postgresBackend(): Backend {
  const schema = testSchema();
  return {
    name: 'PostgreSQL',
    open: (retain) => new PostgresSnapshotStore({ connectionString: TEST_DATABASE_URL, schema, retain }),
    second: (retain) => new PostgresSnapshotStore({ connectionString: TEST_DATABASE_URL, schema, retain }),
    cleanup: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    },
  };
}

describe.each([['SQLite', sqliteBackend], ['PostgreSQL', postgresBackend]] as const)('%s snapshot store', (_name, make) => {
  let backend: Backend;
  let store: SnapshotStore;
  const opened: SnapshotStore[] = [];
  const open = (retain: number, second = false) => {
    const s = second ? backend.second(retain) : backend.open(retain);
    opened.push(s);
    return s;
  };

  beforeAll(async () => {
    backend = make();
    store = open(10);
    await store.migrate();
  });
  afterAll(async () => {
    for (const s of opened) await s.close();
    await backend.cleanup();
  });

  test('migrations are versioned and run once: a second run changes nothing', async () => {
    expect(await store.migrate()).toBe(LATEST_VERSION);
    const other = open(10, true);
    expect(await other.migrate()).toBe(LATEST_VERSION);
  });

  test('ping answers while the store is open and fails once it is closed', async () => {
    const other = open(10, true);
    await expect(other.ping()).resolves.toBeUndefined();
    await other.close();
    await expect(other.ping()).rejects.toThrow();
  });

  test('nothing retained: latest is null, list is empty', async () => {
    expect(await store.latest(fp('nothing'))).toBeNull();
    expect(await store.list(fp('nothing'))).toEqual([]);
  });

  test('a snapshot comes back intact: records (key order, unicode, nesting), times, counts, truncation', async () => {
    const records: NewSnapshot['records'] = [
      { z: 'last key first', a: null, 'ключ': 'значение 🏗️', nested: { b: [1, 2.5, 'x'], a: true } },
      { purchase_order_contract_number: "O'BRIEN -- 50%", revision_number: '0', award_amount: '-100.00' },
    ];
    const { snapshot: saved, previous } = await store.save({ ...snapshot(fp('intact'), 5, records), truncated: true, sourceUpdatedAt: null });
    expect(previous).toBeNull();
    expect(saved).toMatchObject({ fingerprint: fp('intact'), dataset: 'rsxa-ify5', capturedAt: at(5), sourceUpdatedAt: null, truncated: true, recordCount: 2 });
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    const latest = await store.latest(fp('intact'));
    expect(latest?.snapshot).toEqual(saved);
    expect(JSON.stringify(latest?.snapshot.records)).toBe(JSON.stringify(records));
  });

  test('latest is the newest capture; previous is the newest captured before it', async () => {
    const key = fp('order');
    const first = await store.save(snapshot(key, 10));
    const third = await store.save(snapshot(key, 30));
    const second = await store.save(snapshot(key, 20)); // arrives late, captured in between
    expect(first.previous).toBeNull();
    expect(third.previous?.id).toBe(first.snapshot.id);
    expect(second.previous?.id).toBe(first.snapshot.id);
    const latest = await store.latest(key);
    expect(latest?.snapshot.id).toBe(third.snapshot.id);
    expect(latest?.previous?.id).toBe(second.snapshot.id);
    expect((await store.list(key)).map((s) => s.capturedAt)).toEqual([at(30), at(20), at(10)]);
  });

  test('two snapshots captured in the same millisecond: the later insert is the newer', async () => {
    const key = fp('same-ms');
    const a = await store.save(snapshot(key, 40));
    const b = await store.save(snapshot(key, 40));
    expect((await store.latest(key))?.snapshot.id).toBe(b.snapshot.id);
    expect(b.previous?.id).toBe(a.snapshot.id);
  });

  test('retention keeps the newest N per fingerprint and leaves other fingerprints alone', async () => {
    const small = open(3, true);
    const key = fp('retention');
    const other = fp('retention-other');
    await small.save(snapshot(other, 1));
    for (let second = 1; second <= 7; second += 1) await small.save(snapshot(key, second));
    expect((await small.list(key)).map((s) => s.capturedAt)).toEqual([at(7), at(6), at(5)]);
    expect(await small.list(other)).toHaveLength(1);
  });

  test('snapshots that are not what they claim are refused before writing', async () => {
    await expect(store.save({ ...snapshot(fp('bad'), 1), fingerprint: 'plain query text' })).rejects.toThrow(/fingerprint/);
    await expect(store.save({ ...snapshot(fp('bad'), 1), capturedAt: 'yesterday' })).rejects.toThrow(/capturedAt/);
    expect(await store.list(fp('bad'))).toEqual([]);
  });

  test('two instances writing one fingerprint at once lose nothing and corrupt nothing', async () => {
    const key = fp('concurrent');
    const a = open(1_000);
    const b = open(1_000, true);
    const writes = Array.from({ length: 40 }, (_, i) => {
      const writer = i % 2 === 0 ? a : b;
      return writer.save(snapshot(key, i % 60, [{ writer: i % 2 === 0 ? 'a' : 'b', index: i, payload: 'x'.repeat(200 + i) }]));
    });
    const results = await Promise.all(writes);
    const ids = new Set(results.map((r) => r.snapshot.id));
    expect(ids.size).toBe(40);
    const kept = await store.list(key);
    expect(kept).toHaveLength(40);
    expect(new Set(kept.map((s) => s.id))).toEqual(ids);
    for (const s of kept) {
      const record = s.records[0] as { index: number; payload: string };
      expect(record.payload).toBe('x'.repeat(200 + record.index));
      expect(s.capturedAt).toBe(at(record.index % 60));
    }
  });

  test('two instances pruning one fingerprint at once keep exactly the newest N', async () => {
    const key = fp('concurrent-retention');
    const a = open(5);
    const b = open(5, true);
    await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? a : b).save(snapshot(key, i))));
    expect((await store.list(key)).map((s) => s.capturedAt)).toEqual([29, 28, 27, 26, 25].map(at));
  });
});

test('SQLite: the data directory file is created on demand and its schema version recorded', async () => {
  const dir = tempDir();
  try {
    const path = join(dir.path, 'nested', 'snapshots.sqlite');
    const store = new SqliteSnapshotStore({ path, retain: 2 });
    expect(await store.migrate()).toBe(LATEST_VERSION);
    await store.close();
    const db = new DatabaseSync(path, { readOnly: true });
    expect(db.prepare('SELECT version FROM ec_schema_migrations ORDER BY version').all().map((row) => ({ ...row }))).toEqual([{ version: LATEST_VERSION }]);
    db.close();
  } finally {
    dir.remove();
  }
});
