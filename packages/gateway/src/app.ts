import compression from 'compression';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import express, { type ErrorRequestHandler, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import {
  buildProductCatalog,
  buildUtilityCatalog,
  registry,
  schemaDocument,
} from '@evidence-check/catalog-builder';
import type { CheckDefinition } from '@evidence-check/core-receipt';
import { consolidatedExample, loadFixtures, sandboxIndex } from '@evidence-check/sandbox-fixtures';
import { compileSchemas, type Validator } from '@evidence-check/schema-validator';
import type { GatewayConfig } from './config.js';
import { docsIndexPage, docsNotFoundPage, productDocsPage } from './docs-page.js';
import { jsonDocument, sendDocument, staticDocument, type StaticDocument } from './documents.js';
import { sendError } from './errors.js';
import { clientErrorOf, notFoundHandler, sendClientError } from './client-errors.js';
import { createLogger, type RequestLogger } from './logger.js';
import { PaymentGate } from './payments/gate.js';
import { MemoryPaymentLocks, type PaymentLocks } from './payments/locks.js';
import { createRunHandler, type RunLocals } from './run-route.js';
import { createMcpHandler, type McpLocals } from './mcp-route.js';
import { isRunPath, withRunDoor } from './run-door.js';
import { ANSWER_HEADERS, type Middleware } from './answer-headers.js';
import type { SettlementGuard } from './shutdown.js';
import type { FacilitatorClient } from '@x402/core/server';
import type { MaintainedData } from '@evidence-check/maintained-data';
import { telemetryDocument, UsageCounters } from './telemetry.js';
import { corsMiddleware } from './cors.js';
import { docsContentSecurityPolicy, inlineStyleHashes, securityHeaders } from './security-headers.js';
import { mountDiscovery } from './discovery.js';
import { mountHealth } from './health.js';
import { createReceiptSigner, type ReceiptSigner } from './receipts.js';
import { CheckPool, type CheckRunner } from './check-pool.js';

export interface GatewayOptions {
  /** Verifies and settles payments: in-process (dev, local) or remote (see payments/facilitator.ts). */
  facilitator: FacilitatorClient;
  /** In-flight payment locks; in memory unless several instances share Redis (see startGateway). */
  locks?: PaymentLocks;
  logger?: RequestLogger;
  /** Dev mode only: the embedded chain, published at /dev/chain.json for the demo and for people. */
  devChain?: DevChainInfo;
  /** Defaults to every check in the registry (the served catalogs list only implemented ones). */
  checks?: readonly CheckDefinition[];
  /**
   * The maintained public-data adapter and its snapshot store (startGateway opens the configured
   * one). Without it the two public-data products answer only from caller-supplied records.
   */
  maintainedData?: MaintainedData | null;
  /** Settlements under way, so a shutdown never cuts one (startGateway passes its server's guard). */
  settlements?: SettlementGuard;
  /** Signs the evidence receipt of every paid answer; defaults to RECEIPT_SIGNING_KEY's (or a generated) key. */
  receiptSigner?: ReceiptSigner;
  /** Runs the checks; defaults to a worker pool of RUN_THREADS threads under RUN_DEADLINE_MS (check-pool.ts). */
  runner?: CheckRunner;
}

export interface DevChainInfo {
  rpcUrl: string;
  chainId: number;
  usdcAddress: string;
  receiver: string;
  /** Funded test payers (anvil's well-known default accounts); their keys are public test keys. */
  payers: string[];
}

export interface Gateway {
  /** The Express app: every route but the paid endpoint's (the run door's, in `handler`). */
  app: express.Express;
  /** What the server runs: the app, and the paid endpoint answered without the router (its only way in). */
  handler: RequestListener;
  usage: UsageCounters;
  payments: PaymentGate;
  /** The sold products' input validators, all compiled before the app answers. */
  validators: ReadonlyMap<string, Validator>;
  /** The receipt signing key (published at /.well-known/jwks.json). */
  receipts: ReceiptSigner;
  /** Where checks run; close it after the server has drained. */
  runner: CheckRunner;
}

/** Builds every document once, compiles every schema once, and returns the Express app. */
export function createGateway(config: GatewayConfig, options: GatewayOptions): Gateway {
  const logger = options.logger ?? createLogger(config.logLevel);
  const checks = options.checks ?? registry;
  const sold = checks.filter((check) => check.implemented);
  const byId = new Map(checks.map((check) => [check.id, check]));
  // Only sold products reach validation (the others answer 501 first).
  // All compiled now (~0.25 s), before the app answers: compiling on a product's first request or
  // in the background blocked the event loop just as a burst arrived (a stop then reset connections
  // still waiting in the kernel's accept queue).
  const validators: ReadonlyMap<string, Validator> = new Map(Object.entries(compileSchemas(Object.fromEntries(sold.map((c) => [c.id, c.inputSchema])))));
  const fixtures = loadFixtures();
  const usage = new UsageCounters();
  const receipts = options.receiptSigner ?? createReceiptSigner(config.receiptSigningKey, config.baseUrl);
  const locks = options.locks ?? new MemoryPaymentLocks();
  const fixtureResults = new Map([...fixtures].map(([id, fixture]) => [id, fixture.response]));
  const payments = new PaymentGate(config, sold, options.facilitator, { locks, receipts, fixtures: fixtureResults });
  const runner = options.runner ?? new CheckPool({ threads: config.runThreads, deadlineMs: config.runDeadlineMs, maxHeapMb: config.runHeapMb });

  const documents = {
    catalog: jsonDocument(buildUtilityCatalog(sold, config)),
    productCatalog: jsonDocument(buildProductCatalog(sold, config)),
    sandboxIndex: jsonDocument(sandboxIndex(sold, fixtures, config.baseUrl)),
    consolidated: jsonDocument(consolidatedExample(fixtures, config.baseUrl)),
    telemetry: staticDocument(telemetryDocument(config.baseUrl), 'text/markdown; charset=utf-8'),
    docsIndex: staticDocument(docsIndexPage(checks, config.baseUrl), 'text/html; charset=utf-8'),
    docsNotFound: staticDocument(docsNotFoundPage(config.baseUrl), 'text/html; charset=utf-8'),
    health: jsonDocument({ status: 'ok', products: checks.length, implemented: sold.length }),
  };
  const schemas = new Map<string, StaticDocument>(checks.map((c) => [c.id, jsonDocument(schemaDocument(c, config.baseUrl))]));
  const docs = new Map<string, StaticDocument>(
    checks.map((c) => [c.id, staticDocument(productDocsPage(c, config.baseUrl, fixtures.get(c.id)), 'text/html; charset=utf-8')]),
  );

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', false);

  /** One log line per request when its answer is finished, and the usage counters (never the body). */
  const track = <L extends RunLocals>(req: IncomingMessage, res: ServerResponse, path: string, locals: L): L => {
    const started = process.hrtime.bigint();
    locals.utility = null;
    locals.inputDigest = null;
    locals.payer = null;
    res.on('finish', () => {
      const latencyMs = Number((process.hrtime.bigint() - started) / 1000n) / 1000;
      if (req.method === 'POST' && path.startsWith('/api/run/')) usage.record(locals.utility ?? 'unknown', res.statusCode);
      // POST /mcp: one count per tool call (a batch may hold several), by tool and outcome.
      for (const call of (locals as McpLocals).toolCalls ?? []) usage.recordToolCall(call.utility, call.outcome);
      logger.request({
        method: req.method ?? '',
        path,
        utility: locals.utility,
        status: res.statusCode,
        latencyMs,
        inputDigest: locals.inputDigest,
        payer: locals.payer,
      });
    });
    return locals;
  };
  const requestLog: RequestHandler = (req, res, next) => {
    track(req, res, req.path, res.locals as McpLocals);
    next();
  };
  const security = securityHeaders();
  const cors = corsMiddleware();
  // Free documents are served pre-serialized and pre-compressed (documents.ts); only answers built
  // per request are compressed, and only when the client asked (no wrapping of the response otherwise).
  const compress = compression();
  const compressWhenAsked: RequestHandler = (req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next());
  app.use(requestLog);
  app.use(security);
  // The HTML docs pages (and only they) get a Content-Security-Policy: see security-headers.ts.
  app.use('/docs', docsContentSecurityPolicy(inlineStyleHashes([documents.docsIndex, documents.docsNotFound, ...docs.values()].map((doc) => doc.body.toString('utf8')))));
  app.use(cors);
  app.use(['/api/run', '/mcp'], compressWhenAsked);

  const serve = (doc: StaticDocument) => (req: Request, res: Response) => sendDocument(req, res, doc);
  app.get('/api/catalog', serve(documents.catalog));
  app.get('/api/product-catalog', serve(documents.productCatalog));
  app.get('/sandbox/index.json', serve(documents.sandboxIndex));
  app.get('/sandbox/agent-run-evidence-pack.json', serve(documents.consolidated));
  app.get('/telemetry.md', serve(documents.telemetry));
  app.get('/healthz', serve(documents.health));
  mountHealth(app, { paymentMode: config.paymentMode, payments, locks, maintained: options.maintainedData ?? null, compiledSchemas: validators.size, runner, logger });
  app.get('/docs', serve(documents.docsIndex));
  app.get('/', (_req, res) => res.redirect(302, '/docs'));
  if (options.devChain) {
    const devChain = jsonDocument({ mode: 'dev', note: 'Test chain and test USDC: nothing here has real value.', ...options.devChain });
    app.get('/dev/chain.json', serve(devChain));
  }
  app.get('/api/schema/:id', (req: Request, res: Response) => {
    const doc = schemas.get(String(req.params.id));
    if (!doc) return sendError(res, 404, 'UNKNOWN_UTILITY', `No product has the id "${String(req.params.id)}".`);
    sendDocument(req, res, doc);
  });
  app.get('/docs/:id', (req: Request, res: Response) => {
    const doc = docs.get(String(req.params.id));
    if (doc) return sendDocument(req, res, doc);
    // A person who followed a stale link gets a page; a client that asks for JSON only, the error body.
    if (req.accepts(['html', 'json']) === 'json') return sendError(res, 404, 'UNKNOWN_UTILITY', `No product has the id "${String(req.params.id)}".`);
    res.vary('Accept');
    sendDocument(req, res, documents.docsNotFound, 404);
  });

  mountDiscovery(app, { config, sold, checks, receipts });

  const runHandler = createRunHandler({
    findCheck: (id) => byId.get(id),
    validators,
    payments,
    runner,
    logger,
    maintained: options.maintainedData ?? null,
    settlements: options.settlements ?? null,
  });
  // POST /api/run/<id> has no route here: the run door (run-door.ts) is its only way in.
  // The same products as MCP tools, paid per call (x402 MCP transport); GET and DELETE answer 405.
  app.post(
    '/mcp',
    createMcpHandler({ sold, validators, payments, runner, logger, maintained: options.maintainedData ?? null, settlements: options.settlements ?? null }),
  );

  app.use(notFoundHandler(app, (path) => (isRunPath(path) ? ['POST'] : [])));
  // Never echoes the request or the error's data: the message could quote the body.
  const answerError = (error: unknown, res: ServerResponse) => {
    // A client error thrown on the way (a malformed percent-escape in the path) keeps its own 4xx.
    const client = clientErrorOf(error);
    if (client && !res.headersSent) return sendClientError(res, client);
    logger.error('unhandled error', { name: error instanceof Error ? error.name : typeof error });
    if (res.headersSent) return;
    sendError(res, 500, 'INTERNAL_ERROR', 'The gateway failed to answer this request; nothing was charged.');
  };
  const errorHandler: ErrorRequestHandler = (error: unknown, _req: Request, res: Response, _next: NextFunction) => answerError(error, res);
  app.use(errorHandler);

  // The paid endpoint, in every spelling, answered on Node's own objects with what the app's
  // middleware would set (run-door.ts): the log line, security and CORS headers, compression when asked.
  const handler = withRunDoor(app, {
    track: (req, res, path) => track(req, res, path, { utility: null, inputDigest: null, payer: null }),
    headers: ANSWER_HEADERS,
    compress: compressWhenAsked as Middleware,
    run: runHandler,
    onError: answerError,
  });
  return { app, handler, usage, payments, validators, receipts, runner };
}
