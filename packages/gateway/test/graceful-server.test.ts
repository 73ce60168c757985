import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GracefulServer, SettlementGuard } from '../src/shutdown.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function get(port: number, path: string): Promise<{ status: number; body: string; connection: string | undefined; retryAfter: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection, retryAfter: res.headers['retry-after'] }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function serve(app: (graceful: GracefulServer) => (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer();
  const graceful = new GracefulServer(server);
  server.on('request', graceful.listener);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  graceful.attach(app(graceful));
  return { server, graceful, port: (server.address() as AddressInfo).port };
}

describe('SettlementGuard', () => {
  test('close() waits for the settlements under way and refuses new ones', async () => {
    const guard = new SettlementGuard();
    expect(guard.begin()).toBe(true);
    expect(guard.begin()).toBe(true);
    let closed = false;
    const closing = guard.close().then(() => (closed = true));
    expect(guard.begin()).toBe(false);
    guard.end();
    await sleep(10);
    expect(closed).toBe(false);
    guard.end();
    await closing;
    expect(closed).toBe(true);
  });
});

describe('GracefulServer', () => {
  test('before the app is attached every request is answered at once: liveness 200, readiness and the rest 503 with Retry-After: 1', async () => {
    const server = createServer();
    const graceful = new GracefulServer(server);
    server.on('request', graceful.listener);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const [live, ready, other] = await Promise.all([get(port, '/health/live'), get(port, '/health/ready'), get(port, '/api/catalog')]);
    expect([live.status, JSON.parse(live.body)]).toEqual([200, { status: 'live' }]);
    expect(ready.status).toBe(503);
    expect(ready.retryAfter).toBe('1');
    expect(JSON.parse(ready.body).error).toMatchObject({
      code: 'NOT_READY',
      details: { payments: { state: 'starting' }, schemas: { state: 'starting' }, locks: { state: 'starting' }, snapshots: { state: 'starting' } },
    });
    expect([other.status, other.retryAfter, JSON.parse(other.body).error.code]).toEqual([503, '1', 'STARTING']);
    graceful.attach((req, res) => res.end(`app ${req.url}`));
    expect((await get(port, '/a')).body).toBe('app /a');
    await graceful.drain(1_000);
  });

  test('a settlement under way when the grace period ends finishes and its answer arrives; one that would start later is refused', async () => {
    let settleStarted!: () => void;
    const started = new Promise<void>((resolve) => (settleStarted = resolve));
    let lateArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (lateArrived = resolve));
    let lateAllowed: boolean | null = null;
    const { graceful, port } = await serve((g) => (req, res) => {
      if (req.url === '/settling') {
        // Verified and settling: the settlement takes longer than the whole grace period.
        expect(g.settlements.begin()).toBe(true);
        settleStarted();
        setTimeout(() => {
          g.settlements.end();
          res.end('settled and answered');
        }, 600);
        return;
      }
      // Still running its check when the grace period ends; reaches settlement afterwards.
      lateArrived();
      setTimeout(() => {
        lateAllowed = g.settlements.begin();
        res.statusCode = lateAllowed ? 200 : 503;
        res.end(lateAllowed ? 'settled' : 'not settled');
      }, 300);
    });
    const settling = get(port, '/settling');
    const late = get(port, '/late').catch((error: Error) => ({ status: 0, body: error.message, connection: undefined }));
    await Promise.all([started, arrived]);
    await graceful.drain(100);
    expect(await settling).toMatchObject({ status: 200, body: 'settled and answered' });
    expect(lateAllowed).toBe(false);
    // The late one was refused settlement; its connection may have been closed before it answered.
    expect(['not settled', 'socket hang up']).toContain((await late).body);
  });

  test('in-flight answers carry Connection: close, and the drain ends as soon as they are done', async () => {
    const { graceful, port } = await serve(() => (_req, res) => setTimeout(() => res.end('done'), 300));
    const inFlight = Array.from({ length: 5 }, () => get(port, '/'));
    await sleep(100);
    const result = await graceful.drain(60_000);
    const answers = await Promise.all(inFlight);
    expect(answers.every((a) => a.body === 'done' && a.connection === 'close')).toBe(true);
    expect(result).toEqual({ finished: 5, forced: 0 });
  });
});
