import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * "This signed authorization is being verified, run or settled right now." One authorization
 * serves one request; the on-chain nonce already guarantees at most one settlement, and the lock
 * answers duplicates at once instead of letting them race to a failing settlement.
 */
export interface PaymentLocks {
  /** Where the locks live (reported by the readiness probe). */
  readonly kind: 'memory' | 'redis';
  /** True when the caller now holds the lock for `key`. */
  acquire(key: string): Promise<boolean>;
  release(key: string): Promise<void>;
  /** Resolves when the lock store answers a trivial command (readiness probe); rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** One process: a set in memory (the default, and enough for a single instance). */
export class MemoryPaymentLocks implements PaymentLocks {
  readonly kind = 'memory' as const;
  readonly #held = new Set<string>();
  async acquire(key: string): Promise<boolean> {
    if (this.#held.has(key)) return false;
    this.#held.add(key);
    return true;
  }
  async release(key: string): Promise<void> {
    this.#held.delete(key);
  }
  async ping(): Promise<void> {}
  async close(): Promise<void> {}
}

// Deletes the key only if this holder still owns it (a lock that expired and was taken over by
// another request must not be released by the first).
const RELEASE_IF_OWNER = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

/** Several gateway instances: one Redis shared by all (`REDIS_URL`). */
export class RedisPaymentLocks implements PaymentLocks {
  readonly kind = 'redis' as const;
  /** The client, once ioredis is loaded: a single-instance gateway never loads it (~0.3 s at start-up). */
  readonly #redis: Promise<Redis>;
  readonly #ttlMs: number;
  readonly #prefix: string;
  readonly #tokens = new Map<string, string>();
  readonly #onError: (error: Error) => void;

  constructor(url: string, { ttlMs, prefix = 'evidence-check:payment-inflight:', onError = () => {} }: { ttlMs: number; prefix?: string; onError?: (error: Error) => void }) {
    this.#redis = import('ioredis').then(({ Redis }) => {
      const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: true, connectTimeout: 2_000 });
      redis.on('error', () => {}); // reported per call below; an idle disconnect is not an event to log
      return redis;
    });
    this.#ttlMs = ttlMs;
    this.#prefix = prefix;
    this.#onError = onError;
  }

  /**
   * Fails open: if Redis cannot be reached the request goes on, because the chain still refuses a
   * second settlement of the same authorization; the outage is reported through `onError`.
   */
  async acquire(key: string): Promise<boolean> {
    const token = randomUUID();
    try {
      const answer = await (await this.#redis).set(this.#prefix + key, token, 'PX', this.#ttlMs, 'NX');
      if (answer !== 'OK') return false;
      this.#tokens.set(key, token);
      return true;
    } catch (error) {
      this.#onError(error as Error);
      return true;
    }
  }

  async release(key: string): Promise<void> {
    const token = this.#tokens.get(key);
    if (token === undefined) return;
    this.#tokens.delete(key);
    try {
      await (await this.#redis).eval(RELEASE_IF_OWNER, 1, this.#prefix + key, token);
    } catch (error) {
      this.#onError(error as Error); // the key expires by itself after ttlMs
    }
  }

  async ping(): Promise<void> {
    await (await this.#redis).ping();
  }

  async close(): Promise<void> {
    (await this.#redis).disconnect();
  }
}
