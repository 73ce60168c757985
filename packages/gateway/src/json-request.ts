// How both paid doors (`POST /api/run/:id` and `POST /mcp`) read their JSON body: media type,
// the 256 KiB limit, strict canonicalizable JSON. The refusals are the documented 4xx answers.
import contentType from 'content-type';
import type { IncomingMessage } from 'node:http';
import { MAX_BODY_BYTES, parseJsonBody, readLimitedBody } from './body.js';
import type { Refusal } from './pipeline.js';

export function isJsonMediaType(req: IncomingMessage): boolean {
  const header = req.headers['content-type'];
  if (!header) return false;
  try {
    return contentType.parse(header).type === 'application/json';
  } catch {
    return false;
  }
}

export type JsonRequest =
  | { kind: 'json'; value: unknown }
  /** 413 closes the connection: the rest of an oversized upload is not read. `empty`: no body bytes at all (a price probe at the run door). */
  | { kind: 'refused'; status: 400 | 413; refusal: Refusal; closeConnection: boolean; empty: boolean };

/** Reads the body (already known to be declared JSON) within the limit, and parses it. */
export async function readJsonRequest(req: IncomingMessage): Promise<JsonRequest> {
  const read = await readLimitedBody(req);
  if (read.kind === 'too-large') {
    const refusal: Refusal = { code: 'PAYLOAD_TOO_LARGE', message: `The request body exceeds ${MAX_BODY_BYTES} bytes (256 KiB).`, details: { limitBytes: MAX_BODY_BYTES } };
    return { kind: 'refused', status: 413, refusal, closeConnection: true, empty: false };
  }
  if (read.kind === 'aborted') {
    return { kind: 'refused', status: 400, refusal: { code: 'MALFORMED_JSON', message: 'The request body could not be read completely.' }, closeConnection: false, empty: false };
  }
  const parsed = parseJsonBody(read.body);
  if (!parsed.ok) {
    const refusal: Refusal = { code: 'MALFORMED_JSON', message: `The request body is not usable JSON: ${parsed.message}.`, details: parsed.details };
    return { kind: 'refused', status: 400, refusal, closeConnection: false, empty: read.body.length === 0 };
  }
  return { kind: 'json', value: parsed.value };
}
