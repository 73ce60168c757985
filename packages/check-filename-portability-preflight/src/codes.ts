import type { CodeTable } from '@evidence-check/core-receipt';

/** Every finding this check can emit; the README documents each one. */
export const codes = {
  RESERVED_NAME: {
    severity: 'error',
    message: 'Component "{{component}}" of "{{path}}" is the Windows device name {{name}}.',
    description: 'A component is a reserved device name (CON, PRN, AUX, NUL, COM0-9, LPT0-9, superscript forms, CONIN$, CONOUT$) in any case, with any extension or trailing dots and spaces; Windows cannot create it.',
    example: '`assets/aux.png`',
  },
  INVALID_CHARACTER: {
    severity: 'error',
    message: 'Component "{{component}}" of "{{path}}" contains characters Windows forbids: {{characters}}.',
    description: 'A component contains one of < > : " \\ | ? * or a control character (U+0000-U+001F).',
    example: '`notes/meeting: q3?.txt`',
  },
  TRAILING_DOT_OR_SPACE: {
    severity: 'error',
    message: 'Component "{{component}}" of "{{path}}" ends with a dot or a space.',
    description: 'Windows strips trailing dots and spaces, so the file is created under another name or cannot be opened.',
    example: '`reports/final. `',
  },
  EMPTY_OR_DOT_COMPONENT: {
    severity: 'error',
    message: 'Path "{{path}}" has an empty, "." or ".." component at position {{position}}.',
    description: 'A doubled slash or a "." or ".." segment does not name a file and is resolved differently by each tool.',
    example: '`a//b`, `../up`',
  },
  ABSOLUTE_PATH: {
    severity: 'error',
    message: 'Path "{{path}}" is absolute ({{form}}).',
    description: 'A path starting with a slash, a backslash or a drive letter is not relative to the archive or repository root.',
    example: '`C:/Users/x`',
  },
  COMPONENT_TOO_LONG: {
    severity: 'error',
    message: 'Component of "{{path}}" is {{bytes}} UTF-8 bytes long (limit 255).',
    description: 'Most file systems (ext4, APFS, NTFS in practice) cap one name at 255 bytes or units.',
    example: '128 × `é` (256 bytes)',
  },
  PATH_TOO_LONG: {
    severity: 'warning',
    message: 'Path "{{path}}" is {{length}} UTF-16 code units long (limit {{limit}}).',
    description: 'Windows counts paths in UTF-16 code units; past MAX_PATH (260) many tools fail unless long-path support is enabled.',
    example: 'a 299-character path',
  },
  CASE_COLLISION: {
    severity: 'error',
    message: '"{{name}}" in "{{path}}" differs only by letter case from "{{otherName}}" in "{{other}}".',
    description: 'Two paths are the same file or directory on case-insensitive file systems (Windows, default macOS) under Unicode case folding.',
    example: '`docs/README.md`, `docs/readme.md`',
  },
  UNICODE_NORMALIZATION_COLLISION: {
    severity: 'error',
    message: '"{{name}}" in "{{path}}" is the same text as "{{otherName}}" in "{{other}}" after Unicode normalization (NFC vs NFD).',
    description: 'Two paths differ only in Unicode normalization; macOS treats them as one file, other systems as two.',
    example: '`café/` (U+00E9) and `café/` (e + U+0301)',
  },
} as const satisfies CodeTable;

export type Code = keyof typeof codes;
