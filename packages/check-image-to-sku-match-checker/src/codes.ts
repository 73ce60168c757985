import type { CodeTable } from '@evidence-check/core-receipt';

/** Every finding this check can emit; the README documents each one. */
export const codes = {
  SKU_PATTERN_INVALID: {
    severity: 'error',
    message: 'sku_pattern cannot be used: {{reason}}.',
    description: 'The sku_pattern is not valid RE2 syntax (backreferences and lookaround are unsupported), does not have exactly one capture group, or is too much work for the paths (compiled RE2 instructions × path characters over 4,000,000); no file was matched.',
    example: '`(a)\\1`, `(?=x)(y)`, `^\\w+$`',
  },
  ROSTER_SKU_BLANK: {
    severity: 'error',
    message: 'Roster entry has a blank SKU.',
    description: 'A roster SKU is empty or only whitespace and can match no file.',
    example: '`{ "sku": " " }`',
  },
  ROSTER_SKU_DUPLICATE: {
    severity: 'warning',
    message: 'SKU "{{sku}}" is listed {{count}} times on the roster; only the entry at {{firstPointer}} is used.',
    description: 'The same SKU is listed more than once; every entry is flagged, and only the first one (with its expected_count) is used.',
    example: '`A`, `A`',
  },
  ROSTER_SKU_CASE_CONFLICT: {
    severity: 'warning',
    message: 'SKU "{{sku}}" differs only by letter case from {{others}}.',
    description:
      'Roster SKUs differ only by case; case-insensitive file systems and tools cannot tell their images apart. Every spelling is flagged.',
    example: '`MUG-01`, `mug-01`',
  },
  SKU_WITHOUT_IMAGE: {
    severity: 'error',
    message: 'SKU "{{sku}}" has no image (expected {{expected}}).',
    description: 'A roster SKU matched no file.',
    example: '`CAP-9` with no file',
  },
  SKU_IMAGE_COUNT_SHORT: {
    severity: 'warning',
    message: 'SKU "{{sku}}" has {{found}} image(s), fewer than the expected {{expected}}.',
    description: 'A roster SKU matched fewer files than its expected_count.',
    example: '`TEE-RED-M`: 2 of 3',
  },
  SKU_IMAGE_COUNT_OVER: {
    severity: 'notice',
    message: 'SKU "{{sku}}" has {{found}} image(s), more than the expected {{expected}}.',
    description: 'A roster SKU with an explicit expected_count matched more files than expected.',
    example: '`TEE-BLUE-M`: 3 of 2',
  },
  FILE_UNMATCHED: {
    severity: 'warning',
    message: 'File "{{path}}" names no SKU ({{reason}}).',
    description: 'No SKU could be read from the file path: the pattern did not match, captured nothing, or the base name has no SKU part.',
    example: '`images/.DS_Store`',
  },
  FILE_SKU_UNKNOWN: {
    severity: 'warning',
    message: 'File "{{path}}" is for SKU "{{sku}}", which is not on the roster.',
    description: 'The SKU read from the file path is not a roster SKU: an extra asset, a retired SKU or a typo.',
    example: '`SOCK-7_side.jpg` → `SOCK`',
  },
  FILE_SKU_CASE_MISMATCH: {
    severity: 'warning',
    message: 'File "{{path}}" spells SKU "{{rosterSku}}" as "{{sku}}".',
    description: 'The file matches a roster SKU only when letter case is ignored; it is counted for that SKU.',
    example: '`tee-blue-m_back.png` for `TEE-BLUE-M`',
  },
  FILE_NAME_COLLISION: {
    severity: 'warning',
    message: 'File "{{path}}" is one of {{count}} paths that are the same once case and extension are ignored ({{kind}}).',
    description:
      'Paths that are the same once letter case and the extension are ignored; one may overwrite or shadow another. Every colliding file is flagged.',
    example: '`TEE-BLUE-M_back.JPG`, `tee-blue-m_back.png`',
  },
} as const satisfies CodeTable;

export type Code = keyof typeof codes;
