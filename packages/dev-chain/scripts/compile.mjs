#!/usr/bin/env node
// Regenerates contracts/*.json and src/contracts.generated.ts from contracts/*.sol, offline.
// Usage (from packages/dev-chain): node scripts/compile.mjs   (or: pnpm run compile-contracts)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PACKAGE_DIR, compileContracts, renderAll } from './compile-lib.mjs';

const artifacts = compileContracts();
for (const [file, content] of Object.entries(renderAll(artifacts))) {
  const path = join(PACKAGE_DIR, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  console.log(`wrote ${file}`);
}
for (const a of Object.values(artifacts)) {
  console.log(`${a.contractName}: ${(a.deployedBytecode.length - 2) / 2} bytes runtime, ${a.solcVersion}`);
}
