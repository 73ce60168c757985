/**
 * One JSON line per request. Only these fields exist: a request body or a result can never be
 * logged because the logger is never handed one.
 */
export interface RequestLogLine {
  method: string;
  path: string;
  utility: string | null;
  status: number;
  latencyMs: number;
  inputDigest: string | null;
  payer: string | null;
}

export type LogMeta = Record<string, string | number | boolean | null>;

export interface RequestLogger {
  request(line: RequestLogLine): void;
  info(message: string, meta?: LogMeta): void;
  error(message: string, meta?: LogMeta): void;
}

/** The levels, most severe first (npm's, as before): a logger at `info` writes `error`, `warn` and `info`. */
const LEVELS = ['error', 'warn', 'info', 'http', 'verbose', 'debug', 'silly'] as const;

/** Every logger's flush of its pending lines, run once when the process exits. */
const pendingAtExit = new Set<() => void>();
process.once('exit', () => {
  for (const flush of pendingAtExit) flush();
});

/** Where lines go: a stream's `write` (stdout by default; EPIPE is handled in stdio.ts). */
export interface LineSink {
  write(line: string): unknown;
}

/**
 * JSON lines, `{"level","message",…meta,"timestamp"}`, written straight to the sink: one
 * `JSON.stringify` per line (a formatting pipeline per request cost ~6% of the 402 path).
 * An unknown level logs everything at `info` and above.
 */
export function createLogger(level: string, sink: LineSink = process.stdout): RequestLogger {
  const rank = LEVELS.indexOf(level as (typeof LEVELS)[number]);
  const enabled = (at: (typeof LEVELS)[number]) => LEVELS.indexOf(at) <= (rank === -1 ? 2 : rank);
  // Lines of one event-loop turn leave in one write (a write to stdout is a system call, often
  // synchronous); what is pending when the process exits is written then.
  let pending = '';
  const flush = () => {
    if (pending === '') return;
    const lines = pending;
    pending = '';
    sink.write(lines);
  };
  pendingAtExit.add(flush);
  const push = (line: string) => {
    if (pending === '') setImmediate(flush);
    pending += line + '\n';
  };
  const write = (at: (typeof LEVELS)[number], message: string, meta: object | undefined) => {
    if (enabled(at)) push(JSON.stringify({ level: at, message, ...meta, timestamp: new Date().toISOString() }));
  };
  const infoOn = enabled('info');
  return {
    // The one line of every request: a literal of one fixed shape (the same keys in the same order
    // as the generic line), which JSON.stringify serializes on its fast path, unlike a spread copy.
    request: (line) => {
      if (!infoOn) return;
      const { method, path, utility, status, latencyMs, inputDigest, payer } = line;
      push(JSON.stringify({ level: 'info', message: 'request', method, path, utility, status, latencyMs, inputDigest, payer, timestamp: new Date().toISOString() }));
    },
    info: (message, meta) => write('info', message, meta),
    error: (message, meta) => write('error', message, meta),
  };
}
