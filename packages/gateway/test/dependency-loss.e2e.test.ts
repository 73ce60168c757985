// Two gateway instances share Redis (payment locks) and PostgreSQL (snapshots), as the README's
// multi-instance deployment runs them, each through a TCP proxy the test cuts: the shared services
// themselves are never stopped. When one goes away in the middle of paid requests: readiness says
// which (503 NOT_READY), a request that cannot be answered is a clear 503 and is not settled, no
// payment settles twice, and nothing retained or paid is lost once the service is back. Real
// chain (anvil), the official x402 client, the real stores.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { registry } from '@evidence-check/catalog-builder';
import type { CheckDefinition } from '@evidence-check/core-receipt';
import { ANVIL_ACCOUNTS, startDevChain, type DevChain } from '@evidence-check/dev-chain';
import { FakeSoda, permitRow } from '@evidence-check/maintained-data/testing';
import type { FacilitatorClient } from '@x402/core/server';
import { DEV_RECEIVER_ADDRESS, startGateway, type RunningGateway } from '../src/index.js';
import { errorShapeProblem } from './error-shape.js';
import { devChainFacilitator, memoryLogger, testConfig, type Json } from './helpers.js';
import { payer, postPaid, termsOf } from './payer.js';
import { TcpProxy } from './tcp-proxy.js';

const DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const csv = registry.find((check) => check.id === 'csv-schema-drift-preflight')!;
const demolition = registry.find((check) => check.id === 'chicago-demolition-permit-change-packet')!;
const receiver = DEV_RECEIVER_ADDRESS as `0x${string}`;
const schema = `ec_test_loss_${process.pid}_${randomBytes(4).toString('hex')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let chain: DevChain;
let fake: FakeSoda;
let redis: TcpProxy;
let postgres: TcpProxy;
let dataDir: string;
type Instance = RunningGateway & { lines: string[] };
const instances: Instance[] = [];
/** Per instance: runs just before its facilitator settles. */
const beforeSettle: Array<(() => Promise<void>) | null> = [null, null];

async function startInstance(facilitator: FacilitatorClient) {
  const { logger, lines } = memoryLogger();
  const config = testConfig(
    {},
    {
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      DATABASE_URL: `postgresql://postgres@127.0.0.1:${postgres.port}${new URL(DATABASE_URL).pathname}`,
      DATABASE_SCHEMA: schema,
      SNAPSHOT_SECRET: 'a shared secret of at least thirty-two characters',
      CHICAGO_DATA_BASE_URL: fake.url,
      DATA_DIR: dataDir,
      SODA_TIMEOUT_MS: '3000',
      SODA_RETRIES: '0',
      SOURCE_BUDGET_MS: '6000',
    },
  );
  return { ...(await startGateway(config, { checks: [csv, demolition] as CheckDefinition[], facilitator, logger })), lines };
}

beforeAll(async () => {
  const target = (url: string, port: number) => Number(new URL(url).port || port);
  [chain, fake, redis, postgres] = await Promise.all([
    startDevChain(),
    FakeSoda.start({
      datasets: { 'ydr8-5enu': [permitRow({ id: '3215489', permit_: '100987654', issue_date: '2026-02-10T00:00:00.000' })], 'rsxa-ify5': [] },
    }),
    TcpProxy.start(target(REDIS_URL, 6379), new URL(REDIS_URL).hostname),
    TcpProxy.start(target(DATABASE_URL, 5432), new URL(DATABASE_URL).hostname),
  ]);
  dataDir = mkdtempSync(join(tmpdir(), 'gateway-loss-'));
  for (let i = 0; i < 2; i++) {
    instances.push(await startInstance(devChainFacilitator(chain, () => beforeSettle[i]?.())));
  }
}, 90_000);

afterAll(async () => {
  for (const instance of instances) await instance.close();
  await Promise.all([chain?.stop(), fake?.stop(), redis?.stop(), postgres?.stop()]);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
  rmSync(dataDir, { recursive: true, force: true });
});

async function readiness(instance: RunningGateway): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${instance.url}/health/ready`);
  const text = await res.text();
  if (res.status !== 200) expect(errorShapeProblem(res.headers.get('content-type'), text)).toBeNull();
  return { status: res.status, body: JSON.parse(text) };
}

/** Polls readiness until `accept` holds (the report is cached for a second; the probe bounded to 500 ms). */
async function readinessUntil(instance: RunningGateway, accept: (answer: { status: number; body: Json }) => boolean) {
  let answer = await readiness(instance);
  for (let i = 0; i < 100 && !accept(answer); i++) {
    await sleep(100);
    answer = await readiness(instance);
  }
  return answer;
}

const balances = (...addresses: `0x${string}`[]) => Promise.all(addresses.map((a) => chain.balanceOf(a)));
const url = (instance: RunningGateway, id: string) => `${instance.url}/api/run/${id}`;

test('both instances are ready: Redis locks and PostgreSQL snapshots answer through the proxies', async () => {
  for (const instance of instances) {
    // The run workers may still be loading the checks (runs: starting): wait for that only.
    const { status, body } = await readinessUntil(instance, ({ status: s, body: b }) => s === 200 || b.error?.details?.runs?.state !== 'starting');
    expect(status).toBe(200);
    expect(body.dependencies).toMatchObject({ locks: { state: 'up', kind: 'redis' }, snapshots: { state: 'up', kind: 'postgres' }, payments: { state: 'up' } });
  }
});

test('PostgreSQL goes away during a paid lookup: 503 SOURCE_UNAVAILABLE, not settled; once it is back the same payment answers from the retained snapshot, charged once', async () => {
  const [a, b] = instances as [Instance, Instance];
  const input = { query: '1600 West North Avenue' };
  // Instance A answers live: the snapshot is retained in the shared PostgreSQL.
  const alice = payer(chain, ANVIL_ACCOUNTS[1]!.privateKey);
  const live = await alice.fetch(url(a, demolition.id), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(input) });
  expect(live.status).toBe(200);
  const retained = ((await live.json()) as Json).receipt.source.snapshot;
  expect(retained).toMatchObject({ records: 1 });

  // Instance B: the portal is slow and then fails; PostgreSQL is cut while the request waits on it.
  const bob = payer(chain, ANVIL_ACCOUNTS[2]!.privateKey);
  const header = bob.header(await bob.sign(await termsOf(url(b, demolition.id), input)));
  const before = await balances(receiver, bob.address);
  fake.mode = 'error';
  fake.delayMs = 1_000;
  const portalCalls = fake.requests.length;
  const inFlight = postPaid(url(b, demolition.id), input, header);
  while (fake.requests.length === portalCalls) await sleep(20);
  await postgres.cut();
  const refused = await inFlight;
  expect(refused.status).toBe(503);
  expect(refused.headers.get('retry-after')).toBe('60');
  expect(refused.headers.get('payment-response')).toBeNull();
  expect(((await refused.json()) as Json).error.code).toBe('SOURCE_UNAVAILABLE');
  expect(await balances(receiver, bob.address)).toEqual(before);
  expect(b.lines.some((line) => line.includes('snapshot store failed'))).toBe(true);

  // The balancer learns which dependency is down, from both instances.
  for (const instance of [a, b]) {
    const down = await readinessUntil(instance, (r) => r.status === 503);
    expect(down.status).toBe(503);
    expect(down.body.error.code).toBe('NOT_READY');
    expect(down.body.error.details.snapshots).toMatchObject({ state: 'down', kind: 'postgres' });
    expect(down.body.error.details.locks).toMatchObject({ state: 'up' });
  }

  // Back: the same signed payment now answers from the snapshot A retained, and is charged once.
  await postgres.restore();
  fake.delayMs = 0;
  const accepted = await postPaid(url(b, demolition.id), input, header);
  expect(accepted.status).toBe(200);
  const body = (await accepted.json()) as Json;
  expect(body.receipt.source).toMatchObject({ mode: 'fallback', snapshot: retained });
  const after = await balances(receiver, bob.address);
  expect([after[0]! - before[0]!, before[1]! - after[1]!]).toEqual([250_000n, 250_000n]);
  expect((await readinessUntil(b, (r) => r.status === 200)).status).toBe(200);
  fake.mode = 'ok';
}, 60_000);

test('Redis goes away while a payment is in flight: the same payment sent to the other instance is settled at most once, readiness says locks down, and both come back', async () => {
  const [a, b] = instances as [Instance, Instance];
  const carol = payer(chain, ANVIL_ACCOUNTS[3]!.privateKey);
  const header = carol.header(await carol.sign(await termsOf(url(a, csv.id), csv.sampleInput)));
  const before = await balances(receiver, carol.address);

  // A holds the payment's lock in Redis and stops just before settling.
  let releaseA!: () => void;
  let aSettling!: () => void;
  const aReached = new Promise<void>((resolve) => (aSettling = resolve));
  beforeSettle[0] = () => {
    aSettling();
    return new Promise<void>((resolve) => (releaseA = resolve));
  };
  const first = postPaid(url(a, csv.id), csv.sampleInput, header);
  await aReached;
  await redis.cut();

  // Without Redis, B cannot see A's lock: it fails open (the chain nonce still allows one settlement).
  const second = await postPaid(url(b, csv.id), csv.sampleInput, header);
  releaseA();
  const held = await first;
  beforeSettle[0] = null;
  // B verified and settled; A's settlement, which came second, failed on the used nonce: its result is withheld.
  expect([held.status, second.status]).toEqual([402, 200]);
  expect(((await held.json()) as Json).error.code).toBe('PAYMENT_SETTLEMENT_FAILED');
  const after = await balances(receiver, carol.address);
  expect([after[0]! - before[0]!, before[1]! - after[1]!]).toEqual([50_000n, 50_000n]);
  expect(b.lines.some((line) => line.includes('payment lock store unavailable'))).toBe(true);

  for (const instance of [a, b]) {
    const down = await readinessUntil(instance, (r) => r.status === 503);
    expect(down.body.error.details.locks).toMatchObject({ state: 'down', kind: 'redis' });
    expect(down.body.error.details.snapshots).toMatchObject({ state: 'up' });
  }

  await redis.restore();
  for (const instance of [a, b]) expect((await readinessUntil(instance, (r) => r.status === 200)).status).toBe(200);
  // A replay after the outage is refused and moves nothing.
  const replay = await postPaid(url(b, csv.id), csv.sampleInput, header);
  expect(replay.status).toBe(402);
  expect(await balances(receiver, carol.address)).toEqual(after);
}, 60_000);
