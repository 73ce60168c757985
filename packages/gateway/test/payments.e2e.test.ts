// x402 v2 end to end on a real local chain: anvil (chain id 8453), EIP-3009 test USDC at the Base
// USDC address, the official facilitator in process, the official client paying. No mocks.
import { registry } from '@evidence-check/catalog-builder';
import { verifyReceipt, type CheckDefinition } from '@evidence-check/core-receipt';
import { premium } from './fixtures/test-checks.mjs';
import { ANVIL_ACCOUNTS, testUsdcAbi, type DevChain } from '@evidence-check/dev-chain';
import { decodePaymentResponseHeader } from '@x402/core/http';
import { generatePrivateKey } from 'viem/accounts';
import { DEV_RECEIVER_ADDRESS } from '../src/index.js';
import { memoryLogger, testConfig, testRunner, type Json } from './helpers.js';
import { payer, postPaid, termsOf } from './payer.js';
import { startGateway, type RunningGateway } from '../src/index.js';

const CSV = 'csv-schema-drift-preflight';
const csv = registry.find((check) => check.id === CSV)!;
const checks: CheckDefinition[] = [csv, premium as CheckDefinition];

let gateway: RunningGateway;
let chain: DevChain;
const log = memoryLogger();
const url = (id: string) => `${gateway.url}/api/run/${id}`;
const receiver = DEV_RECEIVER_ADDRESS as `0x${string}`;

beforeAll(async () => {
  gateway = await startGateway(testConfig({ paymentMode: 'dev' }), { checks, logger: log.logger, runner: testRunner() });
  chain = gateway.facilitator!.chain!;
}, 60_000);
afterAll(() => gateway.close());

const balances = async (...addresses: `0x${string}`[]) => Promise.all(addresses.map((a) => chain.balanceOf(a)));

describe('paid calls', () => {
  test('$0.05 product: 200 with result, receipt payment and Payment-Response; exactly 50000 moves', async () => {
    const alice = payer(chain, ANVIL_ACCOUNTS[1]!.privateKey);
    const [receiverBefore, payerBefore] = await balances(receiver, alice.address);
    const res = await alice.fetch(url(CSV), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(csv.sampleInput),
    });
    expect(res.status).toBe(200);
    const settlement = decodePaymentResponseHeader(res.headers.get('payment-response') as string);
    expect(settlement).toMatchObject({ success: true, network: 'eip155:8453', transaction: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    const body = (await res.json()) as Json;
    expect(body.utility).toBe(CSV);
    expect(body.status).toBe('BLOCKED');
    expect(verifyReceipt(csv.sampleInput, body)).toBe(true);
    expect(body.receipt.payment).toEqual({
      scheme: 'exact',
      network: 'eip155:8453',
      asset: chain.usdcAddress,
      amount: '50000',
      payer: alice.address,
      transaction: settlement.transaction,
    });
    expect(Date.parse(body.receipt.issuedAt)).not.toBeNaN();
    const receipt = await chain.publicClient.getTransactionReceipt({ hash: settlement.transaction as `0x${string}` });
    expect(receipt.status).toBe('success');
    const [receiverAfter, payerAfter] = await balances(receiver, alice.address);
    expect(receiverAfter! - receiverBefore!).toBe(50_000n);
    expect(payerBefore! - payerAfter!).toBe(50_000n);
    const line = log.lines.map((l) => JSON.parse(l)).find((l: Json) => l.status === 200 && l.utility === CSV);
    expect(line.payer).toBe(alice.address);
    expect(line.inputDigest).toBe(body.receipt.inputDigest);
  });

  test('$0.25 product: exactly 250000 moves', async () => {
    const bob = payer(chain, ANVIL_ACCOUNTS[2]!.privateKey);
    const [receiverBefore, payerBefore] = await balances(receiver, bob.address);
    const res = await bob.fetch(url('premium-test-check'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ x: 'abc' }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).receipt.payment.amount).toBe('250000');
    const [receiverAfter, payerAfter] = await balances(receiver, bob.address);
    expect(receiverAfter! - receiverBefore!).toBe(250_000n);
    expect(payerBefore! - payerAfter!).toBe(250_000n);
  });
});

describe('one payment, one result', () => {
  test('replaying the same Payment-Signature: 402, balances unchanged', async () => {
    const carol = payer(chain, ANVIL_ACCOUNTS[3]!.privateKey);
    const header = carol.header(await carol.sign(await termsOf(url(CSV), csv.sampleInput)));
    expect((await postPaid(url(CSV), csv.sampleInput, header)).status).toBe(200);
    const before = await balances(receiver, carol.address);
    const replay = await postPaid(url(CSV), csv.sampleInput, header);
    expect(replay.status).toBe(402);
    expect(replay.headers.get('payment-required')).toBeTruthy();
    expect(((await replay.json()) as Json).error.code).toMatch(/^PAYMENT_/);
    expect(await balances(receiver, carol.address)).toEqual(before);
  });

  test('four concurrent requests carrying one payment: exactly one 200', async () => {
    const dave = payer(chain, ANVIL_ACCOUNTS[4]!.privateKey);
    const header = dave.header(await dave.sign(await termsOf(url(CSV), csv.sampleInput)));
    const before = await balances(receiver, dave.address);
    const answers = await Promise.all(Array.from({ length: 4 }, () => postPaid(url(CSV), csv.sampleInput, header)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 402, 402, 402]);
    const [receiverAfter, payerAfter] = await balances(receiver, dave.address);
    expect(receiverAfter! - before[0]!).toBe(50_000n);
    expect(before[1]! - payerAfter!).toBe(50_000n);
  });
});

describe('payments that must be refused (402, nothing moves)', () => {
  const erin = () => payer(chain, ANVIL_ACCOUNTS[5]!.privateKey);

  async function expectRefused(header: string, id = CSV, body: unknown = csv.sampleInput, who = erin().address) {
    const before = await balances(receiver, who);
    const res = await postPaid(url(id), body, header);
    expect(res.status).toBe(402);
    expect(res.headers.get('payment-required')).toBeTruthy();
    expect(((await res.json()) as Json).error.code).toBe('PAYMENT_INVALID');
    expect(await balances(receiver, who)).toEqual(before);
  }

  test('a payment made for the $0.05 product, sent to the $0.25 product', async () => {
    const e = erin();
    const header = e.header(await e.sign(await termsOf(url(CSV), csv.sampleInput)));
    await expectRefused(header, 'premium-test-check', { x: 'abc' });
  });

  test('wrong payTo', async () => {
    const e = erin();
    const terms = await termsOf(url(CSV), csv.sampleInput);
    terms.accepts[0]!.payTo = ANVIL_ACCOUNTS[8]!.address;
    await expectRefused(e.header(await e.sign(terms)));
  });

  test('wrong network', async () => {
    const e = payer(chain, ANVIL_ACCOUNTS[5]!.privateKey, { spendControls: false });
    const terms = await termsOf(url(CSV), csv.sampleInput);
    terms.accepts[0]!.network = 'eip155:84532';
    await expectRefused(e.header(await e.sign(terms)));
  });

  test('expired validBefore (correctly signed)', async () => {
    const e = erin();
    const terms = await termsOf(url(CSV), csv.sampleInput);
    const payload = await e.sign(terms);
    const authorization = (payload.payload as Json).authorization;
    const expired = { ...authorization, validAfter: '0', validBefore: String(Math.floor(Date.now() / 1000) - 60) };
    const signature = await e.account.signTypedData({
      domain: { name: 'USD Coin', version: '2', chainId: 8453, verifyingContract: chain.usdcAddress },
      types: {
        TransferWithAuthorization: [
          { name: 'from', type: 'address' },
          { name: 'to', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'validAfter', type: 'uint256' },
          { name: 'validBefore', type: 'uint256' },
          { name: 'nonce', type: 'bytes32' },
        ],
      },
      primaryType: 'TransferWithAuthorization',
      message: {
        from: expired.from,
        to: expired.to,
        value: BigInt(expired.value),
        validAfter: 0n,
        validBefore: BigInt(expired.validBefore),
        nonce: expired.nonce,
      },
    });
    await expectRefused(e.header({ ...payload, payload: { ...payload.payload, authorization: expired, signature } }));
  });

  test('payer without enough balance', async () => {
    const broke = payer(chain, generatePrivateKey());
    expect(await chain.balanceOf(broke.address)).toBe(0n);
    await expectRefused(broke.header(await broke.sign(await termsOf(url(CSV), csv.sampleInput))), CSV, csv.sampleInput, broke.address);
  });

  test('tampered signature', async () => {
    const e = erin();
    const payload = await e.sign(await termsOf(url(CSV), csv.sampleInput));
    const signature = (payload.payload as Json).signature as string;
    const flipped = signature.slice(0, 10) + (signature[10] === 'a' ? 'b' : 'a') + signature.slice(11);
    await expectRefused(e.header({ ...payload, payload: { ...payload.payload, signature: flipped } }));
  });

  test('invalid evidence with a valid payment: 400 and nothing moves', async () => {
    const e = erin();
    const header = e.header(await e.sign(await termsOf(url(CSV), csv.sampleInput)));
    const before = await balances(receiver, e.address);
    const res = await postPaid(url(CSV), { baseline_columns: [] }, header);
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).error.code).toBe('INVALID_EVIDENCE');
    expect(await balances(receiver, e.address)).toEqual(before);
  });
});

describe('load', () => {
  test('50 paid calls from 5 payers concurrently: 50 results, balances exact to the unit', async () => {
    const payers = [1, 2, 3, 4, 6].map((i) => payer(chain, ANVIL_ACCOUNTS[i]!.privateKey));
    const before = await balances(receiver, ...payers.map((p) => p.address));
    const calls = payers.flatMap((p) =>
      Array.from({ length: 10 }, () =>
        p.fetch(url(CSV), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(csv.sampleInput) }),
      ),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as Json[];
    expect(new Set(bodies.map((b) => b.receipt.payment.transaction)).size).toBe(50);
    const after = await balances(receiver, ...payers.map((p) => p.address));
    expect(after[0]! - before[0]!).toBe(50n * 50_000n);
    payers.forEach((_, i) => expect(before[i + 1]! - after[i + 1]!).toBe(10n * 50_000n));
  }, 120_000);
});

describe('the docs page\'s @x402/fetch snippet', () => {
  test('run as printed (a module beside the gateway\'s dependencies, PAYER_KEY and request.json): 200, the envelope, exactly the price moved', async () => {
    const { paidCallSnippet } = await import('../src/docs-page.js');
    const { mkdtempSync, rmSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { fileURLToPath } = await import('node:url');
    const { promisify } = await import('node:util');
    const { execFile } = await import('node:child_process');
    // The module sits in the package folder so that its bare imports resolve as in a user's project.
    const module = fileURLToPath(new URL(`../.docs-snippet-${process.pid}.mjs`, import.meta.url));
    const work = mkdtempSync(join(tmpdir(), 'evidence-check-snippet-'));
    const alice = ANVIL_ACCOUNTS[3]!;
    try {
      writeFileSync(module, paidCallSnippet(csv, url(CSV)));
      writeFileSync(join(work, 'request.json'), JSON.stringify(csv.sampleInput));
      const [receiverBefore, aliceBefore] = await balances(receiver, alice.address);
      const { stdout } = await promisify(execFile)(process.execPath, [module], { cwd: work, env: { ...process.env, PAYER_KEY: alice.privateKey }, timeout: 60_000 });
      const status = stdout.slice(0, stdout.indexOf(' '));
      const body = JSON.parse(stdout.slice(stdout.indexOf(' ') + 1)) as Json;
      expect(status).toBe('200');
      expect(verifyReceipt(csv.sampleInput, body as never)).toBe(true);
      expect(body.receipt.payment.payer).toBe(alice.address);
      const [receiverAfter, aliceAfter] = await balances(receiver, alice.address);
      expect(receiverAfter! - receiverBefore!).toBe(50000n);
      expect(aliceBefore! - aliceAfter!).toBe(50000n);
    } finally {
      rmSync(module, { force: true });
      rmSync(work, { recursive: true, force: true });
    }
  }, 90_000);
});

describe('facilitator down', () => {
  test('chain stopped: 503 PAYMENT_SERVICE_UNAVAILABLE with Retry-After, no result, nothing charged', async () => {
    const frank = payer(chain, ANVIL_ACCOUNTS[7]!.privateKey);
    const header = frank.header(await frank.sign(await termsOf(url(CSV), csv.sampleInput)));
    await chain.stop();
    const res = await postPaid(url(CSV), csv.sampleInput, header);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    const body = (await res.json()) as Json;
    expect(body.error.code).toBe('PAYMENT_SERVICE_UNAVAILABLE');
    expect(body).not.toHaveProperty('receipt');
  }, 60_000);
});

// Guard against a silent success: the token really is an ERC-20 named as on Base.
test('the dev chain token is USD Coin with 6 decimals at the Base USDC address', async () => {
  expect(chain.usdcAddress).toBe('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913');
  void testUsdcAbi;
});
