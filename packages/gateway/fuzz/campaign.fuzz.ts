// `pnpm fuzz`: the full campaign (default 100,000 requests, a random seed that is printed) against
// a running gateway: FUZZ_URL, or else dist/start.js started here as its own process, which must
// still be alive afterwards and stop cleanly. FUZZ_SEED and FUZZ_REPLAY=i,j replay failures.
import { implementedChecks } from '@evidence-check/catalog-builder';
import { formatReport, runCampaign } from './campaign.js';
import { alive, offlineEnv, startProcess, type GatewayProcess } from '../test/process.js';

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const requests = Number(process.env.FUZZ_REQUESTS ?? 100_000);
const only = process.env.FUZZ_REPLAY ? process.env.FUZZ_REPLAY.split(',').map(Number) : undefined;
const print = (text: string) => process.stdout.write(`${text}\n`);

test(`fuzz campaign: ${only ? `replay ${only.join(',')}` : `${requests} requests`}, seed ${seed}`, async () => {
  let gateway: GatewayProcess | null = null;
  const baseUrl = process.env.FUZZ_URL ?? (gateway = await startProcess(offlineEnv({ LOG_LEVEL: 'warn' }))).url;
  print(`fuzzing ${baseUrl} with seed ${seed} (replay: FUZZ_SEED=${seed} pnpm fuzz)`);
  try {
    const report = await runCampaign({
      baseUrl,
      products: implementedChecks,
      seed,
      requests,
      ...(only ? { only } : {}),
      concurrency: Number(process.env.FUZZ_CONCURRENCY ?? 16),
      onProgress: (done, partial) => print(`  ${done} requests, ${partial.failureCount} failures`),
    });
    print(formatReport(report));
    if (gateway) {
      expect(alive(gateway.child.pid!)).toBe(true);
      gateway.child.kill('SIGTERM');
      expect(await gateway.exited).toEqual({ code: 0, signal: null });
    }
    expect(report.failureCount).toBe(0);
  } finally {
    gateway?.child.kill('SIGKILL');
  }
}, 4 * 3600_000);
