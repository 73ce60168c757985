// SHA-256 where Node runs (its `node` import condition): the platform's native hash.
import { createHash } from 'node:crypto';

/** Lower-case hex SHA-256 of the UTF-8 bytes of `text`. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
