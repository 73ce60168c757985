import { createHash } from 'node:crypto';
import type { Input } from '../../src/index.js';

export type File = Input['files'][number];

/** SHA-256 by node:crypto: the hashes in the cases are real hashes of the given content. */
export const sha = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A manifest entry whose hash and size are those of `content`. */
export const entry = (path: string, content: string, extra: Partial<File> = {}): File => ({
  path,
  sha256: sha(content),
  size_bytes: Buffer.byteLength(content),
  ...extra,
});
