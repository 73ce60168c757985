import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { implementedChecks, registry } from '@evidence-check/catalog-builder';
import { withGateway, type Json } from './helpers.js';

let gateway: Awaited<ReturnType<typeof withGateway>>;
beforeAll(async () => {
  gateway = await withGateway();
});
afterAll(() => gateway.close());

const BASE = 'https://checks.example.test';
const get = (path: string, headers: Record<string, string> = {}) => fetch(gateway.url + path, { headers });

describe('free endpoints', () => {
  test('utility catalog lists the implemented products with every interface field', async () => {
    const res = await get('/api/catalog');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await res.json() as Json;
    expect(body.schemaVersion).toBe('1.0');
    expect(body.count).toBe(implementedChecks.length);
    expect(body.utilities.map((u: { id: string }) => u.id)).toEqual(implementedChecks.map((c) => c.id));
    for (const entry of body.utilities) {
      expect(Object.keys(entry).sort()).toEqual(
        ['category', 'docsUrl', 'endpoint', 'id', 'inputSchema', 'limitations', 'price', 'sampleInput', 'summary', 'title', 'version'].sort(),
      );
      expect(entry.endpoint).toBe(`${BASE}/api/run/${entry.id}`);
      expect(entry.docsUrl).toBe(`${BASE}/docs/${entry.id}`);
      expect(entry.version).toBe('1.0.0');
    }
  });

  test('product catalog carries payment terms, privacy flags and per-product URLs', async () => {
    const body = await (await get('/api/product-catalog')).json() as Json;
    expect(body).toMatchObject({
      schemaVersion: '1.0',
      generatedFrom: 'runtime-registry',
      count: implementedChecks.length,
      payment: {
        protocol: 'x402',
        scheme: 'exact',
        network: 'eip155:8453',
        asset: { symbol: 'USDC', contract: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', decimals: 6 },
        productPriceFields: ['price', 'priceBaseUnits'],
      },
      privacy: {
        rawInputsPersisted: false,
        customerResultsPersisted: false,
        maintainedPublicDataSnapshots: true,
        commercialTelemetryDocument: `${BASE}/telemetry.md`,
      },
    });
    expect(body.payment.sourceOfTruth).toMatch(/Payment-Required/);
    for (const product of body.products) {
      expect(product.schemaUrl).toBe(`${BASE}/api/schema/${product.id}`);
      expect(product.priceBaseUnits).toBe(product.price === '$0.05' ? '50000' : '250000');
    }
  });

  test('every one of the 32 schemas is served with $id = its schemaUrl; unknown ids are 404 JSON', async () => {
    expect(registry).toHaveLength(32);
    for (const check of registry) {
      const res = await get(`/api/schema/${check.id}`);
      expect(res.status).toBe(200);
      const schema = await res.json() as Json;
      expect(schema.$id).toBe(`${BASE}/api/schema/${check.id}`);
      expect(schema.additionalProperties).toBe(false);
    }
    const missing = await get('/api/schema/no-such-product');
    expect(missing.status).toBe(404);
    expect(await missing.json() as Json).toEqual({ error: { code: 'UNKNOWN_UTILITY', message: expect.any(String) } });
  });

  test('ETag revalidation answers 304 with no body', async () => {
    const first = await get('/api/product-catalog');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await get('/api/product-catalog', { 'If-None-Match': etag as string });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  test('catalogs are compressed when the client accepts gzip', async () => {
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      const req = request(gateway.url + '/api/catalog', { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(raw.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(raw.body).toString('utf8')).schemaVersion).toBe('1.0');
  });

  test('sandbox index addresses fixtures by id; the consolidated example exists', async () => {
    const index = await (await get('/sandbox/index.json')).json() as Json;
    expect(Object.keys(index.fixtures).sort()).toEqual(implementedChecks.map((c) => c.id).sort());
    const pack = await get('/sandbox/agent-run-evidence-pack.json');
    expect(pack.status).toBe(200);
    expect((await pack.json() as Json).utility).toBe('agent-run-evidence-pack');
  });

  test('docs pages, telemetry and health', async () => {
    const docs = await get('/docs/csv-schema-drift-preflight');
    expect(docs.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await docs.text();
    expect(html).toContain('COLUMN_REMOVED');
    expect(html).toContain(`curl -i -X POST ${BASE}/api/run/csv-schema-drift-preflight`);
    const missing = await get('/docs/nope');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await missing.text()).toContain('href="https://checks.example.test/docs"');
    // Not a document to revalidate, and its form depends on Accept.
    expect(missing.headers.get('etag')).toBeNull();
    expect(missing.headers.get('vary')).toMatch(/\bAccept\b/);
    // A client that asks for JSON only gets the error body.
    const missingJson = await get('/docs/nope', { Accept: 'application/json' });
    expect(missingJson.status).toBe(404);
    expect(((await missingJson.json()) as Json).error.code).toBe('UNKNOWN_UTILITY');
    const telemetry = await get('/telemetry.md');
    expect(telemetry.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(await telemetry.text()).toMatch(/never collected/i);
    expect(await (await get('/healthz')).json() as Json).toMatchObject({ status: 'ok', products: 32 });
  });

  test('unknown paths are JSON 404s', async () => {
    const res = await get('/nothing/here');
    expect(res.status).toBe(404);
    expect((await res.json() as Json).error.code).toBe('NOT_FOUND');
  });
});
