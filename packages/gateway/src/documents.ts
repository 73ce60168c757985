import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

/** A response body built once at start-up, with a strong ETag over its bytes. */
export interface StaticDocument {
  body: Buffer;
  etag: string;
  contentType: string;
}

export function staticDocument(text: string, contentType: string): StaticDocument {
  const body = Buffer.from(text, 'utf8');
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`, contentType };
}

export function jsonDocument(value: unknown): StaticDocument {
  return staticDocument(JSON.stringify(value, null, 2) + '\n', 'application/json; charset=utf-8');
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

export function sendDocument(req: Request, res: Response, doc: StaticDocument): void {
  res.setHeader('ETag', doc.etag);
  res.setHeader('Cache-Control', 'public, max-age=60');
  if (matches(req.get('if-none-match'), doc.etag)) {
    res.status(304).end();
    return;
  }
  res.status(200).type(doc.contentType).send(doc.body);
}
