// Start and stop the real entry point (dist/start.js) many times in a row: every stop leaves no
// process and no listening port behind. Start-up to the first answered GET /healthz is measured
// and printed (a report, not an assertion: timings depend on the machine).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { alive, descendants, freePort, offlineEnv, portIsFree, START_JS } from './process.js';

const CYCLES = Number(process.env.RESTART_CYCLES ?? 20);

/**
 * CPU time (user + system) the process has used so far, from /proc (clock ticks of 10 ms on
 * Linux): on a busy machine the wall-clock start-up mostly measures the wait for a core, this does not.
 */
function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spawns the gateway on a known port and polls /healthz until it answers 200. */
async function cycle(env: Record<string, string>) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [START_JS], { env: { ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let healthyAfterMs = -1;
  for (let i = 0; i < 6000 && healthyAfterMs < 0; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) healthyAfterMs = performance.now() - started;
    else await sleep(10);
  }
  const cpuAtHealthyMs = cpuMs(child.pid!);
  if (healthyAfterMs < 0) throw new Error(`no /healthz answer; stderr:\n${stderr}`);
  const chain = (await fetch(`http://127.0.0.1:${port}/dev/chain.json`).then((res) => (res.ok ? res.json() : null))) as { rpcUrl: string } | null;
  const children = descendants(child.pid!);
  child.kill('SIGTERM');
  const code = await exited;
  return { port, healthyAfterMs, cpuAtHealthyMs, children, code, chainPort: chain ? Number(new URL(chain.rpcUrl).port) : null };
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0);
  return `median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms`;
}

function report(label: string, times: number[], cpu: Array<number | null>): void {
  const known = cpu.filter((ms): ms is number => ms !== null);
  process.stdout.write(
    `${label}: start-up to the first 200 on GET /healthz over ${times.length} starts: wall clock ${summary(times)}` +
      (known.length > 0 ? `; CPU time of the gateway process by then ${summary(known)}` : '') +
      ` (1-minute load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)\n`,
  );
}

test(`dev mode (anvil): ${CYCLES} starts and stops in a row leave no process and no port behind`, async () => {
  const times: number[] = [];
  const cpu: Array<number | null> = [];
  let sawChain = false;
  for (let i = 0; i < CYCLES; i++) {
    const result = await cycle(offlineEnv({ PAYMENT_MODE: 'dev', RPC_URL: '', SETTLEMENT_PRIVATE_KEY: '' }));
    times.push(result.healthyAfterMs);
    cpu.push(result.cpuAtHealthyMs);
    expect(result.code).toBe(0);
    // The supervisor and anvil under it are gone with the gateway (allow them their own SIGTERM grace).
    for (let wait = 0; wait < 50 && result.children.some(alive); wait++) await sleep(100);
    expect(result.children.filter(alive)).toEqual([]);
    expect(await portIsFree(result.port)).toBe(true);
    if (result.chainPort !== null) {
      sawChain = true;
      expect(await portIsFree(result.chainPort)).toBe(true);
    }
  }
  expect(sawChain).toBe(true);
  report('dev mode (with anvil)', times, cpu);
}, 15 * 60_000);

test(`without the dev chain: ${CYCLES} starts and stops, start-up time reported`, async () => {
  const times: number[] = [];
  const cpu: Array<number | null> = [];
  for (let i = 0; i < CYCLES; i++) {
    const result = await cycle(offlineEnv());
    times.push(result.healthyAfterMs);
    cpu.push(result.cpuAtHealthyMs);
    expect(result.code).toBe(0);
    expect(await portIsFree(result.port)).toBe(true);
  }
  report('local mode (no chain)', times, cpu);
}, 15 * 60_000);
