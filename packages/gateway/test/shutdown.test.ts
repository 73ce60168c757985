import { registry } from '@evidence-check/catalog-builder';
import { errorShapeProblem } from './error-shape.js';
import { alive, offlineEnv, portIsFree, startProcess, waitUntilServerRead } from './process.js';
import { slowPost } from './slow-post.js';

const csv = registry.find((check) => check.id === 'csv-schema-drift-preflight')!;
const RUN = `/api/run/${csv.id}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('SIGTERM with 50 slow requests in flight: all 50 get their full answer, a later request is refused cleanly, the process exits 0', async () => {
  const gateway = await startProcess(offlineEnv({ SHUTDOWN_GRACE_MS: '20000' }));
  try {
    const body = Buffer.from(JSON.stringify(csv.sampleInput));
    const requests = Array.from({ length: 50 }, () => slowPost(gateway.port, RUN, body));
    await Promise.all(requests.map((r) => r.started));
    // In flight means the server has read the 50 heads (and the first halves of the bodies).
    await waitUntilServerRead(gateway.port, 50);

    gateway.child.kill('SIGTERM');
    await gateway.waitFor('shutting down');
    // A new request after SIGTERM: the listening socket is closed (connection refused); or, on a
    // connection accepted before it closed, 503 SHUTTING_DOWN in the JSON error shape; or, when its
    // request bytes arrive only after the last accept (a loaded machine), the unanswered connection
    // is reset. Never a partial or a successful answer: every outcome tells the client to retry.
    const late = await fetch(`${gateway.url}/healthz`).then(
      async (res) => ({ status: res.status, problem: errorShapeProblem(res.headers.get('content-type'), await res.text()) }),
      (error: Error & { cause?: { code?: string } }) => ({ refused: error.cause?.code }),
    );
    expect([{ refused: 'ECONNREFUSED' }, { refused: 'ECONNRESET' }, { status: 503, problem: null }]).toContainEqual(late);

    // The in-flight requests now send the rest of their bodies, after the signal.
    await sleep(200);
    for (const r of requests) r.finish();
    const answers = await Promise.all(requests.map((r) => r.answer));
    for (const answer of answers) {
      expect(answer.status).toBe(402);
      expect(answer.headers['payment-required']).toEqual(expect.any(String));
      expect(errorShapeProblem(String(answer.headers['content-type']), answer.body)).toBeNull();
      expect(JSON.parse(answer.body).error.code).toBe('PAYMENT_REQUIRED');
      // Each connection ends with its answer: nothing keeps the stopping server open.
      expect(answer.headers.connection).toBe('close');
    }
    expect(await gateway.exited).toEqual({ code: 0, signal: null });
    expect(await portIsFree(gateway.port)).toBe(true);
  } finally {
    gateway.child.kill('SIGKILL');
  }
}, 60_000);

test('idle keep-alive connections do not hold a stop: SIGTERM with only idle sockets exits at once', async () => {
  const gateway = await startProcess(offlineEnv({ SHUTDOWN_GRACE_MS: '60000' }));
  try {
    // fetch keeps its connections alive and idle after each answer.
    for (let i = 0; i < 5; i++) expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    gateway.child.kill('SIGTERM');
    // Well inside the 60 s grace: the idle sockets were closed, not waited for.
    const exit = await Promise.race([gateway.exited, sleep(15_000).then(() => 'still running')]);
    expect(exit).toEqual({ code: 0, signal: null });
  } finally {
    gateway.child.kill('SIGKILL');
  }
}, 30_000);

test('a request still in flight at the deadline is cut and the process still exits (SHUTDOWN_GRACE_MS)', async () => {
  const gateway = await startProcess(offlineEnv({ SHUTDOWN_GRACE_MS: '300' }));
  try {
    const stuck = slowPost(gateway.port, RUN, Buffer.from(JSON.stringify(csv.sampleInput)));
    await stuck.started;
    await waitUntilServerRead(gateway.port, 1);
    gateway.child.kill('SIGTERM');
    // Its body never completes: after the grace period the connection is closed, unanswered.
    await expect(stuck.answer).rejects.toThrow();
    expect(await gateway.exited).toEqual({ code: 0, signal: null });
    expect(gateway.output()).toMatch(/in-flight requests were cut/);
  } finally {
    gateway.child.kill('SIGKILL');
  }
}, 30_000);

test('a closed stdout and stderr (EPIPE) do not stop the gateway: it keeps answering, and stops cleanly', async () => {
  const gateway = await startProcess(offlineEnv());
  try {
    // The reader goes away: every later log line is a write to a broken pipe.
    gateway.child.stdout!.destroy();
    gateway.child.stderr!.destroy();
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${gateway.url}/healthz`);
      expect(res.status).toBe(200);
      await res.text();
    }
    const unpaid = await fetch(gateway.url + RUN, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(csv.sampleInput) });
    expect(unpaid.status).toBe(402);
    expect(alive(gateway.child.pid!)).toBe(true);
    gateway.child.kill('SIGTERM');
    expect(await gateway.exited).toEqual({ code: 0, signal: null });
  } finally {
    gateway.child.kill('SIGKILL');
  }
}, 30_000);
