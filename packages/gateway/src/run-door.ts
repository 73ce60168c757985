import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Express } from 'express';
import { pathOf } from './payments/node-adapter.js';
import type { RunLocals } from './run-route.js';

/** `POST /api/run/<id>` spelled exactly so (any query); every other spelling goes through the router. */
const RUN_PATH = /^\/api\/run\/([^/?#]+)(?:\?.*)?$/;

/** A connect-style middleware, as helmet, cors and compression are. */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export interface RunDoor {
  /** Starts the request's log line, as the app's request-log middleware does, and returns its fields. */
  track(req: IncomingMessage, res: ServerResponse, path: string): RunLocals;
  /** What the app's middleware sets on every answer of this path (security headers, CORS), in its order. */
  headers: readonly (readonly [string, string])[];
  /** The app's compression middleware for the paid endpoint (it compresses only when asked). */
  compress: Middleware;
  run(req: IncomingMessage, res: ServerResponse, id: string, locals: RunLocals): Promise<void>;
  /** The app's last-resort answer to a thrown error. */
  onError(error: unknown, res: ServerResponse): void;
}

/**
 * The paid endpoint's requests skip Express altogether: its router, and the request and response
 * prototypes it swaps in (a minimal Express app answering the same bytes reaches ~0.3× a bare
 * node:http server). The run handler works on Node's own objects, so the door gives it what the
 * routed path does — the log line, the middleware's headers, compression when asked, `id` decoded
 * as the router decodes `:id` — and the app's error answer. A path the router would answer
 * differently (a bad percent-escape: 400, another spelling: its own match) is left to the router;
 * test/run-door.test.ts compares both byte for byte.
 */
export function withRunDoor(app: Express, door: RunDoor): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    const match = req.method === 'POST' ? RUN_PATH.exec(url) : null;
    let id: string | null = null;
    if (match) {
      try {
        id = decodeURIComponent(match[1] as string);
      } catch {
        id = null;
      }
    }
    if (id === null) {
      app(req, res);
      return;
    }
    const productId = id;
    const locals = door.track(req, res, pathOf(url));
    for (const [name, value] of door.headers) res.setHeader(name, value);
    const fail = (error: unknown) => door.onError(error, res);
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

/**
 * The headers a chain of middleware sets on an answer to `method` (a request with no other
 * headers), found by running it once against a recording response: helmet's and cors's headers
 * do not depend on the request beyond that, so the door sets the very same ones without running
 * the chain per request. Throws if a middleware does not pass the request on at once.
 */
export function headersSetBy(middleware: readonly Middleware[], method: string): [string, string][] {
  const headers = new Map<string, [string, string]>();
  const res = {
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), [name, String(value)]);
      return res;
    },
    getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
    hasHeader: (name: string) => headers.has(name.toLowerCase()),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  const req = { method, url: '/', headers: {} };
  for (const step of middleware) {
    let passed = false;
    step(req as unknown as IncomingMessage, res as unknown as ServerResponse, (error) => {
      if (error) throw error;
      passed = true;
    });
    if (!passed) throw new Error('a middleware of the run door did not pass the request on at once');
  }
  return [...headers.values()];
}
