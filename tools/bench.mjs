#!/usr/bin/env node
// Benchmarks every implemented check (timings live here, never in unit tests):
//   1. its sample, many times;
//   2. its sample scaled to the schema's limits: every top-level array filled to maxItems by
//      cycling the sample's items (duplicates included, which tends to be the costly case).
// Usage: pnpm bench [utility-id …]
import { performance } from 'node:perf_hooks';
import { implementedChecks } from '../packages/catalog-builder/dist/index.js';

const only = new Set(process.argv.slice(2));
const checks = implementedChecks.filter((check) => only.size === 0 || only.has(check.id));

function scaled(check) {
  const input = structuredClone(check.sampleInput);
  for (const [key, schema] of Object.entries(check.inputSchema.properties ?? {})) {
    const items = input[key];
    if (!Array.isArray(items) || items.length === 0 || typeof schema.maxItems !== 'number') continue;
    input[key] = Array.from({ length: schema.maxItems }, (_, i) => structuredClone(items[i % items.length]));
  }
  return input;
}

function time(fn, minMs = 200) {
  let runs = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    fn();
    runs++;
    elapsed = performance.now() - start;
  } while (elapsed < minMs);
  return elapsed / runs;
}

const rows = [];
for (const check of checks) {
  const sampleMs = time(() => check.run(check.sampleInput));
  const big = scaled(check);
  const bytes = Buffer.byteLength(JSON.stringify(big));
  let findings = 0;
  const bigMs = time(() => {
    findings = check.run(big).findings.length;
  }, 0);
  rows.push({ utility: check.id, 'sample ms': sampleMs.toFixed(3), 'at limits ms': bigMs.toFixed(1), 'input KiB': (bytes / 1024).toFixed(0), findings });
}
console.table(rows);
