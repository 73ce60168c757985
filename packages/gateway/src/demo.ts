#!/usr/bin/env node
// A paying client for people: calls one product without payment, shows the 402 terms, pays with a
// funded dev-chain key through the official x402 v2 client (@x402/fetch), and prints the result,
// the receipt and the balances before and after.
//   npx -y pnpm@10 demo                          starts its own dev gateway (and chain), then stops it
//   GATEWAY_URL=http://127.0.0.1:4021 npx -y pnpm@10 demo    uses a running dev gateway
//   npx -y pnpm@10 demo --full                   also prints the whole Payment-Required (with the
//                                                Bazaar input schema agents read), not only the terms
import { ANVIL_ACCOUNTS, devChainDefinition, testUsdcAbi } from '@evidence-check/dev-chain';
import { x402Client } from '@x402/core/client';
import { decodePaymentRequiredHeader, decodePaymentResponseHeader } from '@x402/core/http';
import { toClientEvmSigner } from '@x402/evm';
import { registerExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import { createPublicClient, formatUnits, http, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { loadConfig } from './config.js';
import { startGateway, type RunningGateway } from './server.js';
import type { DevChainInfo } from './app.js';

const PRODUCT = process.env.DEMO_PRODUCT || 'csv-schema-drift-preflight';
const FULL = process.argv.slice(2).includes('--full');
const PAYER = ANVIL_ACCOUNTS[1]!;

const usd = (units: bigint) => `${formatUnits(units, 6)} USDC`;
const show = (title: string, value: unknown) => console.log(`\n== ${title}\n${typeof value === 'string' ? value : JSON.stringify(value, null, 2)}`);

async function main(): Promise<void> {
  let own: RunningGateway | null = null;
  let base = process.env.GATEWAY_URL?.replace(/\/+$/, '');
  if (!base) {
    own = await startGateway(loadConfig({ ...process.env, PORT: '0', BASE_URL: '', PAYMENT_MODE: 'dev', LOG_LEVEL: 'warn' }));
    base = own.url;
    console.log(`Started a dev gateway at ${base} with its own chain.`);
  }
  try {
    const chainRes = await fetch(`${base}/dev/chain.json`);
    if (!chainRes.ok) throw new Error(`${base} is not a dev-mode gateway (no /dev/chain.json); start it with PAYMENT_MODE=dev`);
    const chain = (await chainRes.json()) as DevChainInfo;
    const publicClient = createPublicClient({ chain: devChainDefinition(chain.rpcUrl), transport: http(chain.rpcUrl) });
    const balance = (address: string) =>
      publicClient.readContract({ address: chain.usdcAddress as Address, abi: testUsdcAbi, functionName: 'balanceOf', args: [address as Address] });

    const catalog = (await (await fetch(`${base}/api/catalog`)).json()) as { utilities: Array<{ id: string; sampleInput: unknown; price: string }> };
    const product = catalog.utilities.find((u) => u.id === PRODUCT);
    if (!product) throw new Error(`${PRODUCT} is not sold by ${base}`);
    const endpoint = `${base}/api/run/${PRODUCT}`;
    const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(product.sampleInput) };

    const unpaid = await fetch(endpoint, init);
    const required = decodePaymentRequiredHeader(unpaid.headers.get('payment-required') ?? '');
    // What a person decides on: the price and where it goes. The whole header (with the Bazaar
    // input schema for agents, ~7 KB) only on request.
    show(
      `1. POST ${endpoint} without payment -> ${unpaid.status}`,
      required.accepts.map((terms) => ({
        price: `${formatUnits(BigInt(terms.amount), 6)} USDC (${terms.amount} base units)`,
        scheme: terms.scheme,
        network: terms.network,
        asset: terms.asset,
        payTo: terms.payTo,
        validForSeconds: terms.maxTimeoutSeconds,
      })),
    );
    if (FULL) show('   Payment-Required, decoded', required);
    else console.log('   (the whole Payment-Required, with the input schema agents read: pnpm demo --full)');

    const before = { payer: await balance(PAYER.address), receiver: await balance(chain.receiver) };
    show('2. Balances before', { payer: `${PAYER.address} ${usd(before.payer)}`, receiver: `${chain.receiver} ${usd(before.receiver)}` });

    const client = new x402Client();
    registerExactEvmScheme(client, { signer: toClientEvmSigner(privateKeyToAccount(PAYER.privateKey), publicClient as never) });
    const paid = await wrapFetchWithPayment(fetch, client)(endpoint, init);
    const result = (await paid.json()) as { status: string; summary: unknown; findings: Array<{ code: string; severity: string; subject: string | null }>; receipt: unknown };
    show(`3. Paid retry (Payment-Signature, ${product.price}) -> ${paid.status}`, {
      status: result.status,
      summary: result.summary,
      findings: result.findings?.map((f) => `${f.severity} ${f.code} ${f.subject ?? ''}`.trim()),
    });
    show('4. Evidence receipt', result.receipt);
    const settlement = paid.headers.get('payment-response');
    if (settlement) show('5. Payment-Response', decodePaymentResponseHeader(settlement));

    const after = { payer: await balance(PAYER.address), receiver: await balance(chain.receiver) };
    show('6. Balances after', {
      payer: `${usd(after.payer)} (${usd(after.payer - before.payer)})`,
      receiver: `${usd(after.receiver)} (+${usd(after.receiver - before.receiver)})`,
    });
    if (paid.status !== 200) process.exitCode = 1;
  } finally {
    await own?.close();
  }
}

main().catch((error: unknown) => {
  console.error(`demo failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
