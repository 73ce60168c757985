import type { DevChain } from '@evidence-check/dev-chain';
import { x402Client } from '@x402/core/client';
import { decodePaymentRequiredHeader, encodePaymentSignatureHeader } from '@x402/core/http';
import { toClientEvmSigner } from '@x402/evm';
import { registerExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

type PaymentRequired = ReturnType<typeof decodePaymentRequiredHeader>;
type Payload = Awaited<ReturnType<x402Client['createPaymentPayload']>>;

/** An unmodified x402 v2 client (the official SDK) paying from one key on the dev chain. */
export function payer(chain: DevChain, privateKey: Hex, { spendControls = true }: { spendControls?: boolean } = {}) {
  const account = privateKeyToAccount(privateKey);
  // The client's default spend controls only sign known assets on their own networks; a test that
  // needs a deliberately wrong network switches them off.
  const client = new x402Client();
  if (!spendControls) client.setSpendControls(false);
  registerExactEvmScheme(client, { signer: toClientEvmSigner(account, chain.publicClient as never) });
  return {
    address: account.address,
    account,
    fetch: wrapFetchWithPayment(fetch, client),
    /** Signs a payment for exactly these terms, as the client would before its retry. */
    sign: (terms: PaymentRequired): Promise<Payload> => client.createPaymentPayload(terms),
    header: (payload: Payload): string => encodePaymentSignatureHeader(payload),
  };
}

export async function termsOf(url: string, body: unknown): Promise<PaymentRequired> {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status !== 402) throw new Error(`expected 402, got ${res.status}`);
  return decodePaymentRequiredHeader(res.headers.get('payment-required') as string);
}

export function postPaid(url: string, body: unknown, paymentHeader: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Payment-Signature': paymentHeader },
    body: JSON.stringify(body),
  });
}
