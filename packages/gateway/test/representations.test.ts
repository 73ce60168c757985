import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { withGateway } from './helpers.js';

// Free documents are stored pre-serialized and compressed once, per coding (documents.ts).
let gateway: Awaited<ReturnType<typeof withGateway>>;
beforeAll(async () => {
  gateway = await withGateway();
});
afterAll(() => gateway.close());

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(gateway.url + path, { agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('pre-compressed free documents', () => {
  test('identity without Accept-Encoding; br and gzip when asked, each the same document with its own strong ETag', async () => {
    const plain = await get('/api/catalog');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    const br = await get('/api/catalog', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await get('/api/catalog', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    const etags = [plain, br, gzip].map((res) => res.headers.etag as string);
    for (const etag of etags) expect(etag).toMatch(/^"[^"]+"$/); // strong
    expect(new Set(etags).size).toBe(3);
    // Asked twice, the same stored bytes.
    expect((await get('/api/catalog', { 'Accept-Encoding': 'br' })).body.equals(br.body)).toBe(true);
  });

  test('q-values are honoured: br refused, identity refused', async () => {
    expect((await get('/api/catalog', { 'Accept-Encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get('/api/catalog', { 'Accept-Encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
  });

  test('304 only for the ETag of the representation the client would get', async () => {
    const br = await get('/api/product-catalog', { 'Accept-Encoding': 'br' });
    const again = await get('/api/product-catalog', { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The compressed copy's ETag does not validate the identity copy.
    const plain = await get('/api/product-catalog', { 'If-None-Match': br.headers.etag as string });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  test('small documents are sent as they are, without Vary', async () => {
    const health = await get('/healthz', { 'Accept-Encoding': 'br, gzip' });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.headers.vary).toBeUndefined();
  });
});
