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
  expect(stdout).toMatch(/Paid retry \(Payment-Signature, \$0\.05\) -> 200/);
  expect(stdout).toMatch(/"transaction": "0x[0-9a-f]{64}"/);
  expect(stdout).toMatch(/"payer": "999\.95 USDC \(-0\.05 USDC\)"/);
  expect(stdout).toMatch(/\+0\.05 USDC/);
}, 120_000);
