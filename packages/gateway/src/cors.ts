import cors, { type CorsOptions } from 'cors';
import { PAYMENT_HEADER, PAYMENT_RESPONSE_HEADER, PAYMENT_SIGNATURE_HEADER } from '@evidence-check/catalog-builder';

/**
 * What a browser MCP client sends to `POST /mcp` beyond safelisted headers (`Accept` is one), per the
 * Streamable HTTP transport: `MCP-Protocol-Version` on every request after initialize, `Mcp-Session-Id`
 * when a server gave one, `Last-Event-ID` to resume a stream (revisions 2025-03-26 to 2025-11-25), and
 * `Mcp-Method`/`Mcp-Name` on every POST from revision 2026-07-28. This door is stateless and never
 * streams, but a client must not be stopped by the preflight before it learns that.
 */
export const MCP_REQUEST_HEADERS = ['Mcp-Protocol-Version', 'Mcp-Session-Id', 'Last-Event-ID', 'Mcp-Method', 'Mcp-Name'] as const;

/**
 * Browser agents call the gateway from other origins: every answer is readable cross-origin (no
 * cookies, no credentials: the payment is the authorization), a run may carry `Content-Type: application/json` and
 * `Payment-Signature` (both need a preflight), and the x402 headers of its answer are exposed to the page.
 * `Mcp-Session-Id` is exposed because an MCP client reads it (a stateful server's session; this one sends none).
 */
export const CORS_OPTIONS: CorsOptions = {
  origin: '*',
  methods: ['GET', 'HEAD', 'POST'],
  allowedHeaders: ['Content-Type', PAYMENT_SIGNATURE_HEADER, 'If-None-Match', ...MCP_REQUEST_HEADERS],
  exposedHeaders: [PAYMENT_HEADER, PAYMENT_RESPONSE_HEADER, 'Retry-After', 'ETag', 'Mcp-Session-Id'],
  maxAge: 600,
};

export function corsMiddleware() {
  return cors(CORS_OPTIONS);
}
