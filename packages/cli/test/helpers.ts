import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built `evidence-check` as a child process (stdout and stderr are pipes: not a TTY). */
export function cli(args: string[], options: { input?: string; cwd?: string; timeoutMs?: number } = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: options.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(options.input ?? '');
  });
}

/** The CLI's exit code for a status (the contract, written out here rather than imported). */
export const EXPECTED_EXIT: Record<string, number> = { READY: 0, REVIEW: 1, BLOCKED: 2, INVALID: 3 };

/** The same `main()` the binary runs, in process, with stdout and stderr captured (not a TTY). */
export async function runInProcess(args: string[], input = ''): Promise<CliRun> {
  const { main } = await import('../src/main.js');
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdout: { write: (chunk: string) => (stdout += chunk) },
    stderr: { write: (chunk: string) => (stderr += chunk) },
    readStdin: () => input,
    cwd: process.cwd(),
  });
  return { code: code === 'serving' ? null : code, stdout, stderr };
}
