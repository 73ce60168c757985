import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { implementedChecks, registry } from '@evidence-check/catalog-builder';
import { jsonPointer } from '@evidence-check/core-receipt';
import { HTTPFacilitatorClient } from '@x402/core/server';
import { MAX_JSON_DEPTH } from '../src/body.js';
import { errorShapeProblem, rawRequest } from './error-shape.js';
import { withGateway, type Json } from './helpers.js';
import { freePort } from './process.js';

let gateway: Awaited<ReturnType<typeof withGateway>>;
beforeAll(async () => {
  gateway = await withGateway();
});
afterAll(() => gateway.close());

const post = (path: string, body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  fetch(gateway.url + path, { method: 'POST', headers, body });

async function expectError(res: Response, status: number, code?: string): Promise<Json> {
  const text = await res.text();
  expect({ status: res.status, problem: errorShapeProblem(res.headers.get('content-type'), text) }).toEqual({ status, problem: null });
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  const body = JSON.parse(text) as Json;
  if (code) expect(body.error.code).toBe(code);
  return body;
}

/** The pointer and value of the first string leaf of a value, depth first in key order. */
function firstString(value: unknown, path: Array<string | number> = []): { path: Array<string | number>; text: string } | null {
  if (typeof value === 'string') return { path, text: value };
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstString(item, [...path, index]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = firstString(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

function setAt(value: unknown, path: Array<string | number>, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const copy: Json = Array.isArray(value) ? [...value] : { ...(value as object) };
  copy[head as string] = setAt(copy[head as string], rest, leaf);
  return copy;
}

describe('a lone UTF-16 surrogate (valid JSON, not I-JSON) is a 400 on every product, never a 500', () => {
  test.each(implementedChecks.map((check) => [check.id, check] as const))('%s: in a string value', async (id, check) => {
    const found = firstString(check.sampleInput);
    expect(found).not.toBeNull();
    const body = JSON.stringify(setAt(check.sampleInput, found!.path, `${found!.text}\ud800`));
    // JSON.stringify writes the lone half as the escape \ud800 (well-formed JSON.stringify, ES2019).
    expect(body).toContain('\\ud800');
    const error = await expectError(await post(`/api/run/${id}`, body), 400, 'MALFORMED_JSON');
    expect(error.error.message).toMatch(/lone UTF-16 surrogate/);
    expect(error.error.details).toEqual({ pointer: jsonPointer(...found!.path) });
  });

  test.each(implementedChecks.map((check) => [check.id, check] as const))('%s: in a property name', async (id, check) => {
    const body = JSON.stringify({ ...(check.sampleInput as object), 'x\udc00': 1 });
    const error = await expectError(await post(`/api/run/${id}`, body), 400, 'MALFORMED_JSON');
    expect(error.error.details).toEqual({ pointer: '/x\udc00' });
  });

  test('a well-formed astral character in the same place is no fault of the JSON', async () => {
    const check = registry.find((c) => c.id === 'csv-schema-drift-preflight')!;
    const found = firstString(check.sampleInput)!;
    const res = await post(`/api/run/${check.id}`, JSON.stringify(setAt(check.sampleInput, found.path, `${found.text}\ud83d\ude00`)));
    expect(res.status).not.toBe(500);
    expect(((await res.json()) as Json).error.code).not.toBe('MALFORMED_JSON');
  });
});

describe('deep nesting names the depth and the limit', () => {
  const id = 'csv-schema-drift-preflight';
  test.each([MAX_JSON_DEPTH + 1, 1_000, 100_000])('%d levels of arrays: 400 MALFORMED_JSON', async (depth) => {
    const error = await expectError(await post(`/api/run/${id}`, '['.repeat(depth) + ']'.repeat(depth)), 400, 'MALFORMED_JSON');
    expect(error.error.message).toContain(`nested ${depth} deep, over the limit of ${MAX_JSON_DEPTH}`);
    expect(error.error.details).toEqual({ depth, limit: MAX_JSON_DEPTH });
  });

  test('at the limit the JSON is fine (the schema decides)', async () => {
    const res = await post(`/api/run/${id}`, '{"a":' + '['.repeat(MAX_JSON_DEPTH - 1) + ']'.repeat(MAX_JSON_DEPTH - 1) + '}');
    expect(((await expectError(res, 400)) as Json).error.code).toBe('INVALID_EVIDENCE');
  });

  test('brackets inside strings do not count', async () => {
    const res = await post(`/api/run/${id}`, JSON.stringify({ a: '['.repeat(10_000), b: '\\"{{{' }));
    expect(((await expectError(res, 400)) as Json).error.code).toBe('INVALID_EVIDENCE');
  });

  test('a number outside the double range is still named as such', async () => {
    const error = await expectError(await post(`/api/run/${id}`, '{"a":[1e400]}'), 400, 'MALFORMED_JSON');
    expect(error.error.message).toMatch(/IEEE 754/);
    expect(error.error.details).toEqual({ pointer: '/a/0' });
  });
});

describe('malformed percent-escapes in the path are 400, not 500', () => {
  test.each([
    ['POST', '/api/run/%zz'],
    ['POST', '/api/run/%E0%A4%A'],
    ['GET', '/api/schema/%E0%A4%A'],
    ['GET', '/docs/%zz'],
  ])('%s %s', async (method, path) => {
    const res = await fetch(gateway.url + path, { method, ...(method === 'POST' ? { headers: { 'Content-Type': 'application/json' }, body: '{}' } : {}) });
    const error = await expectError(res, 400, 'MALFORMED_REQUEST');
    expect(error.error.message).toMatch(/percent-escape/);
  });

  test('GET /api/products/%E0%A4%A is a client error with the JSON shape', async () => {
    const res = await fetch(`${gateway.url}/api/products/%E0%A4%A`);
    expect([400, 404]).toContain(res.status);
    await expectError(res, res.status);
  });
});

describe("Node's parser refusals answer the JSON error shape too (clientError)", () => {
  test('a header over the limit: 431 HEADERS_TOO_LARGE, JSON body, connection closed', async () => {
    const answer = await rawRequest(gateway.port, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers.connection).toBe('close');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(errorShapeProblem(answer.headers['content-type'] ?? null, answer.body)).toBeNull();
    expect(JSON.parse(answer.body).error.code).toBe('HEADERS_TOO_LARGE');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  });

  test('a garbled request line: 400 MALFORMED_REQUEST', async () => {
    const answer = await rawRequest(gateway.port, 'NOT A REQUEST\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(errorShapeProblem(answer.headers['content-type'] ?? null, answer.body)).toBeNull();
    expect(JSON.parse(answer.body).error.code).toBe('MALFORMED_REQUEST');
  });

  test('on a keep-alive connection, after a first answer, too', async () => {
    const socket = connect(gateway.port, '127.0.0.1');
    let raw = '';
    socket.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    while (!raw.includes('"status"')) await new Promise((resolve) => setTimeout(resolve, 10));
    socket.write(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    await closed;
    const second = raw.slice(raw.indexOf('HTTP/1.1', 10));
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    expect(second).toMatch(/^HTTP\/1\.1 431 /);
    expect(second).toContain('"code":"HEADERS_TOO_LARGE"');
  });

  test('CONNECT (which Node would drop silently): 405 METHOD_NOT_ALLOWED in the JSON shape', async () => {
    const answer = await rawRequest(gateway.port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(answer.status).toBe(405);
    expect(errorShapeProblem(answer.headers['content-type'] ?? null, answer.body)).toBeNull();
    expect(JSON.parse(answer.body).error.code).toBe('METHOD_NOT_ALLOWED');
  });

  test('an Upgrade request (no WebSocket here) is answered like any other request', async () => {
    const answer = await rawRequest(gateway.port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: Upgrade, close\r\nUpgrade: websocket\r\n\r\n');
    expect(answer.status).toBe(200);
  });

  test('the server still answers afterwards', async () => {
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
  });
});

describe('every error status has the one documented JSON shape', () => {
  const csv = registry.find((check) => check.id === 'csv-schema-drift-preflight')!;
  const run = `/api/run/${csv.id}`;
  const sample = JSON.stringify(csv.sampleInput);
  const cases: Array<[string, number, string, () => Promise<Response>]> = [
    ['malformed JSON', 400, 'MALFORMED_JSON', () => post(run, '{"a":')],
    ['invalid evidence', 400, 'INVALID_EVIDENCE', () => post(run, '{}')],
    ['bad path escape', 400, 'MALFORMED_REQUEST', () => post('/api/run/%zz', sample)],
    ['unpaid', 402, 'PAYMENT_REQUIRED', () => post(run, sample)],
    ['no route', 404, 'NOT_FOUND', () => fetch(`${gateway.url}/nothing/here`)],
    ['unknown product', 404, 'UNKNOWN_UTILITY', () => post('/api/run/no-such-product', sample)],
    ['wrong method on a GET path', 405, 'METHOD_NOT_ALLOWED', () => fetch(`${gateway.url}/api/catalog`, { method: 'PUT' })],
    ['wrong method on the run path', 405, 'METHOD_NOT_ALLOWED', () => fetch(gateway.url + run)],
    ['too large', 413, 'PAYLOAD_TOO_LARGE', () => post(run, JSON.stringify({ a: 'x'.repeat(300_000) }))],
    ['wrong media type', 415, 'UNSUPPORTED_MEDIA_TYPE', () => post(run, sample, { 'Content-Type': 'text/plain' })],
  ];
  test.each(cases)('%s: %d %s', async (_name, status, code, send) => {
    await expectError(await send(), status, code);
  });

  test('405 names the methods that are served in Allow', async () => {
    expect((await fetch(`${gateway.url}/api/catalog`, { method: 'DELETE' })).headers.get('allow')).toBe('GET, HEAD');
    expect((await fetch(gateway.url + run)).headers.get('allow')).toBe('POST');
  });

  test('431: see the clientError tests (a raw socket is needed to send it)', async () => {
    const answer = await rawRequest(gateway.port, `GET /api/catalog HTTP/1.1\r\nHost: x\r\nCookie: ${'c'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(errorShapeProblem(answer.headers['content-type'] ?? null, answer.body)).toBeNull();
  });

  test('503: payment service unreachable', async () => {
    const remote = await withGateway({
      checks: [csv],
      facilitator: new HTTPFacilitatorClient({ url: `http://127.0.0.1:${await freePort()}` }),
      config: { facilitatorTimeoutMs: 2_000 },
    });
    try {
      const res = await fetch(remote.url + run, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Payment-Signature': Buffer.from('{}').toString('base64') },
        body: sample,
      });
      await expectError(res, 503, 'PAYMENT_SERVICE_UNAVAILABLE');
    } finally {
      await remote.close();
    }
  });
});

describe('security headers (helmet)', () => {
  test('the JSON API: nosniff, no X-Powered-By, no CSP or frame rules, CORP cross-origin for cross-origin reads', async () => {
    for (const path of ['/api/catalog', '/healthz', '/nothing']) {
      const res = await fetch(gateway.url + path);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(res.headers.get('content-security-policy')).toBeNull();
      expect(res.headers.get('x-frame-options')).toBeNull();
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
  });

  test.each(['/docs', '/docs/csv-schema-drift-preflight'])('%s: a CSP that allows exactly the inline style it serves', async (path) => {
    const res = await fetch(gateway.url + path);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = res.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(directives['default-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['script-src']).toBeUndefined(); // falls back to default-src 'none': no script runs
    // Outside truth: the hash the browser computes over the served <style> text (CSP Level 3 §8.4).
    const html = await res.text();
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
    expect(styles.length).toBeGreaterThan(0);
    for (const hash of styles) expect(directives['style-src']).toContain(hash);
  });
});
