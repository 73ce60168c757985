import type { Response } from 'express';

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
  'INTERNAL_ERROR',
  // Request-level faults outside the body and the product (client-errors.ts, shutdown.ts).
  'MALFORMED_REQUEST',
  'METHOD_NOT_ALLOWED',
  'REQUEST_TIMEOUT',
  'HEADERS_TOO_LARGE',
  'SHUTTING_DOWN',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every non-200 answer has this one shape (DESIGN.md "Errors"). */
export function sendError(res: Response, status: number, code: ErrorCode, message: string, details?: unknown): void {
  res.status(status).json(details === undefined ? { error: { code, message } } : { error: { code, message, details } });
}
