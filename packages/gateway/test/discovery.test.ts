// A crawler's walk: /openapi.json (validated by a maintained OpenAPI 3.1 validator), its link to
// /.well-known/x402, and for every sold product the price it advertises checked against the
// authority, the Payment-Required header of the product's own 402.
import { Validator } from '@seriousme/openapi-schema-validator';
import { buildLlmsTxt, implementedChecks, LLMS_TXT_MAX_BYTES } from '@evidence-check/catalog-builder';
import { decodePaymentRequiredHeader } from '@x402/core/http';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { POST_OPERATIONS } from '../src/discovery.js';
import { createGateway, FREE_ENDPOINTS, getRoutes } from '../src/index.js';
import { testConfig, unreachableChainFacilitator, withGateway, type Json } from './helpers.js';

type AddFormats = (ajv: Ajv2020) => Ajv2020;
// ajv-formats is CommonJS: its function arrives as the default export or under `.default`.
const addFormats: AddFormats = (addFormatsModule as unknown as { default?: AddFormats }).default ?? (addFormatsModule as unknown as AddFormats);
const BASE = 'https://checks.example.test';

let gateway: Awaited<ReturnType<typeof withGateway>>;
let openapi: Json;
beforeAll(async () => {
  gateway = await withGateway();
  const res = await fetch(`${gateway.url}/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  openapi = await res.json();
});
afterAll(() => gateway.close());

/** `50000` base units of a 6-decimal asset -> `0.05`, in exact decimal text. */
function fromBaseUnits(amount: string, decimals = 6): string {
  const digits = amount.padStart(decimals + 1, '0');
  const whole = digits.slice(0, -decimals);
  const fraction = digits.slice(-decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** The served path of an absolute URL under the document's server URL. */
function pathOf(url: string): string {
  const server: string = openapi.servers[0].url;
  expect(url.startsWith(server)).toBe(true);
  return url.slice(server.length);
}

function resolve(ref: string): Json {
  expect(ref.startsWith('#/')).toBe(true);
  return ref
    .slice(2)
    .split('/')
    .reduce((node: Json, key: string) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], openapi);
}

test('the document is valid OpenAPI 3.1 (@seriousme/openapi-schema-validator)', async () => {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(openapi));
  expect(result.errors).toBeUndefined();
  expect(result.valid).toBe(true);
  expect(validator.version).toBe('3.1');
  expect(openapi.info['x-guidance']).toMatch(/sandbox/);
  expect(openapi.info['x-guidance']).toMatch(/Payment-Signature/);
});

test('a crawler reading /openapi.json then /.well-known/x402 finds every sold product at the price of its 402', async () => {
  const discovery = await fetch(openapi['x-x402-discovery']!.replace(BASE, gateway.url));
  expect(discovery.status).toBe(200);
  const wellKnown = (await discovery.json()) as Json;
  expect(wellKnown.version).toBe(1);
  expect(typeof wellKnown.instructions).toBe('string');
  expect(wellKnown.resources).toEqual(implementedChecks.map((check) => `${BASE}/api/run/${check.id}`));

  const paid = Object.entries(openapi.paths as Record<string, Json>).filter(([, item]) => item.post?.['x-payment-info']);
  expect(paid.map(([path]) => path).sort()).toEqual(wellKnown.resources.map(pathOf).sort());

  for (const url of wellKnown.resources as string[]) {
    const path = pathOf(url);
    const operation = openapi.paths[path].post;
    expect(operation['x-payment-info']).toEqual({
      price: { mode: 'fixed', currency: 'USD', amount: expect.any(String) },
      protocols: [{ x402: {} }],
    });
    // The authority: the terms the x402 SDK writes into this product's 402.
    const res = await fetch(gateway.url + path, { method: 'POST' });
    expect(res.status).toBe(402);
    const terms = decodePaymentRequiredHeader(res.headers.get('payment-required') as string);
    expect(operation['x-payment-info'].price.amount).toBe(fromBaseUnits(terms.accepts[0]!.amount));
    expect(terms.resource.url).toBe(url);
  }
});

describe('every sold product is its own operation', () => {
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  beforeAll(() => ajv.addSchema({ $id: 'https://openapi.invalid/doc', components: openapi.components }));

  test.each(implementedChecks.map((check) => [check.id]))('%s', async (id) => {
    const check = implementedChecks.find((c) => c.id === id)!;
    const operation = openapi.paths[`/api/run/${id}`].post;
    expect(operation.operationId).toMatch(/^run_/);
    expect(operation.summary).toBe(check.title);

    // The request body is the product's JSON Schema (/api/schema/{id}), embedded so that its
    // references resolve from the document root: the same keywords, its $defs beside it as
    // components, and the same verdict as the served schema on every packet tried.
    const media = operation.requestBody.content['application/json'];
    expect(media.schema.$ref).toBe(`#/components/schemas/${id}`);
    const embedded = resolve(media.schema.$ref);
    expect(embedded.$id).toBeUndefined();
    expect(JSON.stringify(embedded)).not.toContain('#/$defs/');
    const served = (await (await fetch(`${gateway.url}/api/schema/${id}`)).json()) as Json;
    const { $id: _id, $schema: _dialect, $defs: _defs, ...keywords } = served;
    expect(Object.keys(embedded).sort()).toEqual(Object.keys(keywords).sort());
    const viaDocument = ajv.getSchema(`https://openapi.invalid/doc#/components/schemas/${id}`)!;
    const direct = ajv.getSchema(served.$id) ?? ajv.compile(served);
    const required = (served.required ?? []) as string[];
    const withoutFirstRequired = Object.fromEntries(Object.entries(media.example).filter(([key]) => key !== required[0]));
    for (const packet of [media.example, { surely_not_a_field: true }, withoutFirstRequired, {}]) {
      expect([id, viaDocument(packet)]).toEqual([id, direct(packet)]);
    }
    expect(viaDocument(media.example)).toBe(true);
    expect(viaDocument({ surely_not_a_field: true })).toBe(false);

    // 200 envelope, error bodies, and the 402 documenting Payment-Required.
    expect(resolve(operation.responses['200'].content['application/json'].schema.$ref)).toBe(openapi.components.schemas.Result);
    expect(operation.responses['200'].headers['Payment-Response']).toBeDefined();
    for (const status of ['400', '402', '404', '413', '415', '503']) {
      const response = resolve(operation.responses[status].$ref);
      expect(resolve(response.content['application/json'].schema.$ref)).toBe(openapi.components.schemas.Error);
    }
    const paymentRequired = resolve(operation.responses['402'].$ref);
    expect(resolve(paymentRequired.headers['Payment-Required'].$ref).required).toBe(true);
  });
});

test('the 200 envelope schema accepts every sandbox fixture response; the error schema the real error bodies', async () => {
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  ajv.addSchema({ $id: 'https://openapi.invalid/doc', components: openapi.components });
  const result = ajv.getSchema('https://openapi.invalid/doc#/components/schemas/Result')!;
  const error = ajv.getSchema('https://openapi.invalid/doc#/components/schemas/Error')!;
  const index = (await (await fetch(`${gateway.url}/sandbox/index.json`)).json()) as Json;
  for (const fixture of Object.values(index.fixtures) as Json[]) {
    const paid = { ...fixture.response, receipt: { ...fixture.response.receipt, issuedAt: '2026-01-01T00:00:00.000Z' } };
    expect([fixture.id, result(paid), result.errors]).toEqual([fixture.id, true, null]);
  }
  expect(result({ utility: 'x' })).toBe(false);
  for (const res of [await fetch(`${gateway.url}/api/run/no-such-product`, { method: 'POST' }), await fetch(`${gateway.url}/api/run/${implementedChecks[0]!.id}`, { method: 'POST' })]) {
    expect(error(await res.json())).toBe(true);
  }
  expect(error({ error: { code: 'NOT_A_CODE', message: 'x' } })).toBe(false);
});

test('every GET route of the app is in the document, each with its own summary', () => {
  const { app } = createGateway(testConfig(), { facilitator: unreachableChainFacilitator(), maintainedData: null });
  const routes = getRoutes(app);
  expect(routes).toEqual(expect.arrayContaining(['/api/catalog', '/openapi.json', '/.well-known/x402', '/.well-known/jwks.json']));
  for (const route of routes) {
    expect([route, FREE_ENDPOINTS[route]?.summary]).toEqual([route, expect.any(String)]);
    const path = route.replace(/:([A-Za-z_]\w*)/g, '{$1}');
    expect([route, Object.keys(openapi.paths[path] ?? {})]).toEqual([route, ['get']]);
  }
  const documented = Object.entries(openapi.paths as Record<string, Json>).filter(([, item]) => item.get).map(([path]) => path);
  expect(documented.sort()).toEqual(routes.map((route) => route.replace(/:([A-Za-z_]\w*)/g, '{$1}')).sort());
});

test('the discovery documents are cacheable and revalidated like the catalogs', async () => {
  const first = await fetch(`${gateway.url}/openapi.json`);
  const etag = first.headers.get('etag') as string;
  expect(etag).toMatch(/^"/);
  expect((await fetch(`${gateway.url}/openapi.json`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  const jwks = await fetch(`${gateway.url}/.well-known/jwks.json`);
  expect(jwks.headers.get('content-type')).toMatch(/^application\/jwk-set\+json/);
  expect(((await jwks.json()) as Json).keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
});

test('every POST route is in the document: the run door once per sold product, the router’s routes as their owners describe them', () => {
  const { app } = createGateway(testConfig(), { facilitator: unreachableChainFacilitator(), maintainedData: null });
  const others = getRoutes(app, 'post');
  // The run endpoint has no route in the router: the run door is its one way in (run-door.ts).
  expect(others).toEqual(['/mcp']);
  for (const route of others) expect([route, typeof POST_OPERATIONS[route]]).toEqual([route, 'function']);
  const documented = Object.entries(openapi.paths as Record<string, Json>).filter(([, item]) => item.post).map(([path]) => path);
  expect(documented.sort()).toEqual([...implementedChecks.map((check) => `/api/run/${check.id}`), ...others].sort());
});

describe('POST /mcp in the document', () => {
  const MCP_ACCEPT = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
  const DOC = 'https://openapi.invalid/mcp-doc';
  const pointer = (...keys: string[]) => `${DOC}#/${keys.map((key) => key.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
  let operation: Json;
  let ajv: Ajv2020;
  beforeAll(() => {
    operation = openapi.paths['/mcp']?.post;
    ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
    ajv.addSchema({ $id: DOC, components: openapi.components, paths: openapi.paths });
  });
  const schemaAt = (...keys: string[]) => ajv.getSchema(pointer(...keys))!;
  /** The documented body schema of one response of the operation (its own, or the shared one it references). */
  const responseSchema = (status: string) => {
    const ref: string | undefined = operation.responses[status].$ref;
    return schemaAt(...(ref ? ref.slice(2).split('/') : ['paths', '/mcp', 'post', 'responses', status]), 'content', 'application/json', 'schema');
  };
  const post = (body: unknown, headers: Record<string, string> = MCP_ACCEPT) =>
    fetch(`${gateway.url}/mcp`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });

  test('the stateless MCP door, its tools the sold products, paid in tools/call and never advertised as an HTTP 402', () => {
    expect(operation).toBeDefined();
    expect(operation.operationId).toBe('mcp');
    expect(operation.tags).toEqual(['MCP']);
    expect(openapi.tags.map((tag: Json) => tag.name)).toEqual(['Free', 'MCP']);
    // Crawlers probe every x-payment-info operation for a 402; this door pays inside tools/call.
    expect(operation['x-payment-info']).toBeUndefined();
    expect(operation['x-mcp']).toMatchObject({
      transport: 'streamable-http',
      stateless: true,
      tools: implementedChecks.map((check) => check.id),
      payment: { protocol: 'x402', x402Version: 2, requestMeta: 'x402/payment', responseMeta: 'x402/payment-response' },
    });
    expect(operation.description).toMatch(/GET and DELETE on \/mcp answer 405/);
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '202', '400', '406', '413', '415']);
  });

  test('the request schema: every example validates; a tool that is not sold, or arguments its product refuses, do not', () => {
    const validate = schemaAt('paths', '/mcp', 'post', 'requestBody', 'content', 'application/json', 'schema');
    const examples = Object.values(operation.requestBody.content['application/json'].examples) as Json[];
    expect(examples.length).toBeGreaterThanOrEqual(2);
    for (const example of examples) expect([example.value.method, validate(example.value), validate.errors]).toEqual([example.value.method, true, null]);
    const call = examples.find((example) => example.value.method === 'tools/call')!.value;
    expect(validate([call, { jsonrpc: '2.0', method: 'notifications/initialized' }])).toBe(true);
    expect(validate({ ...call, params: { ...call.params, name: 'no-such-product' } })).toBe(false);
    expect(validate({ ...call, params: { ...call.params, arguments: { surely_not_a_field: true } } })).toBe(false);
    expect(validate({ ...call, params: undefined })).toBe(false);
    expect(validate({ jsonrpc: '1.0', id: 1, method: 'ping' })).toBe(false);
  });

  test('each example, sent as documented, gets the documented answer', async () => {
    const ok = responseSchema('200');
    for (const example of Object.values(operation.requestBody.content['application/json'].examples) as Json[]) {
      const res = await post(example.value);
      expect([example.value.method, res.status]).toEqual([example.value.method, 200]);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await res.json()) as Json;
      expect([example.value.method, ok(body), ok.errors]).toEqual([example.value.method, true, null]);
      if (example.value.method === 'tools/list') expect(body.result.tools.map((tool: Json) => tool.name)).toEqual(operation['x-mcp'].tools);
      if (example.value.method === 'tools/call') {
        const validateResult = schemaAt('paths', '/mcp', 'post', 'x-mcp', 'toolResult');
        expect([validateResult(body.result), validateResult.errors]).toEqual([true, null]);
        expect(body.result.isError).toBe(true);
        expect(body.result.structuredContent.x402Version).toBe(2);
      }
    }
  });

  test('the documented refusals: 202 for notifications, 400 and 406 from the transport, 400/413/415 in the error shape', async () => {
    expect((await post({ jsonrpc: '2.0', method: 'notifications/initialized' })).status).toBe(202);
    const answers: Array<[string, Response]> = [
      ['406', await post({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { 'Content-Type': 'application/json' })],
      ['400', await post({ not: 'json-rpc' })],
      ['400', await post({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { ...MCP_ACCEPT, 'Mcp-Protocol-Version': '1999-01-01' })],
      ['400', await post('{"jsonrpc":"2.0",')],
      ['415', await post({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { ...MCP_ACCEPT, 'Content-Type': 'text/plain' })],
    ];
    for (const [status, res] of answers) {
      expect(String(res.status)).toBe(status);
      const validate = responseSchema(status);
      expect([status, validate(await res.json()), validate.errors]).toEqual([status, true, null]);
    }
  });
});

test('/llms.txt: every sold product on one line with its docs link, price and category, under 4 KB, and every link answers', async () => {
  const res = await fetch(`${gateway.url}/llms.txt`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
  const text = await res.text();
  expect(Buffer.byteLength(text)).toBeLessThanOrEqual(4096);
  expect(text.startsWith('# ')).toBe(true);
  const lines = text.split('\n').filter((line) => line.startsWith('- ['));
  expect(lines).toEqual(implementedChecks.map((check) => `- [${check.id}](/docs/${check.id}) ${check.price} · ${check.category}`));
  // Still within budget under a long base URL and seller name (the links are relative).
  const long = buildLlmsTxt(implementedChecks, { ...testConfig(), baseUrl: `https://${'a'.repeat(60)}.example.com`, sellerName: 'E'.repeat(60) });
  expect(Buffer.byteLength(long)).toBeLessThanOrEqual(LLMS_TXT_MAX_BYTES);
  for (const path of [...lines.map((line) => /\]\(([^)]+)\)/.exec(line)![1]!), '/openapi.json', '/sandbox/index.json', `/api/schema/${implementedChecks[0]!.id}`]) {
    expect([path, (await fetch(`${gateway.url}${path}`)).status]).toEqual([path, 200]);
  }
  // Linked from the OpenAPI document and the docs index.
  // (Both name the configured base URL, as every document does.)
  const base = openapi.servers[0].url as string;
  expect(openapi['x-llms-txt']).toBe(`${base}/llms.txt`);
  expect(await (await fetch(`${gateway.url}/docs`)).text()).toContain(`href="${base}/llms.txt"`);
  expect(text).toContain(`Base URL: ${base}.`);
});
