// What the server answers between binding its port and having its app: the dev chain, the
// snapshot store's migrations and the facilitator's capabilities can take seconds, and a request
// that arrives then is answered at once, never held. Liveness says the process answers; readiness
// says every dependency is starting; anything else is 503 STARTING with `Retry-After: 1`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorBody, sendStandalone } from './errors.js';
import { HEALTH_PATHS, LIVE_BODY, notReadyMessage, startingDependencies } from './health.js';

const STARTING_BODY = errorBody('STARTING', 'The gateway is starting and cannot answer this yet; nothing was charged. Retry in a second.');
const NOT_READY_BODY = errorBody('NOT_READY', notReadyMessage(startingDependencies()), startingDependencies());
const LIVE = JSON.stringify(LIVE_BODY);

function send(req: IncomingMessage, res: ServerResponse, status: number, body: string): void {
  sendStandalone(res, status, body, {
    ...(status === 503 ? { retryAfter: '1' } : {}),
    // A body is never read here: end the connection with the answer instead of draining an upload.
    close: req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined,
    head: req.method === 'HEAD',
  });
}

/** The request listener of the warm-up window (GracefulServer uses it until the app is attached). */
export function answerWarmup(req: IncomingMessage, res: ServerResponse): void {
  const path = (req.url ?? '/').split('?', 1)[0];
  const read = req.method === 'GET' || req.method === 'HEAD';
  if (read && path === HEALTH_PATHS.live) return send(req, res, 200, LIVE);
  if (read && path === HEALTH_PATHS.ready) return send(req, res, 503, NOT_READY_BODY);
  send(req, res, 503, STARTING_BODY);
}
