import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { SodaClient, SourceFailure } from '../src/index.js';
import { FakeSoda, permitRow } from '../src/testing/index.js';

const PARAMS = { where: "permit_type = 'PERMIT - WRECKING/DEMOLITION'", order: 'issue_date DESC, id ASC', limit: 5 };

let fake: FakeSoda;
beforeEach(async () => {
  fake = await FakeSoda.start({ datasets: { 'ydr8-5enu': [permitRow({ id: '1' }), permitRow({ id: '2', permit_type: 'PERMIT - ELECTRIC WIRING' })] } });
});
afterEach(() => fake.stop());

const client = (over: Partial<ConstructorParameters<typeof SodaClient>[0]> = {}) =>
  new SodaClient({ baseUrl: fake.url, appToken: null, timeoutMs: 1_000, retries: 1, ...over });

async function failure(promise: Promise<unknown>): Promise<SourceFailure> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SourceFailure);
    return error as SourceFailure;
  }
  throw new Error('expected a SourceFailure');
}

test('a normal answer: rows as the portal sends them, the dataset time from X-SODA2-Truth-Last-Modified', async () => {
  const answer = await client().query('ydr8-5enu', PARAMS);
  expect(answer.rows).toEqual([permitRow({ id: '1' })]);
  expect(answer.sourceUpdatedAt).toBe('2026-03-02T06:15:00.000Z');
  expect(fake.requests).toHaveLength(1);
  expect(fake.requests[0]).toMatchObject({ dataset: 'ydr8-5enu', params: { $where: PARAMS.where, $order: PARAMS.order, $limit: '5' }, appToken: null });
});

test('the app token travels as X-App-Token, never in the URL', async () => {
  await client({ appToken: 'tok-123' }).query('ydr8-5enu', PARAMS);
  expect(fake.requests[0]?.appToken).toBe('tok-123');
  expect(fake.requests[0]?.rawUrl).not.toContain('tok-123');
});

test('one transient failure is retried once', async () => {
  fake.failNext = 1;
  const answer = await client().query('ydr8-5enu', PARAMS);
  expect(answer.rows).toHaveLength(1);
  expect(fake.requests).toHaveLength(2);
});

test('two failures in a row: a source failure after exactly two attempts', async () => {
  fake.mode = 'error';
  const error = await failure(client().query('ydr8-5enu', PARAMS));
  expect(error).toMatchObject({ reason: 'http', status: 500 });
  expect(fake.requests).toHaveLength(2);
});

test('retries are configuration: 0 means one attempt', async () => {
  fake.mode = 'error';
  await failure(client({ retries: 0 }).query('ydr8-5enu', PARAMS));
  expect(fake.requests).toHaveLength(1);
});

test('a 400 (the portal refused the query) is not retried', async () => {
  const error = await failure(client().query('ydr8-5enu', { ...PARAMS, where: 'no_such_column = 1' }));
  expect(error).toMatchObject({ reason: 'http', status: 400 });
  expect(fake.requests).toHaveLength(1);
});

test('a slow answer times out per attempt', async () => {
  fake.delayMs = 2_000;
  const error = await failure(client({ timeoutMs: 150, retries: 1 }).query('ydr8-5enu', PARAMS));
  expect(error.reason).toBe('timeout');
  expect(fake.requests).toHaveLength(2);
});

test('the lookup budget stops retries', async () => {
  fake.delayMs = 2_000;
  const error = await failure(client({ timeoutMs: 5_000, retries: 3 }).query('ydr8-5enu', PARAMS, AbortSignal.timeout(150)));
  expect(error.reason).toBe('budget');
  expect(fake.requests).toHaveLength(1);
});

test.each([
  ['malformed', 'malformed'],
  ['not-array', 'malformed'],
  ['truncated', 'network'],
  ['reset', 'network'],
] as const)('a %s answer is a source failure (%s), after one retry', async (mode, reason) => {
  fake.mode = mode;
  const error = await failure(client().query('ydr8-5enu', PARAMS));
  expect(error.reason).toBe(reason);
  // A reset connection never delivers its request; every other kind is asked twice.
  expect(fake.requests).toHaveLength(mode === 'reset' ? 0 : 2);
});

test('an answer over the size cap is refused', async () => {
  const error = await failure(client({ maxBytes: 100 }).query('ydr8-5enu', PARAMS));
  expect(error.reason).toBe('too-large');
});

test('nothing listening: a network failure', async () => {
  const url = fake.url;
  await fake.stop();
  const error = await failure(new SodaClient({ baseUrl: url, timeoutMs: 500, retries: 1 }).query('ydr8-5enu', PARAMS));
  expect(error.reason).toBe('network');
});

test('a redirect is not followed (the configured portal answers, or nothing does)', async () => {
  const server = createServer((_req, res) => {
    res.writeHead(302, { Location: 'http://127.0.0.1:9/elsewhere' });
    res.end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const error = await failure(new SodaClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 500, retries: 0 }).query('ydr8-5enu', PARAMS));
    expect(error.reason).toBe('network');
  } finally {
    server.close();
  }
});

test('dataset ids are checked before any request', () => {
  expect(() => client().url('../etc', PARAMS)).toThrow(/dataset id/);
});
