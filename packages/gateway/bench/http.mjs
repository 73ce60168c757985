#!/usr/bin/env node
// `pnpm bench:http`: HTTP throughput of the gateway against a bare node:http server that answers
// the same bytes, for the free catalog (GET /api/catalog) and the unpaid 402 path
// (POST /api/run/<id> with the product's sample). Each server runs as its own process; autocannon
// drives them from this one. Prints requests/s, latency and the gateway/bare ratio.
//
// Env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 10), BENCH_PRODUCT (default
// csv-schema-drift-preflight), LOG_LEVEL for the gateway (default info: one JSON line per request,
// as in production; its stdout goes to /dev/null).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const product = process.env.BENCH_PRODUCT ?? 'csv-schema-drift-preflight';

async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

async function waitUntilUp(url) {
  for (let i = 0; i < 3000; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not come up`);
}

function start(script, env) {
  const child = spawn(process.execPath, [script], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration, connections, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const gatewayPort = await freePort();
const barePort = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-http-'));
const gateway = start(join(here, '..', 'dist', 'start.js'), {
  PORT: String(gatewayPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  // An in-process facilitator on an unreachable chain: terms and 402s need no chain.
  PAYMENT_MODE: 'local',
  RPC_URL: 'http://127.0.0.1:9',
  SETTLEMENT_PRIVATE_KEY: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  CHICAGO_DATA_BASE_URL: 'http://127.0.0.1:9',
});
let bare;
try {
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  await waitUntilUp(`${gatewayUrl}/healthz`);

  // The exact answers the bare server will give: the catalog bytes, and the unpaid 402.
  const catalog = Buffer.from(await (await fetch(`${gatewayUrl}/api/catalog`)).arrayBuffer());
  const schema = await (await fetch(`${gatewayUrl}/api/schema/${product}`)).json();
  const utility = JSON.parse(catalog.toString('utf8')).utilities.find((u) => u.id === product);
  if (!utility) throw new Error(`${product} is not sold`);
  const sample = JSON.stringify(utility.sampleInput ?? schema.sampleInput);
  const unpaid = await fetch(`${gatewayUrl}/api/run/${product}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: sample });
  if (unpaid.status !== 402) throw new Error(`expected 402, got ${unpaid.status}`);
  const answers = join(dataDir, 'answers.json');
  writeFileSync(
    answers,
    JSON.stringify({ catalog: catalog.toString('utf8'), paymentRequired: unpaid.headers.get('payment-required'), unpaidBody: await unpaid.text() }),
  );

  bare = start(join(here, 'bare-server.mjs'), { PORT: String(barePort), ANSWERS: answers });
  const bareUrl = `http://127.0.0.1:${barePort}`;
  await waitUntilUp(`${bareUrl}/api/catalog`);

  const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: sample };
  const scenarios = [
    ['GET /api/catalog', { path: '/api/catalog' }, 200],
    [`POST /api/run/${product} (unpaid, 402)`, { path: `/api/run/${product}`, ...post }, 402],
  ];
  const rows = [];
  for (const [name, request, status] of scenarios) {
    const measured = {};
    for (const [label, url] of [
      ['bare', bareUrl],
      ['gateway', gatewayUrl],
    ]) {
      const result = await run({ url: url + request.path, method: request.method ?? 'GET', headers: request.headers, body: request.body });
      const statuses = Object.keys(result.statusCodeStats ?? {});
      if (result.errors > 0 || result.timeouts > 0 || statuses.some((code) => Number(code) !== status)) {
        throw new Error(`${label} ${name}: ${result.errors} errors, ${result.timeouts} timeouts, statuses ${statuses.join(',')} (expected ${status})`);
      }
      measured[label] = result;
    }
    rows.push([name, measured.bare, measured.gateway]);
  }

  const fmt = (n) => n.toFixed(0).padStart(8);
  console.log(`\nHTTP benchmark: ${duration} s per run, ${connections} connections, Node ${process.version}, LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info'}`);
  console.log(`${'scenario'.padEnd(52)} ${'bare req/s'.padStart(10)} ${'gateway'.padStart(10)} ${'ratio'.padStart(7)}   p50/p99 ms bare | gateway`);
  for (const [name, b, g] of rows) {
    const ratio = g.requests.average / b.requests.average;
    console.log(
      `${name.padEnd(52)} ${fmt(b.requests.average).padStart(10)} ${fmt(g.requests.average).padStart(10)} ${ratio.toFixed(2).padStart(7)}   ${b.latency.p50}/${b.latency.p99} | ${g.latency.p50}/${g.latency.p99}`,
    );
  }
  console.log('ratio = gateway requests/s ÷ bare node:http requests/s for the same answer bytes (higher is better, 1.00 = no overhead).');
} finally {
  if (bare) await stop(bare);
  await stop(gateway);
}
