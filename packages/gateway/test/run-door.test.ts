import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { implementedChecks } from '@evidence-check/catalog-builder';
import { ANSWER_HEADERS, headersSetBy, type Middleware } from '../src/answer-headers.js';
import { createGateway } from '../src/index.js';
import { testConfig, unreachableChainFacilitator, withGateway } from './helpers.js';

// The paid endpoint is answered without Express's router (run-door.ts), in every spelling the
// router would have matched, and the router has no route for it: one way into the paid handler.
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

function post(path: string, body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(gateway.url + path, { method: 'POST', agent: false, headers }, (res) => {
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
])('%s: every spelling of the path gets the same answer', async (_what, body, status) => {
  const door = comparable(await post(`/api/run/${csv.id}`, body));
  expect(door.status).toBe(status);
  // Middleware ran on the door: security headers and CORS.
  expect(door.headers['x-content-type-options']).toBe('nosniff');
  expect(door.headers['access-control-allow-origin']).toBe('*');
  for (const path of spellings) expect(comparable(await post(path, body))).toEqual(door);
});

test.each([
  ['the price probe: no body, no media type (402)', '', {}, 402],
  ['another media type (415)', 'a,b', { 'Content-Type': 'text/csv' }, 415],
  ['a body over 256 KiB (413)', JSON.stringify({ pad: 'x'.repeat(300_000) }), { 'Content-Type': 'application/json' }, 413],
  ['a forged payment (402 PAYMENT_INVALID)', JSON.stringify(csv.sampleInput), { 'Content-Type': 'application/json', 'Payment-Signature': 'bm90IGEgcGF5bWVudA==' }, 402],
  ['a charset parameter and an empty Accept-Encoding (402)', JSON.stringify(csv.sampleInput), { 'Content-Type': 'application/json; charset=utf-8', 'Accept-Encoding': '' }, 402],
])('%s: every spelling of the path gets the same answer', async (_what, body, headers, status) => {
  const door = comparable(await post(`/api/run/${csv.id}`, body, headers));
  expect(door.status).toBe(status);
  for (const path of spellings) expect(comparable(await post(path, body, headers))).toEqual(door);
});

test('the door compresses when asked, at every spelling', async () => {
  const body = JSON.stringify(csv.sampleInput);
  const door = await post(`/api/run/${csv.id}`, body, { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip' });
  const routed = await post(`/api/run/${csv.id}/`, body, { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip' });
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

test('the router alone has no paid route: POST there is a 404, another method a 405 naming POST', async () => {
  const { app, runner } = createGateway(testConfig(), { facilitator: unreachableChainFacilitator(), maintainedData: null });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const posted = await fetch(`${base}/api/run/${csv.id}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(posted.status).toBe(404);
    expect(((await posted.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    const got = await fetch(`${base}/API/run/${csv.id}/`);
    expect(got.status).toBe(405);
    expect(got.headers.get('allow')).toBe('POST');
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await runner.close();
  }
});

test('every answer carries the same security and CORS headers, written by the app or not', async () => {
  const names = ANSWER_HEADERS.map(([name]) => name.toLowerCase());
  expect(names).toEqual(expect.arrayContaining(['x-content-type-options', 'access-control-allow-origin', 'cross-origin-resource-policy', 'strict-transport-security']));
  const door = await post(`/api/run/${csv.id}`, JSON.stringify(csv.sampleInput));
  const routed = await fetch(`${gateway.url}/api/catalog`);
  for (const [name, value] of ANSWER_HEADERS) {
    expect([name, door.headers[name.toLowerCase()]]).toEqual([name, value]);
    expect([name, routed.headers.get(name)]).toEqual([name, value]);
  }
});

test('the headers the door sets are what the middleware sets, found by running it once', () => {
  const pass: Middleware = (_req, res, next) => {
    res.setHeader('X-One', 'a');
    res.setHeader('x-one', 'b');
    res.setHeader('X-Gone', 'c');
    res.removeHeader('x-gone');
    next();
  };
  expect(headersSetBy([pass], 'POST')).toEqual([['x-one', 'b']]);
  // A middleware that would answer or wait cannot be replaced by constant headers.
  expect(() => headersSetBy([(_req, _res, _next) => undefined], 'POST')).toThrow(/did not pass the request on/);
});
