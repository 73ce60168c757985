// The two maintained public-data products through the real run pipeline: dev chain (anvil), the
// official x402 client paying, the real checks, the real adapter and snapshot store (SQLite in a
// temporary directory), and a fake City of Chicago portal on 127.0.0.1 that can be taken down.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registry } from '@evidence-check/catalog-builder';
import { verifyReceipt, type CheckDefinition } from '@evidence-check/core-receipt';
import { ANVIL_ACCOUNTS, type DevChain } from '@evidence-check/dev-chain';
import { SqliteSnapshotStore, SQLITE_FILE } from '@evidence-check/maintained-data';
import { contractRow, FakeSoda, permitRow } from '@evidence-check/maintained-data/testing';
import { DEV_RECEIVER_ADDRESS, startGateway, type RunningGateway } from '../src/index.js';
import { memoryLogger, testConfig, type Json } from './helpers.js';
import { payer, postPaid, termsOf } from './payer.js';

const DEMOLITION = 'chicago-demolition-permit-change-packet';
const CONTRACTS = 'chicago-contract-change-packet';
const checks = registry.filter((check) => check.id === DEMOLITION || check.id === CONTRACTS) as CheckDefinition[];
const implemented = checks.length === 2 && checks.every((check) => check.implemented);
const receiver = DEV_RECEIVER_ADDRESS as `0x${string}`;

let gateway: RunningGateway;
let chain: DevChain;
let fake: FakeSoda;
let dataDir: string;
const log = memoryLogger();
const url = (id: string) => `${gateway.url}/api/run/${id}`;
const balances = (...addresses: `0x${string}`[]) => Promise.all(addresses.map((a) => chain.balanceOf(a)));

beforeAll(async () => {
  fake = await FakeSoda.start({
    datasets: {
      'ydr8-5enu': [
        permitRow({ id: '3215489', permit_: '100987654', issue_date: '2026-02-10T00:00:00.000' }),
        permitRow({ id: '3215490', permit_: '100987655', issue_date: '2026-02-12T00:00:00.000', review_type: 'EMERGENCY WRECKING' }),
        permitRow({ id: '4000001', permit_: '100111222', street_number: '233', street_direction: 'S', street_name: 'WACKER' }),
      ],
      'rsxa-ify5': [
        contractRow({ purchase_order_contract_number: '200145', revision_number: '0' }),
        contractRow({ purchase_order_contract_number: '31337', vendor_name: "O'BRIEN & SONS", purchase_order_description: '50%_OFF SNOW PLOWS' }),
        contractRow({ purchase_order_contract_number: '31338', vendor_name: 'OBRIEN SONS', purchase_order_description: '50X OFF SNOW PLOWS' }),
      ],
    },
  });
  dataDir = mkdtempSync(join(tmpdir(), 'gateway-maintained-'));
  const config = testConfig({ paymentMode: 'dev' }, { CHICAGO_DATA_BASE_URL: fake.url, DATA_DIR: dataDir, SODA_TIMEOUT_MS: '800', SOURCE_BUDGET_MS: '4000' });
  gateway = await startGateway(config, { checks, logger: log.logger });
  chain = gateway.facilitator!.chain!;
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await fake?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  fake.mode = 'ok';
});

/** Pays with the official client (402 -> sign -> retry) and returns the final answer. */
async function paidCall(account: number, id: string, body: unknown): Promise<{ status: number; body: Json; headers: Headers }> {
  const client = payer(chain, ANVIL_ACCOUNTS[account]!.privateKey);
  const res = await client.fetch(url(id), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Json, headers: res.headers };
}

async function retained(fingerprint: string) {
  const store = new SqliteSnapshotStore({ path: join(dataDir, SQLITE_FILE), retain: 100 });
  try {
    return await store.list(fingerprint);
  } finally {
    await store.close();
  }
}

const maybe = implemented ? describe : describe.skip;

test('the two products are sold once their checks exist (otherwise 501, never charged)', async () => {
  const res = await fetch(url(DEMOLITION), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"query":"100987654"}' });
  expect(res.status).toBe(implemented ? 402 : 501);
});

maybe('demolition permits: live, fallback, 503, caller-supplied', () => {
  const input = { query: '1600 West North Avenue' };
  let live: Json;

  test('live: the portal answers, 0.25 USDC moves once, the receipt says live and discloses the retained snapshot', async () => {
    const alice = payer(chain, ANVIL_ACCOUNTS[1]!.privateKey);
    const [receiverBefore, payerBefore] = await balances(receiver, alice.address);
    const requestsBefore = fake.requests.length;
    const answer = await paidCall(1, DEMOLITION, input);
    expect(answer.status).toBe(200);
    live = answer.body;
    expect(fake.requests.length).toBe(requestsBefore + 1);
    expect(live.receipt.source).toEqual({
      mode: 'live',
      dataset: 'ydr8-5enu',
      snapshot: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
        capturedAt: expect.any(String),
        sourceUpdatedAt: '2026-03-02T06:15:00.000Z',
        records: 2,
      },
    });
    expect(live.report.records.map((r: Json) => r.id)).toEqual(['3215490', '3215489']);
    expect(verifyReceipt(input, live)).toBe(true);
    expect((await retained(live.receipt.source.snapshot.fingerprint)).map((s) => s.id)).toEqual([live.receipt.source.snapshot.id]);
    const [receiverAfter, payerAfter] = await balances(receiver, alice.address);
    expect(receiverAfter! - receiverBefore!).toBe(250_000n);
    expect(payerBefore! - payerAfter!).toBe(250_000n);
  });

  test('source down: fallback with the same records and snapshot, its age disclosed; the failure is logged without the query', async () => {
    fake.mode = 'error';
    const answer = await paidCall(2, DEMOLITION, { query: '1600 w north ave' }); // same query, other spelling
    expect(answer.status).toBe(200);
    const { source } = answer.body.receipt;
    expect(source.mode).toBe('fallback');
    expect(source.snapshot).toEqual(live.receipt.source.snapshot);
    expect(Number.isInteger(source.ageSeconds) && source.ageSeconds >= 0).toBe(true);
    expect(answer.body.report.records).toEqual(live.report.records);
    expect(answer.body.receipt.payment.amount).toBe('250000');
    const lines = log.lines.filter((line) => line.includes('maintained source failed'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toMatch(/north/i);
  });

  test('garbage or a cut-off answer from the portal also falls back', async () => {
    for (const mode of ['malformed', 'truncated'] as const) {
      fake.mode = mode;
      const answer = await paidCall(3, DEMOLITION, input);
      expect([mode, answer.status, answer.body.receipt.source.mode]).toEqual([mode, 200, 'fallback']);
    }
  });

  test('no snapshot and no source: 503 SOURCE_UNAVAILABLE with Retry-After, nothing settled; the same payment works once the source is back', async () => {
    fake.mode = 'error';
    const other = { query: '233 S Wacker Dr' };
    const dave = payer(chain, ANVIL_ACCOUNTS[4]!.privateKey);
    const header = dave.header(await dave.sign(await termsOf(url(DEMOLITION), other)));
    const before = await balances(receiver, dave.address);
    const refused = await postPaid(url(DEMOLITION), other, header);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('payment-response')).toBeNull();
    expect(((await refused.json()) as Json).error.code).toBe('SOURCE_UNAVAILABLE');
    expect(await balances(receiver, dave.address)).toEqual(before);

    fake.mode = 'ok';
    const accepted = await postPaid(url(DEMOLITION), other, header);
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as Json).receipt.source.mode).toBe('live');
    const [receiverAfter, payerAfter] = await balances(receiver, dave.address);
    expect(receiverAfter! - before[0]!).toBe(250_000n);
    expect(before[1]! - payerAfter!).toBe(250_000n);
  });

  test('caller-supplied records: no request to the portal, nothing retained, the receipt says so', async () => {
    const requestsBefore = fake.requests.length;
    const body = { query: '100987654', records: [{ id: 'r1', permitNumber: '100987654', issuedAt: '2026-02-10', address: '1600 W NORTH', urgency: 'STANDARD' }] };
    const answer = await paidCall(5, DEMOLITION, body);
    expect(answer.status).toBe(200);
    expect(answer.body.receipt.source).toEqual({ mode: 'caller-supplied', dataset: 'ydr8-5enu', snapshot: null });
    expect(fake.requests.length).toBe(requestsBefore);
    expect(verifyReceipt(body, answer.body)).toBe(true);
  });
});

maybe('contracts: baseline from the retained snapshots, literal query values', () => {
  const input = { query: { field: 'vendor', value: 'example wrecking' } };

  test('first live query: no baseline; second: the first snapshot is the baseline', async () => {
    const first = await paidCall(6, CONTRACTS, input);
    expect(first.status).toBe(200);
    expect(first.body.receipt.source.mode).toBe('live');
    expect(first.body.report.previousSnapshot).toBeNull();

    fake.setRows('rsxa-ify5', [
      ...fake.rows('rsxa-ify5'),
      contractRow({ purchase_order_contract_number: '200145', revision_number: '1', award_amount: '25000.00' }),
    ]);
    const second = await paidCall(6, CONTRACTS, input);
    expect(second.status).toBe(200);
    expect(second.body.receipt.source.snapshot.id).not.toBe(first.body.receipt.source.snapshot.id);
    expect(second.body.report.previousSnapshot).toMatchObject({ origin: 'retained', capturedAt: first.body.receipt.source.snapshot.capturedAt });
    expect(second.body.report.records).toHaveLength(2);
  });

  test('a query value with quotes, %, _ and -- reaches the portal as a literal and matches only literally', async () => {
    const keyword = { query: { field: 'keyword', value: "50%_off' OR '1'='1 --" } };
    const nothing = await paidCall(7, CONTRACTS, keyword);
    expect(nothing.status).toBe(200);
    expect(nothing.body.report.records).toEqual([]);
    expect(fake.requests.at(-1)?.params.$where).toBe("upper(purchase_order_description) LIKE upper('%50\\%\\_OFF'' OR ''1''=''1 --%')");

    const literal = await paidCall(7, CONTRACTS, { query: { field: 'keyword', value: '50%_off' } });
    expect(literal.body.report.records.map((r: Json) => r.purchaseOrderContractNumber)).toEqual(['31337']);
  });
});
