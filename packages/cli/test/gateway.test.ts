// `run --gateway URL --key-file F` against a real dev gateway: started in process on 127.0.0.1 with a
// free port, its own anvil chain (chain id 8453, test USDC) and the official facilitator, stopped at
// the end. The CLI runs as a child process and pays with @x402/fetch; balances are read on the chain.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { implementedChecks } from '@evidence-check/catalog-builder';
import { verifyReceipt } from '@evidence-check/core-receipt';
import { ANVIL_ACCOUNTS, type DevChain } from '@evidence-check/dev-chain';
import { loadConfig, startGateway, type RunningGateway } from '@evidence-check/gateway';
import { cli } from './helpers.js';

const check = implementedChecks.find((c) => c.id === 'csv-schema-drift-preflight')!;
const PAYER = ANVIL_ACCOUNTS[5]!;
const KEY_HEX = PAYER.privateKey.slice(2).toLowerCase();

let gateway: RunningGateway;
let chain: DevChain;
let work: string;
let keyFile: string;
let receiver: `0x${string}`;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'evidence-check-gw-'));
  const env = { PORT: '0', HOST: '127.0.0.1', BASE_URL: '', PAYMENT_MODE: 'dev', LOG_LEVEL: 'error', DATA_DIR: join(work, 'data'), CHICAGO_DATA_BASE_URL: 'http://127.0.0.1:9' };
  gateway = await startGateway(loadConfig(env));
  chain = gateway.facilitator!.chain!;
  receiver = gateway.config.receiver as `0x${string}`;
  keyFile = join(work, 'payer.key');
  writeFileSync(keyFile, `${PAYER.privateKey}\n`, { mode: 0o600 });
  chmodSync(keyFile, 0o600);
}, 90_000);
afterAll(async () => {
  await gateway?.close();
  rmSync(work, { recursive: true, force: true });
});

const balances = async () => ({ payer: await chain.balanceOf(PAYER.address), receiver: await chain.balanceOf(receiver) });
const leaksKey = (text: string) => text.toLowerCase().includes(KEY_HEX);

function packetFile(name: string, value: unknown): string {
  const file = join(work, name);
  writeFileSync(file, JSON.stringify(value, null, 2));
  return file;
}

test('a paid run: exit code of the status, the envelope with the payment in its receipt, exactly the price moved, no key printed', async () => {
  const before = await balances();
  const res = await cli(['run', check.id, packetFile('sample.json', check.sampleInput), '--gateway', gateway.url, '--key-file', keyFile, '--format', 'json'], { timeoutMs: 90_000 });
  expect(res.stderr).toBe(`paying ${gateway.url} from ${PAYER.address}\n`);
  const expected = check.run(check.sampleInput);
  expect(res.code).toBe(2);
  const result = JSON.parse(res.stdout);
  expect(result.status).toBe(expected.status);
  expect(result.findings).toEqual(JSON.parse(JSON.stringify(expected.findings)));
  expect(result.receipt.inputDigest).toBe(expected.receipt.inputDigest);
  expect(verifyReceipt(check.sampleInput, result)).toBe(true);
  expect(result.receipt.payment).toMatchObject({ scheme: 'exact', network: 'eip155:8453', amount: '50000', payer: PAYER.address, transaction: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
  expect(Date.parse(result.receipt.issuedAt)).not.toBeNaN();
  const tx = await chain.publicClient.getTransactionReceipt({ hash: result.receipt.payment.transaction });
  expect(tx.status).toBe('success');
  const after = await balances();
  expect(before.payer - after.payer).toBe(50_000n);
  expect(after.receiver - before.receiver).toBe(50_000n);
  expect(leaksKey(res.stdout + res.stderr)).toBe(false);
}, 120_000);

test('table output prints the receipt: amount, payer, transaction, and the digests checked locally', async () => {
  const res = await cli(['run', check.id, packetFile('sample2.json', check.sampleInput), '--gateway', `${gateway.url}/`, '--key-file', keyFile], { timeoutMs: 90_000 });
  expect(res.code).toBe(2);
  expect(res.stdout).toMatch(new RegExp(`^  paid    0\\.05 USDC \\(50000 base units, exact on eip155:8453\\) by ${PAYER.address}$`, 'm'));
  expect(res.stdout).toMatch(/^ {2}tx {6}0x[0-9a-f]{64}$/m);
  expect(res.stdout).toMatch(/^ {2}check {3}both digests recomputed here and equal$/m);
  expect(leaksKey(res.stdout + res.stderr)).toBe(false);
}, 120_000);

test('a directory pays once per valid packet; an invalid packet is answered 400 before any payment (exit 3)', async () => {
  const dir = join(work, 'batch');
  mkdirSync(dir);
  const { baseline_columns } = check.sampleInput as { baseline_columns: unknown[] };
  writeFileSync(join(dir, 'a.json'), JSON.stringify({ baseline_columns, current_columns: baseline_columns }));
  writeFileSync(join(dir, 'b.json'), JSON.stringify(check.sampleInput));
  writeFileSync(join(dir, 'c.json'), JSON.stringify({ baseline_columns: [] }));
  const before = await balances();
  const res = await cli(['run', check.id, dir, '--gateway', gateway.url, '--key-file', keyFile, '--format', 'ndjson'], { timeoutMs: 120_000 });
  expect(res.code).toBe(3);
  const lines = res.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
  expect(lines.map((l) => l.status)).toEqual(['READY', 'BLOCKED', 'INVALID']);
  expect(lines[2].error.code).toBe('INVALID_EVIDENCE');
  expect(lines[2].error.details).toContainEqual({ pointer: '/current_columns', keyword: 'required', message: 'is required' });
  for (const line of lines.slice(0, 2)) expect(line.settlement).toMatchObject({ success: true, transaction: line.result.receipt.payment.transaction });
  const after = await balances();
  expect(before.payer - after.payer).toBe(100_000n);
  expect(res.stderr.split('\n').filter((l) => /^\[\d\/3\]/.test(l))).toHaveLength(3);
}, 180_000);

test('a price above --max-price is not paid (exit 4, nothing moves)', async () => {
  const before = await balances();
  const res = await cli(['run', check.id, packetFile('capped.json', check.sampleInput), '--gateway', gateway.url, '--key-file', keyFile, '--max-price', '$0.01', '--format', 'json'], { timeoutMs: 60_000 });
  expect(res.code).toBe(4);
  expect(res.stdout).toContain('"error"');
  expect(await balances()).toEqual(before);
  expect(leaksKey(res.stdout + res.stderr)).toBe(false);
}, 90_000);

test('a key file that is not a key is refused without echoing its content', async () => {
  const secret = 'correct horse battery staple 0xdeadbeef';
  const bad = join(work, 'bad.key');
  writeFileSync(bad, secret, { mode: 0o600 });
  const res = await cli(['run', check.id, packetFile('k.json', check.sampleInput), '--gateway', gateway.url, '--key-file', bad]);
  expect(res.code).toBe(4);
  expect(res.stderr).toMatch(/does not hold a private key/);
  expect(res.stdout + res.stderr).not.toContain('horse');
  expect(res.stdout + res.stderr).not.toContain('deadbeef');
});

test('a key file others can read draws a warning (and still pays)', async () => {
  const open = join(work, 'open.key');
  writeFileSync(open, KEY_HEX, { mode: 0o644 });
  chmodSync(open, 0o644);
  const res = await cli(['run', check.id, packetFile('open.json', check.sampleInput), '--gateway', gateway.url, '--key-file', open, '--format', 'json'], { timeoutMs: 90_000 });
  expect(res.code).toBe(2);
  expect(res.stderr).toContain(`warning: ${open} can be read by other users; chmod 600 it.`);
  expect(leaksKey(res.stdout + res.stderr)).toBe(false);
}, 120_000);
