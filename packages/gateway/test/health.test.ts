import { implementedChecks } from '@evidence-check/catalog-builder';
// Readiness: probes bounded and cached, never stacked on a hanging dependency; the two endpoints
// of a running gateway in the documented shapes.
import { Readiness, type Probe } from '../src/health.js';
import { errorShapeProblem } from './error-shape.js';
import { withGateway, type Json } from './helpers.js';

function counted(check: () => Promise<unknown>): Probe & { calls: number } {
  const probe = {
    name: 'locks' as const,
    kind: 'redis',
    calls: 0,
    check: () => {
      probe.calls++;
      return check();
    },
  };
  return probe;
}

describe('Readiness', () => {
  test('a report is reused within the cache period: polling does not reach the dependency each time', async () => {
    const probe = counted(async () => undefined);
    const readiness = new Readiness([probe], { schemas: { state: 'up', compiled: 2 }, payments: { state: 'up' }, runs: { state: 'up' }, snapshots: { state: 'not-configured' } }, { cacheMs: 60_000 });
    const reports = await Promise.all([readiness.check(), readiness.check()]);
    await readiness.check();
    expect(probe.calls).toBe(1);
    expect(reports[0]).toEqual({
      ready: true,
      dependencies: { payments: { state: 'up' }, schemas: { state: 'up', compiled: 2 }, runs: { state: 'up' }, locks: { state: 'up', kind: 'redis' }, snapshots: { state: 'not-configured' } },
    });
  });

  test('a dependency that never answers is down (timeout) and its hanging call is awaited again, not repeated', async () => {
    const probe = counted(() => new Promise(() => undefined));
    const readiness = new Readiness([probe], { schemas: { state: 'up' }, payments: { state: 'up' }, runs: { state: 'up' }, snapshots: { state: 'up' } }, { cacheMs: 0, timeoutMs: 30 });
    const first = await readiness.check();
    const second = await readiness.check();
    expect(first.ready).toBe(false);
    expect(first.dependencies.locks).toEqual({ state: 'down', kind: 'redis', reason: 'timeout' });
    expect(second.dependencies.locks.state).toBe('down');
    expect(probe.calls).toBe(1);
  });

  test('a failing dependency is down with its error code, never its message; it is probed again after the cache period', async () => {
    let fail = true;
    const probe = counted(async () => {
      if (fail) throw Object.assign(new Error('connect ECONNREFUSED 10.0.0.7:6379'), { code: 'ECONNREFUSED' });
    });
    const readiness = new Readiness([probe], { schemas: { state: 'up' }, payments: { state: 'up' }, runs: { state: 'up' }, snapshots: { state: 'up' } }, { cacheMs: 0 });
    const down = await readiness.check();
    expect(down.dependencies.locks).toEqual({ state: 'down', kind: 'redis', reason: 'ECONNREFUSED' });
    expect(JSON.stringify(down)).not.toMatch(/10\.0\.0\.7/);
    fail = false;
    expect((await readiness.check()).ready).toBe(true);
    expect(probe.calls).toBe(2);
  });

  test('a dependency that starts slowly is starting, not down, until it answers; then up with its details', async () => {
    let started: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (started = resolve));
    const runs: Probe = { name: 'runs', kind: 'worker-threads', check: () => loaded, startsSlowly: true, extra: { threads: 2 } };
    const readiness = new Readiness([runs], { schemas: { state: 'up' }, payments: { state: 'up' }, locks: { state: 'up' }, snapshots: { state: 'up' } }, { cacheMs: 0, timeoutMs: 30 });
    const early = await readiness.check();
    expect(early.ready).toBe(false);
    expect(early.dependencies.runs).toEqual({ state: 'starting', kind: 'worker-threads', threads: 2 });
    started();
    const later = await readiness.check();
    expect(later.ready).toBe(true);
    expect(later.dependencies.runs).toEqual({ state: 'up', kind: 'worker-threads', threads: 2 });
  });
});

describe('GET /health/live and /health/ready on a running gateway', () => {
  let gateway: Awaited<ReturnType<typeof withGateway>>;
  beforeAll(async () => {
    gateway = await withGateway();
  });
  afterAll(() => gateway.close());

  test('live: 200 {"status":"live"}, never cached', async () => {
    const res = await fetch(`${gateway.url}/health/live`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'live' });
  });

  test('ready: 200 naming every dependency (payments, compiled schemas, run workers, memory locks, SQLite snapshots)', async () => {
    // The run workers load every check in parallel with the rest of start-up: `starting` until then.
    let res = await fetch(`${gateway.url}/health/ready`);
    while (res.status === 503) {
      const { error } = (await res.json()) as Json;
      expect(error.details.runs.state).toBe('starting');
      await new Promise((resolve) => setTimeout(resolve, 100));
      res = await fetch(`${gateway.url}/health/ready`);
    }
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body).toEqual({
      status: 'ready',
      dependencies: {
        payments: { state: 'up', kind: 'dev' },
        schemas: { state: 'up', compiled: implementedChecks.length },
        runs: { state: 'up', kind: 'worker-threads', threads: 1 },
        locks: { state: 'up', kind: 'memory' },
        snapshots: { state: 'up', kind: 'sqlite' },
      },
    });
  });

  test('HEAD works on both; other methods are 405 in the error shape', async () => {
    for (const path of ['/health/live', '/health/ready']) {
      expect((await fetch(gateway.url + path, { method: 'HEAD' })).status).toBe(200);
      const post = await fetch(gateway.url + path, { method: 'POST' });
      expect(post.status).toBe(405);
      expect(errorShapeProblem(post.headers.get('content-type'), await post.text())).toBeNull();
    }
  });
});
