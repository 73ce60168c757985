// In-flight payment locks shared through a real Redis (127.0.0.1:6379, a service of this machine
// and of CI), as several gateway instances would share them.
import { randomUUID } from 'node:crypto';
import { registry } from '@evidence-check/catalog-builder';
import { ANVIL_ACCOUNTS, startDevChain, type DevChain } from '@evidence-check/dev-chain';
import type { FacilitatorClient } from '@x402/core/server';
import { RedisPaymentLocks, startGateway, type RunningGateway } from '../src/index.js';
import { devChainFacilitator, memoryLogger, testConfig, type Json } from './helpers.js';
import { payer, postPaid, termsOf } from './payer.js';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const prefix = () => `evidence-check-test:${randomUUID()}:`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RedisPaymentLocks', () => {
  const opened: RedisPaymentLocks[] = [];
  const locks = (options: { ttlMs: number; prefix: string; url?: string; onError?: (e: Error) => void }) => {
    const lock = new RedisPaymentLocks(options.url ?? REDIS_URL, options);
    opened.push(lock);
    return lock;
  };
  afterAll(async () => Promise.all(opened.map((lock) => lock.close())));

  test('one holder at a time across instances; released locks can be taken again', async () => {
    const shared = prefix();
    const a = locks({ ttlMs: 10_000, prefix: shared });
    const b = locks({ ttlMs: 10_000, prefix: shared });
    expect(await a.acquire('payer:nonce')).toBe(true);
    expect(await b.acquire('payer:nonce')).toBe(false);
    expect(await a.acquire('payer:nonce')).toBe(false);
    expect(await b.acquire('payer:other-nonce')).toBe(true);
    await a.release('payer:nonce');
    expect(await b.acquire('payer:nonce')).toBe(true);
  });

  test('an expired lock can be taken over, and its first holder cannot release the new one', async () => {
    const shared = prefix();
    const a = locks({ ttlMs: 150, prefix: shared });
    const b = locks({ ttlMs: 10_000, prefix: shared });
    expect(await a.acquire('k')).toBe(true);
    await sleep(400);
    expect(await b.acquire('k')).toBe(true);
    await a.release('k');
    expect(await a.acquire('k')).toBe(false);
  });

  test('Redis unreachable: fails open (the chain nonce still protects) and reports the outage', async () => {
    const errors: Error[] = [];
    const down = locks({ ttlMs: 1_000, prefix: prefix(), url: 'redis://127.0.0.1:9', onError: (e) => errors.push(e) });
    expect(await down.acquire('k')).toBe(true);
    expect(errors.length).toBeGreaterThan(0);
  });
});

describe('two gateway instances sharing Redis', () => {
  const CSV = 'csv-schema-drift-preflight';
  const csv = registry.find((check) => check.id === CSV)!;
  let chain: DevChain;
  let first: RunningGateway;
  let second: RunningGateway;

  /** The real facilitator, settling slowly, so a duplicate surely arrives while the first is in flight. */
  const slowSettling = (account: number): FacilitatorClient => devChainFacilitator(chain, () => sleep(400), account);

  beforeAll(async () => {
    chain = await startDevChain();
    const config = testConfig({ redisUrl: REDIS_URL });
    // Different settlement accounts: two processes never share a nonce sequence.
    first = await startGateway(config, { checks: [csv], facilitator: slowSettling(0), logger: memoryLogger().logger });
    second = await startGateway(config, { checks: [csv], facilitator: slowSettling(8), logger: memoryLogger().logger });
  }, 60_000);
  afterAll(async () => {
    await first.close();
    await second.close();
    await chain.stop();
  });

  test('one payment sent to both instances at once: one result; the duplicate is refused as in use', async () => {
    const buyer = payer(chain, ANVIL_ACCOUNTS[2]!.privateKey);
    const header = buyer.header(await buyer.sign(await termsOf(`${first.url}/api/run/${CSV}`, csv.sampleInput)));
    const winner = postPaid(`${first.url}/api/run/${CSV}`, csv.sampleInput, header);
    await sleep(100); // the first request holds the lock (verified, settling slowly)
    const duplicate = await postPaid(`${second.url}/api/run/${CSV}`, csv.sampleInput, header);
    expect(duplicate.status).toBe(402);
    const body = (await duplicate.json()) as Json;
    expect(body.error.code).toBe('PAYMENT_INVALID');
    expect(body.error.message).toMatch(/already being used/);
    expect((await winner).status).toBe(200);
  }, 60_000);
});
