// The bazaar discovery extension in every product's 402, read back with the extension's own
// extractors (which validate the declaration against its schema with Ajv), and the size of the
// headers that carry it: Payment-Required, and the official client's Payment-Signature that echoes it.
import { implementedChecks } from '@evidence-check/catalog-builder';
import { loadFixtures } from '@evidence-check/sandbox-fixtures';
import { x402Client } from '@x402/core/client';
import { decodePaymentRequiredHeader, encodePaymentSignatureHeader } from '@x402/core/http';
import { toClientEvmSigner } from '@x402/evm';
import { registerExactEvmScheme } from '@x402/evm/exact/client';
import {
  extractDiscoveryInfo,
  extractDiscoveryInfoFromExtension,
  validateDiscoveryExtensionSpec,
  type DiscoveryExtension,
} from '@x402/extensions/bazaar';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ABRIDGED_FINDINGS, BODY_SCHEMA_POINTER, PAYMENT_REQUIRED_BUDGET, PAYMENT_REQUIRED_LIMIT } from '../src/index.js';
import { withGateway, type Json } from './helpers.js';

/** The limit every client and proxy accepts for one header (nginx's default buffer, Node's own is 16 KiB for all). */
const HEADER_LIMIT = 8 * 1024;
const fixtures = loadFixtures();

let gateway: Awaited<ReturnType<typeof withGateway>>;
beforeAll(async () => {
  gateway = await withGateway();
});
afterAll(() => gateway.close());

/** Undoes the rebasing of local references: the body schema as the product wrote it. */
function unrebased(node: Json): Json {
  if (Array.isArray(node)) return node.map(unrebased);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith(BODY_SCHEMA_POINTER) ? `#${value.slice(BODY_SCHEMA_POINTER.length)}` : unrebased(value),
    ]),
  );
}

const client = new x402Client();
registerExactEvmScheme(client, { signer: toClientEvmSigner(privateKeyToAccount(generatePrivateKey())) });

const measured: Array<{ id: string; level: string; paymentRequired: number; paymentSignature: number }> = [];
afterAll(() => {
  // The numbers the README reports (run with --verbose to see them).
  console.log(measured.map((m) => `${m.id}\t${m.level}\t${m.paymentRequired}\t${m.paymentSignature}`).join('\n'));
});

describe.each(implementedChecks.map((check) => [check.id, check] as const))('%s', (id, check) => {
  test('its 402 carries a valid bazaar declaration with its schema, sample and fixture, under the header bound', async () => {
    const res = await fetch(`${gateway.url}/api/run/${id}`, { method: 'POST' });
    expect(res.status).toBe(402);
    const header = res.headers.get('payment-required') as string;
    expect(Buffer.byteLength(header)).toBeLessThanOrEqual(PAYMENT_REQUIRED_LIMIT);
    expect(Buffer.byteLength(header)).toBeLessThan(HEADER_LIMIT);

    const terms = decodePaymentRequiredHeader(header);
    expect(terms.resource.description).toBe(check.summary);
    const extension = terms.extensions?.bazaar as DiscoveryExtension;
    expect(validateDiscoveryExtensionSpec(extension as never)).toEqual({ valid: true });
    // Throws unless the declaration validates against its own schema (the extension's Ajv).
    const info = extractDiscoveryInfoFromExtension(extension) as Json;
    expect(info.input).toMatchObject({ type: 'http', method: 'POST', bodyType: 'json' });
    expect(info.input.body).toEqual(check.sampleInput);

    const body = (extension.schema as Json).properties.input.properties.body;
    const served = (await (await fetch(`${gateway.url}/api/schema/${id}`)).json()) as Json;
    const { $id: schemaUrl, $schema: _dialect, ...complete } = served;
    let level: string;
    if (body['x-schema-url'] !== undefined) {
      // Reduced: same members and required list as the complete schema, and where to get it.
      level = 'reduced';
      expect(body['x-schema-url']).toBe(schemaUrl);
      expect(body.description).toContain(schemaUrl);
      expect(Object.keys(body.properties)).toEqual(Object.keys(complete.properties));
      expect(body.required).toEqual(complete.required);
      expect(body.additionalProperties).toBe(complete.additionalProperties);
      for (const [name, member] of Object.entries(body.properties as Record<string, Json>)) {
        if (member.type !== undefined && complete.properties[name].type !== undefined) expect(member.type).toEqual(complete.properties[name].type);
      }
    } else {
      level = 'full';
      expect(unrebased(body)).toEqual(complete);
    }

    const fixture = fixtures.get(id);
    const example = info.output?.example as Json;
    if (fixture) {
      const response = fixture.response as Json;
      if (Object.keys(example).length === Object.keys(response).length) {
        expect(example).toEqual(response);
        level += '+full-output';
      } else if ('findings' in example) {
        const { report: _report, ...rest } = response;
        expect(example).toEqual({ ...rest, findings: response.findings.slice(0, ABRIDGED_FINDINGS) });
        level += '+abridged-output';
      } else {
        expect(example).toEqual({ utility: response.utility, version: response.version, status: response.status, summary: response.summary });
        level += '+minimal-output';
      }
    }

    // What a facilitator catalogues from the paid retry of an unmodified x402 client.
    const payload = await client.createPaymentPayload(terms);
    const signature = encodePaymentSignatureHeader(payload);
    // Under the target, the echoing retry fits the common 8 KiB line limit too (the README lists the exceptions).
    if (Buffer.byteLength(header) <= PAYMENT_REQUIRED_BUDGET) expect(Buffer.byteLength(signature)).toBeLessThan(HEADER_LIMIT);
    const discovered = extractDiscoveryInfo(payload, terms.accepts[0]!) as Json;
    expect(discovered).toMatchObject({ resourceUrl: `https://checks.example.test/api/run/${id}`, method: 'POST', description: check.summary, x402Version: 2 });
    expect(discovered.discoveryInfo.input.body).toEqual(check.sampleInput);
    measured.push({ id, level, paymentRequired: Buffer.byteLength(header), paymentSignature: Buffer.byteLength(signature) });
  });
});

test('a refusal (terms that do not match) still fits: its error text is in the budget', async () => {
  const check = implementedChecks[0]!;
  // A well-formed v2 payload for the right scheme and network whose amount the offer does not have.
  const accepted = { scheme: 'exact', network: 'eip155:8453', amount: '1', asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', payTo: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', maxTimeoutSeconds: 300, extra: {} };
  const bogus = Buffer.from(JSON.stringify({ x402Version: 2, accepted, payload: {} })).toString('base64');
  const res = await fetch(`${gateway.url}/api/run/${check.id}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Payment-Signature': bogus },
    body: JSON.stringify(check.sampleInput),
  });
  expect(res.status).toBe(402);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const header = res.headers.get('payment-required') as string;
  expect(decodePaymentRequiredHeader(header).error).toBe('no_matching_requirements');
  expect(Buffer.byteLength(header)).toBeLessThan(HEADER_LIMIT);
  expect(((await res.json()) as Json).error.code).toBe('PAYMENT_INVALID');
});
