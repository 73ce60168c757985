import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { Middleware } from './answer-headers.js';
import { pathOf } from './payments/node-adapter.js';
import type { RunLocals } from './run-route.js';

/**
 * `POST /api/run/<id>` in every spelling Express's router would route (router 2: paths match
 * case-insensitively, one trailing slash is optional, any query): the one way into the paid handler.
 */
const RUN_PATH = /^\/api\/run\/([^/?#]+)\/?(?:\?.*)?$/i;

/** Whether a path (no query) is the paid endpoint's: the 404/405 handler lists POST for it. */
export function isRunPath(path: string): boolean {
  return RUN_PATH.test(path);
}

/** A malformed percent-escape in the product id: the router's own 400 (client-errors.ts maps it). */
function malformedEscape(): URIError & { status: number } {
  return Object.assign(new URIError('malformed percent-escape in the request path'), { status: 400 });
}

export interface RunDoor {
  /** Starts the request's log line, as the app's request-log middleware does, and returns its fields. */
  track(req: IncomingMessage, res: ServerResponse, path: string): RunLocals;
  /** What the app's middleware sets on every answer (security headers, CORS): answer-headers.ts. */
  headers: readonly (readonly [string, string])[];
  /** The app's compression middleware for the paid endpoint (it compresses only when asked). */
  compress: Middleware;
  run(req: IncomingMessage, res: ServerResponse, id: string, locals: RunLocals): Promise<void>;
  /** The app's last-resort answer to a thrown error (a client error keeps its own 4xx). */
  onError(error: unknown, res: ServerResponse): void;
}

/**
 * The paid endpoint is answered here, on Node's own objects, and nowhere else: the app's router
 * has no route for it. Skipping Express for it (its router, and the request and response
 * prototypes it swaps in) keeps the 402 a price probe gets cheap: `pnpm bench:http` measures it
 * (gateway README). The door gives the handler what a route would have had: the log line, the
 * middleware's headers, compression when asked, and `id` decoded as the router decodes `:id`.
 */
export function withRunDoor(app: Express, door: RunDoor): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    // A CORS preflight is the app's (the cors middleware answers it), whatever the path.
    const match = req.method === 'OPTIONS' ? null : RUN_PATH.exec(url);
    if (!match) {
      app(req, res);
      return;
    }
    let id: string | null = null;
    try {
      id = decodeURIComponent(match[1] as string);
    } catch {
      // The path is read before the method, as the router did: a malformed escape is 400 for any method.
    }
    if (id !== null && req.method !== 'POST') {
      app(req, res); // 405 with `Allow: POST` (the app's last handler)
      return;
    }
    const locals = door.track(req, res, pathOf(url));
    for (const [name, value] of door.headers) res.setHeader(name, value);
    const fail = (error: unknown) => door.onError(error, res);
    if (id === null) {
      fail(malformedEscape());
      return;
    }
    const productId = id;
    const run = (error?: unknown) => {
      if (error) return fail(error);
      door.run(req, res, productId, locals).catch(fail);
    };
    try {
      door.compress(req, res, run);
    } catch (thrown) {
      fail(thrown);
    }
  };
}
