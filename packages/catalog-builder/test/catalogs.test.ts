import { buildProductCatalog, buildUtilityCatalog, registry, schemaDocument, type CatalogConfig } from '../src/index.js';
import { BASE_UNITS, INTERFACE_PRODUCTS } from './interface-table.js';

const config: CatalogConfig = {
  baseUrl: 'https://gw.example.com/',
  receiver: '0x1111111111111111111111111111111111111111',
  assetContract: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  sellerName: 'Example Seller',
  supportUrl: 'https://gw.example.com/support',
};
const BASE = 'https://gw.example.com';
const isUri = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value) && !!new URL(value);

describe('catalogs over the full registry', () => {
  const utility = buildUtilityCatalog(registry, config);
  const product = buildProductCatalog(registry, config);

  test('the registry holds exactly the 32 products of the interface', () => {
    expect(utility.count).toBe(32);
    expect(product.count).toBe(32);
    expect(registry.map((c) => c.id).sort()).toEqual(INTERFACE_PRODUCTS.map(([id]) => id).sort());
  });

  test.each(INTERFACE_PRODUCTS)('%s: category %s, price %s, priceBaseUnits per the interface', (id, category, price) => {
    const entry = product.products.find((p) => p.id === id)!;
    expect(entry.category).toBe(category);
    expect(entry.price).toBe(price);
    expect(entry.priceBaseUnits).toBe(BASE_UNITS[price]);
    expect(entry.version).toBe('1.0.0');
    expect(entry.endpoint).toBe(`${BASE}/api/run/${id}`);
    expect(entry.schemaUrl).toBe(`${BASE}/api/schema/${id}`);
    expect(entry.docsUrl).toBe(`${BASE}/docs/${id}`);
    expect(entry.sandboxExample).toBe(
      id === 'agent-run-evidence-pack' ? `${BASE}/sandbox/agent-run-evidence-pack.json` : `${BASE}/sandbox/index.json#${id}`,
    );
  });

  test('every catalog entry field is present and typed as the interface says', () => {
    for (const entry of utility.utilities) {
      expect(typeof entry.id).toBe('string');
      expect(typeof entry.title).toBe('string');
      expect(entry.title.length).toBeGreaterThan(0);
      expect(typeof entry.summary).toBe('string');
      expect(entry.summary.length).toBeGreaterThan(0);
      expect(Array.isArray(entry.limitations)).toBe(true);
      entry.limitations.forEach((item) => expect(typeof item).toBe('string'));
      expect(entry.inputSchema).toEqual(expect.objectContaining({ type: 'object', additionalProperties: false }));
      expect(typeof entry.sampleInput).toBe('object');
      expect(entry.price).toMatch(/^\$\d+\.\d{2}$/);
      expect(isUri(entry.docsUrl)).toBe(true);
      expect(isUri(entry.endpoint)).toBe(true);
    }
  });

  test('product catalog top level: seller, payment terms, privacy flags', () => {
    expect(product.schemaVersion).toBe('1.0');
    expect(product.generatedFrom).toBe('runtime-registry');
    expect(product.seller).toEqual({ name: 'Example Seller', support: 'https://gw.example.com/support' });
    expect(product.payment).toEqual({
      protocol: 'x402',
      scheme: 'exact',
      network: 'eip155:8453',
      asset: { symbol: 'USDC', contract: config.assetContract, decimals: 6 },
      receiver: config.receiver,
      sourceOfTruth: expect.stringContaining('Payment-Required'),
      productPriceFields: ['price', 'priceBaseUnits'],
    });
    expect(product.privacy).toEqual({
      rawInputsPersisted: false,
      customerResultsPersisted: false,
      maintainedPublicDataSnapshots: true,
      maintainedDataNote: expect.stringMatching(/one-way query fingerprints/),
      commercialTelemetryDocument: `${BASE}/telemetry.md`,
    });
  });

  test('schema documents carry $id = schemaUrl and keep the closed top level', () => {
    for (const check of registry) {
      const doc = schemaDocument(check, config.baseUrl);
      expect(doc.$id).toBe(`${BASE}/api/schema/${check.id}`);
      expect(doc.additionalProperties).toBe(false);
    }
  });
});
