import { createJWS, OFFER_RECEIPT, verifyReceiptSignatureJWS, type JWSSigner } from '@x402/extensions/offer-receipt';
import { implementedChecks } from '@evidence-check/catalog-builder';
import { attachPayment } from '@evidence-check/core-receipt';
import { evidenceReceiptPayload } from '@evidence-check/receipt-verifier';
import { OFFER_RECEIPT_EXTENSION } from '../src/payments/gate.js';
import { createReceiptSigner } from '../src/receipts.js';

// The gateway builds receipt JWSs itself (receipts.ts) so that start-up does not load the SDK's
// offer-receipt module; the SDK is the oracle here.
describe('evidence receipt JWS, against the x402 offer-receipt SDK', () => {
  const check = implementedChecks[0]!;
  const paid = attachPayment(
    check.run(check.sampleInput),
    { scheme: 'exact', network: 'eip155:8453', asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', amount: '10000', payer: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', transaction: '0x' + 'ab'.repeat(32) },
    '2026-11-23T12:00:00.000Z',
  );
  const resourceUrl = `https://gateway.example/api/run/${check.id}`;

  test('the extension key is the SDK constant', () => {
    expect(OFFER_RECEIPT_EXTENSION).toBe(OFFER_RECEIPT);
  });

  test('header and payload are byte-identical to createJWS, and the SDK verifies the signature', async () => {
    const signer = createReceiptSigner(null, 'https://gateway.example');
    const ours = (await signer.sign(paid.receipt, resourceUrl)).signature;
    const sdkSigner: JWSSigner = { kid: signer.kid, format: 'jws', algorithm: 'ES256', sign: async () => 'unused' };
    const theirs = await createJWS(evidenceReceiptPayload(paid, resourceUrl), sdkSigner);
    expect(ours.split('.').slice(0, 2)).toEqual(theirs.split('.').slice(0, 2));
    // The SDK verifies with the published public JWK (a JWK is accepted in place of did:web resolution).
    await expect(verifyReceiptSignatureJWS({ format: 'jws', signature: ours }, signer.publicJwk as never)).resolves.toMatchObject({ resourceUrl, evidence: { utility: check.id } });
    const tampered = ours.slice(0, -4) + (ours.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    await expect(verifyReceiptSignatureJWS({ format: 'jws', signature: tampered }, signer.publicJwk as never)).rejects.toThrow();
  });
});
