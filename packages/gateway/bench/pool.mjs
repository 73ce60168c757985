// What running checks in the worker pool costs, per run, against calling run() in the thread that
// answers (part of `pnpm bench:http`'s report): the sample packet of a small and of a large product,
// and a 200 KB packet. Wall-clock medians on an idle pool of one thread; the difference is the
// hand-off: the packet's structured clone, a thread wake-up, and the result serialized in the worker
// (the thread that answers would serialize it anyway; "in thread" includes that JSON.stringify).
import { performance } from 'node:perf_hooks';
import { registry } from '@evidence-check/catalog-builder';
import { CheckPool } from '../dist/index.js';

const pool = new CheckPool({ threads: 1, deadlineMs: 60_000 });
const byId = new Map(registry.map((check) => [check.id, check]));
const csv = byId.get('csv-schema-drift-preflight');
const pack = byId.get('agent-run-evidence-pack');
const paths = byId.get('filename-portability-preflight');
const big = { paths: Array.from({ length: 5000 }, (_, i) => `src/module-${i}/component-${i}/index-${i}.ts`).filter((_, i, all) => JSON.stringify(all.slice(0, i + 1)).length < 200_000) };

async function median(fn, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

await pool.run(csv, csv.sampleInput); // the worker has loaded every check
const rows = [];
for (const [name, check, input] of [
  ['csv sample (1 KB)', csv, csv.sampleInput],
  ['evidence-pack sample', pack, pack.sampleInput],
  [`${big.paths.length} paths (${Math.round(JSON.stringify(big).length / 1024)} KB)`, paths, big],
]) {
  const runs = 200;
  const inThread = await median(() => JSON.stringify(check.run(input)), runs);
  const inPool = await median(() => pool.run(check, input), runs);
  rows.push({ packet: name, 'in thread ms': inThread.toFixed(3), 'in pool ms': inPool.toFixed(3), 'hand-off ms': (inPool - inThread).toFixed(3) });
}
console.table(rows);
await pool.close();
