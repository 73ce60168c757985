// A fake City of Chicago data portal on 127.0.0.1 for tests without the internet. It serves
// `GET /resource/{dataset}.json` with SoQL `$where`, `$order`, `$limit` evaluated strictly (see
// soql-eval.ts), rows of the real column shapes (every value a string, null columns left out,
// as SODA 2 JSON does), and the portal's headers. On demand it fails, answers slowly, answers
// garbage or cuts the body short.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { compileOrder, compileWhere, SoqlError, type Row } from './soql-eval.js';
import { CONTRACT_COLUMNS, PERMIT_COLUMNS } from './rows.js';

export type FakeMode =
  /** Normal answers. */
  | 'ok'
  /** HTTP 500 with a JSON error body. */
  | 'error'
  /** HTTP 200 with a body that is not JSON. */
  | 'malformed'
  /** HTTP 200 announcing more bytes than it sends, then the connection is cut. */
  | 'truncated'
  /** HTTP 200 with JSON that is not an array of rows. */
  | 'not-array'
  /** HTTP 200 with rows whose columns have the wrong types. */
  | 'bad-rows'
  /** Connections (new or kept alive) are destroyed without an answer. */
  | 'reset';

export interface FakeRequest {
  dataset: string;
  /** Decoded query parameters ($where, $order, $limit…). */
  params: Record<string, string>;
  /** The raw request target, as received. */
  rawUrl: string;
  appToken: string | null;
}

export interface FakeSodaOptions {
  /** Rows per dataset id; defaults to the two Chicago datasets, empty. */
  datasets?: Record<string, Row[]>;
  /** Declared columns per dataset id (defaults: the published column lists of ydr8-5enu and rsxa-ify5). */
  columns?: Record<string, readonly string[]>;
  /** `X-SODA2-Truth-Last-Modified`, as an HTTP date. */
  lastModified?: string;
}

export class FakeSoda {
  mode: FakeMode = 'ok';
  /** Delay before every answer, in milliseconds (the client may time out first). */
  delayMs = 0;
  /** Answer this many next requests with HTTP 500 before going back to `mode`. */
  failNext = 0;
  lastModified: string;
  readonly requests: FakeRequest[] = [];
  /** Answers sent so far (a test can tell that a caller gave up before the answer came). */
  answered = 0;
  private readonly datasets: Map<string, Row[]>;
  private readonly columns: Map<string, ReadonlySet<string>>;
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    options: FakeSodaOptions,
  ) {
    this.datasets = new Map(Object.entries(options.datasets ?? { 'ydr8-5enu': [], 'rsxa-ify5': [] }));
    const columns = options.columns ?? { 'ydr8-5enu': PERMIT_COLUMNS, 'rsxa-ify5': CONTRACT_COLUMNS };
    this.columns = new Map(Object.entries(columns).map(([id, list]) => [id, new Set(list)]));
    this.lastModified = options.lastModified ?? 'Mon, 02 Mar 2026 06:15:00 GMT';
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      if (this.mode === 'reset') socket.destroy();
    });
    server.on('request', (req, res) => void this.handle(req, res));
  }

  /** Starts on 127.0.0.1 at a free port. */
  static async start(options: FakeSodaOptions = {}): Promise<FakeSoda> {
    const server = createServer();
    const fake = new FakeSoda(server, options);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return fake;
  }

  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  setRows(dataset: string, rows: Row[]): void {
    this.datasets.set(dataset, rows);
  }

  rows(dataset: string): Row[] {
    return this.datasets.get(dataset) ?? [];
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    if (this.server.listening) {
      this.server.close();
      await once(this.server, 'close');
    }
  }

  private send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
    this.answered += 1;
    res.writeHead(status, { 'Content-Type': 'application/json;charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)), ...headers });
    res.end(body);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (this.mode === 'reset') {
      req.socket.destroy();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const match = /^\/resource\/([a-z0-9]{4}-[a-z0-9]{4})\.json$/.exec(url.pathname);
    const token = req.headers['x-app-token'];
    if (match) {
      this.requests.push({
        dataset: match[1] as string,
        params: Object.fromEntries(url.searchParams),
        rawUrl: req.url ?? '',
        appToken: typeof token === 'string' ? token : null,
      });
    }
    if (this.delayMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      if (req.destroyed || res.destroyed) return;
    }
    if (!match || req.method !== 'GET') return this.send(res, 404, JSON.stringify({ code: 'not-found', error: true, message: 'Not found' }));
    if (this.failNext > 0 || this.mode === 'error') {
      if (this.failNext > 0) this.failNext -= 1;
      return this.send(res, 500, JSON.stringify({ code: 'internal_error', error: true, message: 'Internal error' }));
    }
    const dataset = match[1] as string;
    const columns = this.columns.get(dataset);
    if (!columns) return this.send(res, 404, JSON.stringify({ code: 'dataset.missing', error: true, message: `Not found: ${dataset}` }));

    let rows: Row[];
    try {
      rows = this.query(dataset, columns, url.searchParams);
    } catch (error) {
      if (!(error instanceof SoqlError)) throw error;
      return this.send(res, 400, JSON.stringify({ code: 'query.soql.type-mismatch', error: true, message: error.message }));
    }
    const headers = {
      'X-SODA2-Fields': JSON.stringify([...columns]),
      'X-SODA2-Types': JSON.stringify([...columns].map(() => 'text')),
      'X-SODA2-Truth-Last-Modified': this.lastModified,
      'Last-Modified': this.lastModified,
    };
    switch (this.mode) {
      case 'malformed':
        return this.send(res, 200, '[{"id": "1", "permit_": <html>oops</html>', headers);
      case 'not-array':
        return this.send(res, 200, JSON.stringify({ error: false, rows }), headers);
      case 'bad-rows':
        return this.send(res, 200, JSON.stringify(rows.length > 0 ? rows.map((row) => ({ ...row, id: 12345, revision_number: 7 })) : [{ id: 1 }, 'row']), headers);
      case 'truncated': {
        const body = JSON.stringify(rows.length > 0 ? rows : [{ id: 'x' }]);
        res.writeHead(200, { 'Content-Type': 'application/json;charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)), ...headers });
        res.write(body.slice(0, Math.max(1, Math.floor(body.length / 2))));
        res.socket?.destroy();
        return;
      }
      default:
        return this.send(res, 200, JSON.stringify(rows), headers);
    }
  }

  private query(dataset: string, columns: ReadonlySet<string>, params: URLSearchParams): Row[] {
    for (const name of params.keys()) {
      if (!['$where', '$order', '$limit'].includes(name)) throw new SoqlError(`unsupported parameter ${name}`);
    }
    const all = this.rows(dataset).map((row, index) => ({ ...row, ':id': `row-${String(index).padStart(6, '0')}` }));
    const where = params.get('$where');
    const filtered = where === null ? all : all.filter(compileWhere(where, columns));
    const order = params.get('$order');
    if (order !== null) filtered.sort(compileOrder(order, columns));
    const limitText = params.get('$limit') ?? '1000';
    if (!/^\d+$/.test(limitText)) throw new SoqlError('bad $limit');
    return filtered.slice(0, Number(limitText)).map((row) => {
      const copy: Row = { ...row };
      delete copy[':id'];
      return copy;
    });
  }
}
