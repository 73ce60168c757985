// The fuzz campaign of `pnpm fuzz`, bounded for CI: a fixed seed, at most 40 s of requests
// against an in-process gateway. Any 5xx, dropped connection, status the pipeline does not give,
// or answer outside the documented error shape fails, printed with its seed and index for replay.
import { implementedChecks } from '@evidence-check/catalog-builder';
import { formatReport, runCampaign } from '../fuzz/campaign.js';
import { withGateway } from './helpers.js';

const SEED = 17;

test('fuzz campaign (fixed seed, bounded): no 5xx, no drop, every answer as documented', async () => {
  const gateway = await withGateway();
  try {
    const report = await runCampaign({ baseUrl: gateway.url, products: implementedChecks, seed: SEED, requests: 20_000, timeLimitMs: 40_000, concurrency: 8 });
    process.stdout.write(`${formatReport(report)}\n`);
    expect(report.requests).toBeGreaterThan(500);
    expect(report.failures).toEqual([]);
    // Every kind of generated input was sent, and both pipeline outcomes were reached.
    expect(Object.keys(report.byKind).sort()).toEqual(
      ['broken-text', 'deep-nesting', 'duplicate-keys', 'huge-string', 'media-type', 'number-token', 'path', 'sample', 'unicode-edge', 'valid-arbitrary', 'wrong-type'].sort(),
    );
    expect(report.byStatus['402']).toBeGreaterThan(0);
    expect(report.byStatus['400']).toBeGreaterThan(0);
  } finally {
    await gateway.close();
  }
}, 120_000);
