// Signed evidence receipts end to end: a paid call on the dev chain, the receipt read from
// Payment-Response with the x402 extension's own client helper, verified offline with the
// receipt-verifier package against the published JWKS, and online by the SDK's own did:web
// resolution of the kid; every signed field of the result altered is rejected.
import { generateKeyPairSync } from 'node:crypto';
import { registry } from '@evidence-check/catalog-builder';
import { ANVIL_ACCOUNTS } from '@evidence-check/dev-chain';
import { verifyEvidenceReceipt, type JsonWebKeySet } from '@evidence-check/receipt-verifier';
import { decodePaymentResponseHeader } from '@x402/core/http';
import { extractReceiptFromResponse, verifyReceiptSignatureJWS, type JWSSignedReceipt } from '@x402/extensions/offer-receipt';
import { ConfigError, loadConfig, startGateway, type RunningGateway } from '../src/index.js';
import { memoryLogger, testConfig, type Json } from './helpers.js';
import { payer } from './payer.js';

const CSV = 'csv-schema-drift-preflight';
const csv = registry.find((check) => check.id === CSV)!;
const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
const expectedJwk = publicKey.export({ format: 'jwk' });

let gateway: RunningGateway;
let body: Json;
let paymentResponse: string;
let receipt: JWSSignedReceipt;
let jwks: JsonWebKeySet;
let cacheControl: string | null;

beforeAll(async () => {
  // BASE_URL left to its default (the address really bound), so the did:web kid resolves here.
  const config = testConfig({ paymentMode: 'dev' }, { BASE_URL: '', RECEIPT_SIGNING_KEY: pem.replace(/\n/g, '\\n') });
  gateway = await startGateway(config, { checks: [csv], logger: memoryLogger().logger, maintainedData: null });
  const alice = payer(gateway.facilitator!.chain!, ANVIL_ACCOUNTS[1]!.privateKey);
  const res = await alice.fetch(`${gateway.url}/api/run/${CSV}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(csv.sampleInput),
  });
  expect(res.status).toBe(200);
  cacheControl = res.headers.get('cache-control');
  paymentResponse = res.headers.get('payment-response') as string;
  receipt = extractReceiptFromResponse(res) as JWSSignedReceipt;
  body = await res.json();
  jwks = (await (await fetch(`${gateway.url}/.well-known/jwks.json`)).json()) as JsonWebKeySet;
}, 90_000);
afterAll(() => gateway?.close());

test('the configured key signs: the JWKS publishes exactly its public half', () => {
  expect(gateway.receipts.generated).toBe(false);
  expect(jwks.keys).toEqual([{ kty: 'EC', crv: 'P-256', x: expectedJwk.x, y: expectedJwk.y, kid: gateway.receipts.kid, alg: 'ES256', use: 'sig' }]);
  expect(gateway.receipts.kid).toMatch(/^did:web:127\.0\.0\.1%3A\d+#[A-Za-z0-9_-]{43}$/);
});

test('a paid 200 is not cacheable and carries the signed receipt in Payment-Response', () => {
  expect(cacheControl).toBe('no-store');
  const settlement = decodePaymentResponseHeader(paymentResponse) as Json;
  expect(settlement).toMatchObject({ success: true, transaction: body.receipt.payment.transaction });
  expect(receipt.format).toBe('jws');
  expect(settlement.extensions['offer-receipt'].info.receipt).toEqual(receipt);
});

test('the offline verifier accepts it against the saved JWKS, the input and the URL paid for', async () => {
  const verification = await verifyEvidenceReceipt({ result: body, receipt: paymentResponse, jwks, input: csv.sampleInput, resourceUrl: `${gateway.config.baseUrl}/api/run/${CSV}` });
  expect(verification.problems).toEqual([]);
  expect(verification.valid).toBe(true);
  expect(verification.payload?.evidence).toMatchObject({
    utility: CSV,
    utilityVersion: csv.version,
    inputDigest: body.receipt.inputDigest,
    resultDigest: body.receipt.resultDigest,
    issuedAt: body.receipt.issuedAt,
    payment: { transaction: body.receipt.payment.transaction },
  });
});

test("the x402 SDK verifies it too, resolving the kid through the gateway's did:web document", async () => {
  const payload = (await verifyReceiptSignatureJWS(receipt)) as Json;
  expect(payload).toMatchObject({ version: 1, network: 'eip155:8453', payer: body.receipt.payment.payer, transaction: body.receipt.payment.transaction });
  expect(payload.resourceUrl).toBe(`${gateway.config.baseUrl}/api/run/${CSV}`);
});

const alterations: Array<[string, (b: Json) => void]> = [
  ['inputDigest', (b) => void (b.receipt.inputDigest = `sha256:${'0'.repeat(64)}`)],
  ['resultDigest', (b) => void (b.receipt.resultDigest = `sha256:${'0'.repeat(64)}`)],
  ['utility', (b) => void (b.receipt.utility = 'gitignore-coverage-preflight')],
  ['utilityVersion', (b) => void (b.receipt.utilityVersion = '2.0.0')],
  ['payment.transaction', (b) => void (b.receipt.payment.transaction = `0x${'1'.repeat(64)}`)],
  ['issuedAt', (b) => void (b.receipt.issuedAt = new Date(Date.parse(b.receipt.issuedAt) + 1000).toISOString())],
  ['a finding', (b) => void (b.findings[0].message = 'Nothing to see.')],
];

test.each(alterations)('altered %s: rejected', async (_field, alter) => {
  const altered = structuredClone(body);
  alter(altered);
  const verification = await verifyEvidenceReceipt({ result: altered, receipt: paymentResponse, jwks, input: csv.sampleInput });
  expect(verification.valid).toBe(false);
});

test('RECEIPT_SIGNING_KEY: PEM or private JWK of a P-256 key; anything else is a configuration error', () => {
  const jwk = JSON.stringify(privateKey.export({ format: 'jwk' }));
  expect(loadConfig({ RECEIPT_SIGNING_KEY: jwk }).receiptSigningKey).toBe(jwk);
  expect(() => loadConfig({ RECEIPT_SIGNING_KEY: 'not a key' })).toThrow(ConfigError);
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
  expect(() => loadConfig({ RECEIPT_SIGNING_KEY: rsa })).toThrow(/P-256/);
});
