import { buildProductCatalog, registry } from '@evidence-check/catalog-builder';
import type { CheckDefinition } from '@evidence-check/core-receipt';
import { decodePaymentRequiredHeader } from '@x402/core/http';
import { testConfig, withGateway } from './helpers.js';

// Every one of the 32 products, treated as sold, so that the terms the x402 SDK writes into the
// Payment-Required header can be compared with the product catalog for all of them.
const all: CheckDefinition[] = registry.map((check) => ({ ...check, implemented: true }));
const receiver = '0x1111111111111111111111111111111111111111';
const assetContract = '0x2222222222222222222222222222222222222222';

let gateway: Awaited<ReturnType<typeof withGateway>>;
beforeAll(async () => {
  gateway = await withGateway({ checks: all, config: { receiver, assetContract } });
});
afterAll(() => gateway.close());

describe('the Payment-Required header and the product catalog never disagree', () => {
  const catalog = buildProductCatalog(all, testConfig({ receiver, assetContract }));

  test.each(all.map((check) => [check.id] as const))('%s', async (id) => {
    const product = catalog.products.find((p) => p.id === id)!;
    const res = await fetch(`${gateway.url}/api/run/${id}`, { method: 'POST' });
    expect(res.status).toBe(402);
    const terms = decodePaymentRequiredHeader(res.headers.get('payment-required') as string);
    expect(terms.x402Version).toBe(2);
    expect(terms.accepts).toHaveLength(1);
    const [accepted] = terms.accepts;
    expect(accepted?.scheme).toBe('exact');
    expect(accepted?.amount).toBe(product.priceBaseUnits);
    expect(accepted?.asset).toBe(catalog.payment.asset.contract);
    expect(accepted?.payTo).toBe(catalog.payment.receiver);
    expect(accepted?.network).toBe(catalog.payment.network);
    expect(accepted?.extra).toMatchObject({ name: 'USD Coin', version: '2' });
    expect(terms.resource.url).toBe(product.endpoint);
    expect((terms.resource.description ?? '').length).toBeLessThanOrEqual(500);
  });
});
