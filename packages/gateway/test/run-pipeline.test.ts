import { request } from 'node:http';
import { registry } from '@evidence-check/catalog-builder';
import { decodePaymentRequiredHeader } from '@x402/core/http';
import { MAX_BODY_BYTES } from '../src/index.js';
import { withGateway, type Json } from './helpers.js';
import { premium, unbuilt } from './fixtures/test-checks.mjs';

const BASE = 'https://checks.example.test';
const CSV = 'csv-schema-drift-preflight';

// A $0.25 product and a not-implemented one (test/fixtures/test-checks.mjs), so the pipeline is
// tested on both prices and on 501 whatever the state of the real products.
const csv = registry.find((check) => check.id === CSV)!;

let gateway: Awaited<ReturnType<typeof withGateway>>;
beforeAll(async () => {
  gateway = await withGateway({ checks: [csv, premium, unbuilt] });
});
afterAll(() => gateway.close());

function post(id: string, body: string | undefined, headers: Record<string, string> = { 'Content-Type': 'application/json' }) {
  return fetch(`${gateway.url}/api/run/${id}`, { method: 'POST', headers, body });
}

/** A schema-valid csv-schema-drift-preflight body of exactly `size` bytes. */
function bodyOfSize(size: number): string {
  const make = (pad: string) =>
    JSON.stringify({ baseline_columns: [{ name: pad, type: 'string' }], current_columns: [{ name: 'a', type: 'string' }] });
  const text = make('x'.repeat(size - make('').length));
  expect(Buffer.byteLength(text)).toBe(size);
  return text;
}

/** Sends a body with chunked transfer encoding (no Content-Length) and returns the status. */
function postChunked(id: string, size: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${gateway.url}/api/run/${id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (error) => reject(error));
    const body = Buffer.from(bodyOfSize(size));
    for (let offset = 0; offset < body.length; offset += 8192) req.write(body.subarray(offset, offset + 8192));
    req.end();
  });
}

function decodeTerms(res: Response) {
  const header = res.headers.get('payment-required');
  expect(header).toBeTruthy();
  return decodePaymentRequiredHeader(header as string);
}

describe('run pipeline before payment', () => {
  test('unknown product: 404 UNKNOWN_UTILITY', async () => {
    const res = await post('no-such-product', '{}');
    expect(res.status).toBe(404);
    expect((await res.json() as Json).error.code).toBe('UNKNOWN_UTILITY');
  });

  test('product without decision rules: 501, never 402', async () => {
    const res = await post('unbuilt-test-check', JSON.stringify({ x: 'a' }));
    expect(res.status).toBe(501);
    expect((await res.json() as Json).error.code).toBe('NOT_IMPLEMENTED');
  });

  test('wrong media type: 415', async () => {
    const res = await post(CSV, 'a,b', { 'Content-Type': 'text/csv' });
    expect(res.status).toBe(415);
    expect((await res.json() as Json).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  test('size gate: exactly 262,144 bytes passes, 262,145 is 413 (with Content-Length)', async () => {
    expect(MAX_BODY_BYTES).toBe(262_144);
    expect((await post(CSV, bodyOfSize(262_144))).status).toBe(402);
    const res = await post(CSV, bodyOfSize(262_145));
    expect(res.status).toBe(413);
    expect((await res.json() as Json).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  test('size gate without Content-Length (chunked upload) is counted while streaming', async () => {
    expect(await postChunked(CSV, 262_144)).toBe(402);
    expect(await postChunked(CSV, 262_145)).toBe(413);
    expect(await postChunked(CSV, 4 * 1024 * 1024)).toBe(413);
  });

  test('malformed JSON, non-UTF-8 and out-of-range numbers: 400 MALFORMED_JSON', async () => {
    for (const body of ['{"baseline_columns": [', '{"a": 1e400}']) {
      const res = await post(CSV, body);
      expect(res.status).toBe(400);
      expect((await res.json() as Json).error.code).toBe('MALFORMED_JSON');
    }
    const latin1 = await fetch(`${gateway.url}/api/run/${CSV}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]),
    });
    expect(latin1.status).toBe(400);
  });

  test('schema failures: 400 INVALID_EVIDENCE with pointers, before any payment', async () => {
    const res = await post(CSV, JSON.stringify({ baseline_columns: [{ name: 'a', type: 'text' }], extra: 1 }));
    expect(res.status).toBe(400);
    expect(res.headers.get('payment-required')).toBeNull();
    const { error } = await res.json() as Json;
    expect(error.code).toBe('INVALID_EVIDENCE');
    expect(error.details).toEqual(
      expect.arrayContaining([
        { pointer: '/extra', keyword: 'additionalProperties', message: expect.any(String) },
        { pointer: '/current_columns', keyword: 'required', message: expect.any(String) },
        { pointer: '/baseline_columns/0/type', keyword: 'enum', message: expect.any(String) },
      ]),
    );
  });

  test('at most 50 validation details', async () => {
    const columns = Array.from({ length: 300 }, () => ({ name: 1, type: 'nope' }));
    const res = await post(CSV, JSON.stringify({ baseline_columns: columns, current_columns: columns }));
    expect((await res.json() as Json).error.details).toHaveLength(50);
  });

  test('valid evidence without payment: 402 with exact $0.05 terms encoded by the x402 SDK', async () => {
    const res = await post(CSV, JSON.stringify(csv.sampleInput));
    expect(res.status).toBe(402);
    expect((await res.json() as Json).error.code).toBe('PAYMENT_REQUIRED');
    const terms = decodeTerms(res);
    expect(terms.x402Version).toBe(2);
    expect(terms.resource).toEqual({ url: `${BASE}/api/run/${CSV}`, description: expect.any(String), mimeType: 'application/json' });
    expect(terms.resource.description?.length).toBeLessThanOrEqual(500);
    expect(terms.accepts).toEqual([
      {
        scheme: 'exact',
        network: 'eip155:8453',
        amount: '50000',
        asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        payTo: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
        maxTimeoutSeconds: 300,
        extra: { name: 'USD Coin', version: '2' },
      },
    ]);
  });

  test('a $0.25 product asks for 250000 base units', async () => {
    const res = await post('premium-test-check', JSON.stringify({ x: 'abc' }));
    expect(res.status).toBe(402);
    expect(decodeTerms(res).accepts[0]).toMatchObject({ amount: '250000', scheme: 'exact', network: 'eip155:8453' });
  });

  test('empty POST without payment is a price probe: 402, whatever the Content-Type', async () => {
    const variants: Array<Record<string, string>> = [{}, { 'Content-Type': 'application/json' }, { 'Content-Type': 'text/plain' }];
    for (const headers of variants) {
      const res = await post(CSV, undefined, headers);
      expect(res.status).toBe(402);
      expect(decodeTerms(res).accepts[0]?.amount).toBe('50000');
    }
  });

  test('a request carrying a payment header is still never served unpaid', async () => {
    const res = await post(CSV, JSON.stringify(csv.sampleInput), {
      'Content-Type': 'application/json',
      'Payment-Signature': Buffer.from('{"x402Version":2}').toString('base64'),
    });
    expect(res.status).toBe(402);
    expect((await res.json() as Json).error.code).toBe('PAYMENT_INVALID');
    expect(res.headers.get('payment-required')).toBeTruthy();
  });

  test('logs: one JSON line per request with the agreed fields and never the body', async () => {
    const marker = 'SECRET-MARKER-7f3a';
    gateway.lines.length = 0;
    await post(CSV, JSON.stringify({ baseline_columns: [{ name: marker, type: 'string' }], current_columns: [{ name: 'a', type: 'string' }] }));
    await post(CSV, JSON.stringify({ baseline_columns: [{ name: marker, type: 'bad' }] }));
    expect(gateway.lines).toHaveLength(2);
    for (const line of gateway.lines) {
      expect(line).not.toContain(marker);
      const entry = JSON.parse(line);
      expect(Object.keys(entry).sort()).toEqual(
        ['inputDigest', 'latencyMs', 'level', 'message', 'method', 'path', 'payer', 'status', 'timestamp', 'utility'].sort(),
      );
    }
    // The input digest is logged only for a settled run (it is the receipt's); never before payment.
    expect(JSON.parse(gateway.lines[0] as string)).toMatchObject({ status: 402, utility: CSV, inputDigest: null });
  });
});
