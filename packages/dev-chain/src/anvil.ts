import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Locates the anvil binary shipped by `@foundry-rs/anvil`'s platform package
 * (e.g. `@foundry-rs/anvil-linux-amd64/bin/anvil`). Does not rely on the wrapper's postinstall.
 * `ANVIL_BIN` in the environment overrides the lookup.
 */
export function resolveAnvilBinary(): string {
  const fromEnv = process.env['ANVIL_BIN'];
  if (fromEnv) return fromEnv;
  const arch = ({ x64: 'amd64', arm64: 'arm64' } as Record<string, string>)[process.arch];
  const os = ({ linux: 'linux', darwin: 'darwin', win32: 'win32' } as Record<string, string>)[process.platform];
  if (!arch || !os) throw new Error(`anvil: unsupported platform ${process.platform}/${process.arch}`);
  const platformPackage = `@foundry-rs/anvil-${os}-${arch}`;
  const exe = os === 'win32' ? 'anvil.exe' : 'anvil';
  const here = createRequire(import.meta.url);
  const candidates: string[] = [];
  try {
    // The platform package is an optional dependency of the wrapper: resolve it from there (pnpm).
    const wrapper = here.resolve('@foundry-rs/anvil/package.json');
    candidates.push(join(dirname(createRequire(wrapper).resolve(`${platformPackage}/package.json`)), 'bin', exe));
  } catch {
    // fall through to a direct lookup (hoisted layouts)
  }
  try {
    candidates.push(join(dirname(here.resolve(`${platformPackage}/package.json`)), 'bin', exe));
  } catch {
    // not resolvable directly
  }
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(`anvil: could not find ${platformPackage}/bin/${exe}; is @foundry-rs/anvil installed? (or set ANVIL_BIN)`);
  }
  return found;
}

/**
 * A tiny supervisor run with `node -e`. It starts anvil, reports `READY <port> <pid>` once anvil
 * listens, keeps draining anvil's output, and kills anvil as soon as its stdin closes: on stop(),
 * and also when the parent dies for any reason (even SIGKILL), since the pipe then closes.
 */
const SUPERVISOR = String.raw`
const { spawn } = require('node:child_process');
const [bin, ...args] = JSON.parse(process.argv[1]);
const echo = process.argv[2] === '1';
const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
let ready = false, buffer = '', tail = [];
const remember = (line) => { tail.push(line); if (tail.length > 40) tail.shift(); if (echo) process.stderr.write('[anvil] ' + line + '\n'); };
child.stdout.setEncoding('utf8');
child.stdout.on('data', (chunk) => {
  buffer += chunk;
  let i;
  while ((i = buffer.indexOf('\n')) >= 0) {
    const line = buffer.slice(0, i); buffer = buffer.slice(i + 1);
    remember(line);
    const m = !ready && /Listening on ([0-9.:\[\]a-fA-F]+):(\d+)/.exec(line);
    if (m) { ready = true; process.stdout.write('READY ' + m[2] + ' ' + child.pid + '\n'); }
  }
});
child.stderr.setEncoding('utf8');
child.stderr.on('data', (chunk) => { for (const l of chunk.split('\n')) if (l) remember(l); });
let stopping = false;
const stop = () => {
  if (stopping) return; stopping = true;
  try { child.kill('SIGTERM'); } catch {}
  setTimeout(() => { try { child.kill('SIGKILL'); } catch {} }, 2000).unref();
};
child.on('error', (e) => { process.stderr.write('anvil failed to start: ' + e.message + '\n'); process.exit(1); });
child.on('exit', (code, signal) => {
  if (!stopping) process.stderr.write('anvil exited (' + (signal || code) + '):\n' + tail.join('\n') + '\n');
  process.exit(stopping ? 0 : 1);
});
process.stdin.on('data', () => {});
process.stdin.on('end', stop);
process.stdin.on('error', stop);
process.on('SIGTERM', stop); process.on('SIGINT', stop); process.on('SIGHUP', stop);
`;

export interface AnvilProcess {
  port: number;
  /** Process id of anvil itself (the supervisor's is `supervisor.pid`). */
  pid: number;
  supervisor: ChildProcess;
  /** Stops anvil and waits until both anvil and its supervisor have exited. Idempotent. */
  stop(): Promise<void>;
}

const live = new Set<AnvilProcess>();
let exitHookInstalled = false;

function killNow(p: AnvilProcess): void {
  for (const pid of [p.pid, p.supervisor.pid]) {
    if (!pid) continue;
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // Synchronous last resort on normal exit; abnormal deaths are covered by the supervisor's stdin pipe.
  process.on('exit', () => {
    for (const p of live) killNow(p);
    live.clear();
  });
}

export interface SpawnAnvilOptions {
  binary?: string;
  args: string[];
  startTimeoutMs: number;
  /** Echo anvil's output to this process's stderr. */
  verbose?: boolean;
}

/** Spawns anvil (under the supervisor) and resolves once it reports the port it listens on. */
export function spawnAnvil(options: SpawnAnvilOptions): Promise<AnvilProcess> {
  const binary = options.binary ?? resolveAnvilBinary();
  installExitHook();
  const supervisor = spawn(process.execPath, ['-e', SUPERVISOR, JSON.stringify([binary, ...options.args]), options.verbose ? '1' : '0'], {
    stdio: ['pipe', 'pipe', 'pipe'],
    windowsHide: true,
  });
  const exited = new Promise<void>((resolve) => {
    if (supervisor.exitCode !== null || supervisor.signalCode !== null) resolve();
    else supervisor.once('exit', () => resolve());
  });
  let stderr = '';
  supervisor.stderr?.setEncoding('utf8');
  supervisor.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-8000);
    if (options.verbose) process.stderr.write(chunk);
  });

  return new Promise<AnvilProcess>((resolve, reject) => {
    let settled = false;
    let out = '';
    const fail = (message: string): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      try {
        supervisor.kill('SIGTERM');
      } catch {
        // gone
      }
      reject(new Error(`${message}${stderr ? `\n${stderr.trim()}` : ''}`));
    };
    const timer = setTimeout(() => fail(`anvil did not start within ${options.startTimeoutMs} ms`), options.startTimeoutMs);
    supervisor.once('error', (e) => fail(`could not start the anvil supervisor: ${e.message}`));
    supervisor.once('exit', (code, signal) => fail(`anvil exited before it was ready (${signal ?? code})`));
    supervisor.stdout?.setEncoding('utf8');
    supervisor.stdout?.on('data', (chunk: string) => {
      out += chunk;
      const m = /READY (\d+) (\d+)\n/.exec(out);
      if (!m || settled) return;
      settled = true;
      clearTimeout(timer);
      let stopped: Promise<void> | undefined;
      const proc: AnvilProcess = {
        port: Number(m[1]),
        pid: Number(m[2]),
        supervisor,
        stop() {
          stopped ??= (async () => {
            supervisor.ref(); // keep this process alive until anvil is really gone
            supervisor.stdin?.end();
            const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 5000).unref());
            if ((await Promise.race([exited.then(() => 'exited' as const), timeout])) === 'timeout') {
              killNow(proc);
              await exited;
            }
            // The supervisor exits only after anvil has, so nothing is left running here.
            live.delete(proc);
          })();
          return stopped;
        },
      };
      live.add(proc);
      // Do not keep the event loop alive just for anvil: a forgotten stop() still ends cleanly,
      // because the supervisor kills anvil when this process goes away.
      supervisor.unref();
      for (const s of [supervisor.stdin, supervisor.stdout, supervisor.stderr]) {
        (s as unknown as { unref?: () => void } | null)?.unref?.();
      }
      resolve(proc);
    });
  });
}
