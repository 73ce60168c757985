// The usage counters that /telemetry.md promises, read from the gateway itself after real calls at
// both paid doors: the run endpoint per utility and HTTP status, the MCP door per tool and outcome
// (official MCP client, official x402 client, real dev chain). Nothing of a packet is counted.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registry } from '@evidence-check/catalog-builder';
import { ANVIL_ACCOUNTS, startDevChain, type DevChain } from '@evidence-check/dev-chain';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createGateway, inProcessFacilitator, type Gateway } from '../src/index.js';
import { memoryLogger, testConfig, type Json } from './helpers.js';
import { payer } from './payer.js';

const csv = registry.find((check) => check.id === 'csv-schema-drift-preflight')!;
const gitignore = registry.find((check) => check.id === 'gitignore-coverage-preflight')!;
// A value no counter, key or log may ever hold.
const MARKER = 'usage-counter-marker-7f3a';
const INVALID = { baseline_columns: [{ name: MARKER, type: 'not-a-type' }] };

let chain: DevChain;
let gateway: Gateway;
let server: Server;
let url: string;
const clients: Client[] = [];

beforeAll(async () => {
  chain = await startDevChain();
  const facilitator = inProcessFacilitator(chain.facilitatorClient(0), () => chain.publicClient.getChainId());
  gateway = createGateway(testConfig(), { facilitator, logger: memoryLogger().logger, maintainedData: null });
  await gateway.payments.prepare();
  server = createServer(gateway.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await new Promise((resolve) => server?.close(resolve));
  await chain?.stop();
});

async function connect(): Promise<Client> {
  const client = new Client({ name: 'usage-counters-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`)));
  clients.push(client);
  await client.listTools();
  return client;
}

const call = (client: Client, args: unknown, payment?: unknown) =>
  client.callTool({ name: csv.id, arguments: args as Record<string, unknown>, ...(payment ? { _meta: { 'x402/payment': payment } } : {}) }) as Promise<CallToolResult>;

test('paid MCP tool calls are counted per tool and outcome, each call of a batch once, and the run door per status as before', async () => {
  const client = await connect();
  const unpaid = await call(client, csv.sampleInput);
  const alice = payer(chain, ANVIL_ACCOUNTS[5]!.privateKey);
  const payment = await alice.sign(unpaid.structuredContent as never);
  const paid = await call(client, csv.sampleInput, payment);
  expect([paid.isError, paid.isError ? paid.content : null]).toEqual([undefined, null]);
  expect((await call(client, csv.sampleInput, payment)).isError).toBe(true); // the replay
  expect((await call(client, INVALID)).isError).toBe(true);
  await expect(client.callTool({ name: 'no-such-product', arguments: {} })).rejects.toThrow(/Unknown tool/);

  // One HTTP request, two tool calls (a JSON-RPC batch), plus a message that is not a tool call.
  const batch = await fetch(`${url}/mcp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    body: JSON.stringify([
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: gitignore.id, arguments: gitignore.sampleInput } },
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: gitignore.id, arguments: { paths: MARKER } } },
      { jsonrpc: '2.0', id: 3, method: 'tools/list' },
    ]),
  });
  expect(batch.status).toBe(200);
  expect(((await batch.json()) as Json[]).map((answer) => answer.result.isError ?? false)).toEqual([true, true, false]);

  // The run door, unchanged: an empty price probe.
  const probe = await fetch(`${url}/api/run/${csv.id}`, { method: 'POST' });
  expect(probe.status).toBe(402);
  await probe.text();
  // The counter is written on the server's 'finish', which can come after this client has the answer.
  for (let i = 0; i < 100 && gateway.usage.snapshot().length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));

  expect(gateway.usage.toolCallSnapshot()).toEqual([
    { utility: csv.id, outcome: 'INVALID_EVIDENCE', count: 1 },
    { utility: csv.id, outcome: 'PAID', count: 1 },
    { utility: csv.id, outcome: 'PAYMENT_INVALID', count: 1 },
    { utility: csv.id, outcome: 'PAYMENT_REQUIRED', count: 1 },
    { utility: gitignore.id, outcome: 'INVALID_EVIDENCE', count: 1 },
    { utility: gitignore.id, outcome: 'PAYMENT_REQUIRED', count: 1 },
  ]);
  // /mcp requests never land in the run door's counters.
  expect(gateway.usage.snapshot()).toEqual([{ utility: csv.id, status: 402, count: 1 }]);
  expect(JSON.stringify([gateway.usage.toolCallSnapshot(), gateway.usage.snapshot()])).not.toContain(MARKER);
}, 60_000);

test('/telemetry.md names what the MCP door counts, and every outcome it can count', async () => {
  const text = await (await fetch(`${url}/telemetry.md`)).text();
  expect(text).toContain('`tools/call` of a sold product at `POST /mcp`');
  for (const outcome of ['PAID', 'INVALID_EVIDENCE', 'PAYMENT_REQUIRED', 'PAYMENT_INVALID', 'PAYMENT_SETTLEMENT_FAILED', 'PAYMENT_SERVICE_UNAVAILABLE', 'SOURCE_UNAVAILABLE']) {
    expect([outcome, text.includes(`\`${outcome}\``)]).toEqual([outcome, true]);
  }
  expect(text).toMatch(/arguments never are/);
});
