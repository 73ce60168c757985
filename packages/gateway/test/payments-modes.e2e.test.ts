// Settlement failure after a valid verification, `local` mode on a plain RPC, and every sold product
// answering through the paid pipeline with exactly its golden sandbox fixture.
import { implementedChecks, registry } from '@evidence-check/catalog-builder';
import { ANVIL_ACCOUNTS, startDevChain, testUsdcAbi, type DevChain } from '@evidence-check/dev-chain';
import { loadFixtures } from '@evidence-check/sandbox-fixtures';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { DEV_RECEIVER_ADDRESS, inProcessFacilitator, loadConfig, startGateway, type RunningGateway } from '../src/index.js';
import { devChainFacilitator, memoryLogger, testConfig, type Json } from './helpers.js';
import { payer, postPaid, termsOf } from './payer.js';

const CSV = 'csv-schema-drift-preflight';
const csv = registry.find((check) => check.id === CSV)!;
const receiver = DEV_RECEIVER_ADDRESS as `0x${string}`;
let chain: DevChain;

beforeAll(async () => {
  chain = await startDevChain();
}, 60_000);
afterAll(() => chain.stop());

describe('settlement fails after verification', () => {
  let gateway: RunningGateway;
  let drainBeforeSettle: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    // The real facilitator, except that the payer may spend its funds between verify and settle.
    const facilitator = devChainFacilitator(chain, () => drainBeforeSettle?.());
    gateway = await startGateway(testConfig(), { checks: [csv], facilitator, logger: memoryLogger().logger });
  });
  afterAll(() => gateway.close());

  test('402 PAYMENT_SETTLEMENT_FAILED, the result is withheld and the receiver gets nothing', async () => {
    const key = generatePrivateKey();
    const account = privateKeyToAccount(key);
    await chain.mint(account.address, 50_000n);
    await chain.walletClient(0).sendTransaction({ to: account.address, value: 10n ** 17n });
    const spender = payer(chain, key);
    const url = `${gateway.url}/api/run/${CSV}`;
    const header = spender.header(await spender.sign(await termsOf(url, csv.sampleInput)));
    drainBeforeSettle = async () => {
      const hash = await chain.walletClient(key).writeContract({
        address: chain.usdcAddress,
        abi: testUsdcAbi,
        functionName: 'transfer',
        args: [ANVIL_ACCOUNTS[8]!.address, 50_000n],
      });
      await chain.publicClient.waitForTransactionReceipt({ hash });
    };
    const receiverBefore = await chain.balanceOf(receiver);
    const res = await postPaid(url, csv.sampleInput, header);
    drainBeforeSettle = null;
    expect(res.status).toBe(402);
    expect(res.headers.get('payment-required')).toBeTruthy();
    const body = (await res.json()) as Json;
    expect(body.error.code).toBe('PAYMENT_SETTLEMENT_FAILED');
    expect(body).not.toHaveProperty('findings');
    expect(body).not.toHaveProperty('receipt');
    expect(await chain.balanceOf(receiver)).toBe(receiverBefore);
  }, 60_000);
});

describe('local mode: in-process facilitator on any RPC with a settlement key', () => {
  test('a paid call settles on the given chain', async () => {
    const config = loadConfig({
      PORT: '0',
      BASE_URL: 'https://checks.example.test',
      PAYMENT_MODE: 'local',
      RPC_URL: chain.rpcUrl,
      SETTLEMENT_PRIVATE_KEY: ANVIL_ACCOUNTS[0]!.privateKey,
    });
    const gateway = await startGateway(config, { checks: [csv], logger: memoryLogger().logger });
    try {
      expect(gateway.facilitator?.description).toMatch(/in-process facilitator on http:\/\/127\.0\.0\.1/);
      const alice = payer(chain, ANVIL_ACCOUNTS[1]!.privateKey);
      const before = await chain.balanceOf(receiver);
      const res = await alice.fetch(`${gateway.url}/api/run/${CSV}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(csv.sampleInput),
      });
      expect(res.status).toBe(200);
      expect((await chain.balanceOf(receiver)) - before).toBe(50_000n);

      // One settlement key, many payers at once: each settlement needs its own nonce (viem's nonce
      // manager); without it all but one of these read the same pending nonce and fail to settle.
      const payers = [2, 3, 4, 5].map((index) => payer(chain, ANVIL_ACCOUNTS[index]!.privateKey));
      const paidBefore = await Promise.all(payers.map((p) => chain.balanceOf(p.address)));
      const receiverBefore = await chain.balanceOf(receiver);
      const answers = await Promise.all(
        payers.flatMap((p) =>
          [0, 1].map(() =>
            p.fetch(`${gateway.url}/api/run/${CSV}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(csv.sampleInput) }),
          ),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
      expect((await chain.balanceOf(receiver)) - receiverBefore).toBe(8n * 50_000n);
      const paidAfter = await Promise.all(payers.map((p) => chain.balanceOf(p.address)));
      expect(paidAfter.map((after, i) => paidBefore[i]! - after)).toEqual(Array(4).fill(100_000n));
    } finally {
      await gateway.close();
    }
  }, 60_000);
});

describe('every sold product, paid, answers exactly its sandbox fixture', () => {
  let gateway: RunningGateway;
  const fixtures = loadFixtures();
  beforeAll(async () => {
    const facilitator = inProcessFacilitator(chain.facilitatorClient(0), () => chain.publicClient.getChainId());
    gateway = await startGateway(testConfig(), { facilitator, logger: memoryLogger().logger });
  });
  afterAll(() => gateway.close());

  test.each(implementedChecks.map((check) => [check.id, check.price] as const))('%s (%s)', async (id, price) => {
    const buyer = payer(chain, ANVIL_ACCOUNTS[6]!.privateKey);
    const fixture = fixtures.get(id)!;
    const res = await buyer.fetch(`${gateway.url}/api/run/${id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(fixture.request),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    const { payment, issuedAt, ...receipt } = body.receipt;
    expect({ ...body, receipt }).toEqual(fixture.response);
    expect(payment.amount).toBe(price === '$0.05' ? '50000' : '250000');
    expect(typeof issuedAt).toBe('string');
  }, 30_000);
});
