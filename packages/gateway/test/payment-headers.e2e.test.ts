// Every payment a client can send gets a 402 with fresh terms and a precise reason, never a 5xx
// (issue 26): arbitrary bytes and arbitrary JSON as the Payment-Signature, every x402 version but 2,
// payloads for another product, at both doors. What is malformed never reaches the facilitator
// (the real one, in process, on a real dev chain: its calls are counted). A payload that passes the
// envelope but carries garbage inside is the facilitator's to judge: still a 402.
import { registry } from '@evidence-check/catalog-builder';
import type { CheckDefinition } from '@evidence-check/core-receipt';
import { ANVIL_ACCOUNTS, startDevChain, type DevChain } from '@evidence-check/dev-chain';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { decodePaymentRequiredHeader, encodePaymentSignatureHeader } from '@x402/core/http';
import type { FacilitatorClient } from '@x402/core/server';
import fc from 'fast-check';
import { startGateway, type RunningGateway } from '../src/index.js';
import { devChainFacilitator, memoryLogger, testConfig, type Json } from './helpers.js';
import { payer, postPaid, termsOf } from './payer.js';

const byId = (id: string) => registry.find((check) => check.id === id) as CheckDefinition;
const csv = byId('csv-schema-drift-preflight');
// Same price ($0.05) as csv: only the resource tells the two payments apart.
const utm = byId('utm-link-consistency-checker');

let chain: DevChain;
let gateway: RunningGateway;
const calls = { verify: 0, settle: 0 };
const clients: Client[] = [];

beforeAll(async () => {
  chain = await startDevChain();
  const real = devChainFacilitator(chain);
  const counted: FacilitatorClient = {
    verify: (payload, requirements) => {
      calls.verify++;
      return real.verify(payload, requirements);
    },
    settle: (payload, requirements) => {
      calls.settle++;
      return real.settle(payload, requirements);
    },
    getSupported: () => real.getSupported(),
  };
  gateway = await startGateway(testConfig(), { checks: [csv, utm], facilitator: counted, logger: memoryLogger().logger, maintainedData: null });
}, 60_000);
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await gateway?.close();
  await chain?.stop();
});

const url = (check: CheckDefinition) => `${gateway.url}/api/run/${check.id}`;

/** A refusal at the HTTP door: 402, fresh terms in Payment-Required naming `reason`, the error body. */
async function refusedOverHttp(header: string, check = csv): Promise<string> {
  const res = await postPaid(url(check), check.sampleInput, header);
  const body = (await res.json()) as Json;
  expect([res.status, body.error?.code]).toEqual([402, 'PAYMENT_INVALID']);
  const terms = decodePaymentRequiredHeader(res.headers.get('payment-required') as string);
  expect(terms.accepts[0]!.amount).toBe('50000');
  return terms.error as string;
}

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
/** Headers a client could send: printable ASCII (what an HTTP header line may carry), base64 of bytes, base64 of any JSON. */
const header = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), minLength: 1, maxLength: 200 }).filter((text) => text.trim() === text && text !== ''),
  fc.uint8Array({ minLength: 1, maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString('base64')),
  fc.json({ maxDepth: 4 }).map(base64),
  fc.record({ x402Version: fc.oneof(fc.constantFrom(0, 1, 3, '2', 2.5, null, -2), fc.anything()), accepted: fc.anything(), payload: fc.anything() }).map((value) => base64(JSON.stringify(value))),
);

test('arbitrary headers: 402 with fresh terms every time, and not one reaches the facilitator', async () => {
  const before = { ...calls };
  await fc.assert(
    fc.asyncProperty(header, async (value) => {
      await refusedOverHttp(value);
    }),
    { numRuns: 150 },
  );
  expect(calls).toEqual(before);
}, 120_000);

test.each([
  { name: 'null', value: base64('null'), reason: 'unsupported_x402_version' },
  { name: '[]', value: base64('[]'), reason: 'unsupported_x402_version' },
  { name: 'x402Version 3', value: base64('{"x402Version":3}'), reason: 'unsupported_x402_version' },
  { name: 'x402Version "2"', value: base64('{"x402Version":"2"}'), reason: 'unsupported_x402_version' },
  { name: 'an x402 v1 payload', value: base64(JSON.stringify({ x402Version: 1, scheme: 'exact', network: 'base', payload: { signature: '0x', authorization: {} } })), reason: 'unsupported_x402_version' },
  { name: 'v2 without accepted', value: base64(JSON.stringify({ x402Version: 2, payload: {} })), reason: 'invalid_payload' },
  { name: 'not base64', value: 'not base64!', reason: 'invalid_payment_header' },
  { name: 'base64 of no JSON', value: base64('{"x402Version":'), reason: 'invalid_payment_header' },
])('$name: 402 $reason, no facilitator call', async ({ value, reason }) => {
  const before = { ...calls };
  expect(await refusedOverHttp(value)).toBe(reason);
  expect(calls).toEqual(before);
});

test('scheme and network the offer does not have: named as such, before the facilitator', async () => {
  const alice = payer(chain, ANVIL_ACCOUNTS[1]!.privateKey);
  const signed = await alice.sign(await termsOf(url(csv), csv.sampleInput));
  const before = { ...calls };
  expect(await refusedOverHttp(encodePaymentSignatureHeader({ ...signed, accepted: { ...signed.accepted, scheme: 'upto' } }))).toBe('unsupported_scheme');
  expect(await refusedOverHttp(encodePaymentSignatureHeader({ ...signed, accepted: { ...signed.accepted, network: 'eip155:1' } }))).toBe('unsupported_network');
  expect(calls).toEqual(before);
});

test('a payment signed for one product is refused at another of the same price, before verification; it still pays for its own', async () => {
  const bob = payer(chain, ANVIL_ACCOUNTS[2]!.privateKey);
  const forCsv = bob.header(await bob.sign(await termsOf(url(csv), csv.sampleInput)));
  const before = { ...calls };
  expect(await refusedOverHttp(forCsv, utm)).toBe('wrong_resource');
  expect(calls).toEqual(before);
  const own = await postPaid(url(csv), csv.sampleInput, forCsv);
  expect(own.status).toBe(200);
});

test('a malformed authorization inside a well-formed envelope: 402 naming it, before the facilitator', async () => {
  const carol = payer(chain, ANVIL_ACCOUNTS[3]!.privateKey);
  const signed = await carol.sign(await termsOf(url(csv), csv.sampleInput));
  const before = { ...calls };
  await fc.assert(
    fc.asyncProperty(fc.oneof(fc.constant({}), fc.anything({ maxDepth: 2 }), fc.record({ signature: fc.string(), authorization: fc.anything({ maxDepth: 1 }) })), async (inner) => {
      // Not an object at all: the x402 envelope's schema refuses it; an object of the wrong shape: the exact scheme's.
      expect(['invalid_payload', 'invalid_exact_evm_payload']).toContain(await refusedOverHttp(encodePaymentSignatureHeader({ ...signed, payload: inner as Record<string, unknown> })));
    }),
    { numRuns: 40 },
  );
  expect(calls).toEqual(before);
}, 120_000);

test('a well-formed authorization that is not a valid signature of it: the facilitator judges it, a 402, never a 503', async () => {
  const dave = payer(chain, ANVIL_ACCOUNTS[4]!.privateKey);
  const signed = await dave.sign(await termsOf(url(csv), csv.sampleInput));
  const hexOf = (bytes: number) => fc.uint8Array({ minLength: bytes, maxLength: bytes }).map((b) => `0x${Buffer.from(b).toString('hex')}`);
  const uint = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }).map(String);
  const authorization = fc.record({ from: hexOf(20), to: hexOf(20), value: uint, validAfter: uint, validBefore: uint, nonce: hexOf(32) });
  const before = { ...calls };
  await fc.assert(
    fc.asyncProperty(hexOf(65), authorization, async (signature, forged) => {
      await refusedOverHttp(encodePaymentSignatureHeader({ ...signed, payload: { signature, authorization: forged } }));
    }),
    { numRuns: 25 },
  );
  expect(calls.verify).toBeGreaterThan(before.verify);
  expect(calls.settle).toBe(before.settle);
}, 120_000);

test('the MCP door: the same payloads in _meta are PAYMENT_INVALID tool errors with terms, never an internal error', async () => {
  const client = new Client({ name: 'payment-headers-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${gateway.url}/mcp`)));
  clients.push(client);
  const before = { ...calls };
  const payloads = fc.oneof(
    fc.constantFrom<unknown>({ x402Version: 3 }, { x402Version: '2' }, { x402Version: 1, scheme: 'exact', network: 'base', payload: {} }, { x402Version: 2 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 })),
  );
  await fc.assert(
    fc.asyncProperty(payloads, async (payment) => {
      const result = (await client.callTool({ name: csv.id, arguments: csv.sampleInput as Record<string, unknown>, _meta: { 'x402/payment': payment } })) as CallToolResult;
      expect(result.isError).toBe(true);
      const error = JSON.stringify(result.content);
      expect(error).toContain('PAYMENT_INVALID');
      expect(error).not.toMatch(/INTERNAL_ERROR|PAYMENT_SERVICE_UNAVAILABLE/);
      expect((result.structuredContent as Json).accepts[0].amount).toBe('50000');
    }),
    { numRuns: 60 },
  );
  expect(calls).toEqual(before);
}, 120_000);
