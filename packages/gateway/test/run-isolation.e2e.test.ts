// One slow run never freezes the gateway (issue 30): checks run in worker threads under a deadline.
// A test-only product keeps its worker busy far past a short deadline (a stand-in for a packet that
// makes a real check work for long); meanwhile liveness, a catalog and a 402 are answered; the run
// ends with 503 RUN_DEADLINE_EXCEEDED at both doors, and on the real dev chain no balance moves.
// Then the pool's replacement worker serves a paid call as usual. No timing is asserted: "meanwhile"
// is proven by order (each answer arrives while the paid run is known to be in its worker).
import { registry } from '@evidence-check/catalog-builder';
import type { CheckDefinition, RunContext } from '@evidence-check/core-receipt';
import { ANVIL_ACCOUNTS, type DevChain } from '@evidence-check/dev-chain';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { DEV_RECEIVER_ADDRESS, startGateway, type CheckRunner, type RunningGateway, type RunOutput } from '../src/index.js';
import { slow } from './fixtures/test-checks.mjs';
import { memoryLogger, testConfig, testRunner, type Json } from './helpers.js';
import { payer, postPaid, termsOf } from './payer.js';

const DEADLINE_MS = 1_500;
/** Far past the deadline: only stopping the worker ends this run. */
const FOREVER = { spin_ms: 600_000 };
const csv = registry.find((check) => check.id === 'csv-schema-drift-preflight') as CheckDefinition;
const receiver = DEV_RECEIVER_ADDRESS as `0x${string}`;

let gateway: RunningGateway;
let chain: DevChain;
const log = memoryLogger();
/** Resolved each time the pool is handed a run of the slow product. */
let slowRunStarted: () => void = () => undefined;

/** The pool, with a hook that says when a run of the slow product has been handed to a worker. */
function observed(pool: CheckRunner): CheckRunner {
  return {
    run(check: CheckDefinition, input: unknown, context?: RunContext): Promise<RunOutput> {
      const running = pool.run(check, input, context);
      if (check.id === slow.id) slowRunStarted();
      return running;
    },
    ready: () => pool.ready(),
    close: () => pool.close(),
  };
}

beforeAll(async () => {
  const runner = observed(testRunner({ deadlineMs: DEADLINE_MS }));
  gateway = await startGateway(testConfig({ paymentMode: 'dev' }), { checks: [csv, slow], logger: log.logger, runner, maintainedData: null });
  chain = gateway.facilitator!.chain!;
}, 60_000);
afterAll(() => gateway.close());

const url = (path: string) => `${gateway.url}${path}`;
const balances = (who: `0x${string}`) => Promise.all([chain.balanceOf(receiver), chain.balanceOf(who)]);

/** Free answers collected while `pending` is unsettled; each records whether the paid call was still open. */
async function answersWhile(pending: { done: boolean }): Promise<Array<{ what: string; status: number; paidStillOpen: boolean }>> {
  const probes: Array<[string, () => Promise<Response>]> = [
    ['GET /health/live', () => fetch(url('/health/live'))],
    ['GET /api/catalog', () => fetch(url('/api/catalog'))],
    ['unpaid POST (402)', () => fetch(url(`/api/run/${csv.id}`), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(csv.sampleInput) })],
  ];
  const answers = [];
  for (const [what, probe] of probes) {
    const res = await probe();
    await res.arrayBuffer();
    answers.push({ what, status: res.status, paidStillOpen: !pending.done });
  }
  return answers;
}

test('HTTP: free answers and 402s keep coming while a paid run is at its deadline; the run ends 503 unsettled', async () => {
  const alice = payer(chain, ANVIL_ACCOUNTS[1]!.privateKey);
  const before = await balances(alice.address);
  const header = alice.header(await alice.sign(await termsOf(url(`/api/run/${slow.id}`), FOREVER)));
  const started = new Promise<void>((resolve) => (slowRunStarted = resolve));
  const pending = { done: false };
  const paid = postPaid(url(`/api/run/${slow.id}`), FOREVER, header).then((res) => {
    pending.done = true;
    return res;
  });
  await started; // verified, and handed to a worker
  const meanwhile = await answersWhile(pending);
  expect(meanwhile).toEqual([
    { what: 'GET /health/live', status: 200, paidStillOpen: true },
    { what: 'GET /api/catalog', status: 200, paidStillOpen: true },
    { what: 'unpaid POST (402)', status: 402, paidStillOpen: true },
  ]);

  const res = await paid;
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('5');
  expect(res.headers.get('payment-response')).toBeNull();
  const body = (await res.json()) as Json;
  expect(body.error.code).toBe('RUN_DEADLINE_EXCEEDED');
  expect(body.error.message).toMatch(/nothing was charged/);
  expect(await balances(alice.address)).toEqual(before);
  // Logged without the packet.
  const line = log.lines.map((l) => JSON.parse(l) as Json).find((l) => l.message === 'run stopped at its deadline');
  expect(line).toMatchObject({ utility: slow.id, deadlineMs: DEADLINE_MS });
  expect(JSON.stringify(log.lines)).not.toContain('600000');

  // The same, unspent payment is still good: the pool replaced the ended worker.
  const quick = await postPaid(url(`/api/run/${slow.id}`), FOREVER, header);
  expect(quick.status).toBe(503);
  const bob = payer(chain, ANVIL_ACCOUNTS[2]!.privateKey);
  const bobBefore = await balances(bob.address);
  const ok = await bob.fetch(url(`/api/run/${slow.id}`), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ spin_ms: 0 }) });
  expect(ok.status).toBe(200);
  expect(((await ok.json()) as Json).report).toEqual({ spun: 0 });
  const [receiverAfter, bobAfter] = await balances(bob.address);
  expect(receiverAfter! - bobBefore[0]!).toBe(50_000n);
  expect(bobBefore[1]! - bobAfter!).toBe(50_000n);
}, 60_000);

test('MCP: a paid tool call at its deadline is a RUN_DEADLINE_EXCEEDED tool error, unsettled', async () => {
  const client = new Client({ name: 'run-isolation-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url('/mcp'))));
  try {
    const call = (payment?: unknown) =>
      client.callTool({ name: slow.id, arguments: FOREVER, ...(payment ? { _meta: { 'x402/payment': payment } } : {}) }) as Promise<CallToolResult>;
    const carol = payer(chain, ANVIL_ACCOUNTS[3]!.privateKey);
    const before = await balances(carol.address);
    const unpaid = await call();
    expect(unpaid.isError).toBe(true);
    const payment = await carol.sign(unpaid.structuredContent as never);
    const started = new Promise<void>((resolve) => (slowRunStarted = resolve));
    const pending = { done: false };
    const paid = call(payment).then((result) => {
      pending.done = true;
      return result;
    });
    await started;
    const meanwhile = await answersWhile(pending);
    expect(meanwhile.map(({ status, paidStillOpen }) => [status, paidStillOpen])).toEqual([
      [200, true],
      [200, true],
      [402, true],
    ]);
    const result = await paid;
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain('RUN_DEADLINE_EXCEEDED');
    expect(await balances(carol.address)).toEqual(before);
  } finally {
    await client.close();
  }
}, 60_000);
