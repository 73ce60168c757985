#!/usr/bin/env node
// Writes the generated sections (findings table, limitations) of every check README from the
// built definitions. `--check` writes nothing and exits 1 when a README is stale.
//   node tools/gen-readme.mjs [--check] [check-folder …]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { renderReadme } from './readme-sections.mjs';

const packagesDir = fileURLToPath(new URL('../packages/', import.meta.url));
const args = process.argv.slice(2);
const check = args.includes('--check');
const named = args.filter((arg) => !arg.startsWith('--')).map((arg) => arg.replace(/^packages\//, '').replace(/\/$/, ''));
const folders = named.length > 0 ? named : readdirSync(packagesDir).filter((name) => name.startsWith('check-')).sort();

let stale = 0;
for (const folder of folders) {
  const dir = join(packagesDir, folder);
  const { definition } = await import(pathToFileURL(join(dir, 'dist/index.js')).href);
  const file = join(dir, 'README.md');
  const before = readFileSync(file, 'utf8');
  const after = renderReadme(before, definition);
  if (before === after) continue;
  stale++;
  if (check) console.error(`${folder}/README.md is stale: run node tools/gen-readme.mjs ${folder}`);
  else writeFileSync(file, after);
}
if (!check) console.log(`gen-readme: ${stale} README(s) rewritten of ${folders.length}`);
process.exit(check && stale > 0 ? 1 : 0);
