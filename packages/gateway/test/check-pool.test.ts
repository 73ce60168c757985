// The check pool on its own: runs leave the answering thread, a run past its deadline or its heap
// ends its worker (and a replacement serves the next run), and the body it composes is byte for
// byte the result run() returns in the thread.
import { registry } from '@evidence-check/catalog-builder';
import { CheckPool, resultText, RunDeadlineExceeded, RunResourcesExceeded } from '../src/check-pool.js';
import { TEST_CHECKS_MODULE, broken, hog, premium, slow } from './fixtures/test-checks.mjs';

let pool: CheckPool;
beforeAll(async () => {
  // A deadline long enough for a replacement worker to load the checks on a busy machine.
  pool = new CheckPool({ threads: 1, deadlineMs: 8_000, maxHeapMb: 64, extraModules: [TEST_CHECKS_MODULE] });
  await pool.ready();
});
afterAll(() => pool.close());

test('a result composed from the worker is byte-identical to run() in the thread, for every product sample', async () => {
  for (const check of registry.filter((c) => c.implemented)) {
    const output = await pool.run(check, check.sampleInput);
    expect(resultText(output)).toBe(JSON.stringify(check.run(check.sampleInput)));
  }
});

test('a run past its deadline is stopped, and the replacement worker answers the next run', async () => {
  await expect(pool.run(slow, { spin_ms: 600_000 })).rejects.toThrow(RunDeadlineExceeded);
  const output = await pool.run(premium, { x: 'abc' });
  expect(JSON.parse(output.resultJson).report).toEqual({ echoed: 'abc' });
});

test('a run that exhausts its heap ends its worker: RunResourcesExceeded, then the pool serves again', async () => {
  await expect(pool.run(hog, { x: 'a' })).rejects.toThrow(RunResourcesExceeded);
  const output = await pool.run(premium, { x: 'ok' });
  expect(JSON.parse(output.resultJson).report).toEqual({ echoed: 'ok' });
});

test('a defect in a check is its own error, not a limit', async () => {
  const failure = pool.run(broken, { x: 'a' });
  await expect(failure).rejects.toThrow('defect in a check');
  await expect(failure).rejects.not.toBeInstanceOf(RunDeadlineExceeded);
  await expect(failure).rejects.not.toBeInstanceOf(RunResourcesExceeded);
});

test('runs queue behind a busy worker and still finish inside the deadline when they can', async () => {
  const results = await Promise.all([pool.run(slow, { spin_ms: 200 }), pool.run(premium, { x: 'q' })]);
  expect(JSON.parse(results[0].resultJson).report).toEqual({ spun: 200 });
  expect(JSON.parse(results[1].resultJson).report).toEqual({ echoed: 'q' });
});
