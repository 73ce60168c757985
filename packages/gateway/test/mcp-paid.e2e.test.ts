// The hosted MCP door, end to end: the official MCP client over Streamable HTTP against POST /mcp,
// paying with the official x402 client (exact EVM scheme) on a real local chain, following the x402
// MCP transport (_meta["x402/payment"] in, _meta["x402/payment-response"] out). Balances move once.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { implementedChecks, registry } from '@evidence-check/catalog-builder';
import { priceBaseUnits, verifyReceipt } from '@evidence-check/core-receipt';
import { ANVIL_ACCOUNTS, startDevChain, testUsdcAbi, type DevChain } from '@evidence-check/dev-chain';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { decodePaymentRequiredHeader } from '@x402/core/http';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { MAX_BODY_BYTES, startGateway, type RunningGateway } from '../src/index.js';
import { devChainFacilitator, memoryLogger, testConfig, type Json } from './helpers.js';
import { payer } from './payer.js';

const csv = registry.find((check) => check.id === 'csv-schema-drift-preflight')!;
const PRICE = BigInt(priceBaseUnits(csv.price));
const INVALID = { baseline_columns: [{ name: 'a', type: 'not-a-type' }] };

let chain: DevChain;
let gateway: RunningGateway;
let receiver: `0x${string}`;
let beforeSettle: (() => Promise<void>) | null = null;
const log = memoryLogger();
const clients: Client[] = [];

beforeAll(async () => {
  chain = await startDevChain();
  // The real facilitator; a test may act on the chain between verification and settlement.
  const facilitator = devChainFacilitator(chain, () => beforeSettle?.());
  gateway = await startGateway(testConfig(), { facilitator, logger: log.logger, maintainedData: null });
  receiver = gateway.config.receiver as `0x${string}`;
}, 60_000);
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await gateway?.close();
  await chain?.stop();
});

async function connect(): Promise<Client> {
  const client = new Client({ name: 'mcp-paid-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${gateway.url}/mcp`)));
  clients.push(client);
  await client.listTools(); // the client keeps each outputSchema and validates every structuredContent against it
  return client;
}

const call = (client: Client, args: unknown, payment?: unknown) =>
  client.callTool({ name: csv.id, arguments: args as Record<string, unknown>, ...(payment ? { _meta: { 'x402/payment': payment } } : {}) }) as Promise<CallToolResult>;
/** The JSON text items (the x402/error wrapper and the error body; the plain sentence between them is skipped). */
const texts = (result: CallToolResult) =>
  result.content.map((item) => (item as { text: string }).text).filter((text) => text.startsWith('{')).map((text) => JSON.parse(text) as Json);
const balances = () => Promise.all([chain.balanceOf(receiver), ...[1, 2, 3, 4].map((i) => chain.balanceOf(ANVIL_ACCOUNTS[i]!.address))]);
type Terms = Parameters<ReturnType<typeof payer>['sign']>[0];

async function termsFor(client: Client): Promise<Terms> {
  const unpaid = await call(client, csv.sampleInput);
  expect(unpaid.isError).toBe(true);
  return unpaid.structuredContent as unknown as Terms;
}

test('the tools are the implemented products, each priced and with an outputSchema that admits the x402 terms', async () => {
  const client = await connect();
  const { tools } = await client.listTools();
  expect(tools.map((tool) => tool.name)).toEqual(implementedChecks.map((check) => check.id));
  const tool = tools.find((t) => t.name === csv.id)!;
  expect(tool._meta).toEqual({ 'evidence-check/price': { usd: csv.price, amount: String(PRICE) } });
  // Every paid tool says its price in USD where a person and an agent choosing tools read: the description.
  for (const listed of tools) {
    const check = implementedChecks.find((c) => c.id === listed.name)!;
    expect(listed.description).toContain(`\n\nPrice: ${check.price} per call, paid in USDC on Base with x402`);
  }
  expect((tool.outputSchema as Json).anyOf).toHaveLength(2);
  expect(client.getInstructions()).toContain('_meta["x402/payment"]');
});

test('a call without payment: isError, the x402 v2 PaymentRequired as structuredContent and content[0] wrapper, the run door terms', async () => {
  const client = await connect();
  const before = await balances();
  const unpaid = await call(client, csv.sampleInput);
  expect(unpaid.isError).toBe(true);
  const terms = unpaid.structuredContent as Json;
  expect(terms.x402Version).toBe(2);
  expect(terms.accepts[0]).toMatchObject({ scheme: 'exact', network: 'eip155:8453', amount: String(PRICE), payTo: receiver, asset: chain.usdcAddress });
  const [first, sentence, third] = unpaid.content.map((item) => (item as { text: string }).text);
  // A person reads the price in USD and how to pay in the first text's first line; an x402 client reads the wrapper.
  const expected = `Payment required: ${csv.id} costs $0.05 per call (50000 base units of USDC on Base, x402 exact scheme); sign one of the accepts in this answer and repeat the call with the payment payload in _meta["x402/payment"].`;
  expect(first!.startsWith(`{"x402/error":{"code":402,"message":${JSON.stringify(expected)}`)).toBe(true);
  expect(JSON.parse(first!)).toEqual({ 'x402/error': { code: 402, message: expected, data: terms } });
  expect(sentence).toBe(expected);
  expect(JSON.parse(third!)).toEqual({ error: { code: 'PAYMENT_REQUIRED', message: expected } });
  // The very terms of the HTTP door (one gate, one standing offer).
  const http = await fetch(`${gateway.url}/api/run/${csv.id}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(csv.sampleInput) });
  expect(http.status).toBe(402);
  expect(decodePaymentRequiredHeader(http.headers.get('payment-required') as string)).toEqual(terms);
  expect(await balances()).toEqual(before);
});

test('a paid call: the envelope with its receipt, the settlement in _meta, exactly the price moved once; the replay is refused', async () => {
  const client = await connect();
  const alice = payer(chain, ANVIL_ACCOUNTS[1]!.privateKey);
  const payment = await alice.sign(await termsFor(client));
  const [receiverBefore, aliceBefore] = await balances();
  log.lines.length = 0;

  const paid = await call(client, csv.sampleInput, payment);
  expect(paid.isError).toBeFalsy();
  const envelope = paid.structuredContent as Json;
  expect(envelope.utility).toBe(csv.id);
  expect(verifyReceipt(csv.sampleInput, envelope)).toBe(true);
  const settlement = paid._meta?.['x402/payment-response'] as Json;
  expect(settlement).toMatchObject({ success: true, network: 'eip155:8453', payer: alice.address, transaction: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
  // The signed evidence receipt rides along, as in the run door's Payment-Response.
  expect(typeof settlement.extensions['offer-receipt'].info.receipt).toBe('object');
  expect(envelope.receipt.payment).toEqual({ scheme: 'exact', network: 'eip155:8453', asset: chain.usdcAddress, amount: String(PRICE), payer: alice.address, transaction: settlement.transaction });
  expect((await chain.publicClient.getTransactionReceipt({ hash: settlement.transaction })).status).toBe('success');
  const [receiverAfter, aliceAfter] = await balances();
  expect(receiverAfter! - receiverBefore!).toBe(PRICE);
  expect(aliceBefore! - aliceAfter!).toBe(PRICE);
  // Logged: the payer and the receipt's input digest, never the packet.
  const line = log.lines.map((l) => JSON.parse(l) as Json).find((l) => l.path === '/mcp' && l.payer);
  expect(line).toMatchObject({ method: 'POST', status: 200, utility: csv.id, payer: alice.address, inputDigest: envelope.receipt.inputDigest });

  const replay = await call(client, csv.sampleInput, payment);
  expect(replay.isError).toBe(true);
  expect((replay.structuredContent as Json).x402Version).toBe(2);
  expect((replay.structuredContent as Json).accepts[0].amount).toBe(String(PRICE));
  expect(texts(replay)[1].error.code).toBe('PAYMENT_INVALID');
  expect((await balances()).slice(0, 2)).toEqual([receiverAfter, aliceAfter]);
}, 30_000);

test('one payment at both doors at once: exactly one result, the price moved once', async () => {
  const client = await connect();
  const bob = payer(chain, ANVIL_ACCOUNTS[2]!.privateKey);
  const payment = await bob.sign(await termsFor(client));
  const before = await balances();
  const [viaMcp, viaHttp] = await Promise.all([
    call(client, csv.sampleInput, payment),
    fetch(`${gateway.url}/api/run/${csv.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Payment-Signature': bob.header(payment) },
      body: JSON.stringify(csv.sampleInput),
    }),
  ]);
  expect([viaMcp.isError ? 'refused' : 'paid', viaHttp.status === 200 ? 'paid' : 'refused'].sort()).toEqual(['paid', 'refused']);
  const after = await balances();
  expect(after[0]! - before[0]!).toBe(PRICE);
  expect(before[2]! - after[2]!).toBe(PRICE);
}, 30_000);

test('an invalid packet: the same details as the HTTP 400, before payment, and nothing charged', async () => {
  const client = await connect();
  const carol = payer(chain, ANVIL_ACCOUNTS[3]!.privateKey);
  const payment = await carol.sign(await termsFor(client));
  const before = await balances();
  const invalid = await call(client, INVALID, payment);
  expect(invalid.isError).toBe(true);
  expect(invalid.structuredContent).toBeUndefined();
  const http = await fetch(`${gateway.url}/api/run/${csv.id}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(INVALID) });
  expect(http.status).toBe(400);
  const [body] = texts(invalid);
  expect(body).toEqual(await http.json());
  expect(body.error.code).toBe('INVALID_EVIDENCE');
  expect(await balances()).toEqual(before);
  // The payment was never used: it still pays for a valid packet, once.
  expect((await call(client, csv.sampleInput, payment)).isError).toBeFalsy();
  expect(before[3]! - (await chain.balanceOf(carol.address))).toBe(PRICE);
}, 30_000);

test('settlement fails (funds moved away after verification): no content, the terms with the failed settlement, nothing received', async () => {
  const client = await connect();
  const key = generatePrivateKey();
  const account = privateKeyToAccount(key);
  await chain.mint(account.address, PRICE);
  await chain.walletClient(0).sendTransaction({ to: account.address, value: 10n ** 17n });
  const spender = payer(chain, key);
  const payment = await spender.sign(await termsFor(client));
  const receiverBefore = await chain.balanceOf(receiver);
  beforeSettle = async () => {
    const hash = await chain.walletClient(key).writeContract({ address: chain.usdcAddress, abi: testUsdcAbi, functionName: 'transfer', args: [ANVIL_ACCOUNTS[8]!.address, PRICE] });
    await chain.publicClient.waitForTransactionReceipt({ hash });
  };
  let failed: CallToolResult;
  try {
    failed = await call(client, csv.sampleInput, payment);
  } finally {
    beforeSettle = null;
  }
  expect(failed.isError).toBe(true);
  const terms = failed.structuredContent as Json;
  expect(terms).not.toHaveProperty('utility');
  expect(terms.x402Version).toBe(2);
  expect(terms.accepts[0].amount).toBe(String(PRICE));
  expect(terms['x402/payment-response']).toMatchObject({ success: false, transaction: '', network: 'eip155:8453', errorReason: expect.any(String) });
  const [wrapper, body] = texts(failed);
  expect(wrapper['x402/error'].data).toEqual(terms);
  expect(body.error.code).toBe('PAYMENT_SETTLEMENT_FAILED');
  expect(failed.content).toHaveLength(3); // the wrapper, its message as plain text, the error body; no rendering of a result
  expect(failed._meta).toBeUndefined();
  expect(await chain.balanceOf(receiver)).toBe(receiverBefore);
}, 30_000);

test('a payment that is not a payload object: refused with the terms, nothing charged', async () => {
  const client = await connect();
  const refused = await call(client, csv.sampleInput, 'not-a-payload');
  expect(refused.isError).toBe(true);
  expect((refused.structuredContent as Json).x402Version).toBe(2);
  expect(texts(refused)[1].error.code).toBe('PAYMENT_INVALID');
});

test('an unknown tool is a JSON-RPC invalid-params error', async () => {
  const client = await connect();
  await expect(client.callTool({ name: 'no-such-product', arguments: {} })).rejects.toThrow(/Unknown tool/);
});

describe('the HTTP door of /mcp', () => {
  const mcpUrl = () => `${gateway.url}/mcp`;
  const rpc = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} };
  const headers = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };

  test.each(['GET', 'DELETE'])('%s: 405 in the error shape, Allow: POST', async (method) => {
    const res = await fetch(mcpUrl(), { method, headers: { Accept: 'text/event-stream' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(((await res.json()) as Json).error.code).toBe('METHOD_NOT_ALLOWED');
  });

  test('a stateless answer: plain JSON, no session id, no-store', async () => {
    const res = await fetch(mcpUrl(), { method: 'POST', headers, body: JSON.stringify(rpc) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('mcp-session-id')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(((await res.json()) as Json).result.tools).toHaveLength(implementedChecks.length);
  });

  test('the run door limits: 413 past 256 KiB, 400 for unusable JSON, 415 for another media type', async () => {
    const big = JSON.stringify({ ...rpc, params: { pad: 'x'.repeat(MAX_BODY_BYTES) } });
    const tooLarge = await fetch(mcpUrl(), { method: 'POST', headers, body: big });
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as Json).error.code).toBe('PAYLOAD_TOO_LARGE');
    const malformed = await fetch(mcpUrl(), { method: 'POST', headers, body: '{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"x":"\\ud800"}}' });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as Json).error).toMatchObject({ code: 'MALFORMED_JSON', details: { pointer: '/params/x' } });
    const text = await fetch(mcpUrl(), { method: 'POST', headers: { ...headers, 'Content-Type': 'text/plain' }, body: JSON.stringify(rpc) });
    expect(text.status).toBe(415);
    expect(((await text.json()) as Json).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

// The official MCP inspector's CLI, unmodified, against the hosted door: the paid tools pass its
// --strict portability lint, and the unpaid call it shows a person starts with the price in USD.
const inspectorDir = dirname(createRequire(import.meta.url).resolve('@modelcontextprotocol/inspector/package.json'));
const inspect = (args: string[]) =>
  promisify(execFile)(process.execPath, [join(inspectorDir, 'clients/launcher/build/index.js'), '--cli', `${gateway.url}/mcp`, ...args], { maxBuffer: 64 * 1024 * 1024, timeout: 60_000 });

test('MCP inspector CLI: tools/list --strict reports nothing; an unpaid tools/call reads as a sentence with the price', async () => {
  const listed = await inspect(['--method', 'tools/list', '--strict']);
  expect(listed.stderr).toBe('');
  expect((JSON.parse(listed.stdout) as { tools: unknown[] }).tools).toHaveLength(implementedChecks.length);
  const before = await balances();
  // The CLI prints the tool result, then exits non-zero because it is a tool error.
  const unpaid = (await inspect(['--method', 'tools/call', '--tool-name', csv.id, '--tool-arg', 'baseline_columns=[{"name":"a","type":"string"}]', 'current_columns=[{"name":"a","type":"string"}]']).then(
    () => {
      throw new Error('an unpaid call must be a tool error');
    },
    (error: unknown) => error,
  )) as { stdout: string; stderr: string };
  expect(unpaid.stderr).toContain('tool_is_error');
  const answer = JSON.parse(unpaid.stdout) as CallToolResult;
  expect(answer.isError).toBe(true);
  expect((answer.content[0] as { text: string }).text).toMatch(/^\{"x402\/error":\{"code":402,"message":"Payment required: csv-schema-drift-preflight costs \$0\.05 per call /);
  expect((answer.content[1] as { text: string }).text).toMatch(/^Payment required: csv-schema-drift-preflight costs \$0\.05 per call .*_meta\["x402\/payment"\]\.$/);
  expect(await balances()).toEqual(before);
}, 120_000);
