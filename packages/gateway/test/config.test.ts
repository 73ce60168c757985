import { availableParallelism } from 'node:os';
import { loadConfig } from '../src/index.js';

describe('configuration from the environment', () => {
  test('defaults for local use', () => {
    expect(loadConfig({})).toMatchObject({
      port: 4021,
      host: '127.0.0.1',
      baseUrl: 'http://127.0.0.1:4021',
      assetContract: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      paymentMode: 'dev',
    });
  });
  test('BASE_URL wins and loses its trailing slash', () => {
    expect(loadConfig({ BASE_URL: 'https://api.example.com/' }).baseUrl).toBe('https://api.example.com');
  });
  test('bad values are refused with the variable named', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ RECEIVER_ADDRESS: '0x12' })).toThrow(/RECEIVER_ADDRESS/);
    expect(() => loadConfig({ BASE_URL: 'not a url' })).toThrow(/BASE_URL/);
    expect(() => loadConfig({ PAYMENT_MODE: 'free' })).toThrow(/PAYMENT_MODE/);
    expect(() => loadConfig({ PAYMENT_MODE: 'remote' })).toThrow(/X402_FACILITATOR_URL/);
  });

  test('check runs: a worker per core but one by default, and the deadline stays well inside the payment validity', () => {
    expect(loadConfig({})).toMatchObject({ runThreads: Math.max(1, availableParallelism() - 1), runDeadlineMs: 10_000, runHeapMb: 256 });
    expect(loadConfig({ RUN_THREADS: '3', RUN_DEADLINE_MS: '2500', RUN_HEAP_MB: '512' })).toMatchObject({ runThreads: 3, runDeadlineMs: 2500, runHeapMb: 512 });
    // A run sits between verification and settlement: at most a quarter of MAX_TIMEOUT_SECONDS.
    expect(loadConfig({ MAX_TIMEOUT_SECONDS: '60', RUN_DEADLINE_MS: '15000' }).runDeadlineMs).toBe(15_000);
    expect(() => loadConfig({ MAX_TIMEOUT_SECONDS: '60', RUN_DEADLINE_MS: '15001' })).toThrow(/RUN_DEADLINE_MS must be an integer from 10 to 15000/);
    expect(() => loadConfig({ RUN_THREADS: '0' })).toThrow(/RUN_THREADS/);
    expect(() => loadConfig({ RUN_HEAP_MB: '8' })).toThrow(/RUN_HEAP_MB/);
  });

  test('maintained public data: defaults, and the lookup budget stays well inside the payment validity', () => {
    expect(loadConfig({}).maintainedData).toEqual({
      baseUrl: 'https://data.cityofchicago.org',
      datasets: { permits: 'ydr8-5enu', contracts: 'rsxa-ify5' },
      appToken: null,
      timeoutMs: 5000,
      retries: 1,
      budgetMs: 12000,
      dataDir: './.data',
      databaseUrl: null,
      databaseSchema: 'public',
      snapshotSecret: null,
      snapshotsPerFingerprint: 10,
    });
    expect(loadConfig({ MAX_TIMEOUT_SECONDS: '10' }).maintainedData).toMatchObject({ budgetMs: 5000, timeoutMs: 5000 });
    expect(() => loadConfig({ MAX_TIMEOUT_SECONDS: '10', SOURCE_BUDGET_MS: '6000' })).toThrow(/SOURCE_BUDGET_MS/);
    expect(() => loadConfig({ SOURCE_BUDGET_MS: '3000', SODA_TIMEOUT_MS: '4000' })).toThrow(/SODA_TIMEOUT_MS/);
    expect(() => loadConfig({ CHICAGO_CONTRACTS_DATASET: "x' OR 1=1" })).toThrow(/CHICAGO_CONTRACTS_DATASET/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SNAPSHOT_SECRET: 'short' })).toThrow(/SNAPSHOT_SECRET/);
    expect(() => loadConfig({ SNAPSHOTS_PER_FINGERPRINT: '1' })).toThrow(/SNAPSHOTS_PER_FINGERPRINT/);
    expect(() => loadConfig({ CHICAGO_DATA_BASE_URL: 'ftp://x' })).toThrow(/CHICAGO_DATA_BASE_URL/);
  });
});
