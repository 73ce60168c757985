// The headers every answer of the gateway carries, whoever writes it: the app's routes (through
// helmet and cors), the run door, the warm-up and shutdown answers, and the raw answers to
// requests Node's parser refused. Recorded once from the very middleware the app runs, so the
// lists cannot drift apart.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { corsMiddleware } from './cors.js';
import { securityHeaders } from './security-headers.js';

/** A connect-style middleware, as helmet, cors and compression are. */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers a chain of middleware sets on an answer to `method` (a request with no other
 * headers), found by running it once against a recording response: helmet's and cors's headers
 * do not depend on the request beyond that. Throws if a middleware does not pass the request on at once.
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
    if (!passed) throw new Error('a middleware did not pass the request on at once');
  }
  return [...headers.values()];
}

/** Security headers (helmet) and CORS for a simple cross-origin request, in the app's order. */
export const ANSWER_HEADERS: readonly (readonly [string, string])[] = Object.freeze(
  headersSetBy([securityHeaders(), corsMiddleware()] as unknown as Middleware[], 'POST'),
);

/** Sets ANSWER_HEADERS on an answer that does not pass through the app's middleware. */
export function setAnswerHeaders(res: ServerResponse): void {
  for (const [name, value] of ANSWER_HEADERS) res.setHeader(name, value);
}
