#!/usr/bin/env node
// Renews fixtures/<id>.json for every implemented check (run on purpose when a product's output
// changes; CI fails until then) and removes fixtures of products that are not implemented.
// With utility ids as arguments, renews only those (one product team, one fixture).
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { implementedChecks } from '@evidence-check/catalog-builder';
import { fixtureFor, FIXTURES_DIR } from '../dist/index.js';

const only = new Set(process.argv.slice(2));
const keep = new Set();
for (const check of implementedChecks) {
  if (only.size > 0 && !only.has(check.id)) continue;
  const file = `${check.id}.json`;
  writeFileSync(new URL(file, FIXTURES_DIR), JSON.stringify(fixtureFor(check), null, 2) + '\n');
  keep.add(file);
}
for (const file of only.size > 0 ? [] : readdirSync(FIXTURES_DIR)) {
  if (file.endsWith('.json') && !keep.has(file)) rmSync(new URL(file, FIXTURES_DIR));
}
console.log(`fixtures: ${keep.size} written`);
