import type { Response } from 'express';

export type ErrorCode =
  | 'MALFORMED_JSON'
  | 'INVALID_EVIDENCE'
  | 'PAYMENT_REQUIRED'
  | 'PAYMENT_INVALID'
  | 'PAYMENT_SETTLEMENT_FAILED'
  | 'UNKNOWN_UTILITY'
  | 'NOT_FOUND'
  | 'NOT_IMPLEMENTED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'PAYMENT_SERVICE_UNAVAILABLE'
  | 'INTERNAL_ERROR';

/** Every non-200 answer has this one shape (DESIGN.md "Errors"). */
export function sendError(res: Response, status: number, code: ErrorCode, message: string, details?: unknown): void {
  res.status(status).json(details === undefined ? { error: { code, message } } : { error: { code, message, details } });
}
