import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import {
  buildProductCatalog,
  buildUtilityCatalog,
  registry,
  schemaDocument,
} from '@evidence-check/catalog-builder';
import type { CheckDefinition } from '@evidence-check/core-receipt';
import { consolidatedExample, loadFixtures, sandboxIndex } from '@evidence-check/sandbox-fixtures';
import { compileSchemas } from '@evidence-check/schema-validator';
import type { GatewayConfig } from './config.js';
import { docsIndexPage, productDocsPage } from './docs-page.js';
import { jsonDocument, sendDocument, staticDocument, type StaticDocument } from './documents.js';
import { sendError } from './errors.js';
import { clientErrorOf, notFoundHandler, sendClientError } from './client-errors.js';
import { createLogger, type RequestLogger } from './logger.js';
import { PaymentGate } from './payments/gate.js';
import { MemoryPaymentLocks, type PaymentLocks } from './payments/locks.js';
import { createRunHandler, type RunLocals } from './run-route.js';
import type { SettlementGuard } from './shutdown.js';
import type { FacilitatorClient } from '@x402/core/server';
import type { MaintainedData } from '@evidence-check/maintained-data';
import { telemetryDocument, UsageCounters } from './telemetry.js';
import { corsMiddleware } from './cors.js';
import { docsContentSecurityPolicy, inlineStyleHashes, securityHeaders } from './security-headers.js';
import { mountDiscovery } from './discovery.js';
import { createReceiptSigner, type ReceiptSigner } from './receipts.js';

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
  app: express.Express;
  usage: UsageCounters;
  payments: PaymentGate;
  /** The receipt signing key (published at /.well-known/jwks.json). */
  receipts: ReceiptSigner;
}

/** Builds every document once, compiles every schema once, and returns the Express app. */
export function createGateway(config: GatewayConfig, options: GatewayOptions): Gateway {
  const logger = options.logger ?? createLogger(config.logLevel);
  const checks = options.checks ?? registry;
  const sold = checks.filter((check) => check.implemented);
  const byId = new Map(checks.map((check) => [check.id, check]));
  // Only sold products reach validation (the others answer 501 first).
  const validators = new Map(Object.entries(compileSchemas(Object.fromEntries(sold.map((c) => [c.id, c.inputSchema])))));
  const fixtures = loadFixtures();
  const usage = new UsageCounters();
  const receipts = options.receiptSigner ?? createReceiptSigner(config.receiptSigningKey, config.baseUrl);
  const locks = options.locks ?? new MemoryPaymentLocks();
  const fixtureResults = new Map([...fixtures].map(([id, fixture]) => [id, fixture.response]));
  const payments = new PaymentGate(config, sold, options.facilitator, { locks, receipts, fixtures: fixtureResults });

  const documents = {
    catalog: jsonDocument(buildUtilityCatalog(sold, config)),
    productCatalog: jsonDocument(buildProductCatalog(sold, config)),
    sandboxIndex: jsonDocument(sandboxIndex(sold, fixtures, config.baseUrl)),
    consolidated: jsonDocument(consolidatedExample(fixtures, config.baseUrl)),
    telemetry: staticDocument(telemetryDocument(config.baseUrl), 'text/markdown; charset=utf-8'),
    docsIndex: staticDocument(docsIndexPage(checks, config.baseUrl), 'text/html; charset=utf-8'),
    health: jsonDocument({ status: 'ok', products: checks.length, implemented: sold.length }),
  };
  const schemas = new Map<string, StaticDocument>(checks.map((c) => [c.id, jsonDocument(schemaDocument(c, config.baseUrl))]));
  const docs = new Map<string, StaticDocument>(
    checks.map((c) => [c.id, staticDocument(productDocsPage(c, config.baseUrl), 'text/html; charset=utf-8')]),
  );

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', false);

  app.use((req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const locals = res.locals as RunLocals;
    locals.utility = null;
    locals.inputDigest = null;
    locals.payer = null;
    res.on('finish', () => {
      const latencyMs = Number((process.hrtime.bigint() - started) / 1000n) / 1000;
      if (req.method === 'POST' && req.path.startsWith('/api/run/')) usage.record(locals.utility ?? 'unknown', res.statusCode);
      logger.request({
        method: req.method,
        path: req.path,
        utility: locals.utility,
        status: res.statusCode,
        latencyMs,
        inputDigest: locals.inputDigest,
        payer: locals.payer,
      });
    });
    next();
  });
  app.use(securityHeaders());
  // The HTML docs pages (and only they) get a Content-Security-Policy: see security-headers.ts.
  app.use('/docs', docsContentSecurityPolicy(inlineStyleHashes([documents.docsIndex, ...docs.values()].map((doc) => doc.body.toString('utf8')))));
  app.use(corsMiddleware());
  app.use(compression());

  const serve = (doc: StaticDocument) => (req: Request, res: Response) => sendDocument(req, res, doc);
  app.get('/api/catalog', serve(documents.catalog));
  app.get('/api/product-catalog', serve(documents.productCatalog));
  app.get('/sandbox/index.json', serve(documents.sandboxIndex));
  app.get('/sandbox/agent-run-evidence-pack.json', serve(documents.consolidated));
  app.get('/telemetry.md', serve(documents.telemetry));
  app.get('/healthz', serve(documents.health));
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
    if (!doc) return sendError(res, 404, 'UNKNOWN_UTILITY', `No product has the id "${String(req.params.id)}".`);
    sendDocument(req, res, doc);
  });

  mountDiscovery(app, { config, sold, checks, receipts });

  app.post(
    '/api/run/:id',
    createRunHandler({ findCheck: (id) => byId.get(id), validators, payments, logger, maintained: options.maintainedData ?? null, settlements: options.settlements ?? null }),
  );

  app.use(notFoundHandler(app));
  // Never echoes the request or the error's data: the message could quote the body.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    // A client error thrown on the way (a malformed percent-escape in the path) keeps its own 4xx.
    const client = clientErrorOf(error);
    if (client && !res.headersSent) return sendClientError(res, client);
    logger.error('unhandled error', { name: error instanceof Error ? error.name : typeof error });
    if (res.headersSent) return;
    sendError(res, 500, 'INTERNAL_ERROR', 'The gateway failed to answer this request; nothing was charged.');
  });

  return { app, usage, payments, receipts };
}
