// Discovery documents for agents and crawlers, generated from the registry like the catalogs:
// OpenAPI 3.1 (`/openapi.json`) and the x402 discovery document (`/.well-known/x402`). Nothing in
// them is typed twice: prices, schemas, URLs and titles all come from the check definitions.
import { INTERFACE_VERSION, priceBaseUnits, type CheckDefinition, type JsonObject, type JsonValue } from '@evidence-check/core-receipt';
import { PAYMENT_HEADER, type CatalogConfig } from './config.js';
import { productUrls, trimBaseUrl } from './urls.js';

/** The x402 v2 header names, defined once (the 402 terms header is `PAYMENT_HEADER`). */
export const PAYMENT_SIGNATURE_HEADER = 'Payment-Signature';
export const PAYMENT_RESPONSE_HEADER = 'Payment-Response';

/** Where the discovery documents are served, relative to the base URL. */
export const DISCOVERY_PATHS = {
  openapi: '/openapi.json',
  llms: '/llms.txt',
  x402: '/.well-known/x402',
  jwks: '/.well-known/jwks.json',
  did: '/.well-known/did.json',
} as const;

/** `$0.05` -> `0.05`: the decimal USD amount of a catalog price, exactly as written. */
export function priceAmount(price: string): string {
  const match = /^\$(\d+\.\d+)$/.exec(price);
  if (!match) throw new RangeError(`not a USD price: ${price}`);
  return match[1] as string;
}

/** `x-payment-info` of one paid operation (fixed USD price, paid with x402). */
export function paymentInfo(check: CheckDefinition): JsonObject {
  return { price: { mode: 'fixed', currency: 'USD', amount: priceAmount(check.price) }, protocols: [{ x402: {} }] };
}

export const X402_INSTRUCTIONS =
  'Each resource is a POST endpoint that takes a JSON evidence packet and answers a deterministic result with an evidence receipt. ' +
  'POST without payment (an empty body is a price probe) to get 402 with the x402 v2 terms in the Payment-Required header ' +
  '(scheme exact, USDC on eip155:8453); pay with any x402 client and repeat the same POST with Payment-Signature. ' +
  'Request schemas, prices and free sandbox fixtures: /openapi.json, /api/product-catalog and /sandbox/index.json.';

/** `/.well-known/x402`: every sold run URL. */
export function buildX402Discovery(checks: readonly CheckDefinition[], baseUrl: string) {
  return {
    version: 1,
    resources: checks.map((check) => productUrls(check.id, baseUrl).endpoint),
    instructions: X402_INSTRUCTIONS,
  };
}

/** The budget of `/llms.txt`: what an agent reads first should cost it little context. */
export const LLMS_TXT_MAX_BYTES = 4096;

/**
 * `/llms.txt` (llmstxt.org): the service in a few lines and every sold product on one line — its
 * id (which says what it checks) linked to its docs page, its price and category — with the URL
 * templates of its schema and run endpoint once. Links are relative to the base URL named at the
 * top, so 32 products stay well under LLMS_TXT_MAX_BYTES (a test holds it at a long base URL).
 */
export function buildLlmsTxt(sold: readonly CheckDefinition[], config: CatalogConfig): string {
  const base = trimBaseUrl(config.baseUrl);
  const lines = [
    `# ${config.sellerName}`,
    '',
    '> Deterministic evidence checks for agents, paid per call with x402 v2 (USDC on Base, eip155:8453). Each product takes a JSON evidence packet and answers a result with an evidence receipt.',
    '',
    `Base URL: ${base}. Per product <id>: docs /docs/<id>, input schema /api/schema/<id> (JSON Schema 2020-12), run POST /api/run/<id> (402 carries the x402 terms; pay, then repeat with Payment-Signature). Free sample requests and exact responses: /sandbox/index.json. Everything machine-readable: ${DISCOVERY_PATHS.openapi}.`,
    '',
    '## Products',
    '',
    ...sold.map((check) => `- [${check.id}](/docs/${check.id}) ${check.price} · ${check.category}`),
    '',
  ];
  return lines.join('\n');
}

/** A free GET endpoint of the gateway, as the OpenAPI document describes it. */
export interface FreeEndpoint {
  /** Express-style path (`/api/schema/:id`); parameters become `{id}`. */
  path: string;
  summary: string;
  description?: string;
  /** Media type of the 200 answer. */
  contentType: string;
  /** JSON Schema of the 200 body (JSON answers only); `{ type: 'object' }` when absent. */
  schema?: JsonObject;
  /** The 200 answer is a redirect (302) rather than a document. */
  redirect?: boolean;
  /** Path parameters whose values are product ids. */
  productIdParameters?: boolean;
}

export interface OpenApiOptions {
  /** Every free GET the gateway serves. */
  freeEndpoints: readonly FreeEndpoint[];
  /** Every error code of the `{ error: { code, message, details? } }` body. */
  errorCodes: readonly string[];
  /** All product ids (free schema and docs pages exist for each, sold or not). */
  allProductIds: readonly string[];
  /** Operations the caller describes itself (another door, e.g. an MCP endpoint); none by default. */
  extraOperations?: readonly ExtraOperation[];
}

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/**
 * An operation served beside the free GETs and the run endpoints, written by its owner as an
 * OpenAPI 3.1 Operation Object; it may reference this document's components (`Error`, `Result`,
 * the product schemas by id, the `responses`).
 */
export interface ExtraOperation {
  /** OpenAPI path (`/mcp`). */
  path: string;
  method: HttpMethod;
  operation: JsonObject;
  /** A tag the operation uses, declared in the document's `tags`. */
  tag?: { name: string; description: string };
}

/** The 200 envelope (DESIGN.md "Result envelope"); `report` is product-specific. */
export const RESULT_SCHEMAS: Record<'Finding' | 'Receipt' | 'Result', JsonObject> = {
  Finding: {
    type: 'object',
    required: ['code', 'severity', 'subject', 'pointer', 'message', 'details'],
    properties: {
      code: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' },
      severity: { enum: ['error', 'warning', 'notice'] },
      subject: { type: ['string', 'null'], description: "The caller's own identifier of the item; null for the whole packet." },
      pointer: { type: 'string', description: 'RFC 6901 JSON Pointer into the request body; "" for the whole packet.' },
      message: { type: 'string' },
      details: { type: 'object' },
    },
  },
  Receipt: {
    type: 'object',
    description:
      'Versioned evidence receipt. inputDigest and resultDigest are SHA-256 over RFC 8785 canonical JSON. ' +
      'payment and issuedAt are added by the gateway after settlement; the signed copy travels in the Payment-Response header (x402 offer-receipt extension, JWS ES256).',
    required: ['receiptVersion', 'utility', 'utilityVersion', 'interfaceVersion', 'inputDigest', 'resultDigest'],
    properties: {
      receiptVersion: { type: 'string' },
      utility: { type: 'string' },
      utilityVersion: { type: 'string' },
      interfaceVersion: { type: 'string' },
      inputDigest: { type: 'string', pattern: '^sha256:[0-9a-f]{64}$' },
      resultDigest: { type: 'string', pattern: '^sha256:[0-9a-f]{64}$' },
      source: {
        type: 'object',
        description: 'Maintained public-data products only: where the records came from.',
        required: ['mode', 'dataset', 'snapshot'],
        properties: {
          mode: { enum: ['live', 'fallback', 'caller-supplied'] },
          dataset: { type: 'string' },
          snapshot: { type: ['object', 'null'] },
          ageSeconds: { type: 'integer', minimum: 0 },
        },
      },
      payment: {
        type: 'object',
        required: ['scheme', 'network', 'asset', 'amount', 'payer', 'transaction'],
        properties: {
          scheme: { type: 'string' },
          network: { type: 'string' },
          asset: { type: 'string' },
          amount: { type: 'string', pattern: '^[0-9]+$', description: 'Base units of the asset (USDC: 6 decimals).' },
          payer: { type: 'string' },
          transaction: { type: 'string' },
        },
      },
      issuedAt: { type: 'string', format: 'date-time' },
    },
  },
  Result: {
    type: 'object',
    required: ['utility', 'version', 'status', 'summary', 'findings', 'report', 'receipt'],
    properties: {
      utility: { type: 'string' },
      version: { type: 'string' },
      status: { enum: ['READY', 'REVIEW', 'BLOCKED'], description: 'Any error finding: BLOCKED; any warning: REVIEW; else READY.' },
      summary: {
        type: 'object',
        required: ['errors', 'warnings', 'notices'],
        properties: {
          errors: { type: 'integer', minimum: 0 },
          warnings: { type: 'integer', minimum: 0 },
          notices: { type: 'integer', minimum: 0 },
        },
      },
      findings: { type: 'array', items: { $ref: '#/components/schemas/Finding' } },
      report: { description: "Product-specific report with per-item verdicts in input order (see the product's docs page)." },
      receipt: { $ref: '#/components/schemas/Receipt' },
    },
  },
};

/** `{ error: { code, message, details? } }`, the one body of every non-200 answer. */
export function errorBodySchema(errorCodes: readonly string[]): JsonObject {
  return {
    type: 'object',
    required: ['error'],
    properties: {
      error: {
        type: 'object',
        required: ['code', 'message'],
        properties: {
          code: { enum: [...errorCodes] },
          message: { type: 'string' },
          details: {
            description:
              '400 INVALID_EVIDENCE: at most 50 `{ pointer, keyword, message }`; 402: the same x402 v2 payment requirements as the Payment-Required header; 413: `{ limitBytes }`.',
          },
        },
      },
    },
  };
}

const JSON_TYPE = 'application/json';

function errorResponse(description: string, headers?: Record<string, JsonValue>): JsonObject {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { [JSON_TYPE]: { schema: { $ref: '#/components/schemas/Error' } } },
  };
}

function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

function pathParameters(path: string, productIds: readonly string[] | null): JsonObject[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map(
    (match): JsonObject => ({
      name: match[1] as string,
      in: 'path',
      required: true,
      schema: productIds ? { type: 'string', enum: [...productIds] } : { type: 'string' },
    }),
  );
}

function operationId(prefix: string, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return [prefix, ...(words.length > 0 ? words : ['root'])].join('_');
}

function freeOperation(endpoint: FreeEndpoint, productIds: readonly string[]): JsonObject {
  const parameters = pathParameters(endpoint.path, endpoint.productIdParameters ? productIds : null);
  const ok: JsonObject = endpoint.redirect
    ? { '302': { description: endpoint.description ?? endpoint.summary, headers: { Location: { schema: { type: 'string' } } } } }
    : {
        '200': {
          description: endpoint.description ?? endpoint.summary,
          content: {
            [endpoint.contentType]: {
              schema: endpoint.schema ?? (endpoint.contentType.startsWith(JSON_TYPE) ? { type: 'object' } : { type: 'string' }),
            },
          },
        },
      };
  return {
    operationId: operationId('get', endpoint.path),
    summary: endpoint.summary,
    tags: ['Free'],
    // Explicitly public: no credential of any kind (discovery tools read a missing `security` as unknown).
    security: [],
    ...(parameters.length > 0 ? { parameters } : {}),
    responses: {
      ...ok,
      ...(endpoint.redirect ? {} : { '304': { description: 'Not modified (If-None-Match matched the ETag).' } }),
      ...(parameters.length > 0 ? { '404': notFound(endpoint.contentType) } : {}),
    },
  };
}

/** An unknown product id: the JSON error, or for an HTML page a page, unless the client prefers JSON. */
function notFound(contentType: string): JsonObject {
  if (contentType.startsWith(JSON_TYPE)) return { $ref: '#/components/responses/NotFound' };
  return {
    description: 'No product has this id: a page saying so, or the JSON error body (UNKNOWN_UTILITY) when Accept prefers application/json.',
    content: { [contentType]: { schema: { type: 'string' } }, [JSON_TYPE]: { schema: { $ref: '#/components/schemas/Error' } } },
  };
}

function paidOperation(check: CheckDefinition, baseUrl: string): JsonObject {
  const urls = productUrls(check.id, baseUrl);
  return {
    operationId: operationId('run', check.id),
    summary: check.title,
    description:
      `${check.summary}\n\nPrice: ${check.price} per call (${priceBaseUnits(check.price)} USDC base units), paid with x402. ` +
      `Free sample request and exact response: ${urls.sandboxExample}. Docs: ${urls.docsUrl}.`,
    tags: [check.category],
    externalDocs: { url: urls.docsUrl },
    // No OpenAPI credential: the x402 payment is the authorization, declared by `x-payment-info`
    // (x402scan's discovery reads an operation with it and `security: []` as paid).
    security: [],
    'x-payment-info': paymentInfo(check),
    parameters: [
      {
        name: PAYMENT_SIGNATURE_HEADER,
        in: 'header',
        required: false,
        description: 'x402 v2 payment payload (base64 JSON) for the terms of the 402; absent on the first call.',
        schema: { type: 'string' },
      },
    ],
    requestBody: {
      required: true,
      description: `The ${check.id} evidence packet (at most 262,144 bytes). An empty body without payment is a price probe (402).`,
      content: { [JSON_TYPE]: { schema: { $ref: `#/components/schemas/${check.id}` }, example: check.sampleInput as JsonValue } },
    },
    responses: {
      '200': {
        description: 'Deterministic result with its evidence receipt (only after the payment settled).',
        headers: { [PAYMENT_RESPONSE_HEADER]: { $ref: '#/components/headers/PaymentResponse' } },
        content: { [JSON_TYPE]: { schema: { $ref: '#/components/schemas/Result' } } },
      },
      '400': { $ref: '#/components/responses/BadRequest' },
      '402': { $ref: '#/components/responses/PaymentRequired' },
      '404': { $ref: '#/components/responses/NotFound' },
      '413': { $ref: '#/components/responses/PayloadTooLarge' },
      '415': { $ref: '#/components/responses/UnsupportedMediaType' },
      '503': { $ref: '#/components/responses/ServiceUnavailable' },
    },
  };
}

/** The component name of a product schema's `$defs` member: `<utility-id>.<name>`. */
export function defComponentName(checkId: string, name: string): string {
  return `${checkId}.${name}`;
}

/** Every local `$ref` of a schema rewritten by `rewrite` (a copy; the definition's schema is frozen). */
function mapRefs(node: JsonValue, rewrite: (ref: string) => string): JsonValue {
  if (Array.isArray(node)) return node.map((item) => mapRefs(item, rewrite));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' ? rewrite(value) : mapRefs(value as JsonValue, rewrite)]),
  );
}

/**
 * A product's input schema as OpenAPI components every consumer can read: the schema itself under
 * the product id, and each of its `$defs` beside it as `<id>.<name>`, with every `#/$defs/…`
 * reference rebased to `#/components/schemas/…`. Kept as served at `/api/schema/<id>` otherwise
 * (same keywords), but without `$id` and `$schema`: an embedded `$id` makes its references resolve
 * against that URL, which JSON Schema allows and most OpenAPI tooling does not follow, and the
 * document's `jsonSchemaDialect` already names 2020-12.
 */
export function componentSchemas(check: CheckDefinition): Record<string, JsonObject> {
  const { $id: _id, $schema: _schema, $defs, ...schema } = check.inputSchema as JsonObject & { $defs?: JsonObject };
  const rewrite = (ref: string): string => {
    const match = /^#\/\$defs\/([^/]+)$/.exec(ref);
    if (!match) throw new Error(`${check.id}: a $ref that is not to its own $defs cannot be embedded: ${ref}`);
    return `#/components/schemas/${defComponentName(check.id, decodeURIComponent(match[1] as string))}`;
  };
  const components: Record<string, JsonObject> = { [check.id]: mapRefs(schema, rewrite) as JsonObject };
  for (const [name, def] of Object.entries($defs ?? {})) components[defComponentName(check.id, name)] = mapRefs(def as JsonValue, rewrite) as JsonObject;
  return components;
}

/** A short how-to for agents, in `info.x-guidance`. */
export function agentGuidance(baseUrl: string): string {
  const base = trimBaseUrl(baseUrl);
  return [
    `1. Pick a product: each POST /api/run/{id} below is one paid check (x-payment-info has its USD price); ${base}${DISCOVERY_PATHS.x402} lists every paid URL.`,
    `2. Try it free first: ${base}/sandbox/index.json has, per product, a sample request and the exact response it gets; validate your own packet against the request body schema.`,
    `3. POST the packet. 402 answers carry the x402 v2 terms in the ${PAYMENT_HEADER} header (scheme exact, USDC on eip155:8453); invalid packets get 400 with JSON Pointers before anything is paid.`,
    `4. Pay with an x402 client and repeat the same POST with ${PAYMENT_SIGNATURE_HEADER}. The 200 carries the result and its evidence receipt; ${PAYMENT_RESPONSE_HEADER} carries the settlement and a signed receipt (keys: ${base}${DISCOVERY_PATHS.jwks}).`,
  ].join('\n');
}

/** `/openapi.json`: OpenAPI 3.1 with every free GET, every sold product as its own paid operation, and the caller's extra operations. */
export function buildOpenApiDocument(sold: readonly CheckDefinition[], config: CatalogConfig, options: OpenApiOptions): JsonObject {
  const base = trimBaseUrl(config.baseUrl);
  const paths: Record<string, JsonObject> = {};
  for (const endpoint of options.freeEndpoints) {
    paths[openApiPath(endpoint.path)] = { get: freeOperation(endpoint, options.allProductIds) };
  }
  for (const check of sold) paths[`/api/run/${check.id}`] = { post: paidOperation(check, config.baseUrl) };
  const tags: JsonObject[] = [{ name: 'Free', description: 'Catalogs, schemas, sandbox fixtures, docs and discovery documents: no payment.' }];
  for (const extra of options.extraOperations ?? []) {
    const item = paths[extra.path] ?? {};
    // Never a silent overwrite of a generated operation.
    if (item[extra.method] !== undefined) throw new Error(`openapi: ${extra.method.toUpperCase()} ${extra.path} is described twice`);
    paths[extra.path] = { ...item, [extra.method]: extra.operation };
    if (extra.tag && !tags.some((tag) => tag.name === extra.tag!.name)) tags.push({ ...extra.tag });
  }
  const productSchemas = Object.fromEntries(sold.flatMap((check) => Object.entries(componentSchemas(check))));
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: config.sellerName,
      version: INTERFACE_VERSION,
      contact: { name: config.sellerName, url: config.supportUrl },
      license: { name: 'MIT', identifier: 'MIT' },
      description:
        'Deterministic evidence checks for agents, sold per call with x402 v2 (USDC on Base). Request bodies are the products\' JSON Schemas (2020-12); ' +
        'every paid answer carries a versioned evidence receipt.',
      'x-guidance': agentGuidance(config.baseUrl),
    },
    servers: [{ url: base }],
    externalDocs: { description: 'Human documentation', url: `${base}/docs` },
    'x-x402-discovery': `${base}${DISCOVERY_PATHS.x402}`,
    'x-llms-txt': `${base}${DISCOVERY_PATHS.llms}`,
    tags,
    paths,
    components: {
      schemas: {
        ...RESULT_SCHEMAS,
        Error: errorBodySchema(options.errorCodes),
        ...productSchemas,
      },
      headers: {
        PaymentRequired: {
          description: 'x402 v2 payment requirements, base64 of JSON: the authority for the exact terms (scheme, network, amount, asset, payTo).',
          required: true,
          schema: { type: 'string' },
        },
        PaymentResponse: {
          description:
            'x402 v2 settlement response, base64 of JSON (transaction, network, payer); its extensions["offer-receipt"].info.receipt is the signed evidence receipt (JWS).',
          schema: { type: 'string' },
        },
        RetryAfter: { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } },
      },
      responses: {
        BadRequest: errorResponse('MALFORMED_JSON or INVALID_EVIDENCE (details: JSON Pointers into the body). Nothing is charged.'),
        PaymentRequired: errorResponse(
          'PAYMENT_REQUIRED, PAYMENT_INVALID or PAYMENT_SETTLEMENT_FAILED. Pay as the Payment-Required header says and repeat the request with Payment-Signature.',
          { [PAYMENT_HEADER]: { $ref: '#/components/headers/PaymentRequired' } },
        ),
        NotFound: errorResponse('UNKNOWN_UTILITY: no product has this id.'),
        PayloadTooLarge: errorResponse('PAYLOAD_TOO_LARGE: the body exceeds 262,144 bytes.'),
        UnsupportedMediaType: errorResponse('UNSUPPORTED_MEDIA_TYPE: send Content-Type: application/json.'),
        ServiceUnavailable: errorResponse(
          'PAYMENT_SERVICE_UNAVAILABLE (facilitator unreachable), SOURCE_UNAVAILABLE (maintained public data down, no snapshot), or RUN_DEADLINE_EXCEEDED / RUN_RESOURCES_EXCEEDED (the check was stopped at the run deadline or its memory limit). The payment was not settled: nothing was charged.',
          { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
        ),
      },
    },
  };
}
