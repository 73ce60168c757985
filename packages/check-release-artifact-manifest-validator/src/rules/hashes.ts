import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { EMPTY_SHA256, isSha256 } from '../lib/hash.js';
import type { Context } from '../context.js';

/** Hashes are 64 lowercase hex digits; the empty-input hash goes with size 0 and only with it. */
export const hashesRule = defineRule<Context>()({
  name: 'hashes',
  codes: {
    INVALID_SHA256: {
      severity: 'error',
      message: 'File "{{path}}" has a malformed sha256 "{{sha256}}".',
      description: 'The hash is not 64 lowercase hexadecimal digits, so it cannot be verified as written.',
      example: '`3F79BB7B…` (uppercase)',
    },
    EMPTY_HASH_SIZE_MISMATCH: {
      severity: 'error',
      message: 'File "{{path}}" has size {{sizeBytes}} but its hash {{relation}} the hash of empty input.',
      description: 'A zero-byte file must carry the SHA-256 of empty input, and only a zero-byte file may carry it.',
      example: '`size_bytes: 0`, hash of `e`',
    },
  } as const satisfies CodeTable,
  check({ views }, findings) {
    for (const { file, index } of views) {
      if (!isSha256(file.sha256)) {
        findings.add('INVALID_SHA256', {
          subject: file.path,
          pointer: jsonPointer('files', index, 'sha256'),
          details: { path: file.path, sha256: file.sha256, length: file.sha256.length },
        });
        continue;
      }
      const emptyHash = file.sha256 === EMPTY_SHA256;
      if (emptyHash === (file.size_bytes === 0)) continue;
      findings.add('EMPTY_HASH_SIZE_MISMATCH', {
        subject: file.path,
        pointer: jsonPointer('files', index, emptyHash ? 'sha256' : 'size_bytes'),
        details: { path: file.path, sizeBytes: file.size_bytes, sha256: file.sha256, relation: emptyHash ? 'is' : 'is not' },
      });
    }
  },
});
