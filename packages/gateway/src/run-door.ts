import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Express, NextFunction, Request, RequestHandler, Response } from 'express';

/** `POST /api/run/<id>` spelled exactly so (any query); every other spelling goes through the router. */
const RUN_PATH = /^\/api\/run\/([^/?#]+)(?:\?.*)?$/;

/**
 * The paid endpoint's requests skip Express's router, which costs more than the rest of the 402
 * path (a minimal Express app answering the same bytes reaches ~0.3× a bare node:http server).
 * They get what the router would give them — the app's request/response prototypes, `params.id`
 * decoded the same way — then the same middleware and the same handler as the routed
 * `app.post('/api/run/:id')`, and the app's error handler. A path the router would answer
 * differently (a bad percent-escape: 400, another spelling: its own match) is left to the router.
 */
export function withRunDoor(
  app: Express,
  door: { middleware: readonly RequestHandler[]; run: (req: Request, res: Response) => Promise<void>; onError: ErrorRequestHandler },
): RequestListener {
  const finalize: NextFunction = () => undefined;
  return (rawReq: IncomingMessage, rawRes: ServerResponse) => {
    const match = rawReq.method === 'POST' ? RUN_PATH.exec(rawReq.url ?? '') : null;
    let id: string | null = null;
    if (match) {
      try {
        id = decodeURIComponent(match[1] as string);
      } catch {
        id = null;
      }
    }
    if (id === null) {
      app(rawReq, rawRes);
      return;
    }
    // What app.handle and the router set up before a route handler runs.
    const req = Object.setPrototypeOf(rawReq, app.request) as Request;
    const res = Object.setPrototypeOf(rawRes, app.response) as Response;
    (req as { res?: Response }).res = res;
    (res as { req?: Request }).req = req;
    res.locals = Object.create(null) as Record<string, unknown>;
    req.originalUrl = req.url;
    req.baseUrl = '';
    req.params = { id };
    const fail = (error: unknown) => door.onError(error, req, res, finalize);
    let index = 0;
    const next: NextFunction = (error?: unknown) => {
      if (error) return fail(error);
      const middleware = door.middleware[index++];
      if (middleware) {
        try {
          middleware(req, res, next);
        } catch (thrown) {
          fail(thrown);
        }
        return;
      }
      door.run(req, res).catch(fail);
    };
    next();
  };
}
