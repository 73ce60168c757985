import getRawBody from 'raw-body';
import type { Request } from 'express';

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

export type ParsedJson = { ok: true; value: unknown } | { ok: false; message: string };

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Strict UTF-8 JSON whose numbers are finite doubles (anything else cannot be canonicalized for the receipt). */
export function parseJsonBody(body: Buffer): ParsedJson {
  let text: string;
  try {
    text = decoder.decode(body);
  } catch {
    return { ok: false, message: 'body is not valid UTF-8' };
  }
  try {
    const value: unknown = JSON.parse(text, (_key, item: unknown) => {
      if (typeof item === 'number' && !Number.isFinite(item)) throw new RangeError('number out of range');
      return item;
    });
    return { ok: true, value };
  } catch (error) {
    const message = error instanceof RangeError ? 'a number is outside the IEEE 754 double range' : 'body is not valid JSON';
    return { ok: false, message };
  }
}
