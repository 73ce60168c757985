// An x402 v2 `exact` payment made with the official SDK (client side) verifies and settles
// through the official SDK facilitator on the dev chain, exactly as it would on Base.
import { x402Client } from '@x402/core/client';
import { x402Facilitator } from '@x402/core/facilitator';
import { decodePaymentSignatureHeader, encodePaymentSignatureHeader } from '@x402/core/http';
import type { PaymentPayload, PaymentRequired, PaymentRequirements } from '@x402/core/types';
import { toClientEvmSigner, toFacilitatorEvmSigner } from '@x402/evm';
import { registerExactEvmScheme as registerExactEvmClient } from '@x402/evm/exact/client';
import { registerExactEvmScheme as registerExactEvmFacilitator } from '@x402/evm/exact/facilitator';
import { privateKeyToAccount } from 'viem/accounts';
import { BASE_USDC_ADDRESS, startDevChain, type DevChain } from '../src/index.js';

type FacilitatorClientArg = Parameters<typeof toFacilitatorEvmSigner>[0];

let chain: DevChain;

beforeAll(async () => {
  chain = await startDevChain();
}, 60_000);

afterAll(async () => {
  await chain?.stop();
});

function makeFacilitator(settlerIndex: number): x402Facilitator {
  const wallet = chain.walletClient(settlerIndex);
  const facilitator = new x402Facilitator();
  // A viem wallet client extended with public actions is what toFacilitatorEvmSigner expects at runtime;
  // its declared parameter type is narrower than viem 2.57's verifyTypedData overloads, hence the cast.
  const evmClient = { ...wallet, address: wallet.account.address } as unknown as FacilitatorClientArg;
  registerExactEvmFacilitator(facilitator, {
    signer: toFacilitatorEvmSigner(evmClient),
    networks: 'eip155:8453',
  });
  return facilitator;
}

async function pay(payerIndex: number, requirements: PaymentRequirements): Promise<PaymentPayload> {
  const account = privateKeyToAccount(chain.accounts[payerIndex]!.privateKey);
  const client = new x402Client();
  registerExactEvmClient(client, { signer: toClientEvmSigner(account, chain.publicClient) });
  const paymentRequired: PaymentRequired = {
    x402Version: 2,
    resource: { url: 'http://127.0.0.1/v1/checks/demo', description: 'demo check', mimeType: 'application/json' },
    accepts: [requirements],
  };
  const payload = await client.createPaymentPayload(paymentRequired);
  // Travel through the Payment-Signature header encoding, as over HTTP.
  return decodePaymentSignatureHeader(encodePaymentSignatureHeader(payload));
}

describe('x402 v2 exact payments on the dev chain', () => {
  test('official client payload verifies and settles through the official facilitator; a replay fails', async () => {
    const payer = chain.accounts[1]!;
    const receiver = chain.accounts[9]!;
    const requirements: PaymentRequirements = {
      scheme: 'exact',
      network: 'eip155:8453',
      amount: '50000',
      asset: BASE_USDC_ADDRESS,
      payTo: receiver.address,
      maxTimeoutSeconds: 60,
      extra: { name: 'USD Coin', version: '2' },
    };
    const payload = await pay(1, requirements);
    expect(payload.x402Version).toBe(2);
    expect(payload.accepted).toMatchObject({ scheme: 'exact', network: 'eip155:8453', amount: '50000' });
    expect(payload.payload).toMatchObject({ authorization: { from: payer.address, to: receiver.address, value: '50000' } });

    const facilitator = makeFacilitator(0);
    expect(facilitator.getSupported().kinds).toContainEqual(expect.objectContaining({ x402Version: 2, scheme: 'exact', network: 'eip155:8453' }));
    const before = { payer: await chain.balanceOf(payer.address), receiver: await chain.balanceOf(receiver.address) };

    const verified = await facilitator.verify(payload, requirements);
    expect(verified).toMatchObject({ isValid: true, payer: payer.address });

    const settled = await facilitator.settle(payload, requirements);
    expect(settled).toMatchObject({ success: true, network: 'eip155:8453', payer: payer.address });
    expect(settled.transaction).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = await chain.publicClient.getTransactionReceipt({ hash: settled.transaction as `0x${string}` });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(chain.accounts[0]!.address.toLowerCase());

    const after = { payer: await chain.balanceOf(payer.address), receiver: await chain.balanceOf(receiver.address) };
    expect(after.payer).toBe(before.payer - 50_000n);
    expect(after.receiver).toBe(before.receiver + 50_000n);

    // The same payload again: verify reports the used nonce, settle fails, nothing moves.
    const reverified = await facilitator.verify(payload, requirements);
    expect(reverified).toMatchObject({ isValid: false, invalidReason: 'invalid_exact_evm_nonce_already_used' });
    const resettled = await facilitator.settle(payload, requirements);
    expect(resettled.success).toBe(false);
    expect(resettled.errorReason).toBe('invalid_exact_evm_nonce_already_used');
    // A fresh facilitator instance (no in-memory state) refuses it as well: the chain enforces it.
    // (Also the typed adapter path: toFacilitatorEvmSigner(chain.facilitatorClient(i)), no cast needed.)
    const adapted = new x402Facilitator();
    registerExactEvmFacilitator(adapted, { signer: toFacilitatorEvmSigner(chain.facilitatorClient(2)), networks: 'eip155:8453' });
    const fresh = await adapted.settle(payload, requirements);
    expect(fresh.success).toBe(false);
    expect(await chain.balanceOf(payer.address)).toBe(after.payer);
    expect(await chain.balanceOf(receiver.address)).toBe(after.receiver);
  }, 60_000);

  test('chain.facilitatorClient() settles a payment with no casts', async () => {
    const requirements: PaymentRequirements = {
      scheme: 'exact',
      network: 'eip155:8453',
      amount: '250000',
      asset: BASE_USDC_ADDRESS,
      payTo: chain.accounts[9]!.address,
      maxTimeoutSeconds: 60,
      extra: { name: 'USD Coin', version: '2' },
    };
    const facilitator = new x402Facilitator();
    registerExactEvmFacilitator(facilitator, { signer: toFacilitatorEvmSigner(chain.facilitatorClient(2)), networks: 'eip155:8453' });
    const payer = chain.accounts[5]!.address;
    const before = await chain.balanceOf(payer);
    const payload = await pay(5, requirements);
    expect(await facilitator.verify(payload, requirements)).toMatchObject({ isValid: true });
    expect(await facilitator.settle(payload, requirements)).toMatchObject({ success: true, payer });
    expect(await chain.balanceOf(payer)).toBe(before - 250_000n);
  }, 60_000);

  test('the facilitator rejects a payment to the wrong receiver and one the payer cannot cover', async () => {
    const receiver = chain.accounts[9]!;
    const requirements: PaymentRequirements = {
      scheme: 'exact',
      network: 'eip155:8453',
      amount: '250000',
      asset: BASE_USDC_ADDRESS,
      payTo: receiver.address,
      maxTimeoutSeconds: 60,
      extra: { name: 'USD Coin', version: '2' },
    };
    const facilitator = makeFacilitator(0);
    const payload = await pay(3, requirements);
    const elsewhere = { ...requirements, payTo: chain.accounts[8]!.address };
    expect(await facilitator.verify(payload, elsewhere)).toMatchObject({ isValid: false, invalidReason: 'invalid_exact_evm_recipient_mismatch' });

    // Drain account 4 below the price, then try to pay.
    const poor = chain.accounts[4]!;
    const wallet = chain.walletClient(poor.index);
    const balance = await chain.balanceOf(poor.address);
    const { testUsdcAbi } = await import('../src/index.js');
    const hash = await wallet.writeContract({ address: BASE_USDC_ADDRESS, abi: testUsdcAbi, functionName: 'transfer', args: [receiver.address, balance - 1n] });
    await chain.publicClient.waitForTransactionReceipt({ hash });
    const broke = await pay(4, requirements);
    expect(await facilitator.verify(broke, requirements)).toMatchObject({ isValid: false, invalidReason: 'invalid_exact_evm_insufficient_balance' });
    expect(await chain.balanceOf(poor.address)).toBe(1n);
  }, 60_000);
});
