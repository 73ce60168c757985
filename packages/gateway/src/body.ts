import getRawBody from 'raw-body';
import type { Request } from 'express';
import { CanonicalizationError, canonicalize } from '@evidence-check/core-receipt';

/** 256 KiB: the interface's input limit, in bytes. */
export const MAX_BODY_BYTES = 262_144;

export type BodyResult = { kind: 'ok'; body: Buffer } | { kind: 'too-large' } | { kind: 'aborted' };

/** True when the request declares that it carries no body at all. */
export function declaresEmptyBody(req: Request): boolean {
  const length = req.headers['content-length'];
  if (length !== undefined) return length.trim() === '0';
  return req.headers['transfer-encoding'] === undefined;
}

/**
 * Reads the body while counting bytes: a declared Content-Length over the limit is refused before
 * reading, and a chunked body is cut off at the first byte past the limit, so a huge upload never
 * sits in memory.
 */
export async function readLimitedBody(req: Request): Promise<BodyResult> {
  const declared = req.headers['content-length'];
  try {
    const body = await getRawBody(req, {
      limit: MAX_BODY_BYTES,
      length: declared === undefined ? undefined : Number(declared),
    });
    return { kind: 'ok', body };
  } catch (error) {
    const type = (error as { type?: string }).type;
    if (type === 'entity.too.large') return { kind: 'too-large' };
    return { kind: 'aborted' };
  }
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false; message: string; details?: Record<string, unknown> };

/**
 * Deepest nesting of arrays and objects a run request may have. No product needs more than a few
 * levels; the limit keeps every recursive walk of the input (canonicalization, validation, checks)
 * far from the stack limit, which a 256 KiB body of `[` alone would otherwise reach.
 */
export const MAX_JSON_DEPTH = 128;

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The deepest nesting of `[` and `{` outside strings, in one pass (the text need not be valid JSON). */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/**
 * Whether the parsed text may hold a value without a canonical form: a lone surrogate or a number
 * beyond the double range. The text was decoded as strict UTF-8, so a surrogate can only come from
 * a `\uD800`-`\uDFFF` escape; a number can only overflow with 16+ digits in a row (before or after
 * its decimal point) or a 3-digit exponent. Any text without those is canonicalizable as parsed, and
 * skips the full walk (a false alarm, such as an escaped backslash before `uD800`, only costs the walk).
 */
const MAY_LACK_CANONICAL_FORM = /\\u[dD][89a-fA-F]|\d{16}|[eE][+-]?\d{3}/;

export function mayLackCanonicalForm(text: string): boolean {
  return MAY_LACK_CANONICAL_FORM.test(text);
}

/**
 * Strict UTF-8 JSON that has a canonical form (RFC 8785), so the receipt can carry its digest:
 * nesting at most MAX_JSON_DEPTH, numbers finite doubles, no lone UTF-16 surrogate (core-receipt's
 * canonicalize decides; I-JSON, RFC 7493 §2.1).
 */
export function parseJsonBody(body: Buffer): ParsedJson {
  let text: string;
  try {
    text = decoder.decode(body);
  } catch {
    return { ok: false, message: 'body is not valid UTF-8' };
  }
  const depth = nestingDepth(text);
  if (depth > MAX_JSON_DEPTH) {
    return {
      ok: false,
      message: `arrays and objects are nested ${depth} deep, over the limit of ${MAX_JSON_DEPTH}`,
      details: { depth, limit: MAX_JSON_DEPTH },
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'body is not valid JSON' };
  }
  if (!mayLackCanonicalForm(text)) return { ok: true, value };
  try {
    canonicalize(value);
  } catch (error) {
    if (!(error instanceof CanonicalizationError)) throw error;
    const what =
      error.reason === 'non-finite number'
        ? 'a number is outside the IEEE 754 double range'
        : `${error.reason}, which I-JSON (RFC 7493 §2.1) forbids and RFC 8785 cannot canonicalize`;
    return { ok: false, message: `${what} (at JSON pointer "${error.pointer}")`, details: { pointer: error.pointer } };
  }
  return { ok: true, value };
}
