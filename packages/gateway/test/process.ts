import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANVIL_ACCOUNTS } from '@evidence-check/dev-chain';

/** The built entry point, started as `pnpm start` would (tests run after `build`). */
export const START_JS = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'start.js');

export interface GatewayProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves when a line containing `text` has been written (stdout or stderr). */
  waitFor(text: string, timeoutMs?: number): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Environment of a gateway that needs nothing outside this machine: no chain, no portal. */
export function offlineEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'gateway-proc-')),
    CHICAGO_DATA_BASE_URL: 'http://127.0.0.1:9',
    // An in-process facilitator whose chain is unreachable (port 9): terms and 402s work, nothing settles.
    PAYMENT_MODE: 'local',
    RPC_URL: 'http://127.0.0.1:9',
    SETTLEMENT_PRIVATE_KEY: ANVIL_ACCOUNTS[0]!.privateKey,
    LOG_LEVEL: 'info',
    ...extra,
  };
}

/** Starts dist/start.js and resolves once it prints the address it listens on. */
export function startProcess(env: Record<string, string>, timeoutMs = 30_000): Promise<GatewayProcess> {
  return startCommand(process.execPath, [START_JS], { env }, timeoutMs);
}

/** The repository root (where `pnpm start` runs). */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * Starts a command that runs the gateway (`node dist/start.js`, `pnpm start`…) and resolves once
 * the gateway prints the address it listens on.
 */
export async function startCommand(command: string, args: string[], { env, cwd }: { env: Record<string, string>; cwd?: string }, timeoutMs = 30_000): Promise<GatewayProcess> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], ...(cwd ? { cwd } : {}) });
  let text = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const waitFor = (needle: string, ms = timeoutMs) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (text.includes(needle)) {
          listeners.delete(check);
          clearTimeout(timer);
          resolve();
        }
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`no "${needle}" within ${ms} ms; output:\n${text}`));
      }, ms);
      listeners.add(check);
      void exited.then(() => check());
      check();
    });
  try {
    await waitFor('listening on http://');
  } catch (error) {
    // Nothing of a start that failed outlives the test (a build, a gateway still starting, anvil).
    for (const pid of [...descendants(child.pid!), child.pid!]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    throw error;
  }
  const match = /listening on (http:\/\/127\.0\.0\.1:(\d+))/.exec(text);
  if (!match) throw new Error(`no address in:\n${text}`);
  return { child, url: match[1]!, port: Number(match[2]), output: () => text, waitFor, exited };
}

/** True when nothing accepts connections on the port (the socket was released). */
export function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** True while a process with this pid exists. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Every descendant of `pid` now (Linux /proc; elsewhere none are found). */
export function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  for (const name of entries) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Field 4 (ppid) follows the command name, which is in parentheses and may contain spaces.
      parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended while we looked
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const [child, ppid] of parentOf) {
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

/** The command line of a process (Linux /proc), or '' when it is gone. */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** The parent of a process (Linux /proc), or null when it is gone. */
export function parentPid(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/**
 * Waits until a server on 127.0.0.1:`port` has taken in everything sent to it: its accept queue is
 * empty and at least `connections` accepted connections have no unread bytes (Linux /proc/net/tcp:
 * a LISTEN socket's rx_queue is its accept backlog, an ESTABLISHED one's the bytes not yet read).
 * On a loaded machine a fixed sleep is not enough for the server to have read 50 request heads.
 */
export async function waitUntilServerRead(port: number, connections: number, timeoutMs = 15_000): Promise<void> {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let backlog = 0;
    let drained = 0;
    let pending = 0;
    for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[1] !== local) continue;
      const unread = parseInt((fields[4] ?? '0:0').split(':')[1] ?? '0', 16);
      if (fields[3] === '0A') backlog += unread;
      else if (fields[3] === '01') {
        if (unread === 0) drained++;
        else pending++;
      }
    }
    if (backlog === 0 && pending === 0 && drained >= connections) return;
    if (Date.now() > deadline) throw new Error(`port ${port}: accept backlog ${backlog}, ${drained} connections read, ${pending} with unread bytes`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A loopback port that was free a moment ago and has nothing listening now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
