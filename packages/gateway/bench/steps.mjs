#!/usr/bin/env node
// Where the 402 path's time goes, step by step, on the same ~10 KiB body bench/http.mjs sends:
// each step of the gateway's own work timed in a loop (µs per request). Compare with the per-request
// budget of the bare server (1e6 ÷ its requests/s) to see which steps keep the ratio where it is.
import { implementedChecks } from '@evidence-check/catalog-builder';
import { compileSchemas } from '@evidence-check/schema-validator';
import { tenKiBInput } from './bodies.mjs';
import { nestingDepth, parseJsonBody, withinLimits } from '../dist/body.js';

const product = process.env.BENCH_PRODUCT ?? 'csv-schema-drift-preflight';
const check = implementedChecks.find((c) => c.id === product);
const body = Buffer.from(tenKiBInput(check));
const text = body.toString('utf8');
const value = JSON.parse(text);
const validate = compileSchemas({ [product]: check.inputSchema })[product];
const decoder = new TextDecoder('utf-8', { fatal: true });

function perCall(fn, ms = 400) {
  for (let i = 0; i < 200; i++) fn();
  let runs = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    for (let i = 0; i < 100; i++) fn();
    runs += 100;
  }
  return ((performance.now() - start) * 1000) / runs;
}

const steps = [
  ['UTF-8 decode (fatal)', () => decoder.decode(body)],
  ['JSON.parse', () => JSON.parse(text)],
  ['depth and canonical form (one walk of the value)', () => withinLimits(value)],
  ['(the text depth scan, on refusals only)', () => nestingDepth(text)],
  ['parseJsonBody (all of the above)', () => parseJsonBody(body)],
  ['schema validation (Ajv)', () => validate(value)],
];
console.log(`${product}: body ${body.length} bytes, Node ${process.version}`);
for (const [name, fn] of steps) console.log(`  ${name.padEnd(50)} ${perCall(fn).toFixed(1).padStart(7)} µs`);
