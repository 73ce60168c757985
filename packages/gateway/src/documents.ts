import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import Negotiator from 'negotiator';

/** Content codings a document is stored in besides identity, in the server's order of preference. */
export const CODINGS = ['br', 'gzip'] as const;
export type Coding = (typeof CODINGS)[number];

/** Bodies smaller than this are sent as they are: compressing them saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;

/** One stored representation of a document: its bytes and their strong ETag. */
export interface Representation {
  body: Buffer;
  etag: string;
}

/**
 * A response body built once at start-up, with a strong ETag over its bytes. Its compressed copies
 * (each with its own strong ETag: they are different bytes) are made the first time a client asks
 * for that coding and kept: start-up compresses nothing, and no request compresses twice.
 */
export interface StaticDocument extends Representation {
  contentType: string;
  /** Whether compressed copies are offered (the body is large enough for compression to pay). */
  compressible: boolean;
  /** The copy in `coding` (made on first use), or null when it would not be smaller. */
  encoded(coding: Coding): Representation | null;
}

function strongEtag(body: Buffer, suffix = ''): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}${suffix}"`;
}

/**
 * Compressed once, on the request that first asks, so the level is chosen for that one blocking
 * call: brotli's best level takes ~0.4 s on the 230 KB catalog (level 5: ~16 ms, 20% larger).
 */
function compress(body: Buffer, coding: Coding): Buffer {
  if (coding === 'gzip') return gzipSync(body, { level: 9 });
  const quality = body.length > 64 * 1024 ? 5 : 11;
  return brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

export function staticDocument(text: string, contentType: string): StaticDocument {
  const body = Buffer.from(text, 'utf8');
  const etag = strongEtag(body);
  const compressible = body.length >= COMPRESS_MIN_BYTES;
  const copies = new Map<Coding, Representation | null>();
  const encoded = (coding: Coding): Representation | null => {
    if (!compressible) return null;
    let copy = copies.get(coding);
    if (copy === undefined) {
      const compressed = compress(body, coding);
      copy = compressed.length < body.length * 0.9 ? { body: compressed, etag: `${etag.slice(0, -1)}-${coding}"` } : null;
      copies.set(coding, copy);
    }
    return copy;
  };
  return { body, etag, contentType, compressible, encoded };
}

export function jsonDocument(value: unknown): StaticDocument {
  return staticDocument(JSON.stringify(value, null, 2) + '\n', 'application/json; charset=utf-8');
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  // If-None-Match compares weakly (RFC 9110 §13.1.2): a W/ prefix on the client's copy still matches.
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** negotiator 1.x's `encoding(available, { preferred })` (its published types predate the option). */
interface PreferringNegotiator {
  encoding(available: string[], options: { preferred: string[] }): string | undefined;
}

/** The stored representation the client accepts, by its Accept-Encoding (identity when it sent none). */
function representation(req: Request, doc: StaticDocument): { coding: Coding | null; rep: Representation } {
  if (!doc.compressible || !req.headers['accept-encoding']) return { coding: null, rep: doc };
  // Highest q-value first; among equals the server's order (br before gzip), as `compression` does.
  const chosen = (new Negotiator(req) as unknown as PreferringNegotiator).encoding([...CODINGS, 'identity'], { preferred: [...CODINGS] });
  const copy = chosen === 'br' || chosen === 'gzip' ? doc.encoded(chosen) : null;
  return copy ? { coding: chosen as Coding, rep: copy } : { coding: null, rep: doc };
}

/**
 * Sends pre-serialized (and, when asked for, pre-compressed) bytes: nothing is serialized or
 * compressed per request. 304 when the client's ETag is the one of the representation it would get.
 * A `status` other than 200 (the docs' 404 page) is sent as it is, without validators to revalidate.
 */
export function sendDocument(req: Request, res: Response, doc: StaticDocument, status = 200): void {
  const { coding, rep } = representation(req, doc);
  if (doc.compressible) res.vary('Accept-Encoding');
  if (status === 200) {
    res.setHeader('ETag', rep.etag);
    res.setHeader('Cache-Control', 'public, max-age=60');
  }
  if (status === 200 && matches(req.headers['if-none-match'], rep.etag)) {
    res.status(304).end();
    return;
  }
  if (coding) res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Type', doc.contentType);
  res.setHeader('Content-Length', rep.body.length);
  res.statusCode = status;
  res.end(req.method === 'HEAD' ? undefined : rep.body);
}
