// The verifier against receipts signed here with the x402 offer-receipt extension's own JWS
// builder and a Node-generated P-256 key; WebCrypto is the independent oracle that the JWS is a
// standard ES256 signature. Every signed field is tampered once, in the result and in the JWS.
import { execFile } from 'node:child_process';
import { generateKeyPairSync, sign, webcrypto } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { attachPayment, buildReceipt, type CheckResult, type JsonObject } from '@evidence-check/core-receipt';
import { encodePaymentResponseHeader } from '@x402/core/http';
import { createJWS, type JWSSignedReceipt, type JWSSigner } from '@x402/extensions/offer-receipt';
import { evidenceReceiptPayload, receiptFromPaymentResponse, verifyEvidenceReceipt, type JsonWebKeySet, type PublicJwk } from '../src/index.js';

const URL_ = 'https://checks.example.test/api/run/csv-schema-drift-preflight';
const input = { baseline_columns: [{ name: 'a', type: 'string' }], current_columns: [{ name: 'b', type: 'string' }] };

function keyPair(kid: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const exported = publicKey.export({ format: 'jwk' });
  const jwk: PublicJwk = { kty: 'EC', crv: 'P-256', x: exported.x as string, y: exported.y as string, kid, alg: 'ES256', use: 'sig' };
  const signer: JWSSigner = {
    kid,
    format: 'jws',
    algorithm: 'ES256',
    sign: async (bytes) => sign('sha256', bytes, { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url'),
  };
  return { jwk, jwks: { keys: [jwk] } as JsonWebKeySet, signer };
}

function paidResult(source?: JsonObject): CheckResult<unknown> {
  const unsigned = {
    utility: 'csv-schema-drift-preflight',
    version: '1.0.0',
    status: 'BLOCKED' as const,
    summary: { errors: 1, warnings: 0, notices: 0 },
    findings: [{ code: 'COLUMN_REMOVED', severity: 'error' as const, subject: 'a', pointer: '/baseline_columns/0', message: 'Column a was removed.', details: { column: 'a' } }],
    report: { columns: [{ name: 'a', verdict: 'removed' }] },
  };
  const receipt = buildReceipt(input, unsigned, source as never);
  const payment = {
    scheme: 'exact',
    network: 'eip155:8453',
    asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
    amount: '50000',
    payer: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    transaction: `0x${'ab'.repeat(32)}`,
  };
  return attachPayment({ ...unsigned, receipt }, payment, '2026-03-01T12:34:56.789Z');
}

const key = keyPair('did:web:checks.example.test#key-1');
let result: CheckResult<unknown>;
let receipt: JWSSignedReceipt;
beforeAll(async () => {
  result = paidResult();
  receipt = { format: 'jws', signature: await createJWS(evidenceReceiptPayload(result, URL_), key.signer) };
});

const clone = <T>(value: T): T => structuredClone(value);

test('a genuine receipt verifies, with the input and the pinned resource URL', async () => {
  const verification = await verifyEvidenceReceipt({ result, receipt, jwks: key.jwks, input, resourceUrl: URL_ });
  expect(verification).toMatchObject({ valid: true, problems: [], kid: key.jwk.kid });
  expect(verification.payload).toEqual(evidenceReceiptPayload(result, URL_));
  expect(verification.payload?.issuedAt).toBe(Date.UTC(2026, 2, 1, 12, 34, 56) / 1000);
});

test('WebCrypto (an independent ES256 implementation) accepts the JWS', async () => {
  const [header, payload, signature] = receipt.signature.split('.') as [string, string, string];
  const publicKey = await webcrypto.subtle.importKey('jwk', key.jwk as webcrypto.JsonWebKey, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  const ok = await webcrypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    publicKey,
    Buffer.from(signature, 'base64url'),
    Buffer.from(`${header}.${payload}`),
  );
  expect(ok).toBe(true);
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'ES256', kid: key.jwk.kid });
});

// Every field the receipt signs, changed in the result the caller holds.
const resultTampers: Array<[string, (r: CheckResult<unknown>) => void]> = [
  ['receipt.inputDigest', (r) => void (r.receipt.inputDigest = `sha256:${'0'.repeat(64)}`)],
  ['receipt.resultDigest', (r) => void (r.receipt.resultDigest = `sha256:${'1'.repeat(64)}`)],
  ['receipt.utility', (r) => void (r.receipt.utility = 'other-product')],
  ['receipt.utilityVersion', (r) => void (r.receipt.utilityVersion = '9.9.9')],
  ['receipt.receiptVersion', (r) => void (r.receipt.receiptVersion = '9.9')],
  ['receipt.interfaceVersion', (r) => void (r.receipt.interfaceVersion = '9.9.9')],
  ['receipt.issuedAt', (r) => void (r.receipt.issuedAt = '2026-03-01T12:34:57.789Z')],
  ['receipt.issuedAt (same second)', (r) => void (r.receipt.issuedAt = '2026-03-01T12:34:56.788Z')],
  ['receipt.payment.transaction', (r) => void (r.receipt.payment!.transaction = `0x${'cd'.repeat(32)}`)],
  ['receipt.payment.payer', (r) => void (r.receipt.payment!.payer = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')],
  ['receipt.payment.amount', (r) => void (r.receipt.payment!.amount = '250000')],
  ['receipt.payment.asset', (r) => void (r.receipt.payment!.asset = '0x0000000000000000000000000000000000000001')],
  ['receipt.payment.network', (r) => void (r.receipt.payment!.network = 'eip155:84532')],
  ['receipt.payment.scheme', (r) => void (r.receipt.payment!.scheme = 'upto')],
  ['receipt.source (added)', (r) => void (r.receipt.source = { mode: 'live', dataset: 'x', snapshot: null })],
  ['status', (r) => void (r.status = 'READY')],
  ['findings', (r) => void r.findings.pop()],
  ['report', (r) => void ((r.report as { columns: unknown[] }).columns = [])],
  ['utility', (r) => void (r.utility = 'other-product')],
  ['version', (r) => void (r.version = '2.0.0')],
];

test.each(resultTampers)('tampered %s in the result: rejected', async (_name, tamper) => {
  const altered = clone(result);
  tamper(altered);
  const verification = await verifyEvidenceReceipt({ result: altered, receipt, jwks: key.jwks });
  expect(verification.valid).toBe(false);
  expect(verification.problems.length).toBeGreaterThan(0);
});

/** Re-encodes the JWS payload with one change, keeping the original signature. */
function forged(change: (payload: Record<string, unknown> & { evidence: Record<string, unknown> }) => void): JWSSignedReceipt {
  const [header, payload, signature] = receipt.signature.split('.') as [string, string, string];
  const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString());
  change(decoded);
  return { format: 'jws', signature: `${header}.${Buffer.from(JSON.stringify(decoded)).toString('base64url')}.${signature}` };
}

const payloadTampers: Array<[string, Parameters<typeof forged>[0]]> = [
  ['evidence.inputDigest', (p) => void (p.evidence.inputDigest = `sha256:${'0'.repeat(64)}`)],
  ['evidence.resultDigest', (p) => void (p.evidence.resultDigest = `sha256:${'1'.repeat(64)}`)],
  ['evidence.utility', (p) => void (p.evidence.utility = 'other-product')],
  ['evidence.utilityVersion', (p) => void (p.evidence.utilityVersion = '9.9.9')],
  ['evidence.issuedAt', (p) => void (p.evidence.issuedAt = '2026-03-01T12:34:57.789Z')],
  ['evidence.payment.transaction', (p) => void ((p.evidence.payment as Record<string, unknown>).transaction = `0x${'cd'.repeat(32)}`)],
  ['transaction', (p) => void (p.transaction = `0x${'cd'.repeat(32)}`)],
  ['issuedAt', (p) => void (p.issuedAt = (p.issuedAt as number) + 1)],
  ['resourceUrl', (p) => void (p.resourceUrl = 'https://elsewhere.example/api/run/csv-schema-drift-preflight')],
  ['payer', (p) => void (p.payer = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')],
];

test.each(payloadTampers)('tampered %s in the signed payload: the signature fails', async (_name, change) => {
  const verification = await verifyEvidenceReceipt({ result, receipt: forged(change), jwks: key.jwks });
  expect(verification.valid).toBe(false);
  expect(verification.problems[0]).toMatch(/signature does not verify/);
});

test('a flipped signature byte, another key, an unknown kid or alg "none" are rejected', async () => {
  const [header, payload, signature] = receipt.signature.split('.') as [string, string, string];
  const bytes = Buffer.from(signature, 'base64url');
  bytes[5] = (bytes[5] as number) ^ 1;
  const flipped = { format: 'jws' as const, signature: `${header}.${payload}.${bytes.toString('base64url')}` };
  expect((await verifyEvidenceReceipt({ result, receipt: flipped, jwks: key.jwks })).valid).toBe(false);

  const impostor = keyPair(key.jwk.kid as string);
  expect((await verifyEvidenceReceipt({ result, receipt, jwks: impostor.jwks })).problems[0]).toMatch(/signature does not verify/);
  const stranger = keyPair('did:web:elsewhere#k');
  expect((await verifyEvidenceReceipt({ result, receipt, jwks: stranger.jwks })).problems[0]).toMatch(/no key with kid/);

  const none = Buffer.from(JSON.stringify({ alg: 'none', kid: key.jwk.kid })).toString('base64url');
  expect((await verifyEvidenceReceipt({ result, receipt: { format: 'jws', signature: `${none}.${payload}.` }, jwks: key.jwks })).problems[0]).toMatch(/not accepted/);
});

test('a different input than the one the receipt digests is rejected', async () => {
  const verification = await verifyEvidenceReceipt({ result, receipt, jwks: key.jwks, input: { ...input, current_columns: [] } });
  expect(verification.valid).toBe(false);
  expect(verification.problems.join('\n')).toMatch(/inputDigest/);
});

test('a receipt for another URL, or for another product path, is rejected', async () => {
  expect((await verifyEvidenceReceipt({ result, receipt, jwks: key.jwks, resourceUrl: 'https://other.example/api/run/csv-schema-drift-preflight' })).valid).toBe(false);
  const elsewhere = { format: 'jws' as const, signature: await createJWS(evidenceReceiptPayload(result, 'https://checks.example.test/api/run/other'), key.signer) };
  expect((await verifyEvidenceReceipt({ result, receipt: elsewhere, jwks: key.jwks })).problems.join('\n')).toMatch(/not the run endpoint/);
});

test('maintained-data source disclosures are signed too', async () => {
  const withSource = paidResult({ mode: 'fallback', dataset: 'ydr8-5enu', snapshot: null, ageSeconds: 60 });
  const signed = { format: 'jws' as const, signature: await createJWS(evidenceReceiptPayload(withSource, URL_), key.signer) };
  expect((await verifyEvidenceReceipt({ result: withSource, receipt: signed, jwks: key.jwks, input })).valid).toBe(true);
  const altered = clone(withSource);
  (altered.receipt.source as { ageSeconds?: number }).ageSeconds = 1;
  expect((await verifyEvidenceReceipt({ result: altered, receipt: signed, jwks: key.jwks })).problems.join('\n')).toMatch(/evidence\.source\.ageSeconds/);
});

test('the receipt is read from a Payment-Response header (extensions["offer-receipt"].info.receipt)', async () => {
  const header = encodePaymentResponseHeader({
    success: true,
    transaction: result.receipt.payment!.transaction,
    network: 'eip155:8453',
    payer: result.receipt.payment!.payer,
    extensions: { 'offer-receipt': { info: { receipt } } },
  } as never);
  expect(receiptFromPaymentResponse(header)).toEqual(receipt);
  expect((await verifyEvidenceReceipt({ result, receipt: header, jwks: key.jwks, input })).valid).toBe(true);
});

test('the CLI verifies offline from files: exit 0 when valid, 1 when tampered', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'receipt-verifier-'));
  const write = (name: string, value: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
    return path;
  };
  const cli = new URL('../dist/cli.js', import.meta.url).pathname;
  const args = ['--result', write('result.json', result), '--receipt', write('receipt.json', receipt), '--jwks', write('jwks.json', key.jwks), '--input', write('input.json', input)];
  const ok = await promisify(execFile)(process.execPath, [cli, ...args]);
  expect(JSON.parse(ok.stdout)).toMatchObject({ valid: true, problems: [] });

  const altered = clone(result);
  altered.receipt.payment!.transaction = `0x${'cd'.repeat(32)}`;
  args[1] = write('altered.json', altered);
  const failed = await promisify(execFile)(process.execPath, [cli, ...args]).catch((error: { code: number; stdout: string }) => error);
  expect((failed as { code: number }).code).toBe(1);
  expect(JSON.parse((failed as { stdout: string }).stdout).problems.join('\n')).toMatch(/transaction/);
  // Two process starts: generous on a shared, loaded machine (a limit, not a timing assertion).
}, 60_000);
