import { buildProductCatalog, registry } from '@evidence-check/catalog-builder';
import { decodePaymentRequiredHeader } from '@x402/core/http';
import { paymentRequired, paymentRequiredHeader } from '../src/index.js';
import { testConfig } from './helpers.js';

describe('the Payment-Required header and the product catalog never disagree', () => {
  const config = testConfig({ receiver: '0x1111111111111111111111111111111111111111', assetContract: '0x2222222222222222222222222222222222222222' });
  const catalog = buildProductCatalog(registry, config);

  test.each(registry.map((check) => [check.id, check] as const))('%s', (id, check) => {
    const product = catalog.products.find((p) => p.id === id)!;
    const terms = decodePaymentRequiredHeader(paymentRequiredHeader(paymentRequired(check, config)));
    const [accepted] = terms.accepts;
    expect(terms.accepts).toHaveLength(1);
    expect(accepted?.amount).toBe(product.priceBaseUnits);
    expect(accepted?.asset).toBe(catalog.payment.asset.contract);
    expect(accepted?.payTo).toBe(catalog.payment.receiver);
    expect(accepted?.network).toBe(catalog.payment.network);
    expect(terms.resource.url).toBe(product.endpoint);
  });
});
