#!/usr/bin/env node
// `pnpm bench:http`: the gateway against a bare node:http server that answers the very same bytes
// (bench/bare-server.mjs: no framework, no validation, no payment logic), each in its own process,
// both driven by autocannon, each row from a fresh autocannon process (see run()). Rows:
//   1. GET /api/catalog                                   (target ≥ 0.6× bare)
//   2. POST /api/run/<id>, unpaid, a valid ~10 KiB body → 402 (target ≥ 0.4× bare)
//   3. GET /api/catalog with 1,000 connections for 10 s on a freshly started gateway (from idle):
//      errors, timeouts, peak RSS (target 0 and ≤ 200 MB); the first gateway's RSS after rows 1-2 too
//   4. run() of every product on its sandbox request, in process: p50 / p99
// Rows 1-2 alternate bare and gateway rounds (BENCH_ROUNDS, default 3) and compare medians of
// requests/s and of each server's own CPU time per answer (from /proc).
//
// Env: BENCH_DURATION (s per round, default 10), BENCH_CONNECTIONS (default 100), BENCH_ROUNDS,
// BENCH_PRODUCT (default csv-schema-drift-preflight), LOG_LEVEL for the gateway (default info: one
// JSON line per request as in production, to /dev/null), BENCH_GATEWAY_NODE_OPTIONS (e.g. heap flags).
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { implementedChecks } from '@evidence-check/catalog-builder';
import { tenKiBInput } from './bodies.mjs';
import { waitUntilUp } from './until-up.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
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


function start(script, env, nodeFlags = []) {
  return spawn(process.execPath, [...nodeFlags, script], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The node flags of the root `start:prod` script, so the gateway runs here as it runs in production. */
function productionNodeFlags() {
  const script = JSON.parse(readFileSync(join(here, '..', '..', '..', 'package.json'), 'utf8')).scripts['start:prod'];
  return script.match(/(?<=\s)--[\w-]+(?:=\S+)?/g) ?? [];
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

const autocannonBin = join(dirname(createRequire(import.meta.url).resolve('autocannon/package.json')), 'autocannon.js');

/**
 * One autocannon run in a process of its own. Run inside this process, autocannon was the
 * bottleneck after the 1,000-connection flood (its heap had grown), which halved the next rows
 * of both servers alike; a fresh load generator per row measures the servers, not its own past.
 */
function run({ url, method = 'GET', headers = {}, bodyFile, connections: c = connections, duration: d = duration, timeout }) {
  const args = [autocannonBin, '--json', '-c', String(c), '-d', String(d), '-m', method];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  if (bodyFile) args.push('-i', bodyFile);
  if (timeout) args.push('-t', String(timeout));
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))));
  });
}

/** CPU time a process has used (user + system), in µs (Linux /proc; clock ticks of 10 ms). */
function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** Resident set size of a process, in MB (Linux /proc). */
function rssMb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const dataDir = mkdtempSync(join(tmpdir(), 'bench-http-'));

/** A fresh gateway process (the built one, with start:prod's node flags), up and warmed. */
async function startGateway() {
  const port = await freePort();
  const child = start(join(here, '..', 'dist', 'start.js'), {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(dataDir, 'gateway-')),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    // An in-process facilitator on an unreachable chain: terms and 402s need no chain.
    PAYMENT_MODE: 'local',
    RPC_URL: 'http://127.0.0.1:9',
    SETTLEMENT_PRIVATE_KEY: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    CHICAGO_DATA_BASE_URL: 'http://127.0.0.1:9',
    ...(process.env.BENCH_GATEWAY_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_GATEWAY_NODE_OPTIONS } : {}),
  }, productionNodeFlags());
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/healthz`);
  await new Promise((resolve) => setTimeout(resolve, 2000)); // settle after start-up
  return { child, url, pid: child.pid };
}

const barePort = await freePort();
let gateway = await startGateway();
let bare;
try {
  const gatewayUrl = gateway.url;

  // The exact answers the bare server will give: the catalog bytes, and the unpaid 402.
  const check = implementedChecks.find((c) => c.id === product);
  if (!check) throw new Error(`${product} is not sold`);
  const catalog = Buffer.from(await (await fetch(`${gatewayUrl}/api/catalog`)).arrayBuffer());
  const body = tenKiBInput(check);
  const unpaid = await fetch(`${gatewayUrl}/api/run/${product}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  if (unpaid.status !== 402) throw new Error(`the ${body.length}-byte body of ${product} got ${unpaid.status}, not 402: ${await unpaid.text()}`);
  const answers = join(dataDir, 'answers.json');
  writeFileSync(answers, JSON.stringify({ catalog: catalog.toString('utf8'), paymentRequired: unpaid.headers.get('payment-required'), unpaidBody: await unpaid.text() }));

  bare = start(join(here, 'bare-server.mjs'), { PORT: String(barePort), ANSWERS: answers });
  const bareUrl = `http://127.0.0.1:${barePort}`;
  await waitUntilUp(`${bareUrl}/api/catalog`);

  const bodyFile = join(dataDir, 'body.json');
  writeFileSync(bodyFile, body);
  const post = { method: 'POST', headers: { 'content-type': 'application/json' }, bodyFile };
  const scenarios = [
    ['GET /api/catalog', { path: '/api/catalog' }, 200, 0.6],
    [`POST /api/run/${product} unpaid, ${(body.length / 1024).toFixed(1)} KiB → 402`, { path: `/api/run/${product}`, ...post }, 402, 0.4],
  ];
  const rows = [];
  for (const [name, request, status, target] of scenarios) {
    const measured = { bare: [], gateway: [] };
    for (let round = 0; round < rounds; round++) {
      for (const [label, url, pid] of [
        ['bare', bareUrl, bare.pid],
        ['gateway', gatewayUrl, gateway.pid],
      ]) {
        const cpuBefore = cpuMicros(pid);
        const result = await run({ url: url + request.path, method: request.method, headers: request.headers, bodyFile: request.bodyFile });
        const statuses = Object.keys(result.statusCodeStats ?? {});
        if (result.errors > 0 || result.timeouts > 0 || statuses.some((code) => Number(code) !== status)) {
          throw new Error(`${label} ${name}: ${result.errors} errors, ${result.timeouts} timeouts, statuses ${statuses.join(',')} (expected ${status})`);
        }
        // The server's own CPU per answer: on a 2-core machine the load generator takes a core, and
        // a server that waits on it is not at its limit; CPU per answer shows what each one costs.
        result.cpuPerRequest = (cpuMicros(pid) - cpuBefore) / result.requests.total;
        measured[label].push(result);
      }
    }
    const bareRps = median(measured.bare.map((r) => r.requests.average));
    const gatewayRps = median(measured.gateway.map((r) => r.requests.average));
    const p = (results) => `${median(results.map((r) => r.latency.p50))}/${median(results.map((r) => r.latency.p99))}`;
    const bareCpu = median(measured.bare.map((r) => r.cpuPerRequest));
    const gatewayCpu = median(measured.gateway.map((r) => r.cpuPerRequest));
    rows.push({ name, bareRps, gatewayRps, ratio: gatewayRps / bareRps, target, latency: `${p(measured.bare)} | ${p(measured.gateway)}`, bareCpu, gatewayCpu });
  }

  const finalRss = rssMb(gateway.pid);

  // Then, on a freshly started gateway (from idle): 1,000 connections on the catalog for 10 s, RSS
  // sampled every 100 ms. A flood leaves any Node server slower for a while (the bare server too:
  // ~45 → ~95 µs of CPU per 402 after one, measured), so it runs after the ratio rows, on its own process.
  await stop(gateway.child);
  gateway = await startGateway();
  const idleRss = rssMb(gateway.pid);
  let peakRss = idleRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(gateway.pid))), 100);
  const flood = await run({ url: `${gateway.url}/api/catalog`, connections: 1000, duration: 10, timeout: 10 });
  clearInterval(sampler);
  const non2xx = flood.non2xx ?? 0;
  // run() on each product's sandbox request, in process.
  const runs = [];
  for (const c of implementedChecks) {
    const times = [];
    const until = performance.now() + 150;
    while (performance.now() < until || times.length < 20) {
      const t0 = performance.now();
      c.run(c.sampleInput);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    runs.push([c.id, quantile(times, 0.5), quantile(times, 0.99)]);
  }

  const fmt = (n) => n.toFixed(0).padStart(8);
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(`\nHTTP benchmark: ${cpus().length} × ${cpu}, Node ${process.version} (gateway: node ${productionNodeFlags().join(' ')}); ${rounds} alternated rounds of ${duration} s, ${connections} connections, medians; LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info'}`);
  console.log(`${'scenario'.padEnd(58)} ${'bare req/s'.padStart(10)} ${'gateway'.padStart(9)} ${'ratio'.padStart(6)} ${'target'.padStart(7)}   p50/p99 ms bare | gateway   server CPU µs/answer bare | gateway (ratio)`);
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(58)} ${fmt(row.bareRps).padStart(10)} ${fmt(row.gatewayRps).padStart(9)} ${row.ratio.toFixed(2).padStart(6)} ${`≥${row.target}`.padStart(7)}   ${row.latency.padEnd(24)} ${row.bareCpu.toFixed(0)} | ${row.gatewayCpu.toFixed(0)} (${(row.bareCpu / row.gatewayCpu).toFixed(2)})`,
    );
  }
  console.log(
    `GET /api/catalog, 1000 connections, 10 s: ${flood.requests.total} requests, ${flood.errors} errors, ${flood.timeouts} timeouts, ${non2xx} non-2xx; fresh gateway's RSS idle ${idleRss.toFixed(0)} MB, peak ${peakRss.toFixed(0)} MB (target: 0 errors, ≤ 200 MB); the first gateway's RSS after the ratio rows ${finalRss.toFixed(0)} MB`,
  );
  console.log('\nrun() on the sandbox request, in process (ms):');
  for (const [id, p50, p99] of runs) console.log(`  ${id.padEnd(46)} p50 ${p50.toFixed(3).padStart(8)}   p99 ${p99.toFixed(3).padStart(8)}`);
  console.log('\nratio = gateway requests/s ÷ bare node:http requests/s for the same answer bytes (1.00 = no overhead).');
  console.log('CPU ratio = bare CPU per answer ÷ gateway CPU per answer: the share of the bare server\'s throughput the gateway reaches when the server, not the load generator, is the limit.');
} finally {
  if (bare) await stop(bare);
  await stop(gateway.child);
}
