import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const demo = fileURLToPath(new URL('../dist/demo.js', import.meta.url));

test('the demo pays through the official client on its own dev chain and shows the money move', async () => {
  const { stdout } = await promisify(execFile)('node', [demo], { timeout: 90_000, env: { ...process.env, GATEWAY_URL: '' } });
  expect(stdout).toMatch(/without payment -> 402/);
  expect(stdout).toMatch(/Paid retry \(Payment-Signature, \$0\.05\) -> 200/);
  expect(stdout).toMatch(/"transaction": "0x[0-9a-f]{64}"/);
  expect(stdout).toMatch(/"payer": "999\.95 USDC \(-0\.05 USDC\)"/);
  expect(stdout).toMatch(/\+0\.05 USDC/);
}, 120_000);
