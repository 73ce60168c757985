// A developer installs one check from the registry and calls run() with no gateway: pack the
// exemplar and core-receipt exactly as they would be published, install the tarballs into an
// empty directory with npm, and compare the result with the gateway's own.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCheck } from '../src/index.js';

const packagesDir = fileURLToPath(new URL('../../', import.meta.url));
const ID = 'csv-schema-drift-preflight';

function pnpm(args: string[], cwd: string): void {
  try {
    execFileSync('pnpm', args, { cwd, stdio: 'pipe' });
  } catch {
    execFileSync('npx', ['-y', 'pnpm@10', ...args], { cwd, stdio: 'pipe' });
  }
}

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'offline-install-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

test('one check installs from its tarball with npm and runs offline with the gateway result', () => {
  const tarballs = join(work, 'tarballs');
  for (const folder of ['core-receipt', `check-${ID}`]) pnpm(['pack', '--pack-destination', tarballs], join(packagesDir, folder));
  const files = readdirSync(tarballs).map((name) => join(tarballs, name));
  expect(files).toHaveLength(2);

  const app = join(work, 'app');
  execFileSync('mkdir', ['-p', app]);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', ...files], { cwd: app, stdio: 'pipe' });

  const installed = JSON.parse(execFileSync('npm', ['ls', '--all', '--json'], { cwd: app, encoding: 'utf8' }));
  const names = JSON.stringify(installed);
  for (const forbidden of ['"ajv"', '"express"', '"@x402/core"', '"viem"']) expect(names).not.toContain(forbidden);

  writeFileSync(
    join(app, 'run.mjs'),
    `import { run, sampleInput, inputSchema } from '@evidence-check/${ID}';
     import schema from '@evidence-check/${ID}/schema.json' with { type: 'json' };
     process.stdout.write(JSON.stringify({ result: run(sampleInput), sameSchema: JSON.stringify(schema) === JSON.stringify(inputSchema) }));`,
  );
  const output = JSON.parse(execFileSync('node', ['run.mjs'], { cwd: app, encoding: 'utf8' }));
  const check = findCheck(ID)!;
  expect(output.sameSchema).toBe(true);
  expect(JSON.stringify(output.result)).toBe(JSON.stringify(check.run(check.sampleInput)));
  expect(output.result.receipt).not.toHaveProperty('payment');
  expect(output.result.receipt).not.toHaveProperty('issuedAt');
});
