// The in-flight lock lives in the x402 SDK's lifecycle hooks: taken in beforeVerify, released by
// afterVerify (refused), afterSettle / onSettleFailure, or onVerifiedPaymentCanceled (the handler
// stopped before settling). Every path ends with the lock released, on a real chain.
import { registry } from '@evidence-check/catalog-builder';
import { ANVIL_ACCOUNTS, startDevChain, testUsdcAbi, type DevChain } from '@evidence-check/dev-chain';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { MemoryPaymentLocks, startGateway, type RunningGateway } from '../src/index.js';
import { devChainFacilitator, memoryLogger, testConfig, type Json } from './helpers.js';
import { payer, postPaid, termsOf } from './payer.js';

const csv = registry.find((check) => check.id === 'csv-schema-drift-preflight')!;
const demolition = registry.find((check) => check.id === 'chicago-demolition-permit-change-packet')!;

class RecordingLocks extends MemoryPaymentLocks {
  readonly events: string[] = [];
  held = 0;
  override async acquire(key: string) {
    const taken = await super.acquire(key);
    if (taken) this.held++;
    this.events.push(`${taken ? 'acquire' : 'refuse'} ${key}`);
    return taken;
  }
  override async release(key: string) {
    this.held--;
    this.events.push(`release ${key}`);
    return super.release(key);
  }
}

let chain: DevChain;
let gateway: RunningGateway;
const locks = new RecordingLocks();
let beforeSettle: (() => Promise<void>) | null = null;
const url = (id: string) => `${gateway.url}/api/run/${id}`;

beforeAll(async () => {
  chain = await startDevChain();
  const facilitator = devChainFacilitator(chain, () => beforeSettle?.());
  // No maintained-data adapter: the demolition product without records answers 503 after verification.
  gateway = await startGateway(testConfig(), { checks: [csv, demolition], facilitator, locks, logger: memoryLogger().logger, maintainedData: null });
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await chain?.stop();
});
beforeEach(() => {
  locks.events.length = 0;
});

function expectAcquiredThenReleased() {
  expect(locks.events).toHaveLength(2);
  expect(locks.events[0]).toMatch(/^acquire 0x[0-9a-f]{40}:0x[0-9a-f]{64}$/);
  expect(locks.events[1]).toBe(locks.events[0]!.replace('acquire', 'release'));
  expect(locks.held).toBe(0);
}

test('settled: released after settlement', async () => {
  const alice = payer(chain, ANVIL_ACCOUNTS[1]!.privateKey);
  const header = alice.header(await alice.sign(await termsOf(url(csv.id), csv.sampleInput)));
  expect((await postPaid(url(csv.id), csv.sampleInput, header)).status).toBe(200);
  expectAcquiredThenReleased();
});

test('refused by the facilitator (tampered signature): released after verification', async () => {
  const alice = payer(chain, ANVIL_ACCOUNTS[1]!.privateKey);
  const payload = await alice.sign(await termsOf(url(csv.id), csv.sampleInput));
  const signature = (payload.payload as Json).signature as string;
  const flipped = signature.slice(0, 10) + (signature[10] === 'a' ? 'b' : 'a') + signature.slice(11);
  const res = await postPaid(url(csv.id), csv.sampleInput, alice.header({ ...payload, payload: { ...payload.payload, signature: flipped } }));
  expect(res.status).toBe(402);
  expectAcquiredThenReleased();
});

test('settlement failed (funds moved away after verification): released', async () => {
  const key = generatePrivateKey();
  const account = privateKeyToAccount(key);
  await chain.mint(account.address, 50_000n);
  await chain.walletClient(0).sendTransaction({ to: account.address, value: 10n ** 17n });
  const spender = payer(chain, key);
  const header = spender.header(await spender.sign(await termsOf(url(csv.id), csv.sampleInput)));
  beforeSettle = async () => {
    const hash = await chain.walletClient(key).writeContract({ address: chain.usdcAddress, abi: testUsdcAbi, functionName: 'transfer', args: [ANVIL_ACCOUNTS[8]!.address, 50_000n] });
    await chain.publicClient.waitForTransactionReceipt({ hash });
  };
  const res = await postPaid(url(csv.id), csv.sampleInput, header);
  beforeSettle = null;
  expect(res.status).toBe(402);
  expect(((await res.json()) as Json).error.code).toBe('PAYMENT_SETTLEMENT_FAILED');
  expectAcquiredThenReleased();
}, 30_000);

test('the handler stops before settling (maintained source unavailable): canceled and released, nothing charged', async () => {
  const bob = payer(chain, ANVIL_ACCOUNTS[2]!.privateKey);
  const before = await chain.balanceOf(bob.address);
  // Without records the product asks the maintained source, and this gateway has none.
  const { records: _records, ...query } = demolition.sampleInput as Json;
  const header = bob.header(await bob.sign(await termsOf(url(demolition.id), query)));
  const res = await postPaid(url(demolition.id), query, header);
  expect(res.status).toBe(503);
  expect(((await res.json()) as Json).error.code).toBe('SOURCE_UNAVAILABLE');
  expectAcquiredThenReleased();
  expect(await chain.balanceOf(bob.address)).toBe(before);
});

test('a duplicate while the first is in flight is refused by the beforeVerify hook without touching the first lock', async () => {
  const carol = payer(chain, ANVIL_ACCOUNTS[3]!.privateKey);
  const header = carol.header(await carol.sign(await termsOf(url(csv.id), csv.sampleInput)));
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  beforeSettle = () => gate;
  const first = postPaid(url(csv.id), csv.sampleInput, header);
  while (!locks.events.some((event) => event.startsWith('acquire'))) await new Promise((resolve) => setImmediate(resolve));
  // Wait until the first request is settling (its lock held), then send the duplicate.
  const duplicate = await postPaid(url(csv.id), csv.sampleInput, header);
  release();
  beforeSettle = null;
  expect(duplicate.status).toBe(402);
  expect(((await duplicate.json()) as Json).error.message).toMatch(/already being used/);
  expect((await first).status).toBe(200);
  expect(locks.events.map((event) => event.split(' ')[0])).toEqual(['acquire', 'refuse', 'release']);
  expect(locks.held).toBe(0);
}, 30_000);
