import type { CodeTable } from '@evidence-check/core-receipt';

/** Every finding this check can emit; the README documents each one. */
export const codes = {
  SENSITIVE_PATH_UNCOVERED: {
    severity: 'error',
    message: 'Sensitive-looking path "{{path}}" ({{rule}}) is not ignored.',
    description: 'A path that looks like a secret (key, credentials, .env, state file) is not matched by any ignore rule, so `git add .` would stage it.',
    example: '`config/.env.production` with only `.env` in `.gitignore`',
  },
  SENSITIVE_PATH_TRACKED: {
    severity: 'error',
    message: 'Sensitive-looking path "{{path}}" ({{rule}}) is already tracked; ignoring it does not untrack it.',
    description: 'A secret-looking file is in the index; ignore rules never apply to tracked files, it must be removed with `git rm --cached` (and the secret rotated).',
    example: '`certs/server.pem` in `tracked_paths`',
  },
  TRACKED_PATH_IGNORED: {
    severity: 'warning',
    message: 'Tracked path "{{path}}" matches ignore pattern "{{pattern}}" but stays tracked.',
    description: 'An ignore rule covers a file git already tracks; git keeps tracking it, so the rule has no effect on it.',
    example: '`logs/app.log` tracked, `logs/` ignored',
  },
  NEGATION_INEFFECTIVE: {
    severity: 'warning',
    message: 'Negation "{{pattern}}" cannot re-include "{{path}}": its parent directory "{{directory}}" is excluded by "{{excludedBy}}".',
    description: 'Git cannot re-include a file when a parent directory of it is excluded, so the negation has no effect on these paths.',
    example: '`logs/` then `!logs/keep.log`',
  },
  PATTERN_UNMATCHED: {
    severity: 'notice',
    message: 'Pattern "{{pattern}}" matches none of the supplied paths.',
    description: 'The pattern matches no supplied path nor any of their directories: it is stale, misspelled or meant for files not listed.',
    example: '`*.swp`',
  },
  UNSUPPORTED_PATTERN: {
    severity: 'warning',
    message: 'Pattern "{{pattern}}" is outside the supported portable subset ({{reason}}) and was not applied.',
    description: 'The pattern uses syntax outside the portable subset (line breaks, unknown escapes, POSIX classes, unclosed classes); it is reported rather than guessed at.',
    example: '`[[:digit:]].log`',
  },
  INVALID_PATH: {
    severity: 'warning',
    message: 'Path "{{path}}" is not a repository-relative path ({{reason}}) and was not evaluated.',
    description: 'Paths must be relative, "/"-separated and free of empty, "." and ".." segments, as git stores them.',
    example: '`../secrets/.env`',
  },
} as const satisfies CodeTable;

export type Code = keyof typeof codes;
