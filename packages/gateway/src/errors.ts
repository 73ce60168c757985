import type { ServerResponse } from 'node:http';
import { ANSWER_HEADERS, setAnswerHeaders } from './answer-headers.js';

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

/** The one shape of every non-200 answer (DESIGN.md "Errors"), as JSON text. */
export function errorBody(code: ErrorCode, message: string, details?: unknown): string {
  return JSON.stringify(details === undefined ? { error: { code, message } } : { error: { code, message, details } });
}

/** An error answer of the app (its middleware has set the security and CORS headers). */
export function sendError(res: ServerResponse, status: number, code: ErrorCode, message: string, details?: unknown): void {
  sendJsonText(res, status, errorBody(code, message, details));
}

export interface StandaloneOptions {
  /** Seconds, for a 503 the client should retry. */
  retryAfter?: string;
  /** End the connection with the answer (a body that will not be read, a server that is stopping). */
  close?: boolean;
  /** A HEAD request: the headers only. */
  head?: boolean;
}

/**
 * A JSON answer written before or after the app (warm-up, shutdown): the app's security and CORS
 * headers (answer-headers.ts), never cached, then the body.
 */
export function sendStandalone(res: ServerResponse, status: number, json: string, options: StandaloneOptions = {}): void {
  setAnswerHeaders(res);
  res.setHeader('Cache-Control', 'no-store');
  if (options.retryAfter !== undefined) res.setHeader('Retry-After', options.retryAfter);
  if (options.close) {
    res.setHeader('Connection', 'close');
    res.shouldKeepAlive = false;
  }
  const body = Buffer.from(json, 'utf8');
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.end(options.head ? undefined : body);
}

/**
 * The raw HTTP/1.1 bytes of an error answer on a socket no response object exists for (what
 * Node's parser refused, a CONNECT): the same headers and body shape, then close.
 */
export function rawErrorResponse(status: number, reason: string, code: ErrorCode, message: string, extraHeaders: readonly string[] = []): string {
  const body = errorBody(code, message);
  const headers = [
    ...ANSWER_HEADERS.map(([name, value]) => `${name}: ${value}`),
    'Content-Type: application/json; charset=utf-8',
    'Cache-Control: no-store',
    'Connection: close',
    ...extraHeaders,
    `Content-Length: ${Buffer.byteLength(body)}`,
  ];
  return [`HTTP/1.1 ${status} ${reason}`, ...headers, '', body].join('\r\n');
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
