import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
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
export async function startProcess(env: Record<string, string>, timeoutMs = 30_000): Promise<GatewayProcess> {
  const child = spawn(process.execPath, [START_JS], { env, stdio: ['ignore', 'pipe', 'pipe'] });
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
  await waitFor('listening on http://');
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
