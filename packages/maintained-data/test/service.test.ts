import { createHmac } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalize } from '@evidence-check/core-receipt';
import {
  ageSeconds,
  CONTRACTS_UTILITY,
  DEMOLITION_UTILITY,
  fingerprint,
  loadSecret,
  MaintainedData,
  openMaintainedData,
  SECRET_FILE,
  SourceUnavailableError,
  SqliteSnapshotStore,
  type SnapshotStore,
} from '../src/index.js';
import { contractRow, FakeSoda, permitRow } from '../src/testing/index.js';
import { tempDir } from './support.js';

const SECRET = 's'.repeat(40);
const DATASETS = { permits: 'ydr8-5enu', contracts: 'rsxa-ify5' } as const;

let fake: FakeSoda;
let store: SnapshotStore;
let clock: Date;
let issues: string[];

function service(over: Partial<ConstructorParameters<typeof MaintainedData>[0]> = {}) {
  return new MaintainedData({
    source: { baseUrl: fake.url, appToken: null, timeoutMs: 500, retries: 1, datasets: DATASETS },
    budgetMs: 3_000,
    store,
    secret: SECRET,
    now: () => clock,
    onIssue: (issue) => issues.push(`${issue.kind}:${issue.reason}`),
    ...over,
  });
}

beforeEach(async () => {
  fake = await FakeSoda.start({
    datasets: {
      'ydr8-5enu': [permitRow({ id: 'A', permit_: '100000001' }), permitRow({ id: 'B', permit_: '100000002' })],
      'rsxa-ify5': [contractRow({ revision_number: '0' })],
    },
  });
  store = new SqliteSnapshotStore({ path: ':memory:', retain: 5 });
  await store.migrate();
  clock = new Date('2026-03-02T10:00:00.000Z');
  issues = [];
});
afterEach(async () => {
  await fake.stop();
  await store.close();
});

const DEMOLITION_INPUT = { query: '1600 W North Ave' };
const CONTRACT_INPUT = { query: { field: 'vendor', value: 'example wrecking' } };

test('live: records from the source, the snapshot retained and disclosed', async () => {
  const data = service();
  const lookup = await data.lookup(DEMOLITION_UTILITY, DEMOLITION_INPUT);
  expect(lookup.mode).toBe('live');
  expect(lookup.context).toMatchObject({ sourceMode: 'live', dataset: 'ydr8-5enu' });
  expect(lookup.context.records?.map((r) => r.id)).toEqual(['A', 'B']);
  expect('baseline' in lookup.context).toBe(false); // demolition takes no baseline
  const { fingerprint: fp } = data.plan(DEMOLITION_UTILITY, DEMOLITION_INPUT);
  expect(lookup.context.snapshot).toEqual({
    id: lookup.snapshot?.id,
    fingerprint: fp,
    capturedAt: '2026-03-02T10:00:00.000Z',
    sourceUpdatedAt: '2026-03-02T06:15:00.000Z',
    records: 2,
  });
  expect((await store.list(fp)).map((s) => s.id)).toEqual([lookup.snapshot?.id]);
});

test('source down: fallback to the retained snapshot, same records, the snapshot disclosed; its age is computable', async () => {
  const data = service();
  const live = await data.lookup(DEMOLITION_UTILITY, DEMOLITION_INPUT);
  fake.mode = 'error';
  clock = new Date('2026-03-02T10:05:30.900Z');
  const fallback = await data.lookup(DEMOLITION_UTILITY, { query: '1600  west  north  avenue' }); // same query, other spelling
  expect(fallback.mode).toBe('fallback');
  expect(fallback.context.sourceMode).toBe('fallback');
  expect(fallback.context.records).toEqual(live.context.records);
  expect(fallback.context.snapshot).toEqual(live.context.snapshot);
  expect(fallback.failure?.reason).toBe('http');
  expect(ageSeconds(fallback.snapshot!.capturedAt, clock)).toBe(330);
  expect(issues).toEqual(['source:http: the source answered HTTP 500']);
});

test.each(['malformed', 'truncated', 'not-array', 'bad-rows', 'reset'] as const)('a %s answer also falls back', async (mode) => {
  const data = service();
  await data.lookup(DEMOLITION_UTILITY, DEMOLITION_INPUT);
  fake.mode = mode;
  expect((await data.lookup(DEMOLITION_UTILITY, DEMOLITION_INPUT)).mode).toBe('fallback');
});

test('a slow source falls back within the budget', async () => {
  const data = service({ budgetMs: 1_000 });
  await data.lookup(DEMOLITION_UTILITY, DEMOLITION_INPUT);
  fake.delayMs = 5_000;
  const answeredBefore = fake.answered;
  const lookup = await data.lookup(DEMOLITION_UTILITY, DEMOLITION_INPUT);
  expect(lookup.mode).toBe('fallback');
  // Given up before the slow source answered (told by order, not by a clock).
  expect(fake.requests.length).toBeGreaterThan(1);
  expect(fake.answered).toBe(answeredBefore);
});

test('no snapshot and no source: SourceUnavailableError, nothing retained', async () => {
  fake.mode = 'error';
  const data = service();
  await expect(data.lookup(DEMOLITION_UTILITY, DEMOLITION_INPUT)).rejects.toBeInstanceOf(SourceUnavailableError);
  expect(await store.list(data.plan(DEMOLITION_UTILITY, DEMOLITION_INPUT).fingerprint)).toEqual([]);
});

test('another query has no snapshot of its own: no fallback to a different fingerprint', async () => {
  const data = service();
  await data.lookup(DEMOLITION_UTILITY, DEMOLITION_INPUT);
  fake.mode = 'error';
  await expect(data.lookup(DEMOLITION_UTILITY, { query: '1602 W North Ave' })).rejects.toBeInstanceOf(SourceUnavailableError);
});

test('contracts baseline: null on the first live query, then the previous snapshot; fallback takes the one before it', async () => {
  const data = service();
  const first = await data.lookup(CONTRACTS_UTILITY, CONTRACT_INPUT);
  expect(first.context.baseline).toBeNull();

  clock = new Date('2026-03-03T10:00:00.000Z');
  fake.setRows('rsxa-ify5', [contractRow({ revision_number: '0' }), contractRow({ revision_number: '1', award_amount: '500.00' })]);
  const second = await data.lookup(CONTRACTS_UTILITY, CONTRACT_INPUT);
  expect(second.context.baseline).toEqual({
    capturedAt: '2026-03-02T10:00:00.000Z',
    records: first.context.records,
    sourceUpdatedAt: '2026-03-02T06:15:00.000Z',
  });
  expect(second.context.records).toHaveLength(2);

  fake.mode = 'error';
  const fallback = await data.lookup(CONTRACTS_UTILITY, CONTRACT_INPUT);
  expect(fallback.context.snapshot?.id).toBe(second.snapshot?.id);
  expect(fallback.context.baseline?.capturedAt).toBe('2026-03-02T10:00:00.000Z');
});

test('the store failing does not fail a live answer: no snapshot disclosed, the issue reported', async () => {
  const broken: SnapshotStore = {
    kind: 'sqlite',
    migrate: async () => 1,
    save: async () => {
      throw new Error('disk full');
    },
    latest: async () => {
      throw new Error('disk full');
    },
    list: async () => [],
    ping: async () => {
      throw new Error('disk full');
    },
    close: async () => undefined,
  };
  const data = service({ store: broken });
  const live = await data.lookup(CONTRACTS_UTILITY, CONTRACT_INPUT);
  expect(live).toMatchObject({ mode: 'live', snapshot: null, context: { sourceMode: 'live', snapshot: null, baseline: null } });
  expect(issues).toEqual(['store:disk full']);
  fake.mode = 'error';
  await expect(data.lookup(CONTRACTS_UTILITY, CONTRACT_INPUT)).rejects.toBeInstanceOf(SourceUnavailableError);
});

describe('fingerprints', () => {
  test('HMAC-SHA256 (RFC 4231 test case 2)', () => {
    expect(fingerprint('Jefe', 'what do ya want for nothing?')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  test('the fingerprint is the HMAC of the canonical query actually sent; spellings of one query share it', () => {
    const data = service();
    const plan = data.plan(CONTRACTS_UTILITY, CONTRACT_INPUT);
    const canonical = canonicalize({ v: 1, utility: CONTRACTS_UTILITY, dataset: 'rsxa-ify5', ...plan.params });
    expect(plan.fingerprint).toBe(createHmac('sha256', SECRET).update(canonical).digest('hex'));
    expect(data.plan(CONTRACTS_UTILITY, { query: { field: 'vendor', value: '  EXAMPLE   Wrecking ' } }).fingerprint).toBe(plan.fingerprint);
    expect(data.plan(CONTRACTS_UTILITY, { ...CONTRACT_INPUT, max_results: 10 }).fingerprint).not.toBe(plan.fingerprint);
    expect(data.plan(CONTRACTS_UTILITY, { query: { field: 'keyword', value: 'example wrecking' } }).fingerprint).not.toBe(plan.fingerprint);
    expect(service({ secret: 't'.repeat(40) }).plan(CONTRACTS_UTILITY, CONTRACT_INPUT).fingerprint).not.toBe(plan.fingerprint);
  });

  test('the plain query is not stored: neither the value nor the SoQL appears in the database file', async () => {
    const dir = tempDir();
    try {
      const opened = await openMaintainedData({
        dataDir: dir.path,
        databaseUrl: null,
        snapshotSecret: null,
        retain: 3,
        budgetMs: 3_000,
        source: { baseUrl: fake.url, appToken: null, timeoutMs: 500, retries: 0, datasets: DATASETS },
      });
      await opened.maintained.lookup(CONTRACTS_UTILITY, { query: { field: 'keyword', value: 'demolition services' } });
      await opened.maintained.close();
      const bytes = Buffer.concat(
        ['snapshots.sqlite', 'snapshots.sqlite-wal'].filter((f) => existsSync(join(dir.path, f))).map((f) => readFileSync(join(dir.path, f))),
      ).toString('latin1');
      expect(bytes).toContain('DEMOLITION SERVICES, CITYWIDE'); // the public record is retained
      expect(bytes).not.toContain('%DEMOLITION SERVICES%');
      expect(bytes).not.toContain('purchase_order_description) LIKE');
    } finally {
      dir.remove();
    }
  });
});

describe('the server secret', () => {
  test('generated once into the data directory (mode 0600) and kept across restarts', () => {
    const dir = tempDir();
    try {
      const first = loadSecret(null, dir.path);
      expect(first.origin).toBe('generated');
      expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
      expect(statSync(join(dir.path, SECRET_FILE)).mode & 0o777).toBe(0o600);
      expect(loadSecret(null, dir.path)).toEqual({ secret: first.secret, origin: 'file' });
    } finally {
      dir.remove();
    }
  });

  test('configuration wins; a short configured secret is refused', () => {
    const dir = tempDir();
    try {
      expect(loadSecret('c'.repeat(32), dir.path)).toEqual({ secret: 'c'.repeat(32), origin: 'configuration' });
      expect(existsSync(join(dir.path, SECRET_FILE))).toBe(false);
      expect(() => loadSecret('short', dir.path)).toThrow(/at least 32/);
    } finally {
      dir.remove();
    }
  });
});
