// SIGTERM sent to the top process only, as a container runtime or a process manager sends it,
// reaches the gateway through both start commands of the repository: `pnpm start` (build, then
// exec) and `pnpm start:prod`. In-flight requests drain and get their answers, the dev chain
// exits, and no process of the tree is left. (Before `exec`, pnpm's SIGTERM ended only the
// `sh -c` between it and node: the gateway and anvil were orphaned.)
import { registry } from '@evidence-check/catalog-builder';
import { alive, commandLine, descendants, offlineEnv, parentPid, portIsFree, REPO_ROOT, startCommand, waitUntilServerRead } from './process.js';
import { slowPost } from './slow-post.js';

const csv = registry.find((check) => check.id === 'csv-schema-drift-preflight')!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

describe.each([['start'], ['start:prod']])('pnpm %s', (script) => {
  test('SIGTERM to the pnpm process only: in-flight requests drain, the dev chain exits, nothing is left running', async () => {
    const env = offlineEnv({
      PAYMENT_MODE: 'dev',
      RPC_URL: '',
      SETTLEMENT_PRIVATE_KEY: '',
      SHUTDOWN_GRACE_MS: '20000',
      npm_config_update_notifier: 'false',
    });
    // `pnpm start` builds first: turbo answers from its cache after the package's own build.
    const top = await startCommand('pnpm', ['run', '--silent', script], { env, cwd: REPO_ROOT }, 50_000);
    const tree = descendants(top.child.pid!);
    try {
      const gatewayPid = tree.find((pid) => /^\S*node (?:--\S+ )*\S*dist\/start\.js$/.test(commandLine(pid)));
      const anvilPid = tree.find((pid) => /(^|\/)anvil$/.test(commandLine(pid).split(' ')[0]!));
      expect([gatewayPid, anvilPid]).toEqual([expect.any(Number), expect.any(Number)]);
      // Nothing between pnpm and node: the gateway is pnpm's own child.
      expect(parentPid(gatewayPid!)).toBe(top.child.pid);
      const chain = (await (await fetch(`${top.url}/dev/chain.json`)).json()) as { rpcUrl: string };
      const chainPort = Number(new URL(chain.rpcUrl).port);

      const body = Buffer.from(JSON.stringify(csv.sampleInput));
      const requests = Array.from({ length: 10 }, () => slowPost(top.port, `/api/run/${csv.id}`, body));
      // A failing run ends with these cut by the cleanup below: not an unhandled rejection.
      for (const r of requests) r.answer.catch(() => undefined);
      await Promise.all(requests.map((r) => r.started));
      await waitUntilServerRead(top.port, 10);

      top.child.kill('SIGTERM');
      await top.waitFor('shutting down', 10_000);
      for (const r of requests) r.finish();
      const answers = await Promise.all(requests.map((r) => r.answer));
      expect(answers.map((a) => [a.status, a.headers.connection])).toEqual(requests.map(() => [402, 'close']));

      expect(await top.exited).toEqual({ code: 0, signal: null });
      // anvil's supervisor gives it up to 2 s after its own SIGTERM.
      for (let wait = 0; wait < 50 && tree.some(alive); wait++) await sleep(100);
      expect(tree.filter(alive).map((pid) => `${pid} ${commandLine(pid)}`)).toEqual([]);
      expect(await portIsFree(top.port)).toBe(true);
      expect(await portIsFree(chainPort)).toBe(true);
    } finally {
      for (const pid of [top.child.pid!, ...tree]) {
        if (alive(pid)) process.kill(pid, 'SIGKILL');
      }
    }
  }, 60_000);
});
