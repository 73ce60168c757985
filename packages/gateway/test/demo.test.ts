import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const demo = fileURLToPath(new URL('../dist/demo.js', import.meta.url));

test('the demo pays through the official client on its own dev chain and shows the money move', async () => {
  // The demo's own gateway keeps its snapshot store in a temporary directory, not the work tree.
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-demo-'));
  const { stdout } = await promisify(execFile)('node', [demo], { timeout: 90_000, env: { ...process.env, GATEWAY_URL: '', DATA_DIR: dataDir } }).finally(
    () => rmSync(dataDir, { recursive: true, force: true }),
  );
  expect(stdout).toMatch(/without payment -> 402/);
  // The terms come first and short: price, asset, network, receiver; the schema only with --full.
  const terms = stdout.slice(stdout.indexOf('without payment'), stdout.indexOf('2. Balances before'));
  expect(terms).toMatch(/"price": "0\.05 USDC \(50000 base units\)"/);
  expect(terms).toMatch(/"network": "eip155:8453"/);
  expect(terms).toMatch(/"payTo": "0x[0-9a-fA-F]{40}"/);
  expect(terms).not.toMatch(/bazaar|inputSchema/i);
  expect(terms.split('\n').length).toBeLessThan(20);
  expect(stdout).toMatch(/Paid retry \(Payment-Signature, \$0\.05\) -> 200/);
  expect(stdout).toMatch(/"transaction": "0x[0-9a-f]{64}"/);
  expect(stdout).toMatch(/"payer": "999\.95 USDC \(-0\.05 USDC\)"/);
  expect(stdout).toMatch(/\+0\.05 USDC/);
}, 120_000);
