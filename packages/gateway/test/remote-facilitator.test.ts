import { registry } from '@evidence-check/catalog-builder';
import { HTTPFacilitatorClient } from '@x402/core/server';
import { createFacilitator, loadConfig } from '../src/index.js';
import { withGateway, type Json } from './helpers.js';
import { freePort } from './process.js';

test('remote mode builds an HTTP facilitator client from X402_FACILITATOR_URL', async () => {
  const handle = await createFacilitator(loadConfig({ PAYMENT_MODE: 'remote', X402_FACILITATOR_URL: 'https://facilitator.example.test' }));
  expect(handle.client).toBeInstanceOf(HTTPFacilitatorClient);
  expect(handle.chain).toBeNull();
});

test('facilitator unreachable: 503 PAYMENT_SERVICE_UNAVAILABLE with Retry-After, nothing served', async () => {
  const port = await freePort();
  const csv = registry.find((check) => check.id === 'csv-schema-drift-preflight')!;
  const gateway = await withGateway({
    checks: [csv],
    facilitator: new HTTPFacilitatorClient({ url: `http://127.0.0.1:${port}` }),
    config: { facilitatorTimeoutMs: 2_000 },
  });
  try {
    const res = await fetch(`${gateway.url}/api/run/${csv.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Payment-Signature': Buffer.from('{}').toString('base64') },
      body: JSON.stringify(csv.sampleInput),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(((await res.json()) as Json).error.code).toBe('PAYMENT_SERVICE_UNAVAILABLE');
    // Free endpoints do not depend on the facilitator.
    expect((await fetch(`${gateway.url}/api/catalog`)).status).toBe(200);
  } finally {
    await gateway.close();
  }
});
