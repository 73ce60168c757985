#!/usr/bin/env node
// pnpm bench:scaling [utility-id …] [--all] [--json file]
// Grows each product's input along its worst-case shapes (packages/check-*/test/shapes.ts, the same
// shapes its tests prove complete and right), keeps every grown packet one the gateway accepts
// (schema-valid, at most 256 KiB of JSON), and times run() in CPU milliseconds at n/8, n/4, n/2 and
// n of the largest valid size. Prints, per product, its slowest shape: bytes, items, the median
// at n and the growth per doubling. Each product runs in its own worker thread, so a shape that
// never ends is reported as such (past the per-size limit) instead of stopping the benchmark.
// Timings live here, never in tests: the machines are shared and noisy.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Targets of issue 30: at the largest valid input, and per doubling of it. */
const TARGET_MS = 50;
const TARGET_GROWTH = 2.5;
/** Below this, a doubling's ratio is timer noise, not growth. */
const NOISE_MS = 2;
/** A size that takes longer than this is reported as "no answer" and the product's worker is ended. */
const SIZE_LIMIT_MS = 30_000;

async function main() {
  const args = process.argv.slice(2);
  const all = args.includes('--all');
  const jsonAt = args.indexOf('--json');
  const jsonFile = jsonAt >= 0 ? args[jsonAt + 1] : null;
  const only = new Set(args.filter((arg, i) => !arg.startsWith('--') && (jsonAt < 0 || i !== jsonAt + 1)));
  const packages = readdirSync(join(root, 'packages'))
    .filter((name) => name.startsWith('check-'))
    .map((name) => ({ id: name.slice('check-'.length), dir: join(root, 'packages', name) }))
    .filter(({ id }) => only.size === 0 || only.has(id))
    .sort((a, b) => a.id.localeCompare(b.id));

  console.log(`machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, Node ${process.version}`);
  const rows = [];
  for (const { id, dir } of packages) {
    const shapesFile = join(dir, 'test', 'shapes.ts');
    if (!existsSync(shapesFile)) {
      rows.push({ product: id, shape: '(no shapes)' });
      continue;
    }
    const results = await runProduct(id, dir, shapesFile);
    for (const result of results) rows.push({ product: id, ...result });
    const worst = worstOf(results);
    process.stderr.write(`${id}: ${worst ? `${worst.shape} ${format(worst.ms)} ms at n=${worst.items}, ×${worst.growth ?? '?'}` : 'no result'}\n`);
  }
  const shown = all ? rows : [...groupBy(rows, (row) => row.product).values()].map((group) => worstOf(group) ?? group[0]);
  console.table(shown.map(tableRow));
  const products = new Set(rows.map((row) => row.product));
  const passing = [...products].filter((product) => rows.filter((row) => row.product === product).every(passes));
  console.log(`${passing.length} of ${products.size} products within ${TARGET_MS} ms and ×${TARGET_GROWTH} per doubling at their largest valid input.`);
  if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(rows, null, 2)}\n`);
}

function runProduct(id, dir, shapesFile) {
  return new Promise((resolve) => {
    const results = [];
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { id, dir, shapesFile } });
    let timer = null;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const current = results.at(-1);
        if (current && current.pending) current.error = `no answer within ${SIZE_LIMIT_MS / 1000} s at n=${current.pending}`;
        void worker.terminate();
      }, SIZE_LIMIT_MS);
    };
    arm();
    worker.on('message', (message) => {
      arm();
      if (message.kind === 'shape') results.push({ shape: message.shape, items: message.largest, bytes: message.bytes, times: [], pending: null });
      if (message.kind === 'start') results.at(-1).pending = message.n;
      if (message.kind === 'time') {
        const current = results.at(-1);
        current.times.push({ n: message.n, ms: message.ms });
        current.pending = null;
      }
      if (message.kind === 'error') results.push({ shape: message.shape ?? '(load)', error: message.error, times: [] });
    });
    const finish = () => {
      clearTimeout(timer);
      resolve(results.map(summarize));
    };
    worker.on('error', (error) => {
      results.push({ shape: '(worker)', error: String(error?.stack ?? error), times: [] });
      finish();
    });
    worker.on('exit', finish);
  });
}

function summarize({ shape, items, bytes, times, error, pending }) {
  const ms = times.at(-1)?.ms ?? null;
  const ratios = [];
  for (let i = 1; i < times.length; i++) ratios.push(times[i].ms / Math.max(times[i - 1].ms, 1e-3));
  const growth = ratios.length === 3 ? Math.cbrt(ratios[0] * ratios[1] * ratios[2]) : null;
  return { shape, items, bytes, ms: times.length === 4 ? ms : null, growth: growth === null ? null : Number(growth.toFixed(2)), last: ratios.at(-1) ?? null, times, error: error ?? (pending ? `stopped at n=${pending}` : undefined) };
}

function passes(row) {
  if (row.shape === '(no shapes)' || row.error || row.ms === null) return false;
  return row.ms <= TARGET_MS && (row.ms < NOISE_MS || row.growth <= TARGET_GROWTH);
}

function worstOf(results) {
  const scored = results.filter((row) => row.shape !== '(no shapes)');
  if (scored.length === 0) return null;
  return scored.reduce((worst, row) => (score(row) > score(worst) ? row : worst));
}

function score(row) {
  return row.error || row.ms === null ? Infinity : row.ms;
}

function groupBy(items, key) {
  const groups = new Map();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

function format(ms) {
  return ms === null || ms === undefined ? '—' : ms < 10 ? ms.toFixed(2) : ms.toFixed(1);
}

function tableRow(row) {
  return {
    product: row.product,
    'worst shape': row.shape,
    bytes: row.bytes ?? '',
    items: row.items ?? '',
    'median ms at n': row.error ? row.error : format(row.ms),
    '×/doubling': row.growth ?? '',
    ok: passes(row) ? 'yes' : 'NO',
  };
}

// ---- worker side: one product ----

async function measure({ id, dir, shapesFile }) {
  const send = (message) => parentPort.postMessage(message);
  let definition;
  let shapes;
  let compileSchema;
  let largestSize;
  try {
    ({ definition } = await import(pathToFileURL(join(dir, 'dist', 'index.js')).href));
    ({ shapes } = await import(pathToFileURL(shapesFile).href));
    ({ compileSchema } = await import(pathToFileURL(join(root, 'packages', 'schema-validator', 'dist', 'index.js')).href));
    ({ largestSize } = await import(pathToFileURL(join(root, 'packages', 'test-utils', 'dist', 'shapes.js')).href));
  } catch (error) {
    send({ kind: 'error', error: `${id}: ${error?.message ?? error}` });
    return;
  }
  const validate = compileSchema(definition.inputSchema);
  for (const shape of shapes) {
    const largest = largestSize(shape, validate);
    const input = shape.grow(largest);
    send({ kind: 'shape', shape: shape.name, largest, bytes: Buffer.byteLength(JSON.stringify(input)) });
    for (const n of [Math.max(1, Math.floor(largest / 8)), Math.max(1, Math.floor(largest / 4)), Math.max(1, Math.floor(largest / 2)), largest]) {
      send({ kind: 'start', n });
      const packet = shape.grow(n);
      const context = shape.context?.(n);
      send({ kind: 'time', n, ms: medianCpuMs(() => definition.run(packet, context)) });
    }
  }
}

/** This thread's CPU time where Node can tell it (24+), else the process's (the main thread idles). */
const cpuUsage = process.threadCpuUsage ? (previous) => process.threadCpuUsage(previous) : (previous) => process.cpuUsage(previous);

/**
 * Median CPU time of one run. The thread CPU clock ticks coarsely on some machines (4 ms here), so
 * runs are timed in batches of at least ~25 ms of wall time each, and a batch's CPU time is divided
 * by its runs: at least 3 batches, until ~0.4 s has been spent or 9 batches were made.
 */
function medianCpuMs(run) {
  globalThis.gc?.();
  const probe = performance.now();
  run();
  const once = Math.max(performance.now() - probe, 0.001);
  const perBatch = Math.max(1, Math.ceil(25 / once));
  const samples = [];
  let spent = 0;
  while (samples.length < 3 || (spent < 400 && samples.length < 9)) {
    globalThis.gc?.();
    const start = cpuUsage();
    for (let i = 0; i < perBatch; i++) run();
    const used = cpuUsage(start);
    const ms = (used.user + used.system) / 1000;
    samples.push(ms / perBatch);
    spent += ms;
    if (ms > 5000) break;
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

if (isMainThread) await main();
else await measure(workerData);
