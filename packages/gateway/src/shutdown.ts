import type { RequestListener, Server, ServerResponse } from 'node:http';
import { errorBody, sendStandalone } from './errors.js';
import { answerWarmup } from './warmup.js';

/**
 * Settlements under way. Once a drain's grace period is over no new settlement may start (the
 * request answers 503 unsettled instead), and connections are force-closed only after every
 * settlement already started has finished: a paid request either settles and answers, or does not
 * settle at all.
 */
export class SettlementGuard {
  private active = 0;
  private closed = false;
  private waiters: Array<() => void> = [];

  /** False once no settlement may start: the caller must not settle. */
  begin(): boolean {
    if (this.closed) return false;
    this.active++;
    return true;
  }

  end(): void {
    this.active--;
    if (this.active === 0) for (const wake of this.waiters.splice(0)) wake();
  }

  /** Refuses every later `begin()` and resolves when the settlements already started are done. */
  close(): Promise<void> {
    this.closed = true;
    if (this.active === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}

const SHUTDOWN_BODY = errorBody('SHUTTING_DOWN', 'The gateway is shutting down and takes no new requests; nothing was charged. Retry shortly.');

/** Resolves after the event loop has been through one more poll phase (I/O: accepts and reads). */
function pollPhase(): Promise<void> {
  return new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
}

/** 503 SHUTTING_DOWN for a request that arrives on an open keep-alive connection once the drain has begun. */
function refuse(res: ServerResponse): void {
  sendStandalone(res, 503, SHUTDOWN_BODY, { retryAfter: '5', close: true });
}

export interface DrainResult {
  /** Requests that finished during the drain. */
  finished: number;
  /** Requests still in flight at the deadline, whose connections were then destroyed (0 after a clean drain). */
  forced: number;
}

/**
 * Graceful start and stop for a node:http server. `listener` is installed before the server
 * listens: until the app is attached, `warmup` answers at once (by default warmup.ts: liveness
 * 200, everything else 503 STARTING), so no request waits on a start-up of unknown length. It
 * counts in-flight requests, and once the drain has begun it refuses a request that arrives on an
 * already-open keep-alive connection with 503 SHUTTING_DOWN (JSON, `Connection: close`).
 *
 * `drain(graceMs)`: stop accepting connections, close idle keep-alive sockets at once, let every
 * in-flight request finish (its connection then closes), and only after `graceMs` stop new
 * settlements, wait for those under way, and force-close what is left.
 */
export class GracefulServer {
  private draining = false;
  private readonly inFlight = new Set<ServerResponse>();
  private finishedDuringDrain = 0;
  readonly settlements = new SettlementGuard();

  constructor(
    private readonly server: Server,
    private readonly warmup: RequestListener = answerWarmup,
  ) {}

  get isDraining(): boolean {
    return this.draining;
  }

  private app: RequestListener | null = null;

  /** The app answers every request from now on. */
  attach(app: RequestListener): void {
    this.app = app;
  }

  /** The server's one `request` listener, installed before listening: nothing that connects early waits or is dropped. */
  readonly listener: RequestListener = (req, res) => {
    if (this.draining) {
      refuse(res);
      return;
    }
    this.inFlight.add(res);
    res.on('close', () => {
      this.inFlight.delete(res);
      if (this.draining) {
        this.finishedDuringDrain++;
        // The socket of a finished keep-alive request is idle now: close it, don't wait for a next request.
        setImmediate(() => this.server.closeIdleConnections());
      }
    });
    (this.app ?? this.warmup)(req, res);
  };

  async drain(graceMs: number): Promise<DrainResult> {
    this.draining = true;
    // Answers not yet started tell the client this connection ends with them.
    for (const res of this.inFlight) {
      if (!res.headersSent) res.setHeader('Connection', 'close');
      res.shouldKeepAlive = false;
    }
    let forced = 0;
    // Connections the kernel has completed wait in the listening socket's accept queue, and closing
    // it resets them unanswered. Two more poll phases first: one accepts what is queued (libuv
    // accepts until the queue is empty), the next reads their request heads, which then get 503
    // SHUTTING_DOWN (above) instead of a reset.
    await pollPhase();
    await pollPhase();
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeIdleConnections();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'deadline'>((resolve) => {
      timer = setTimeout(() => resolve('deadline'), graceMs);
      timer.unref();
    });
    const outcome = await Promise.race([closed.then(() => 'closed' as const), deadline]);
    clearTimeout(timer);
    if (outcome === 'deadline') {
      // No settlement starts from now on; those under way finish (bounded by the facilitator timeout).
      await this.settlements.close();
      forced = this.inFlight.size;
      this.server.closeAllConnections();
      await closed;
    } else {
      await this.settlements.close();
    }
    return { finished: this.finishedDuringDrain, forced };
  }
}
