// A browser agent on another origin: headless Chromium (playwright-core, the system's
// /usr/bin/chromium) loads a page served on another port; the page reads the catalog, POSTs a run,
// reads the 402's Payment-Required header, sends the paid retry with Payment-Signature (the
// payment is signed in the test with the official x402 client and a dev-chain key, then handed to
// the page) and reads the 200 and its Payment-Response. The browser enforces CORS, not the test.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registry } from '@evidence-check/catalog-builder';
import { ANVIL_ACCOUNTS, type DevChain } from '@evidence-check/dev-chain';
import { verifyEvidenceReceipt, type JsonWebKeySet } from '@evidence-check/receipt-verifier';
import { decodePaymentRequiredHeader, decodePaymentResponseHeader } from '@x402/core/http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { chromium, type Browser, type Page } from 'playwright-core';
import { MCP_REQUEST_HEADERS } from '../src/cors.js';
import { startGateway, type RunningGateway } from '../src/index.js';
import { memoryLogger, testConfig, type Json } from './helpers.js';
import { payer } from './payer.js';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CSV = 'csv-schema-drift-preflight';
const csv = registry.find((check) => check.id === CSV)!;

let gateway: RunningGateway;
let chain: DevChain;
let pageServer: Server;
let pageOrigin: string;
let browser: Browser;
let page: Page;
const log = memoryLogger();

beforeAll(async () => {
  gateway = await startGateway(testConfig({ paymentMode: 'dev' }), { checks: [csv], logger: log.logger, maintainedData: null });
  chain = gateway.facilitator!.chain!;
  pageServer = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>agent</title><p>A browser agent on another origin.</p>');
  });
  pageServer.listen(0, '127.0.0.1');
  await once(pageServer, 'listening');
  pageOrigin = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  page = await browser.newPage();
  await page.goto(pageOrigin);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  pageServer?.close();
  await gateway?.close();
});

test('the page is on another origin than the gateway', () => {
  expect(new URL(pageOrigin).origin).not.toBe(new URL(gateway.url).origin);
});

test('free GETs are readable cross-origin', async () => {
  const seen = await page.evaluate(async (base) => {
    const catalog = await fetch(`${base}/api/catalog`);
    const openapi = await fetch(`${base}/openapi.json`);
    return { status: catalog.status, count: ((await catalog.json()) as Json).count, openapi: ((await openapi.json()) as Json).openapi, etag: catalog.headers.get('ETag') };
  }, gateway.url);
  expect(seen).toEqual({ status: 200, count: 1, openapi: '3.1.0', etag: expect.stringMatching(/^"/) });
});

test('a run POSTed from the page gets its 402 and can read Payment-Required; then pays and reads the 200 and Payment-Response', async () => {
  log.lines.length = 0;
  const first = await page.evaluate(
    async ({ base, body }) => {
      const res = await fetch(`${base}/api/run/csv-schema-drift-preflight`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      return { status: res.status, paymentRequired: res.headers.get('Payment-Required'), cacheControl: res.headers.get('Cache-Control'), code: ((await res.json()) as Json).error.code };
    },
    { base: gateway.url, body: JSON.stringify(csv.sampleInput) },
  );
  expect(first).toMatchObject({ status: 402, code: 'PAYMENT_REQUIRED', paymentRequired: expect.any(String), cacheControl: 'no-store' });
  // Content-Type: application/json makes the POST non-simple: the browser sent a preflight first.
  const preflights = log.lines.map((line) => JSON.parse(line)).filter((line: Json) => line.method === 'OPTIONS' && line.path === `/api/run/${CSV}`);
  expect(preflights.length).toBeGreaterThan(0);
  expect(preflights[0].status).toBe(204);

  const terms = decodePaymentRequiredHeader(first.paymentRequired as string);
  const buyer = payer(chain, ANVIL_ACCOUNTS[1]!.privateKey);
  const paymentSignature = buyer.header(await buyer.sign(terms));

  const paid = await page.evaluate(
    async ({ base, body, paymentSignature }) => {
      const res = await fetch(`${base}/api/run/csv-schema-drift-preflight`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Payment-Signature': paymentSignature },
        body,
      });
      return { status: res.status, paymentResponse: res.headers.get('Payment-Response'), cacheControl: res.headers.get('Cache-Control'), body: (await res.json()) as Json };
    },
    { base: gateway.url, body: JSON.stringify(csv.sampleInput), paymentSignature },
  );
  expect(paid.status).toBe(200);
  expect(paid.cacheControl).toBe('no-store');
  expect(paid.body.utility).toBe(CSV);
  // The signed receipt the page read verifies against the published keys.
  const jwks = (await (await fetch(`${gateway.url}/.well-known/jwks.json`)).json()) as JsonWebKeySet;
  const verification = await verifyEvidenceReceipt({ result: paid.body, receipt: paid.paymentResponse as string, jwks, input: csv.sampleInput });
  expect(verification.problems).toEqual([]);
  const settlement = decodePaymentResponseHeader(paid.paymentResponse as string);
  expect(settlement).toMatchObject({ success: true, payer: buyer.address, transaction: paid.body.receipt.payment.transaction });
  const onChain = await chain.publicClient.getTransactionReceipt({ hash: settlement.transaction as `0x${string}` });
  expect(onChain.status).toBe('success');
}, 60_000);

test('a header the gateway does not allow is refused by the browser (CORS is really enforced)', async () => {
  const outcome = await page.evaluate(async (base) => {
    try {
      await fetch(`${base}/api/run/csv-schema-drift-preflight`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Not-Allowed': '1' }, body: '{}' });
      return 'answered';
    } catch (error) {
      return (error as Error).name;
    }
  }, gateway.url);
  expect(outcome).toBe('TypeError');
});

/**
 * A fetch for the official MCP client that runs every request in the page: the browser applies CORS
 * to exactly the requests the SDK makes, and the SDK sees only the answer headers a page can read.
 */
function pageFetch(target: Page, sent: Array<Record<string, string>>) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    sent.push(headers);
    const answer = await target.evaluate(
      async ({ url, method, headers, body }) => {
        try {
          const res = await fetch(url, { method, headers, ...(body === null ? {} : { body }) });
          return { status: res.status, headers: [...res.headers.entries()], body: await res.text() };
        } catch (error) {
          return { blocked: (error as Error).name };
        }
      },
      { url: String(input), method: init?.method ?? 'GET', headers, body: typeof init?.body === 'string' ? init.body : null },
    );
    if ('blocked' in answer) throw new TypeError(`the browser refused the request (${answer.blocked})`);
    return new Response([204, 205, 304].includes(answer.status) || answer.body === '' ? null : answer.body, { status: answer.status, headers: answer.headers });
  };
}

test('the official MCP client, its requests sent by the page: lists the tools, gets the x402 terms, pays and reads the settlement', async () => {
  const sent: Array<Record<string, string>> = [];
  const client = new Client({ name: 'browser-agent', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${gateway.url}/mcp`), { fetch: pageFetch(page, sent) }));
  try {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([CSV]);
    // After initialize the SDK sends MCP-Protocol-Version on every request: a non-safelisted header the preflight must allow.
    expect(sent.some((headers) => headers['mcp-protocol-version'])).toBe(true);

    const unpaid = (await client.callTool({ name: CSV, arguments: csv.sampleInput as Record<string, unknown> })) as CallToolResult;
    expect(unpaid.isError).toBe(true);
    const buyer = payer(chain, ANVIL_ACCOUNTS[2]!.privateKey);
    const payment = await buyer.sign(unpaid.structuredContent as never);
    const paid = (await client.callTool({ name: CSV, arguments: csv.sampleInput as Record<string, unknown>, _meta: { 'x402/payment': payment } })) as CallToolResult;
    expect(paid.isError).toBeFalsy();
    expect((paid.structuredContent as Json).utility).toBe(CSV);
    expect(paid._meta?.['x402/payment-response']).toMatchObject({ success: true, payer: buyer.address });
  } finally {
    await client.close();
  }
}, 60_000);

test('the MCP request headers are allowed by the preflight of /mcp, and Mcp-Session-Id is readable', async () => {
  const res = await fetch(`${gateway.url}/mcp`, {
    method: 'OPTIONS',
    headers: { Origin: pageOrigin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': ['content-type', ...MCP_REQUEST_HEADERS].join(',').toLowerCase() },
  });
  expect(res.status).toBe(204);
  const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(',');
  expect(allowed).toEqual(expect.arrayContaining(['content-type', 'mcp-protocol-version', 'mcp-session-id', 'last-event-id', 'mcp-method', 'mcp-name']));
  const answer = await fetch(`${gateway.url}/mcp`, {
    method: 'POST',
    headers: { Origin: pageOrigin, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
  });
  expect(answer.status).toBe(200);
  expect((answer.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(',')).toContain('mcp-session-id');
});

test('the preflight answer itself: allowed method and headers, cached for 10 minutes', async () => {
  const res = await fetch(`${gateway.url}/api/run/${CSV}`, {
    method: 'OPTIONS',
    headers: { Origin: pageOrigin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,payment-signature' },
  });
  expect(res.status).toBe(204);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(res.headers.get('access-control-allow-methods')?.split(',')).toContain('POST');
  const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(',');
  expect(allowed).toEqual(expect.arrayContaining(['content-type', 'payment-signature']));
  expect(res.headers.get('access-control-max-age')).toBe('600');
  const answer = await fetch(`${gateway.url}/api/run/${CSV}`, { method: 'POST', headers: { Origin: pageOrigin } });
  const exposed = (answer.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(',');
  expect(exposed).toEqual(expect.arrayContaining(['payment-required', 'payment-response']));
});
