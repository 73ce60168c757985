import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import type { CheckDefinition } from '@evidence-check/core-receipt';
import { compileSchema, type Validator } from '@evidence-check/schema-validator';
import { NUMBER_TOKENS, UNICODE_EDGES, validPacket } from './arbitraries.js';

/**
 * A property/fuzz campaign against a running gateway, unpaid: every request is generated from a
 * seed and its index, so any one can be replayed. Bodies are valid packets from each product's
 * schema, its sample, and mutations of the sample (wrong types, huge strings, unicode edges
 * including lone surrogates, NaN-like number tokens, deep nesting, duplicate keys, broken text),
 * plus HTTP-level variants (media types, paths, methods).
 *
 * A request fails the campaign when the answer is a 5xx, the connection drops, the status is not
 * the one the documented pipeline gives (DESIGN.md "Run pipeline"), or a non-200 answer is not
 * the one error shape with `Content-Type: application/json` (402 also needs `Payment-Required`).
 */

const MAX_BODY_BYTES = 262_144;
const MAX_DEPTH = 128;
/** Requests generated together from one seed (small, so generating a block never stalls the client for long). */
const BLOCK = 200;

export interface FuzzRequest {
  product: string;
  kind: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

export interface Failure {
  seed: number;
  index: number;
  product: string;
  kind: string;
  reason: string;
  status: number | null;
  request: string;
  answer: string;
}

export interface CampaignReport {
  seed: number;
  requests: number;
  elapsedMs: number;
  byStatus: Record<string, number>;
  byCode: Record<string, number>;
  byKind: Record<string, number>;
  failures: Failure[];
  failureCount: number;
  /**
   * Requests whose reused keep-alive connection turned out closed (the client reused it just as it
   * ended) and that were answered correctly when sent again on a new connection.
   */
  retriedOnNewConnection: number;
}

export interface CampaignOptions {
  baseUrl: string;
  products: readonly CheckDefinition[];
  seed: number;
  requests: number;
  concurrency?: number;
  /** Only these indices (replay). */
  only?: readonly number[];
  /** Stop early (not a failure) once this much time has passed. */
  timeLimitMs?: number;
  /** Failures kept in full in the report (all are counted). */
  keepFailures?: number;
  onProgress?: (done: number, report: CampaignReport) => void;
}

type Path = Array<string | number>;

/** Every node of a JSON value with its path, in document order. */
function nodesOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((item, index) => nodesOf(item, [...path, index], out));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) nodesOf(item, [...path, key], out);
  return out;
}

function setAt(value: unknown, path: Path, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const copy: Record<string | number, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as object) };
  (copy as Record<string | number, unknown>)[head as string] = setAt((copy as Record<string | number, unknown>)[head as string], rest, leaf);
  return copy;
}

function nest(depth: number, inner: string, object: boolean): string {
  return object ? '{"a":'.repeat(depth) + inner + '}'.repeat(depth) : '['.repeat(depth) + inner + ']'.repeat(depth);
}

interface ProductModel {
  check: CheckDefinition;
  validate: Validator;
  sampleText: string;
  nodes: Path[];
  valid: fc.Arbitrary<unknown>;
}

/** A generated request before it becomes bytes: what to send, and which mutation made it. */
type Plan = { kind: string; text: string | Buffer | null; contentType?: string | null; method?: FuzzRequest['method']; path?: string };

function planArbitrary(model: ProductModel): fc.Arbitrary<Plan> {
  const sample = model.check.sampleInput;
  const node = fc.integer({ min: 0, max: model.nodes.length - 1 }).map((i) => model.nodes[i]!);
  const json = (kind: string) => (value: unknown) => ({ kind, text: JSON.stringify(value) });
  const wrongValue = fc.oneof(
    fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, '', 'x', [], {}, [null], { a: 1 }, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER + 2),
    fc.jsonValue({ maxDepth: 3 }),
  );
  const edgeString = fc.oneof(fc.constantFrom(...UNICODE_EDGES), fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }));
  const numberToken = fc.constantFrom(...NUMBER_TOKENS);
  return fc.oneof(
    { weight: 4, arbitrary: model.valid.map(json('valid-arbitrary')) },
    { weight: 1, arbitrary: fc.constant({ kind: 'sample', text: model.sampleText }) },
    { weight: 3, arbitrary: fc.tuple(node, wrongValue).map(([path, value]) => json('wrong-type')(setAt(sample, path, value))) },
    { weight: 3, arbitrary: fc.tuple(node, edgeString).map(([path, value]) => json('unicode-edge')(setAt(sample, path, value))) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(node, fc.constantFrom(1_000, 10_000, 100_000, 262_000, 300_000), fc.constantFrom('a', 'é', '\ud83d\ude00', '\\'))
        .map(([path, length, unit]) => json('huge-string')(setAt(sample, path, unit.repeat(Math.ceil(length / unit.length))))),
    },
    {
      weight: 2,
      // A number token in place of a node, as raw text: JSON.stringify cannot write NaN or 1e400.
      arbitrary: fc.tuple(node, numberToken).map(([path, token]) => {
        const marker = '"__fuzz_number__"';
        return { kind: 'number-token', text: JSON.stringify(setAt(sample, path, '__fuzz_number__')).replace(marker, token) };
      }),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(node, fc.constantFrom(2, 64, MAX_DEPTH - 2, MAX_DEPTH, MAX_DEPTH + 1, 1_000, 50_000), fc.boolean()).map(([path, depth, object]) => {
        const marker = '"__fuzz_deep__"';
        return { kind: 'deep-nesting', text: JSON.stringify(setAt(sample, path, '__fuzz_deep__')).replace(marker, nest(depth, '1', object)) };
      }),
    },
    {
      weight: 2,
      // Duplicate keys: the first key of an object written twice, with another value first.
      arbitrary: fc.tuple(node, wrongValue).map(([path, value]) => {
        const text = JSON.stringify(setAt(sample, path, { __dup__: value, b: 1 })).replace('{"__dup__":', `{"__dup__":${JSON.stringify(value)},"__dup__":`);
        const top = Object.keys(sample as object)[0];
        const topDup = top === undefined ? text : text.replace(/^\{/, `{${JSON.stringify(top)}:${JSON.stringify(value)},`);
        return { kind: 'duplicate-keys', text: topDup };
      }),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.nat(), fc.constantFrom('truncate', 'trailing', 'bom', 'bad-utf8', 'nul', 'whitespace', 'empty', 'lone-escape')).map(([at, how]) => {
        const text = model.sampleText;
        const cut = at % (text.length + 1);
        switch (how) {
          case 'truncate':
            return { kind: 'broken-text', text: text.slice(0, cut) };
          case 'trailing':
            return { kind: 'broken-text', text: text + ',' };
          case 'bom':
            return { kind: 'broken-text', text: '\ufeff' + text };
          case 'bad-utf8':
            return { kind: 'broken-text', text: Buffer.concat([Buffer.from(text.slice(0, cut)), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from(text.slice(cut))]) };
          case 'nul':
            return { kind: 'broken-text', text: text.slice(0, cut) + '\u0000' + text.slice(cut) };
          case 'whitespace':
            return { kind: 'broken-text', text: ` \t\r\n${text}\n\n` };
          case 'empty':
            return { kind: 'broken-text', text: '' };
          default:
            return { kind: 'broken-text', text: text.replace(/"([^"\\]{1,})"/, '"\\ud800$1"') };
        }
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom<string | null>(null, 'text/plain', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json;', 'application/jsonx', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset="utf-8"', '*/*'),
          fc.boolean(),
        )
        .map(([contentType, empty]) => ({ kind: 'media-type', text: empty ? '' : model.sampleText, contentType })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('/api/run/%zz', '/api/run/%E0%A4%A', '/api/run/unknown-product', `/api/run/${model.check.id}/extra`, `/api/run/${model.check.id.toUpperCase()}`, '/api/run/', `/api/schema/%ff%`, '/docs/%zz', `/api/run/${'x'.repeat(5000)}`, '/../etc/passwd', '/api/run/%2e%2e'),
          fc.constantFrom<FuzzRequest['method']>('POST', 'GET', 'PUT', 'DELETE'),
        )
        .map(([path, method]) => ({ kind: 'path', text: model.sampleText, path, method })),
    },
  );
}

/** The JSON value's deepest nesting, without recursion (a hostile value may be 100,000 deep). */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item && typeof item === 'object') {
      deepest = Math.max(deepest, depth + 1);
      for (const child of Object.values(item)) stack.push([child, depth + 1]);
    }
  }
  return deepest;
}

/** I-JSON (RFC 7493 §2.1): no lone surrogate in any string or name; numbers finite. Iterative for the same reason. */
function isIJson(value: unknown): boolean {
  const wellFormed = (text: string) => (text as unknown as { isWellFormed(): boolean }).isWellFormed();
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string' && !wellFormed(item)) return false;
    if (typeof item === 'number' && !Number.isFinite(item)) return false;
    if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (!wellFormed(key)) return false;
        stack.push(child);
      }
    }
  }
  return true;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The statuses the documented pipeline allows for this request (the oracle): path and method
 * first, then media type, size, JSON, schema, payment. Media types the oracle cannot judge exactly
 * (parameters the content-type parser may refuse) allow both outcomes.
 */
function expectedStatuses(request: FuzzRequest, model: ProductModel, soldIds: ReadonlySet<string>): number[] {
  // The path as the client sends it: WHATWG URL parsing removes dot segments (`%2e%2e` included).
  const match = /^\/api\/run\/([^/]*)$/.exec(new URL(request.path, 'http://gateway.invalid').pathname);
  if (!match) return [400, 404, 405];
  let id: string;
  try {
    id = decodeURIComponent(match[1]!);
  } catch {
    return [400];
  }
  if (id === '') return [404];
  if (request.method !== 'POST') return [405];
  if (!soldIds.has(id)) return [404];
  const body = request.body ?? Buffer.alloc(0);
  const type = request.headers['content-type'];
  const json = type !== undefined && /^application\/json\s*(;|$)/i.test(type.trim());
  const plainJson = type === 'application/json';
  if (!json) return body.length === 0 ? [402] : [415];
  const outcomes: number[] = plainJson ? [] : [415];
  if (body.length > MAX_BODY_BYTES) return [...outcomes, 413];
  if (body.length === 0) return [...outcomes, 402];
  let value: unknown;
  try {
    const text = utf8.decode(body);
    value = JSON.parse(text);
  } catch {
    return [...outcomes, 400];
  }
  if (depthOf(value) > MAX_DEPTH || !isIJson(value)) return [...outcomes, 400];
  return [...outcomes, model.validate(value).length > 0 ? 400 : 402];
}

function toRequest(plan: Plan, model: ProductModel): FuzzRequest {
  const body = plan.text === null ? null : typeof plan.text === 'string' ? Buffer.from(plan.text, 'utf8') : plan.text;
  const headers: Record<string, string> = {};
  const contentType = plan.contentType === undefined ? 'application/json' : plan.contentType;
  if (contentType !== null) headers['content-type'] = contentType;
  return { product: model.check.id, kind: plan.kind, method: plan.method ?? 'POST', path: plan.path ?? `/api/run/${model.check.id}`, headers, body };
}

function errorShapeProblem(contentType: string | null, text: string): string | null {
  if (!contentType || !/^application\/json\s*(;|$)/i.test(contentType)) return `Content-Type is ${String(contentType)}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'body is not JSON';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'body is not an object';
  if (Object.keys(body).join() !== 'error') return `top-level keys ${Object.keys(body).join(',')}`;
  const error = (body as { error: unknown }).error as Record<string, unknown> | null;
  if (typeof error !== 'object' || error === null || Array.isArray(error)) return 'error is not an object';
  if (Object.keys(error).some((key) => !['code', 'message', 'details'].includes(key))) return `error keys ${Object.keys(error).join(',')}`;
  if (typeof error.code !== 'string' || !/^[A-Z][A-Z_]*$/.test(error.code)) return `code ${String(error.code)}`;
  if (typeof error.message !== 'string' || error.message === '') return 'no message';
  return null;
}

function paymentRequiredProblem(header: string | null): string | null {
  if (!header) return 'no Payment-Required header';
  try {
    const terms = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as { x402Version?: unknown; accepts?: unknown };
    if (terms.x402Version !== 2 || !Array.isArray(terms.accepts) || terms.accepts.length === 0) return 'Payment-Required is not x402 v2 terms';
  } catch {
    return 'Payment-Required is not base64 JSON';
  }
  return null;
}

function describe(request: FuzzRequest): string {
  const body = request.body ? request.body.toString('utf8') : '';
  const shown = body.length > 300 ? `${body.slice(0, 300)}… (${request.body!.length} bytes)` : body;
  return `${request.method} ${request.path.slice(0, 200)} ${JSON.stringify(request.headers)} ${JSON.stringify(shown)}`;
}

export class Campaign {
  private readonly models: ProductModel[];
  private readonly soldIds: ReadonlySet<string>;
  private readonly request: fc.Arbitrary<[number, Plan]>;
  private block: { index: number; items: Array<[number, Plan]> } | null = null;

  constructor(
    products: readonly CheckDefinition[],
    private readonly seed: number,
  ) {
    this.models = products.map((check) => ({
      check,
      validate: compileSchema(check.inputSchema as object),
      sampleText: JSON.stringify(check.sampleInput),
      nodes: nodesOf(check.sampleInput),
      valid: validPacket(check.inputSchema as Record<string, unknown>),
    }));
    this.soldIds = new Set(products.map((check) => check.id));
    this.request = fc.oneof(...this.models.map((model, i) => planArbitrary(model).map((plan): [number, Plan] => [i, plan])));
  }

  /** Request `index` of this seed: generated in blocks of BLOCK from `seed + block`, so any index can be replayed alone. */
  at(index: number): { request: FuzzRequest; expected: number[] } {
    const blockIndex = Math.floor(index / BLOCK);
    if (this.block?.index !== blockIndex) {
      this.block = { index: blockIndex, items: fc.sample(this.request, { seed: (this.seed + blockIndex) | 0, numRuns: BLOCK }) };
    }
    const [modelIndex, plan] = this.block.items[index % BLOCK]!;
    const model = this.models[modelIndex]!;
    const request = toRequest(plan, model);
    return { request, expected: expectedStatuses(request, model, this.soldIds) };
  }
}

async function send(baseUrl: string, request: FuzzRequest): Promise<{ status: number; headers: Headers; text: string }> {
  const res = await fetch(baseUrl + request.path, {
    method: request.method,
    headers: request.headers,
    ...(request.body !== null && request.method !== 'GET' ? { body: request.body } : {}),
    redirect: 'manual',
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** The same request on a connection of its own (node:http, no pooling), closed after the answer. */
function sendOnNewConnection(baseUrl: string, request: FuzzRequest): Promise<{ status: number; headers: Headers; text: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(request.path, baseUrl);
    const headers: Record<string, string> = { ...request.headers, connection: 'close' };
    const body = request.body !== null && request.method !== 'GET' ? request.body : null;
    if (body) headers['content-length'] = String(body.length);
    const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname + url.search, method: request.method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        resolve({ status: res.statusCode ?? 0, headers: answerHeaders, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

/** Runs the campaign: `requests` requests (or `only`), `concurrency` at a time. */
export async function runCampaign(options: CampaignOptions): Promise<CampaignReport> {
  const campaign = new Campaign(options.products, options.seed);
  const report: CampaignReport = {
    seed: options.seed,
    requests: 0,
    elapsedMs: 0,
    byStatus: {},
    byCode: {},
    byKind: {},
    failures: [],
    failureCount: 0,
    retriedOnNewConnection: 0,
  };
  const indices = options.only ?? null;
  const total = indices ? indices.length : options.requests;
  const started = performance.now();
  const keep = options.keepFailures ?? 50;
  let next = 0;
  const bump = (table: Record<string, number>, key: string) => (table[key] = (table[key] ?? 0) + 1);

  const fail = (index: number, request: FuzzRequest, reason: string, status: number | null, answer: string) => {
    report.failureCount++;
    if (report.failures.length < keep) {
      report.failures.push({ seed: options.seed, index, product: request.product, kind: request.kind, reason, status, request: describe(request), answer: answer.slice(0, 500) });
    }
  };

  async function worker(): Promise<void> {
    for (;;) {
      if (options.timeLimitMs !== undefined && performance.now() - started > options.timeLimitMs) return;
      const position = next++;
      if (position >= total) return;
      const index = indices ? indices[position]! : position;
      const { request, expected } = campaign.at(index);
      bump(report.byKind, request.kind);
      let answer;
      try {
        answer = await send(options.baseUrl, request);
      } catch {
        // A pooled keep-alive connection can close just as it is reused (a client stall longer
        // than the server's keep-alive timeout): the request never reached the server. Sent again
        // on a connection of its own it must be answered; if not, the server dropped it.
        try {
          answer = await sendOnNewConnection(options.baseUrl, request);
          report.retriedOnNewConnection++;
        } catch (error) {
          bump(report.byStatus, 'dropped');
          fail(index, request, `connection dropped, also on a new connection: ${(error as NodeJS.ErrnoException).code ?? String(error)}`, null, '');
          report.requests++;
          continue;
        }
      }
      report.requests++;
      bump(report.byStatus, String(answer.status));
      const problems: string[] = [];
      if (answer.status >= 500) problems.push(`server error ${answer.status}`);
      if (!expected.includes(answer.status)) problems.push(`status ${answer.status}, the pipeline gives ${expected.join(' or ')}`);
      if (answer.status >= 400) {
        const shape = errorShapeProblem(answer.headers.get('content-type'), answer.text);
        if (shape) problems.push(`error shape: ${shape}`);
        else bump(report.byCode, (JSON.parse(answer.text) as { error: { code: string } }).error.code);
      }
      if (answer.status === 402) {
        const terms = paymentRequiredProblem(answer.headers.get('payment-required'));
        if (terms) problems.push(terms);
      }
      if (answer.headers.get('x-content-type-options') !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
      if (problems.length > 0) fail(index, request, problems.join('; '), answer.status, answer.text);
      if (options.onProgress && report.requests % 5000 === 0) options.onProgress(report.requests, report);
    }
  }

  await Promise.all(Array.from({ length: options.concurrency ?? 16 }, () => worker()));
  report.elapsedMs = performance.now() - started;
  return report;
}

/** A human-readable report: counts by status, code and kind, then each kept failure with its replay. */
export function formatReport(report: CampaignReport): string {
  const table = (title: string, counts: Record<string, number>) =>
    `${title}\n` +
    Object.entries(counts)
      .sort((a, b) => b[1] - a[1])
      .map(([key, count]) => `  ${key.padEnd(28)} ${String(count).padStart(8)}`)
      .join('\n');
  const rate = report.requests / (report.elapsedMs / 1000);
  const lines = [
    `fuzz campaign seed ${report.seed}: ${report.requests} requests in ${(report.elapsedMs / 1000).toFixed(1)} s (${rate.toFixed(0)}/s), ${report.failureCount} failures`,
    `  ${report.retriedOnNewConnection} sent again on a new connection after a reused keep-alive connection closed under them (answered correctly then)`,
    table('by status', report.byStatus),
    table('by error code', report.byCode),
    table('by generator', report.byKind),
  ];
  for (const failure of report.failures) {
    lines.push(
      `FAIL seed ${failure.seed} index ${failure.index} (${failure.product}, ${failure.kind}): ${failure.reason}`,
      `  request: ${failure.request}`,
      `  answer:  ${failure.answer}`,
      `  replay:  FUZZ_SEED=${failure.seed} FUZZ_REPLAY=${failure.index} pnpm fuzz`,
    );
  }
  return lines.join('\n');
}
