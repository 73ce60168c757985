import getRawBody from 'raw-body';
import type { IncomingMessage } from 'node:http';
import { CanonicalizationError, canonicalize } from '@evidence-check/core-receipt';
import { locateSyntaxError } from './json-syntax.js';

/** 256 KiB: the interface's input limit, in bytes. */
export const MAX_BODY_BYTES = 262_144;

export type BodyResult = { kind: 'ok'; body: Buffer } | { kind: 'too-large' } | { kind: 'aborted' };

/** True when the request declares that it carries no body at all. */
export function declaresEmptyBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  if (length !== undefined) return length.trim() === '0';
  return req.headers['transfer-encoding'] === undefined;
}

/**
 * Reads the body while counting bytes: a declared Content-Length over the limit is refused before
 * reading, and a chunked body is cut off at the first byte past the limit, so a huge upload never
 * sits in memory.
 */
export async function readLimitedBody(req: IncomingMessage): Promise<BodyResult> {
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
 * Whether a parsed value is nested at most `MAX_JSON_DEPTH` deep and has a canonical form (finite
 * numbers, no lone surrogate in a string or a name), in one walk of the value: far fewer steps than
 * scanning the text, since a string is checked whole (`isWellFormed`), not character by character.
 * False only sends the text to the exact checks, which name the fault and where.
 */
export function withinLimits(value: unknown, depth = 0): boolean {
  switch (typeof value) {
    case 'string':
      return (value as unknown as WellFormedString).isWellFormed();
    case 'number':
      return Number.isFinite(value);
    case 'object': {
      if (value === null) return true;
      if (depth === MAX_JSON_DEPTH) return false;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) if (!withinLimits(value[i], depth + 1)) return false;
        return true;
      }
      for (const key in value) {
        if (!(key as unknown as WellFormedString).isWellFormed() || !withinLimits((value as Record<string, unknown>)[key], depth + 1)) return false;
      }
      return true;
    }
    default:
      return true;
  }
}

/** ES2024's `String.prototype.isWellFormed` (Node 20 has it; the ES2023 lib does not declare it). */
interface WellFormedString {
  isWellFormed(): boolean;
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
  // V8's JSON.parse does not recurse, so even a 256 KiB text of `[` is parsed before its depth is known.
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return tooDeep(text) ?? notJson(text, hasBom(body) ? 3 : 0);
  }
  if (withinLimits(value)) return { ok: true, value };
  const deep = tooDeep(text);
  if (deep) return deep;
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

const hasBom = (body: Buffer) => body.length >= 3 && body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf;

/** The refusal of a text JSON.parse rejected, naming the first error's line, column and byte. */
function notJson(text: string, bomBytes: number): ParsedJson {
  const place = locateSyntaxError(text, bomBytes);
  if (!place) return { ok: false, message: 'body is not valid JSON' };
  const { what, line, column, byte } = place;
  return { ok: false, message: `body is not valid JSON: ${what} at line ${line}, column ${column} (byte ${byte})`, details: { line, column, byte } };
}

/** The refusal of a text nested deeper than the limit (checked first, valid JSON or not), else null. */
function tooDeep(text: string): ParsedJson | null {
  const depth = nestingDepth(text);
  if (depth <= MAX_JSON_DEPTH) return null;
  return {
    ok: false,
    message: `arrays and objects are nested ${depth} deep, over the limit of ${MAX_JSON_DEPTH}`,
    details: { depth, limit: MAX_JSON_DEPTH },
  };
}
