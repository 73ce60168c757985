// A small SODA 2 client for `GET {base}/resource/{dataset}.json?$where=…&$order=…&$limit=…`.
// Every answer is read with a size cap and parsed strictly; anything other than a complete JSON
// array is a source failure (never a crash), and so are timeouts, refused connections and HTTP
// errors. One retry (configurable) for failures that may be transient.
import { toSearchParams, type SoqlParams } from './soql.js';

export interface SodaClientOptions {
  /** e.g. https://data.cityofchicago.org (no trailing slash needed). */
  baseUrl: string;
  /** Sent as `X-App-Token` when set (raises the portal's throttling limits). */
  appToken?: string | null;
  /** Budget of one attempt, in milliseconds. */
  timeoutMs: number;
  /** Extra attempts after a transient failure (timeout, network, 5xx, 429, malformed body). */
  retries: number;
  /** Largest answer accepted, in bytes. */
  maxBytes?: number;
  fetch?: typeof fetch;
}

export type SourceFailureReason = 'timeout' | 'network' | 'http' | 'malformed' | 'too-large' | 'budget';

export class SourceFailure extends Error {
  override name = 'SourceFailure';
  constructor(
    readonly reason: SourceFailureReason,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

export interface SodaAnswer {
  rows: unknown[];
  /** When the dataset last changed, from `X-SODA2-Truth-Last-Modified` (or `Last-Modified`), ISO 8601. */
  sourceUpdatedAt: string | null;
}

const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;
const RETRY_PAUSE_MS = 200;

function httpDateToIso(value: string | null): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

async function readCapped(res: Response, maxBytes: number, signal: AbortSignal): Promise<string> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new SourceFailure('too-large', `answer of ${declared} bytes`);
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    if (signal.aborted) throw signal.reason;
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new SourceFailure('too-large', `answer over ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new SourceFailure('malformed', 'answer is not UTF-8');
  }
}

function classify(error: unknown, attemptSignal: AbortSignal, budget: AbortSignal | undefined): SourceFailure {
  if (error instanceof SourceFailure) return error;
  if (budget?.aborted) return new SourceFailure('budget', 'the lookup budget ran out');
  if (attemptSignal.aborted) return new SourceFailure('timeout', 'the source did not answer in time');
  const cause = error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}` : String(error);
  return new SourceFailure('network', `the source could not be read (${cause})`);
}

function transient(failure: SourceFailure): boolean {
  if (failure.reason === 'budget' || failure.reason === 'too-large') return false;
  if (failure.reason === 'http') return failure.status === 429 || (failure.status ?? 0) >= 500;
  return true;
}

export class SodaClient {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly maxBytes: number;

  constructor(private readonly options: SodaClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetchImpl = options.fetch ?? fetch;
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  }

  /** The request URL for one query (also what the tests compare with the fake portal's log). */
  url(dataset: string, params: SoqlParams): string {
    if (!/^[a-z0-9]{4}-[a-z0-9]{4}$/.test(dataset)) throw new Error(`not a Socrata dataset id: ${dataset}`);
    return `${this.baseUrl}/resource/${dataset}.json?${toSearchParams(params).toString()}`;
  }

  /** Runs one query; resolves with a JSON array or rejects with a SourceFailure. */
  async query(dataset: string, params: SoqlParams, budget?: AbortSignal): Promise<SodaAnswer> {
    const url = this.url(dataset, params);
    let failure: SourceFailure | null = null;
    for (let attempt = 0; attempt <= this.options.retries; attempt += 1) {
      if (attempt > 0) {
        await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
        if (budget?.aborted) break;
      }
      try {
        return await this.attempt(url, budget);
      } catch (error) {
        failure = error as SourceFailure;
        if (!transient(failure)) break;
      }
    }
    throw failure ?? new SourceFailure('budget', 'the lookup budget ran out');
  }

  private async attempt(url: string, budget: AbortSignal | undefined): Promise<SodaAnswer> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    const signal = budget ? AbortSignal.any([budget, timeout]) : timeout;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.options.appToken) headers['X-App-Token'] = this.options.appToken;
    try {
      const res = await this.fetchImpl(url, { headers, signal, redirect: 'error' });
      if (!res.ok) {
        await res.body?.cancel().catch(() => undefined);
        throw new SourceFailure('http', `the source answered HTTP ${res.status}`, res.status);
      }
      const text = await readCapped(res, this.maxBytes, signal);
      let rows: unknown;
      try {
        rows = JSON.parse(text);
      } catch {
        throw new SourceFailure('malformed', 'the answer is not JSON (malformed or truncated)');
      }
      if (!Array.isArray(rows)) throw new SourceFailure('malformed', 'the answer is not a JSON array of rows');
      const sourceUpdatedAt = httpDateToIso(res.headers.get('x-soda2-truth-last-modified')) ?? httpDateToIso(res.headers.get('last-modified'));
      return { rows, sourceUpdatedAt };
    } catch (error) {
      throw classify(error, signal, budget);
    }
  }
}
