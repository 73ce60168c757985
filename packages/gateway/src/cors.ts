import cors, { type CorsOptions } from 'cors';
import { PAYMENT_HEADER, PAYMENT_RESPONSE_HEADER, PAYMENT_SIGNATURE_HEADER } from '@evidence-check/catalog-builder';

/**
 * Browser agents call the gateway from other origins: every answer is readable cross-origin (no
 * cookies, no credentials: the payment is the authorization), a run may carry `Content-Type: application/json` and
 * `Payment-Signature` (both need a preflight), and the x402 headers of its answer are exposed to the page.
 */
export const CORS_OPTIONS: CorsOptions = {
  origin: '*',
  methods: ['GET', 'HEAD', 'POST'],
  allowedHeaders: ['Content-Type', PAYMENT_SIGNATURE_HEADER, 'If-None-Match'],
  exposedHeaders: [PAYMENT_HEADER, PAYMENT_RESPONSE_HEADER, 'Retry-After', 'ETag'],
  maxAge: 600,
};

export function corsMiddleware() {
  return cors(CORS_OPTIONS);
}
