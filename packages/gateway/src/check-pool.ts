// Checks run off the event loop that answers callers: a pool of worker threads (piscina), each
// holding every check, runs one packet at a time under a deadline. A run past its deadline is
// stopped by ending its worker (piscina replaces it); a run that exhausts its worker's heap ends
// that worker too. Either way the caller gets its own error and the payment is never settled.
import type { CheckDefinition, Receipt, RunContext } from '@evidence-check/core-receipt';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

/**
 * A run's result as the gateway needs it: the receipt as a value (the payment is added to it) and
 * everything else already serialized by the worker (`{"utility":…,"report":…}`), so the thread that
 * answers never clones, walks or re-serializes a large result.
 */
export interface RunOutput {
  receipt: Receipt;
  resultJson: string;
}

/** The JSON text of the whole result: `run()`'s member order, the receipt last. */
export function resultText(output: RunOutput, receipt: Receipt = output.receipt): string {
  return `${output.resultJson.slice(0, -1)},"receipt":${JSON.stringify(receipt)}}`;
}

/** What the pipeline needs from whatever runs the checks. */
export interface CheckRunner {
  run(check: CheckDefinition, input: unknown, context?: RunContext): Promise<RunOutput>;
  /** Resolves once every worker holds the checks (readiness reports `runs` starting until then). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** The run did not finish within its deadline (queue wait included); its worker was ended. */
export class RunDeadlineExceeded extends Error {
  constructor(readonly deadlineMs: number) {
    super(`run stopped at its deadline of ${deadlineMs} ms`);
    this.name = 'RunDeadlineExceeded';
  }
}

/** The run's worker ran out of memory (or otherwise died) before it answered. */
export class RunResourcesExceeded extends Error {
  constructor(readonly reason: string) {
    super(`run's worker ended: ${reason}`);
    this.name = 'RunResourcesExceeded';
  }
}

export interface CheckPoolOptions {
  /** Worker threads (default: the machine's available parallelism). */
  threads?: number;
  /** Longest a run may take from submission, queue wait included. */
  deadlineMs: number;
  /** Heap of one worker; a run that needs more ends its worker (RunResourcesExceeded). */
  maxHeapMb?: number;
  /**
   * ES modules whose exported `checks` are added to the registry in every worker (tests use it
   * for test-only products; they must be plain JavaScript files).
   */
  extraModules?: readonly string[];
}

/** One task for a worker: the product by id (functions cannot cross threads), its packet and context. */
export interface RunTask {
  id: string;
  input: unknown;
  context?: RunContext;
}

/** A task that only proves its worker has loaded the checks. */
export const WARM_UP_TASK: RunTask = { id: '', input: null };

// From src/ (tests under ts-jest) and from dist/ alike, the compiled worker is dist/check-worker.js.
const WORKER = new URL('../dist/check-worker.js', import.meta.url).href;

export const DEFAULT_MAX_HEAP_MB = 256;

export class CheckPool implements CheckRunner {
  readonly threads: number;
  readonly #pool: Piscina<RunTask, RunOutput>;
  readonly #deadlineMs: number;
  #ready: Promise<void> | null = null;

  constructor({ threads = availableParallelism(), deadlineMs, maxHeapMb = DEFAULT_MAX_HEAP_MB, extraModules = [] }: CheckPoolOptions) {
    this.threads = threads;
    this.#deadlineMs = deadlineMs;
    this.#pool = new Piscina({
      filename: WORKER,
      // Every worker loads all checks once (~0.2 s of CPU): started now, kept for the process's life.
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Infinity,
      // One packet per worker at a time: a run is pure CPU, interleaving would only share the deadline.
      concurrentTasksPerWorker: 1,
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
      workerData: { extraModules: [...extraModules] },
    });
    // Load the checks in every worker now, not inside the first paid run's deadline.
    this.ready().catch(() => undefined);
    // A worker that dies between tasks is replaced by piscina; nothing is waiting on it.
    this.#pool.on('error', () => undefined);
  }

  ready(): Promise<void> {
    // One task per worker at once (one task per worker at a time): each worker answers one.
    this.#ready ??= Promise.all(Array.from({ length: this.threads }, () => this.#pool.run(WARM_UP_TASK))).then(() => undefined);
    return this.#ready;
  }

  async run(check: CheckDefinition, input: unknown, context?: RunContext): Promise<RunOutput> {
    const signal = AbortSignal.timeout(this.#deadlineMs);
    try {
      return await this.#pool.run(context === undefined ? { id: check.id, input } : { id: check.id, input, context }, { signal });
    } catch (error) {
      if (signal.aborted) throw new RunDeadlineExceeded(this.#deadlineMs);
      if (isWorkerDeath(error)) throw new RunResourcesExceeded((error as { code?: string }).code ?? 'worker ended');
      throw error;
    }
  }

  /** Ends the workers (runs still in flight are cut: call after the server has drained). */
  async close(): Promise<void> {
    await this.#pool.destroy();
  }
}

/** Errors by which a worker's end, not the check, failed the task. */
function isWorkerDeath(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ERR_WORKER_OUT_OF_MEMORY' || code === 'ERR_WORKER_INIT_FAILED' || (error instanceof Error && /worker (exited|terminated)/i.test(error.message));
}
