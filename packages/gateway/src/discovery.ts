// The discovery doors: /openapi.json, /.well-known/x402, and the receipt keys (JWKS, did:web).
// The OpenAPI paths of the free GETs and of the POST routes come from the app's own route table, so a
// route added anywhere is described (a test fails if it has no summary or description here).
import type { Express, Request, Response } from 'express';
import {
  buildLlmsTxt,
  buildOpenApiDocument,
  buildX402Discovery,
  DISCOVERY_PATHS,
  type ExtraOperation,
  type FreeEndpoint,
} from '@evidence-check/catalog-builder';
import type { CheckDefinition } from '@evidence-check/core-receipt';
import type { GatewayConfig } from './config.js';
import { jsonDocument, sendDocument, staticDocument, type StaticDocument } from './documents.js';
import { ERROR_CODES } from './errors.js';
import { MCP_PATH, mcpOperation } from './mcp-openapi.js';
import type { ReceiptSigner } from './receipts.js';

const JSON_TYPE = 'application/json; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';

/** Summary and media type of every free GET, by Express path. */
export const FREE_ENDPOINTS: Readonly<Record<string, Omit<FreeEndpoint, 'path'>>> = {
  '/': { summary: 'Redirects to /docs.', contentType: HTML_TYPE, redirect: true },
  '/api/catalog': {
    summary: 'Utility catalog: every sold product with its title, summary, input schema, sample input, price, version, docs and endpoint URL.',
    contentType: JSON_TYPE,
  },
  '/api/product-catalog': {
    summary: 'Product catalog: the utility catalog plus payment terms (x402, network, asset, receiver), privacy flags and per-product schema, sandbox and price in base units.',
    contentType: JSON_TYPE,
  },
  '/api/schema/:id': {
    summary: "A product's input JSON Schema (2020-12), with $id set to this URL.",
    contentType: JSON_TYPE,
    productIdParameters: true,
  },
  '/sandbox/index.json': {
    summary: 'Free deterministic fixtures: per sold product, a sample request and the exact response a paid call returns (but receipt.payment and receipt.issuedAt).',
    contentType: JSON_TYPE,
  },
  '/sandbox/agent-run-evidence-pack.json': { summary: 'The consolidated example: the agent-run-evidence-pack sample request and report.', contentType: JSON_TYPE },
  '/telemetry.md': { summary: 'What the gateway records about calls (aggregate counters only) and what it never collects.', contentType: 'text/markdown; charset=utf-8' },
  '/healthz': { summary: 'Liveness: status and product counts.', contentType: JSON_TYPE },
  '/health/live': { summary: 'Liveness: 200 {"status":"live"} whenever the process answers, also while it starts.', contentType: JSON_TYPE },
  '/health/ready': {
    summary:
      'Readiness: 200 {"status":"ready","dependencies":{…}} when payments are initialised, schemas compiled, the run workers have loaded the checks, and the lock store and snapshot store answer; else 503 NOT_READY with details naming each dependency (payments, schemas, runs, locks, snapshots) and its state (up, down, starting, not-configured). Probed at most once a second, each probe bounded to 500 ms.',
    contentType: JSON_TYPE,
  },
  '/docs': { summary: 'Human documentation: every product with its price and link.', contentType: HTML_TYPE },
  '/docs/:id': { summary: "A product's documentation page: request, findings, limitations, example call.", contentType: HTML_TYPE, productIdParameters: true },
  '/dev/chain.json': { summary: 'Dev mode only: the embedded test chain (RPC URL, chain id, test USDC, funded test payers).', contentType: JSON_TYPE },
  [DISCOVERY_PATHS.openapi]: { summary: 'This OpenAPI 3.1 document.', contentType: JSON_TYPE },
  [DISCOVERY_PATHS.llms]: {
    summary: 'llms.txt: the service and every sold product (docs link, price, title) in under 4 KB, for an agent to read first.',
    contentType: 'text/markdown; charset=utf-8',
  },
  [DISCOVERY_PATHS.x402]: {
    summary: 'x402 discovery document: every paid resource URL and how to pay.',
    contentType: JSON_TYPE,
    schema: {
      type: 'object',
      required: ['version', 'resources', 'instructions'],
      properties: { version: { const: 1 }, resources: { type: 'array', items: { type: 'string', format: 'uri' } }, instructions: { type: 'string' } },
    },
  },
  [DISCOVERY_PATHS.jwks]: { summary: 'JSON Web Key Set (RFC 7517) of the keys that sign evidence receipts (ES256).', contentType: 'application/jwk-set+json' },
  [DISCOVERY_PATHS.did]: { summary: 'did:web document of the receipt signing key (the kid of every signed receipt resolves here).', contentType: 'application/did+json' },
};

type RouteLayer = { route?: { path?: unknown; methods?: Record<string, boolean> } };

/** The routes the app serves for a method (GET by default), in registration order, from the router's own table. */
export function getRoutes(app: Express, method: 'get' | 'post' = 'get'): string[] {
  const stack = (app as unknown as { router?: { stack?: RouteLayer[] } }).router?.stack ?? [];
  const paths = stack.filter((layer) => layer.route?.methods?.[method] && typeof layer.route.path === 'string').map((layer) => layer.route!.path as string);
  return [...new Set(paths)];
}

/** The other POST routes, each described by its owner (a test fails for a POST route missing here). */
export const POST_OPERATIONS: Readonly<Record<string, (sold: readonly CheckDefinition[]) => ExtraOperation>> = {
  [MCP_PATH]: mcpOperation,
};

/**
 * The POST operations of the app's router, as the OpenAPI document describes them. The run
 * endpoints are not among them (the run door answers them before the router; catalog-builder
 * describes them once per sold product).
 */
export function postOperations(app: Express, sold: readonly CheckDefinition[]): ExtraOperation[] {
  return getRoutes(app, 'post').flatMap((path) => {
    const describe = POST_OPERATIONS[path];
    return describe ? [describe(sold)] : [];
  });
}

/** Every free GET of the app as the OpenAPI document describes it. */
export function freeEndpoints(app: Express): FreeEndpoint[] {
  return getRoutes(app).map((path) => ({ path, ...(FREE_ENDPOINTS[path] ?? { summary: `GET ${path}`, contentType: JSON_TYPE }) }));
}

export interface DiscoveryContext {
  config: GatewayConfig;
  /** Sold products (the paid operations and x402 resources). */
  sold: readonly CheckDefinition[];
  /** Every product the gateway knows (schema and docs pages exist for each). */
  checks: readonly CheckDefinition[];
  receipts: ReceiptSigner;
}

/**
 * Mounts the discovery documents. The OpenAPI document is built on its first request, when every
 * route of the app is registered, and then served from memory like the catalogs.
 */
export function mountDiscovery(app: Express, { config, sold, checks, receipts }: DiscoveryContext): void {
  let openapi: StaticDocument | null = null;
  const x402 = jsonDocument(buildX402Discovery(sold, config.baseUrl));
  const llms = staticDocument(buildLlmsTxt(sold, config), 'text/markdown; charset=utf-8');
  const jwks = staticDocument(JSON.stringify(receipts.jwks, null, 2) + '\n', 'application/jwk-set+json');
  const did = staticDocument(JSON.stringify(receipts.didDocument, null, 2) + '\n', 'application/did+json');
  app.get(DISCOVERY_PATHS.openapi, (req: Request, res: Response) => {
    openapi ??= jsonDocument(
      buildOpenApiDocument(sold, config, {
        freeEndpoints: freeEndpoints(app),
        errorCodes: ERROR_CODES,
        allProductIds: checks.map((check) => check.id),
        extraOperations: postOperations(app, sold),
      }),
    );
    sendDocument(req, res, openapi);
  });
  app.get(DISCOVERY_PATHS.x402, (req: Request, res: Response) => sendDocument(req, res, x402));
  app.get(DISCOVERY_PATHS.llms, (req: Request, res: Response) => sendDocument(req, res, llms));
  app.get(DISCOVERY_PATHS.jwks, (req: Request, res: Response) => sendDocument(req, res, jwks));
  app.get(DISCOVERY_PATHS.did, (req: Request, res: Response) => sendDocument(req, res, did));
}
