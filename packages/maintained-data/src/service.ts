// The lookup the gateway runs between payment verification and settlement: ask the portal within
// the budget; on success retain the snapshot (live); on failure use the newest retained snapshot
// of the same fingerprint (fallback); with neither, the lookup fails and nothing is charged.
import { join } from 'node:path';
import type { JsonObject, RunContext, SnapshotDisclosure, SourceMode } from '@evidence-check/core-receipt';
import { canonicalQuery, fingerprint, loadSecret, type SecretSource } from './fingerprint.js';
import { PRODUCTS, type DatasetKey, type MaintainedProduct } from './products.js';
import { SodaClient, SourceFailure } from './soda-client.js';
import { PostgresSnapshotStore } from './store/postgres.js';
import { SqliteSnapshotStore } from './store/sqlite.js';
import type { Snapshot, SnapshotStore, SnapshotWithPrevious } from './store/types.js';

export interface SourceSettings {
  baseUrl: string;
  appToken: string | null;
  /** One attempt's budget. */
  timeoutMs: number;
  retries: number;
  datasets: Readonly<Record<DatasetKey, string>>;
}

export interface MaintainedDataOptions {
  source: SourceSettings;
  /** Whole lookup (source attempts and snapshot store), in milliseconds. */
  budgetMs: number;
  store: SnapshotStore;
  secret: string;
  now?: () => Date;
  fetch?: typeof fetch;
  /** Told about failures that do not fail the lookup (a source failure with a fallback, a store failure). */
  onIssue?: (issue: { kind: 'source' | 'store'; utility: string; reason: string }) => void;
}

export interface Lookup {
  mode: Exclude<SourceMode, 'caller-supplied'>;
  context: RunContext;
  /** The snapshot the records come from (null when a live answer could not be retained). */
  snapshot: Snapshot | null;
  /** Why the source was not used (fallback only). */
  failure: SourceFailure | null;
}

export class SourceUnavailableError extends Error {
  override name = 'SourceUnavailableError';
  constructor(
    readonly utility: string,
    readonly failure: Error,
  ) {
    super(`${utility}: the source failed (${failure.message}) and no snapshot of this query is retained`);
  }
}

/** Share of the budget kept for the snapshot store after the source (at least this many ms). */
const STORE_RESERVE_MS = 2_000;

export function disclose(snapshot: Snapshot): SnapshotDisclosure {
  return {
    id: snapshot.id,
    fingerprint: snapshot.fingerprint,
    capturedAt: snapshot.capturedAt,
    sourceUpdatedAt: snapshot.sourceUpdatedAt,
    records: snapshot.recordCount,
  };
}

/** Whole seconds from capture to `now` (never negative). */
export function ageSeconds(capturedAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(capturedAt)) / 1000));
}

function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), Math.max(1, ms));
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export class MaintainedData {
  private readonly client: SodaClient;
  private readonly now: () => Date;

  constructor(private readonly options: MaintainedDataOptions) {
    if (!Number.isInteger(options.budgetMs) || options.budgetMs < 100) throw new Error('budgetMs must be an integer of at least 100');
    this.client = new SodaClient({
      baseUrl: options.source.baseUrl,
      appToken: options.source.appToken,
      timeoutMs: options.source.timeoutMs,
      retries: options.source.retries,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    this.now = options.now ?? (() => new Date());
  }

  get store(): SnapshotStore {
    return this.options.store;
  }

  /** True for the two maintained public-data products. */
  handles(utility: string): boolean {
    return PRODUCTS.has(utility);
  }

  /** The dataset, SoQL parameters and fingerprint a request maps to (no network). */
  plan(utility: string, input: JsonObject) {
    const product = PRODUCTS.get(utility) as MaintainedProduct;
    if (!product) throw new Error(`${utility} is not a maintained public-data product`);
    const dataset = this.options.source.datasets[product.datasetKey];
    const params = product.query(input);
    return { product, dataset, params, fingerprint: fingerprint(this.options.secret, canonicalQuery(utility, dataset, params)) };
  }

  /**
   * Live when the source answers (the snapshot is retained), fallback when it does not and a
   * snapshot of the same query is retained; otherwise rejects with SourceUnavailableError.
   */
  async lookup(utility: string, input: JsonObject): Promise<Lookup> {
    const started = Date.now();
    const deadline = started + this.options.budgetMs;
    const remaining = () => Math.max(STORE_RESERVE_MS, deadline - Date.now());
    const { product, dataset, params, fingerprint: fp } = this.plan(utility, input);
    const sourceBudget = AbortSignal.timeout(Math.max(100, this.options.budgetMs - Math.min(STORE_RESERVE_MS, this.options.budgetMs / 4)));

    let failure: SourceFailure;
    try {
      const answer = await this.client.query(dataset, params, sourceBudget);
      const normalized = product.normalize(answer.rows, input);
      let saved: SnapshotWithPrevious | null = null;
      try {
        saved = await withDeadline(
          this.options.store.save({
            fingerprint: fp,
            dataset,
            capturedAt: this.now().toISOString(),
            sourceUpdatedAt: answer.sourceUpdatedAt,
            truncated: normalized.truncated,
            records: normalized.records,
          }),
          remaining(),
          'retaining the snapshot',
        );
      } catch (error) {
        this.options.onIssue?.({ kind: 'store', utility, reason: (error as Error).message });
      }
      return {
        mode: 'live',
        snapshot: saved?.snapshot ?? null,
        failure: null,
        context: this.context(product, 'live', dataset, normalized.records, saved),
      };
    } catch (error) {
      if (!(error instanceof SourceFailure)) throw error;
      failure = error;
    }

    this.options.onIssue?.({ kind: 'source', utility, reason: `${failure.reason}: ${failure.message}` });
    let latest: SnapshotWithPrevious | null;
    try {
      latest = await withDeadline(this.options.store.latest(fp), remaining(), 'reading the snapshot store');
    } catch (error) {
      this.options.onIssue?.({ kind: 'store', utility, reason: (error as Error).message });
      throw new SourceUnavailableError(utility, failure);
    }
    if (!latest) throw new SourceUnavailableError(utility, failure);
    return {
      mode: 'fallback',
      snapshot: latest.snapshot,
      failure,
      context: this.context(product, 'fallback', dataset, latest.snapshot.records, latest),
    };
  }

  private context(
    product: MaintainedProduct,
    mode: 'live' | 'fallback',
    dataset: string,
    records: JsonObject[],
    used: SnapshotWithPrevious | null,
  ): RunContext {
    const context: RunContext = { records, sourceMode: mode, dataset, snapshot: used ? disclose(used.snapshot) : null };
    if (product.wantsBaseline) {
      const previous = used?.previous ?? null;
      context.baseline = previous
        ? { capturedAt: previous.capturedAt, records: previous.records, sourceUpdatedAt: previous.sourceUpdatedAt }
        : null;
    }
    return context;
  }

  /** Whether the snapshot store answers (see SnapshotStore.ping). */
  ping(): Promise<void> {
    return this.options.store.ping();
  }

  async close(): Promise<void> {
    await this.options.store.close();
  }
}

export interface OpenOptions {
  /** Holds the SQLite file and the generated secret. */
  dataDir: string;
  /** PostgreSQL connection string; null: SQLite in `dataDir`. */
  databaseUrl: string | null;
  databaseSchema?: string;
  snapshotSecret: string | null;
  /** Snapshots kept per fingerprint. */
  retain: number;
  source: SourceSettings;
  budgetMs: number;
  fetch?: typeof fetch;
  now?: () => Date;
  onIssue?: MaintainedDataOptions['onIssue'];
}

export const SQLITE_FILE = 'snapshots.sqlite';

/** Opens the configured store, runs its migrations and loads (or creates) the secret. */
export async function openMaintainedData(options: OpenOptions): Promise<{ maintained: MaintainedData; secret: SecretSource['origin']; store: string }> {
  const { secret, origin } = loadSecret(options.snapshotSecret, options.dataDir);
  const store: SnapshotStore = options.databaseUrl
    ? new PostgresSnapshotStore({
        connectionString: options.databaseUrl,
        retain: options.retain,
        ...(options.databaseSchema ? { schema: options.databaseSchema } : {}),
      })
    : new SqliteSnapshotStore({ path: join(options.dataDir, SQLITE_FILE), retain: options.retain });
  try {
    await store.migrate();
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
  const maintained = new MaintainedData({
    source: options.source,
    budgetMs: options.budgetMs,
    store,
    secret,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.onIssue ? { onIssue: options.onIssue } : {}),
  });
  const where = options.databaseUrl ? `PostgreSQL (schema ${options.databaseSchema ?? 'public'})` : `SQLite ${join(options.dataDir, SQLITE_FILE)}`;
  return { maintained, secret: origin, store: where };
}
