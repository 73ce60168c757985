import contentType from 'content-type';
import { digest, type CheckDefinition } from '@evidence-check/core-receipt';
import type { Validator } from '@evidence-check/schema-validator';
import type { Request, Response } from 'express';
import { declaresEmptyBody, parseJsonBody, readLimitedBody, MAX_BODY_BYTES } from './body.js';
import type { GatewayConfig } from './config.js';
import { sendError } from './errors.js';
import { paymentRequired, paymentRequiredHeader } from './payment-terms.js';

/** Headers that carry a payment proof: x402 v2 (`Payment-Signature`) and v1 (`X-Payment`). */
const PAYMENT_HEADERS = ['payment-signature', 'x-payment'];

export interface RunRouteDeps {
  config: GatewayConfig;
  findCheck(id: string): CheckDefinition | undefined;
  validators: ReadonlyMap<string, Validator>;
}

/** What the request log may know about a run: never the body, only its digest. */
export interface RunLocals {
  utility: string | null;
  inputDigest: string | null;
  payer: string | null;
}

function isJsonMediaType(req: Request): boolean {
  const header = req.headers['content-type'];
  if (!header) return false;
  try {
    const { type } = contentType.parse(header);
    return type === 'application/json';
  } catch {
    return false;
  }
}

function hasPayment(req: Request): boolean {
  return PAYMENT_HEADERS.some((name) => typeof req.headers[name] === 'string' && req.headers[name] !== '');
}

/**
 * `POST /api/run/:id`, in DESIGN.md's order: unknown id (404) -> not implemented (501) -> media
 * type (415) -> size (413) -> JSON (400) -> schema (400) -> payment (402). Validation comes before
 * payment so an agent learns a packet is invalid before it signs anything; an empty body without
 * payment is a price probe and gets 402.
 */
export function createRunHandler({ config, findCheck, validators }: RunRouteDeps) {
  function requirePayment(res: Response, check: CheckDefinition, code: 'PAYMENT_REQUIRED' | 'PAYMENT_INVALID', message: string): void {
    const required = paymentRequired(check, config, message);
    res.setHeader('Payment-Required', paymentRequiredHeader(required));
    sendError(res, 402, code, message, { x402Version: 2, accepts: required.accepts, resource: required.resource });
  }

  return async function runHandler(req: Request, res: Response): Promise<void> {
    const locals = res.locals as RunLocals;
    const id = String(req.params.id);
    const check = findCheck(id);
    if (!check) {
      sendError(res, 404, 'UNKNOWN_UTILITY', `No product has the id "${id}". The catalog at /api/catalog lists them.`);
      return;
    }
    locals.utility = check.id;
    if (!check.implemented) {
      sendError(res, 501, 'NOT_IMPLEMENTED', `${check.id} is not implemented yet; it is not sold and nothing is charged.`);
      return;
    }
    const paying = hasPayment(req);
    if (!isJsonMediaType(req)) {
      if (!paying && declaresEmptyBody(req)) {
        requirePayment(res, check, 'PAYMENT_REQUIRED', 'Payment required.');
        return;
      }
      res.setHeader('Accept', 'application/json');
      sendError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the evidence packet as Content-Type: application/json.');
      return;
    }
    const read = await readLimitedBody(req);
    if (read.kind === 'too-large') {
      // The rest of an oversized upload is not read; close the connection instead of draining it.
      res.setHeader('Connection', 'close');
      sendError(res, 413, 'PAYLOAD_TOO_LARGE', `The request body exceeds ${MAX_BODY_BYTES} bytes (256 KiB).`, { limitBytes: MAX_BODY_BYTES });
      return;
    }
    if (read.kind === 'aborted') {
      sendError(res, 400, 'MALFORMED_JSON', 'The request body could not be read completely.');
      return;
    }
    if (read.body.length === 0 && !paying) {
      requirePayment(res, check, 'PAYMENT_REQUIRED', 'Payment required.');
      return;
    }
    const parsed = parseJsonBody(read.body);
    if (!parsed.ok) {
      sendError(res, 400, 'MALFORMED_JSON', `The request body is not usable JSON: ${parsed.message}.`);
      return;
    }
    const issues = (validators.get(check.id) as Validator)(parsed.value);
    if (issues.length > 0) {
      sendError(res, 400, 'INVALID_EVIDENCE', `The evidence packet does not satisfy the ${check.id} input schema.`, issues);
      return;
    }
    locals.inputDigest = digest(parsed.value);
    if (!paying) {
      requirePayment(res, check, 'PAYMENT_REQUIRED', 'Payment required.');
      return;
    }
    // Until settlement is wired in, a payment proof is never accepted: nothing is served unpaid.
    requirePayment(res, check, 'PAYMENT_INVALID', 'Payment verification is not available on this gateway yet; nothing was charged.');
  };
}
