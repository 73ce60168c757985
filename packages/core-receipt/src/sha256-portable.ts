// SHA-256 everywhere else JavaScript runs (browsers, Deno, edge workers: the `default` import
// condition): @noble/hashes, audited and synchronous, so run() stays synchronous there too.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** Lower-case hex SHA-256 of the UTF-8 bytes of `text`. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(new TextEncoder().encode(text)));
}
