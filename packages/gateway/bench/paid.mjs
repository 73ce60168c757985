#!/usr/bin/env node
// `pnpm bench:paid`: the paid path as an agent meets it, on the dev chain (anvil, automine), with
// the official x402 v2 client. The gateway runs as its own process in `local` payment mode, its
// RPC passing through a counting proxy, so every chain call of a paid request is counted by method.
// Prints: the 402 and the paid retry (p50/p90, one payer, sequential), paid calls/s with 1 and 6
// payers, RPC calls per paid call, and the balance check (every payer and the receiver exact).
//
// Env: BENCH_PAID_CALLS (sequential calls, default 100), BENCH_PAID_SECONDS (per concurrent row,
// default 10), BENCH_PRODUCT (default csv-schema-drift-preflight), BENCH_GATEWAY_NODE_OPTIONS (node
// flags for the gateway, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the paid path).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { implementedChecks } from '@evidence-check/catalog-builder';
import { ANVIL_ACCOUNTS, startDevChain } from '@evidence-check/dev-chain';
import { x402Client } from '@x402/core/client';
import { decodePaymentRequiredHeader, decodePaymentResponseHeader, encodePaymentSignatureHeader } from '@x402/core/http';
import { toClientEvmSigner } from '@x402/evm';
import { registerExactEvmScheme } from '@x402/evm/exact/client';
import { privateKeyToAccount } from 'viem/accounts';
import { waitUntilUp } from './until-up.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const calls = Number(process.env.BENCH_PAID_CALLS ?? 100);
const seconds = Number(process.env.BENCH_PAID_SECONDS ?? 10);
const productId = process.env.BENCH_PRODUCT ?? 'csv-schema-drift-preflight';
const product = implementedChecks.find((check) => check.id === productId);
if (!product) throw new Error(`no product ${productId}`);
const body = JSON.stringify(product.sampleInput);

/** A JSON-RPC proxy in front of anvil that counts every call by method (batches counted per call). */
async function countingProxy(target) {
  const counts = new Map();
  let busyMs = 0;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks);
      const started = performance.now();
      res.on('finish', () => (busyMs += performance.now() - started));
      try {
        const parsed = JSON.parse(text.toString('utf8'));
        for (const call of Array.isArray(parsed) ? parsed : [parsed]) counts.set(call.method, (counts.get(call.method) ?? 0) + 1);
      } catch {
        counts.set('(unreadable)', (counts.get('(unreadable)') ?? 0) + 1);
      }
      const upstream = request(target, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': text.length } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, { 'content-type': 'application/json' });
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      upstream.end(text);
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    /** The calls by method since the last take, and the wall time they took (anvil and the proxy hop). */
    take() {
      const taken = { counts: Object.fromEntries([...counts].sort(([a], [b]) => (a < b ? -1 : 1))), busyMs };
      counts.clear();
      busyMs = 0;
      return taken;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}


/** One payer: the official client signs; the 402 and the paid retry are timed apart. */
function payerFor(privateKey, chain) {
  const account = privateKeyToAccount(privateKey);
  const client = new x402Client();
  registerExactEvmScheme(client, { signer: toClientEvmSigner(account, chain.publicClient) });
  return { address: account.address, client };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function paidCall(url, payer) {
  const t0 = performance.now();
  const unpaid = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  await unpaid.arrayBuffer();
  const quoteMs = performance.now() - t0;
  if (unpaid.status !== 402) throw new Error(`expected 402, got ${unpaid.status}`);
  const payload = await payer.client.createPaymentPayload(decodePaymentRequiredHeader(unpaid.headers.get('payment-required')));
  const header = encodePaymentSignatureHeader(payload);
  const t1 = performance.now();
  const paid = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Payment-Signature': header }, body });
  const text = await paid.text();
  const paidMs = performance.now() - t1;
  if (paid.status !== 200) throw new Error(`paid retry answered ${paid.status}: ${text.slice(0, 300)}`);
  const settlement = decodePaymentResponseHeader(paid.headers.get('payment-response'));
  return { quoteMs, paidMs, transaction: settlement.transaction };
}

async function main() {
  const chain = await startDevChain({ accounts: 8 });
  const proxy = await countingProxy(chain.rpcUrl);
  const settler = ANVIL_ACCOUNTS[0];
  const receiver = ANVIL_ACCOUNTS[7].address;
  const port = 40000 + Math.floor(Math.random() * 20000);
  const nodeFlags = (process.env.BENCH_GATEWAY_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
  const gateway = spawn(process.execPath, [...nodeFlags, join(here, '..', 'dist', 'start.js')], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      PAYMENT_MODE: 'local',
      RPC_URL: proxy.url,
      SETTLEMENT_PRIVATE_KEY: settler.privateKey,
      RECEIVER_ADDRESS: receiver,
      LOG_LEVEL: 'error',
      MAINTAINED_DATA: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const url = `${base}/api/run/${productId}`;
  try {
    await waitUntilUp(`${base}/health/ready`);
    const payers = ANVIL_ACCOUNTS.slice(1, 7).map((account) => payerFor(account.privateKey, chain));
    const before = new Map();
    for (const address of [receiver, ...payers.map((p) => p.address)]) before.set(address, await chain.balanceOf(address));
    const paidBy = new Map(payers.map((p) => [p.address, 0]));

    // Warm-up (JIT, connections, the facilitator's first reads), then counted from a clean slate.
    for (let i = 0; i < 10; i++) await paidCall(url, payers[0]);
    paidBy.set(payers[0].address, 10);
    proxy.take();

    const quotes = [];
    const retries = [];
    const started = performance.now();
    for (let i = 0; i < calls; i++) {
      const { quoteMs, paidMs } = await paidCall(url, payers[0]);
      quotes.push(quoteMs);
      retries.push(paidMs);
    }
    const sequentialSeconds = (performance.now() - started) / 1000;
    paidBy.set(payers[0].address, paidBy.get(payers[0].address) + calls);
    const { counts: rpc, busyMs: rpcMs } = proxy.take();
    const rpcTotal = Object.values(rpc).reduce((sum, n) => sum + n, 0);
    quotes.sort((a, b) => a - b);
    retries.sort((a, b) => a - b);

    /** Paid calls per second with `n` payers, each calling in a loop for `seconds`. */
    const concurrent = async (n) => {
      const until = performance.now() + seconds * 1000;
      let done = 0;
      await Promise.all(
        payers.slice(0, n).map(async (payer) => {
          while (performance.now() < until) {
            await paidCall(url, payer);
            done++;
            paidBy.set(payer.address, paidBy.get(payer.address) + 1);
          }
        }),
      );
      return done / seconds;
    };
    const one = await concurrent(1);
    const six = await concurrent(6);
    proxy.take();

    const price = BigInt(Math.round(Number(product.price.slice(1)) * 1_000_000));
    const total = [...paidBy.values()].reduce((sum, n) => sum + n, 0);
    const problems = [];
    const receiverDelta = (await chain.balanceOf(receiver)) - before.get(receiver);
    if (receiverDelta !== BigInt(total) * price) problems.push(`receiver got ${receiverDelta}, expected ${BigInt(total) * price}`);
    for (const [address, n] of paidBy) {
      const delta = before.get(address) - (await chain.balanceOf(address));
      if (delta !== BigInt(n) * price) problems.push(`${address} paid ${delta}, expected ${BigInt(n) * price}`);
    }

    const fmt = (ms) => ms.toFixed(1);
    console.log(`\nPaid-path benchmark: ${productId} (${product.price}), dev chain (anvil, automine), local facilitator in the gateway process, Node ${process.version}`);
    console.log(`402 (unpaid POST)          p50 ${fmt(percentile(quotes, 50))} ms   p90 ${fmt(percentile(quotes, 90))} ms   (${calls} calls, one payer)`);
    console.log(`paid retry (verify→run→settle→200)  p50 ${fmt(percentile(retries, 50))} ms   p90 ${fmt(percentile(retries, 90))} ms`);
    console.log(`sequential, 1 payer (402 + sign + paid retry): ${(calls / sequentialSeconds).toFixed(1)} paid calls/s`);
    console.log(`concurrent, ${seconds} s: 1 payer ${one.toFixed(1)} paid calls/s, 6 payers ${six.toFixed(1)} paid calls/s`);
    console.log(`RPC calls per paid call: ${(rpcTotal / calls).toFixed(2)}  ${Object.entries(rpc).map(([m, n]) => `${m} ${(n / calls).toFixed(2)}`).join(', ')}`);
    console.log(`chain time per paid call (sequential; anvil + the counting hop): ${fmt(rpcMs / calls)} ms of a ${fmt(retries.reduce((a, b) => a + b, 0) / calls)} ms mean paid retry`);
    console.log(`balances: ${total} paid calls; ${problems.length === 0 ? 'every payer and the receiver exact' : problems.join('; ')}`);
    if (problems.length > 0) process.exitCode = 1;
  } finally {
    gateway.kill('SIGTERM');
    await once(gateway, 'exit');
    await proxy.close();
    await chain.stop();
  }
}

await main();
