import type { Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Express, Request, Response } from 'express';
import { rawErrorResponse, sendError, type ErrorCode } from './errors.js';

/**
 * Client errors that never reach a route: a malformed percent-escape in the path (the router's
 * URIError, status 400), a method the path does not serve (405), and what Node's HTTP parser
 * refuses before Express sees a request (431 headers too large, 400 bad request line, 408 timeout).
 * Every one answers the documented JSON error shape, never a bare status or a 500.
 */

interface ClientError {
  status: number;
  code: ErrorCode;
  message: string;
}

const BY_STATUS: Record<number, Omit<ClientError, 'status'>> = {
  400: { code: 'MALFORMED_REQUEST', message: 'The request could not be read: its URL or headers are malformed.' },
  404: { code: 'NOT_FOUND', message: 'Nothing is served at this path.' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'This path does not serve this method.' },
  408: { code: 'REQUEST_TIMEOUT', message: 'The request was not received in time.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This media type is not accepted.' },
  431: { code: 'HEADERS_TOO_LARGE', message: 'The request headers are larger than the server accepts.' },
};

/** The 4xx an error thrown inside Express carries (`status` or `statusCode`, as http-errors sets them), else null. */
export function clientErrorOf(error: unknown): ClientError | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === 'number' ? status : statusCode;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 400 || value > 499) return null;
  const known = BY_STATUS[value] ?? BY_STATUS[400]!;
  if (value === 400 && error instanceof URIError) {
    return { status: 400, code: 'MALFORMED_REQUEST', message: 'The request path contains a malformed percent-escape (RFC 3986 §2.1).' };
  }
  return { status: value, ...known };
}

export function sendClientError(res: ServerResponse, error: ClientError): void {
  sendError(res, error.status, error.code, error.message);
}

type RouteLayer = { route?: { methods?: Record<string, boolean> }; match?: (path: string) => boolean };

/**
 * The methods the app's routes serve at `path` (GET implies HEAD), from the router's own route
 * table, so a route added anywhere is counted. Empty when no route matches: then it is a 404.
 */
export function allowedMethods(app: Express, path: string, outsideRouter: (path: string) => readonly string[] = () => []): string[] {
  const stack = (app as unknown as { router?: { stack?: RouteLayer[] } }).router?.stack ?? [];
  const methods = new Set<string>(outsideRouter(path));
  for (const layer of stack) {
    if (!layer.route?.methods || typeof layer.match !== 'function') continue;
    let matches = false;
    try {
      matches = layer.match(path);
    } catch {
      matches = false; // a path the route cannot decode is served by no method
    }
    if (!matches) continue;
    for (const [method, on] of Object.entries(layer.route.methods)) {
      if (on && method !== '_all') methods.add(method.toUpperCase());
    }
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

/**
 * The last handler: 405 with `Allow` when another method is served at this path, else 404.
 * `outsideRouter` names the methods served at a path before the router (the run door's POST).
 */
export function notFoundHandler(app: Express, outsideRouter?: (path: string) => readonly string[]) {
  return (req: Request, res: Response): void => {
    const allowed = allowedMethods(app, req.path, outsideRouter);
    if (allowed.length > 0 && !allowed.includes(req.method)) {
      res.setHeader('Allow', allowed.join(', '));
      sendError(res, 405, 'METHOD_NOT_ALLOWED', `${req.method} is not served at ${req.path}; use ${allowed.join(' or ')}.`);
      return;
    }
    sendError(res, 404, 'NOT_FOUND', `Nothing is served at ${req.method} ${req.path}.`);
  };
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Content Too Large',
  431: 'Request Header Fields Too Large',
};

/** What Node's parser refused, as a status (Node's own defaults: 431 on header overflow, 408 on timeout, else 400). */
function parserStatus(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/** A raw HTTP/1.1 answer in the JSON error shape, then close (for sockets Express never sees). */
function rawResponse(status: number, extraHeaders: readonly string[] = []): string {
  const known = BY_STATUS[status] ?? BY_STATUS[400]!;
  return rawErrorResponse(status, REASONS[status] ?? 'Bad Request', known.code, known.message, extraHeaders);
}

/** The raw HTTP/1.1 answer to a request Node's parser refused: the JSON error shape, then close. */
export function rawClientErrorResponse(code: string | undefined): string {
  return rawResponse(parserStatus(code));
}

/**
 * Node answers a request its parser refuses with a bare status line and an empty body. The
 * `clientError` event lets the server answer instead, unless a response on the socket has already
 * begun (it is never interleaved with another): then the JSON error, then close.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex & { _httpMessage?: { headersSent?: boolean } | null }) => {
    // Node's own default makes the same test: answer unless a response on this socket has begun.
    if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(rawClientErrorResponse(error.code));
  });
  // CONNECT (a proxy tunnel) goes to the 'connect' event, and with no listener Node drops the
  // connection without a word: answer 405 instead.
  server.on('connect', (_req: unknown, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    socket.end(rawResponse(405, ['Allow: GET, HEAD, POST']));
  });
}
