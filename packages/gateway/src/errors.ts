import type { ServerResponse } from 'node:http';

/** Every error code of the error body (also listed in /openapi.json). */
export const ERROR_CODES = [
  'MALFORMED_JSON',
  'INVALID_EVIDENCE',
  'PAYMENT_REQUIRED',
  'PAYMENT_INVALID',
  'PAYMENT_SETTLEMENT_FAILED',
  'UNKNOWN_UTILITY',
  'NOT_FOUND',
  'NOT_IMPLEMENTED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYMENT_SERVICE_UNAVAILABLE',
  'SOURCE_UNAVAILABLE',
  // A check run stopped (check-pool.ts): never settled, nothing charged.
  'RUN_DEADLINE_EXCEEDED',
  'RUN_RESOURCES_EXCEEDED',
  'INTERNAL_ERROR',
  // Request-level faults outside the body and the product (client-errors.ts, shutdown.ts).
  'MALFORMED_REQUEST',
  'METHOD_NOT_ALLOWED',
  'REQUEST_TIMEOUT',
  'HEADERS_TOO_LARGE',
  'SHUTTING_DOWN',
  // Start-up and readiness (warmup.ts, health.ts).
  'STARTING',
  'NOT_READY',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every non-200 answer has this one shape (DESIGN.md "Errors"). */
export function sendError(res: ServerResponse, status: number, code: ErrorCode, message: string, details?: unknown): void {
  sendJson(res, status, details === undefined ? { error: { code, message } } : { error: { code, message, details } });
}

/**
 * A JSON answer on Node's own response API, the bytes Express's `res.json` writes (no ETag: the
 * app disables them): both the router's routes and the run door (run-door.ts) answer with it.
 */
export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  sendJsonText(res, status, JSON.stringify(value));
}

/** The same answer for a value already serialized (a result the check pool serialized). */
export function sendJsonText(res: ServerResponse, status: number, json: string): void {
  sendBytes(res, status, Buffer.from(json, 'utf8'));
}

function sendBytes(res: ServerResponse, status: number, body: Buffer): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/**
 * The same body with `details` given as JSON text already serialized: a product's standing 402
 * terms are serialized once, and the whole body is kept per (terms, code, message), so a 402 of
 * the standing offer writes bytes built once.
 */
const builtBodies = new WeakMap<object, Map<string, Buffer>>();

export function sendErrorWithJsonDetails(res: ServerResponse, status: number, code: ErrorCode, message: string, details: { json: string; owner: object }): void {
  let bodies = builtBodies.get(details.owner);
  if (!bodies) builtBodies.set(details.owner, (bodies = new Map()));
  const key = `${code}\n${message}`;
  let body = bodies.get(key);
  if (!body) {
    body = Buffer.from(`{"error":{"code":${JSON.stringify(code)},"message":${JSON.stringify(message)},"details":${details.json}}}`, 'utf8');
    // Messages of refusals quote a reason; only the standing offer's few messages are worth keeping.
    if (bodies.size < 8) bodies.set(key, body);
  }
  sendBytes(res, status, body);
}
