// The facilitator's time budget is the SDK client's own option (HTTPFacilitatorClient `timeoutMs`,
// from FACILITATOR_TIMEOUT_MS), and the SDK's timeout error is answered 503: a remote facilitator
// that accepts the connection and never answers /verify must not hang a paid request. The in-flight
// lock the SDK hooks took is released on the way out.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registry } from '@evidence-check/catalog-builder';
import { x402Client } from '@x402/core/client';
import { decodePaymentRequiredHeader, encodePaymentSignatureHeader } from '@x402/core/http';
import { HTTPFacilitatorClient } from '@x402/core/server';
import { toClientEvmSigner } from '@x402/evm';
import { registerExactEvmScheme } from '@x402/evm/exact/client';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createFacilitator, loadConfig, MemoryPaymentLocks, startGateway, type RunningGateway } from '../src/index.js';
import { memoryLogger, testConfig, unreachableChainFacilitator, type Json } from './helpers.js';

const csv = registry.find((check) => check.id === 'csv-schema-drift-preflight')!;

class RecordingLocks extends MemoryPaymentLocks {
  readonly events: string[] = [];
  override async acquire(key: string) {
    this.events.push(`acquire ${key}`);
    return super.acquire(key);
  }
  override async release(key: string) {
    this.events.push(`release ${key}`);
    return super.release(key);
  }
}

let silent: Server;
let gateway: RunningGateway;
const locks = new RecordingLocks();
const pending: Array<() => void> = [];

beforeAll(async () => {
  // Answers /supported like the real in-process facilitator, and never answers /verify.
  const supported = await unreachableChainFacilitator().getSupported();
  silent = createServer((req, res) => {
    if (req.url?.endsWith('/supported')) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(supported));
      return;
    }
    req.resume();
    pending.push(() => res.destroy());
  });
  silent.listen(0, '127.0.0.1');
  await once(silent, 'listening');
  const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  const config = testConfig({}, { PAYMENT_MODE: 'remote', X402_FACILITATOR_URL: url, FACILITATOR_TIMEOUT_MS: '300' });
  gateway = await startGateway(config, { checks: [csv], logger: memoryLogger().logger, maintainedData: null, locks });
});

afterAll(async () => {
  pending.forEach((end) => end());
  await gateway?.close();
  silent?.close();
});

test('remote mode gives the SDK client the configured budget', async () => {
  const handle = await createFacilitator(loadConfig({ PAYMENT_MODE: 'remote', X402_FACILITATOR_URL: 'https://facilitator.example.test', FACILITATOR_TIMEOUT_MS: '1234' }));
  expect(handle.client).toBeInstanceOf(HTTPFacilitatorClient);
  expect((handle.client as unknown as { timeoutMs: number }).timeoutMs).toBe(1234);
});

test('a facilitator that never answers /verify: 503 PAYMENT_SERVICE_UNAVAILABLE, and the lock is released', async () => {
  const url = `${gateway.url}/api/run/${csv.id}`;
  const first = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(csv.sampleInput) });
  expect(first.status).toBe(402);
  const client = new x402Client();
  registerExactEvmScheme(client, { signer: toClientEvmSigner(privateKeyToAccount(generatePrivateKey())) });
  const payment = encodePaymentSignatureHeader(await client.createPaymentPayload(decodePaymentRequiredHeader(first.headers.get('payment-required') as string)));

  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Payment-Signature': payment }, body: JSON.stringify(csv.sampleInput) });
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('5');
  expect(((await res.json()) as Json).error.code).toBe('PAYMENT_SERVICE_UNAVAILABLE');
  expect(locks.events).toHaveLength(2);
  expect(locks.events[0]).toMatch(/^acquire 0x[0-9a-f]{40}:0x[0-9a-f]{64}$/);
  expect(locks.events[1]).toBe(locks.events[0]!.replace('acquire', 'release'));
}, 30_000);
