import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { implementedChecks } from '@evidence-check/catalog-builder';
import { withGateway } from './helpers.js';

// The paid endpoint's exact path is answered without Express's router (run-door.ts); every other
// spelling goes through the router to the same handler. Both must answer byte for byte alike.
let gateway: Awaited<ReturnType<typeof withGateway>>;
beforeAll(async () => {
  gateway = await withGateway();
});
afterAll(() => gateway.close());

const csv = implementedChecks.find((check) => check.id === 'csv-schema-drift-preflight')!;

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function post(path: string, body: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(gateway.url + path, { method: 'POST', agent: false, headers: { 'Content-Type': 'application/json', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Everything but the date and the connection handling. */
function comparable({ status, headers, body }: Raw) {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return { status, headers: rest, body: body.toString('utf8') };
}

const spellings = [`/api/run/${csv.id}/`, `/API/Run/${csv.id}`, `/api/run/${csv.id.replace('c', '%63')}`, `/api/run/${csv.id}?trace=1`];

test.each([
  ['a valid packet (402 with the standing terms)', JSON.stringify(csv.sampleInput), 402],
  ['an invalid packet (400 INVALID_EVIDENCE)', JSON.stringify({ nope: true }), 400],
  ['broken JSON (400 MALFORMED_JSON)', '{"a":', 400],
])('%s: the door and the router answer alike', async (_what, body, status) => {
  const door = comparable(await post(`/api/run/${csv.id}`, body));
  expect(door.status).toBe(status);
  // Middleware ran on the door: security headers and CORS.
  expect(door.headers['x-content-type-options']).toBe('nosniff');
  expect(door.headers['access-control-allow-origin']).toBe('*');
  for (const path of spellings) expect(comparable(await post(path, body))).toEqual(door);
});

test('the door compresses when asked, as the router does', async () => {
  const body = JSON.stringify(csv.sampleInput);
  const door = await post(`/api/run/${csv.id}`, body, { 'Accept-Encoding': 'gzip' });
  const routed = await post(`/api/run/${csv.id}/`, body, { 'Accept-Encoding': 'gzip' });
  expect(door.headers['content-encoding']).toBe('gzip');
  expect(routed.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(door.body).toString('utf8')).toBe(gunzipSync(routed.body).toString('utf8'));
  expect(JSON.parse(gunzipSync(door.body).toString('utf8')).error.code).toBe('PAYMENT_REQUIRED');
});

test('an unknown product and a malformed escape keep their answers (404, 400)', async () => {
  expect((await post('/api/run/no-such-product', '{}')).status).toBe(404);
  const malformed = await post('/api/run/%zz', '{}');
  expect(malformed.status).toBe(400);
  expect(JSON.parse(malformed.body.toString('utf8')).error.code).toBe('MALFORMED_REQUEST');
});
