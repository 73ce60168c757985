// From the first millisecond after spawn until the gateway is ready, every poll gets an answer:
// the connection is refused before the port is bound, then liveness answers 200 and everything else
// 503 (NOT_READY / STARTING, `Retry-After: 1`, the JSON error shape), then the app answers; no
// request is reset or dropped. Dev mode: starting the anvil chain makes that window seconds long.
// No time limit is asserted (a loaded machine may answer late; only jest's limit for a hung test
// applies): the longest answer time and the window are printed, a report.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { registry } from '@evidence-check/catalog-builder';
import { errorShapeProblem } from './error-shape.js';
import { freePort, offlineEnv, START_JS } from './process.js';

const csv = registry.find((check) => check.id === 'csv-schema-drift-preflight')!;
type Poll =
  | { kind: 'refused' }
  | { kind: 'unanswered'; why: string }
  | { kind: 'answer'; status: number; retryAfter: string | undefined; contentType: string | undefined; body: string; ms: number };

/** One request on a new connection; `unanswered` when the connection failed without a complete answer. */
function poll(port: number, method: string, path: string, body?: string): Promise<Poll> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, method, path, agent: false, headers: body ? { 'Content-Type': 'application/json' } : {} }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        resolve({ kind: 'answer', status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], contentType: res.headers['content-type'], body: text, ms: performance.now() - started });
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      resolve(error.code === 'ECONNREFUSED' ? { kind: 'refused' } : { kind: 'unanswered', why: error.code ?? error.message });
    });
    req.end(body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

test('dev mode: polled from spawn, no request goes unanswered; warm-up answers are 503s', async () => {
  const port = await freePort();
  const env = offlineEnv({ PAYMENT_MODE: 'dev', RPC_URL: '', SETTLEMENT_PRIVATE_KEY: '', PORT: String(port), LOG_LEVEL: 'error' });
  const spawned = performance.now();
  const child = spawn(process.execPath, [START_JS], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const rounds: Array<{ at: number; live: Poll; ready: Poll; run: Poll }> = [];
  let code: number | null | string = null;
  try {
    let readyRounds = 0;
    while (readyRounds < 3 && performance.now() - spawned < 90_000 && child.exitCode === null) {
      const at = performance.now() - spawned;
      const [live, ready, run] = await Promise.all([
        poll(port, 'GET', '/health/live'),
        poll(port, 'GET', '/health/ready'),
        poll(port, 'POST', `/api/run/${csv.id}`, JSON.stringify(csv.sampleInput)),
      ]);
      rounds.push({ at, live, ready, run });
      if (ready.kind === 'answer' && ready.status === 200) readyRounds++;
      await sleep(5);
    }
    const polls = rounds.flatMap((round) => [round.live, round.ready, round.run]);
    expect(polls.filter((p) => p.kind === 'unanswered')).toEqual([]);
    expect(readyRounds).toBe(3);

    // Each path on its own (the three requests of a round may straddle the moment the app is
    // attached): refused before the bind, then warm-up answers, then the app's, never back.
    const warm = (p: Poll, status: number, code: string): boolean => {
      if (p.kind !== 'answer' || p.status !== status) return false;
      expect(errorShapeProblem(p.contentType ?? null, p.body)).toBeNull();
      expect([p.retryAfter, JSON.parse(p.body).error.code]).toEqual(['1', code]);
      return true;
    };
    const phase = (p: Poll, warmup: boolean) => (p.kind === 'refused' ? 0 : warmup ? 1 : 2);
    const phases = {
      live: rounds.map((r) => phase(r.live, false)),
      ready: rounds.map((r) => phase(r.ready, warm(r.ready, 503, 'NOT_READY'))),
      // A paid endpoint in the window: refused at once, nothing read, nothing charged.
      run: rounds.map((r) => phase(r.run, warm(r.run, 503, 'STARTING'))),
    };
    for (const sequence of Object.values(phases)) expect([...sequence].sort((a, b) => a - b)).toEqual(sequence);
    // The warm-up window was polled, and liveness answered 200 all along once bound.
    expect([phases.ready.includes(1), phases.run.includes(1)]).toEqual([true, true]);
    for (const { live } of rounds) if (live.kind === 'answer') expect([live.status, JSON.parse(live.body)]).toEqual([200, { status: 'live' }]);
    const warmReady = rounds.filter((_, i) => phases.ready[i] === 1).map((r) => r.ready as Extract<Poll, { kind: 'answer' }>);
    for (const ready of warmReady) expect(Object.keys(JSON.parse(ready.body).error.details)).toEqual(['payments', 'schemas', 'runs', 'locks', 'snapshots']);
    const last = rounds[rounds.length - 1]!;
    expect([last.ready.kind === 'answer' && last.ready.status, last.run.kind === 'answer' && last.run.status]).toEqual([200, 402]);

    const answered = polls.filter((p): p is Extract<Poll, { kind: 'answer' }> => p.kind === 'answer');
    const firstWarm = rounds[phases.ready.indexOf(1)]!.at;
    const firstReady = rounds[phases.ready.indexOf(2)]!.at;
    process.stdout.write(
      `start-up probes: ${polls.length} polls (${polls.length - answered.length} refused before the bind, ${answered.length} answered); ` +
        `bound after ~${firstWarm.toFixed(0)} ms, ready after ~${firstReady.toFixed(0)} ms; ` +
        `slowest answer ${Math.max(...answered.map((p) => p.ms)).toFixed(0)} ms\n`,
    );
  } finally {
    child.kill('SIGTERM');
    code = await Promise.race([exited, sleep(20_000).then(() => 'still running')]);
    if (code !== 0) child.kill('SIGKILL');
  }
  // A clean stop after all that; stderr shown only when it was not.
  expect({ code, stderr: code === 0 ? '' : stderr }).toEqual({ code: 0, stderr: '' });
}, 120_000);
