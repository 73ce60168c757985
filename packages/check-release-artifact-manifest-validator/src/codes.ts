import type { CodeSpec } from '@evidence-check/core-receipt';

/** Every finding this check can emit; the README documents each one. */
export const codes = {
  REQUIRED_PATH_MISSING: {
    severity: 'error',
    message: 'Required path "{{path}}" is not in the manifest.',
    description: 'A path the policy requires is absent from the manifest (compared after normalizing ./ and backslashes).',
  },
  PATH_OUTSIDE_ALLOWED_PREFIXES: {
    severity: 'error',
    message: 'File "{{path}}" is outside every allowed prefix.',
    description: 'The policy lists allowed prefixes and the file lives under none of them.',
  },
  DUPLICATE_PATH: {
    severity: 'error',
    message: 'File "{{path}}" duplicates "{{firstPath}}" ({{kind}}).',
    description: 'Two entries name the same file, exactly, after normalizing ./ and backslashes, or up to letter case (they collide on case-insensitive file systems).',
  },
  EMPTY_PATH: {
    severity: 'error',
    message: 'A file entry has an empty path.',
    description: 'The path is empty or names only the release root, so the entry addresses no file.',
  },
  ABSOLUTE_PATH: {
    severity: 'error',
    message: 'File "{{path}}" has an absolute path.',
    description: 'The path starts at a file-system root or drive letter; extracting it writes outside the release folder.',
  },
  PATH_TRAVERSAL: {
    severity: 'error',
    message: 'File "{{path}}" climbs out of its folder with "..".',
    description: 'The path contains a ".." segment; extracting it may write outside the release folder (zip-slip).',
  },
  INVALID_SHA256: {
    severity: 'error',
    message: 'File "{{path}}" has a malformed sha256 "{{sha256}}".',
    description: 'The hash is not 64 lowercase hexadecimal digits, so it cannot be verified as written.',
  },
  EMPTY_HASH_SIZE_MISMATCH: {
    severity: 'error',
    message: 'File "{{path}}" has size {{size_bytes}} but its hash {{relation}} the hash of empty input.',
    description: 'A zero-byte file must carry the SHA-256 of empty input, and only a zero-byte file may carry it.',
  },
  DUPLICATE_CONTENT: {
    severity: 'notice',
    message: 'File "{{path}}" has the same content as "{{firstPath}}".',
    description: 'Two non-empty files share one SHA-256; often a harmless copy, sometimes a file shipped twice by mistake.',
  },
  TOTAL_SIZE_EXCEEDED: {
    severity: 'error',
    message: 'The release totals {{totalBytes}} bytes, over the limit of {{maxTotalBytes}}.',
    description: 'The sum of size_bytes over all entries exceeds policy.max_total_bytes.',
  },
  SENSITIVE_FILE: {
    severity: 'error',
    message: 'File "{{path}}" looks sensitive ({{kind}}).',
    description: 'The release contains a secret-looking file: .env files, private keys, credential files, .git or node_modules folders.',
  },
  UNEXPECTED_EXECUTABLE: {
    severity: 'warning',
    message: 'File "{{path}}" is marked executable but is not a program or script.',
    description: 'The executable bit is set on a file whose name and role say it is data or documentation.',
  },
} as const satisfies Record<string, CodeSpec>;

export type Code = keyof typeof codes;
