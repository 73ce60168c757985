// Liveness and readiness, as orchestrators and load balancers probe them.
//
// GET /health/live: the process answers (also while it starts: warmup.ts answers it then).
// GET /health/ready: 200 when everything a paid request needs answers, else 503 NOT_READY with
// `details` naming each dependency and its state.
//
// The dependencies are probed at most once per CACHE_MS, each probe bounded by PROBE_TIMEOUT_MS:
// however often balancers poll, the shared Redis and PostgreSQL see at most one trivial round trip
// per second per instance, and an answer never waits longer than the timeout, even when a
// dependency hangs (a dropped connection, not a refused one). No paid request consults it.
import type { Express, Request, Response } from 'express';
import type { MaintainedData } from '@evidence-check/maintained-data';
import type { PaymentMode } from './config.js';
import { sendError } from './errors.js';
import type { RequestLogger } from './logger.js';
import type { PaymentGate } from './payments/gate.js';
import type { PaymentLocks } from './payments/locks.js';
import type { CheckRunner } from './check-pool.js';

export const HEALTH_PATHS = { live: '/health/live', ready: '/health/ready' } as const;

/** What readiness covers, in the order it reports them. */
export const DEPENDENCIES = ['payments', 'schemas', 'runs', 'locks', 'snapshots'] as const;
export type DependencyName = (typeof DEPENDENCIES)[number];

export interface DependencyState {
  state: 'up' | 'down' | 'starting' | 'not-configured';
  /** Which implementation: payment mode, lock store, snapshot store. */
  kind?: string;
  /** Why it is down: `timeout` or an error code or name (never the message, which can name internal hosts). */
  reason?: string;
  /** Schemas: how many product schemas are compiled. */
  compiled?: number;
  /** Runs: the worker threads that run checks. */
  threads?: number;
}

export type DependencyReport = Record<DependencyName, DependencyState>;

export interface ReadinessReport {
  ready: boolean;
  dependencies: DependencyReport;
}

export const LIVE_BODY = { status: 'live' } as const;

/** Every dependency `starting`: what readiness says before the app exists. */
export function startingDependencies(): DependencyReport {
  return Object.fromEntries(DEPENDENCIES.map((name) => [name, { state: 'starting' }])) as DependencyReport;
}

/** One probed dependency: `check` resolves when it answers. */
export interface Probe {
  name: DependencyName;
  kind: string;
  check: () => Promise<unknown>;
  /** Reported with the state (e.g. the run pool's thread count). */
  extra?: Partial<DependencyState>;
  /** Still coming up rather than down when `check` has not answered within the timeout. */
  startsSlowly?: boolean;
}

export const PROBE_TIMEOUT_MS = 500;
export const CACHE_MS = 1_000;

function reasonOf(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { code, name } = error as { code?: unknown; name?: unknown };
    if (typeof code === 'string' && /^[A-Za-z0-9_]{1,40}$/.test(code)) return code;
    if (typeof name === 'string' && name !== 'Error' && /^[A-Za-z0-9_]{1,60}$/.test(name)) return name;
  }
  return 'error';
}

const TIMED_OUT = Symbol('timeout');

export class Readiness {
  #cached: { at: number; report: ReadinessReport } | null = null;
  #running: Promise<ReadinessReport> | null = null;
  /** A probe call still outstanding after its timeout is awaited again, never stacked: one per dependency. */
  readonly #outstanding = new Map<DependencyName, Promise<unknown>>();
  readonly #last = new Map<DependencyName, DependencyState['state']>();

  constructor(
    private readonly probes: readonly Probe[],
    private readonly fixed: Partial<DependencyReport>,
    private readonly options: { timeoutMs?: number; cacheMs?: number; logger?: RequestLogger } = {},
  ) {}

  /** The latest report, probing again when the cached one is older than `cacheMs`; never rejects. */
  check(): Promise<ReadinessReport> {
    const cacheMs = this.options.cacheMs ?? CACHE_MS;
    if (this.#cached && performance.now() - this.#cached.at < cacheMs) return Promise.resolve(this.#cached.report);
    this.#running ??= this.#probeAll().finally(() => (this.#running = null));
    return this.#running;
  }

  async #probeAll(): Promise<ReadinessReport> {
    const probed = await Promise.all(this.probes.map(async (probe) => [probe.name, await this.#probe(probe)] as const));
    const dependencies = { ...startingDependencies(), ...this.fixed, ...Object.fromEntries(probed) } as DependencyReport;
    const report = { ready: Object.values(dependencies).every((d) => d.state === 'up' || d.state === 'not-configured'), dependencies };
    this.#cached = { at: performance.now(), report };
    return report;
  }

  async #probe(probe: Probe): Promise<DependencyState> {
    let call = this.#outstanding.get(probe.name);
    if (!call) {
      call = Promise.resolve().then(probe.check); // a probe that throws is down, like one that rejects
      this.#outstanding.set(probe.name, call);
      const forget = () => this.#outstanding.delete(probe.name);
      call.then(forget, forget);
    }
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), this.options.timeoutMs ?? PROBE_TIMEOUT_MS);
      timer.unref();
    });
    let state: DependencyState;
    let detail = '';
    try {
      const outcome = await Promise.race([call, deadline]);
      if (outcome === TIMED_OUT && probe.startsSlowly) state = { state: 'starting', kind: probe.kind, ...probe.extra };
      else state = outcome === TIMED_OUT ? { state: 'down', kind: probe.kind, reason: 'timeout', ...probe.extra } : { state: 'up', kind: probe.kind, ...probe.extra };
      if (outcome === TIMED_OUT) detail = `no answer within ${this.options.timeoutMs ?? PROBE_TIMEOUT_MS} ms`;
    } catch (error) {
      state = { state: 'down', kind: probe.kind, reason: reasonOf(error), ...probe.extra };
      detail = error instanceof Error ? error.message : String(error);
    } finally {
      clearTimeout(timer);
    }
    // Changes only (a dependency is presumed up until a probe says otherwise), so a balancer
    // polling a dead dependency every second does not flood the log.
    const before = this.#last.get(probe.name) ?? 'up';
    this.#last.set(probe.name, state.state);
    if (before !== state.state && state.state !== 'starting') {
      if (state.state === 'down') this.options.logger?.error('readiness: dependency down', { dependency: probe.name, kind: probe.kind, reason: detail });
      else this.options.logger?.info('readiness: dependency up again', { dependency: probe.name, kind: probe.kind });
    }
    return state;
  }
}

export interface HealthContext {
  paymentMode: PaymentMode;
  payments: PaymentGate;
  locks: PaymentLocks;
  maintained: MaintainedData | null;
  /** Product schemas compiled (createGateway compiles them all before the app answers). */
  compiledSchemas: number;
  /** The pool that runs checks: up once every worker has loaded them. */
  runner: CheckRunner & { threads?: number };
  logger?: RequestLogger;
}

/** The readiness of a built gateway: payments initialised, schemas compiled, lock store and snapshot store reachable. */
export function gatewayReadiness({ paymentMode, payments, locks, maintained, compiledSchemas, runner, logger }: HealthContext): Readiness {
  const probes: Probe[] = [
    // Cached by the gate once it succeeded; after a failure each probe retries it (single-flight in the gate).
    { name: 'payments', kind: paymentMode, check: () => payments.initialize() },
    // Workers load every check once, in parallel with the rest of start-up.
    { name: 'runs', kind: 'worker-threads', check: () => runner.ready(), startsSlowly: true, ...(runner.threads ? { extra: { threads: runner.threads } } : {}) },
    { name: 'locks', kind: locks.kind, check: () => locks.ping() },
  ];
  if (maintained) probes.push({ name: 'snapshots', kind: maintained.store.kind, check: () => maintained.ping() });
  const fixed: Partial<DependencyReport> = {
    schemas: { state: 'up', compiled: compiledSchemas },
    ...(maintained ? {} : { snapshots: { state: 'not-configured' } }),
  };
  return new Readiness(probes, fixed, logger ? { logger } : {});
}

/** The message of a 503 NOT_READY: which dependencies are not up. */
export function notReadyMessage(dependencies: DependencyReport): string {
  const notUp = DEPENDENCIES.filter((name) => !['up', 'not-configured'].includes(dependencies[name].state));
  return `The gateway is not ready: ${notUp.map((name) => `${name} ${dependencies[name].state}`).join(', ')}. Paid requests may fail; retry shortly or use another instance.`;
}

/** GET /health/live and GET /health/ready on the app. */
export function mountHealth(app: Express, context: HealthContext): Readiness {
  const readiness = gatewayReadiness(context);
  app.get(HEALTH_PATHS.live, (_req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store').json(LIVE_BODY);
  });
  app.get(HEALTH_PATHS.ready, async (_req: Request, res: Response) => {
    const report = await readiness.check();
    res.set('Cache-Control', 'no-store');
    if (report.ready) {
      res.json({ status: 'ready', dependencies: report.dependencies });
      return;
    }
    res.set('Retry-After', '1');
    sendError(res, 503, 'NOT_READY', notReadyMessage(report.dependencies), report.dependencies);
  });
  return readiness;
}
