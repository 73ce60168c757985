import type { CodeSpec } from '@evidence-check/core-receipt';

/** Every finding this check can emit; the README documents each one. */
export const codes = {
  SKU_PATTERN_INVALID: {
    severity: 'error',
    message: 'sku_pattern cannot be used: {{reason}}.',
    description: 'The sku_pattern is not valid RE2 syntax (backreferences and lookaround are unsupported) or does not have exactly one capture group; no file was matched.',
  },
  ROSTER_SKU_BLANK: {
    severity: 'error',
    message: 'Roster entry has a blank SKU.',
    description: 'A roster SKU is empty or only whitespace and can match no file.',
  },
  ROSTER_SKU_DUPLICATE: {
    severity: 'warning',
    message: 'SKU "{{sku}}" is already on the roster at {{firstPointer}}.',
    description: 'The same SKU is listed twice; the later entry is ignored.',
  },
  ROSTER_SKU_CASE_CONFLICT: {
    severity: 'warning',
    message: 'SKU "{{sku}}" differs only by letter case from "{{other}}".',
    description: 'Two roster SKUs differ only by case; case-insensitive file systems and tools cannot tell their images apart.',
  },
  SKU_WITHOUT_IMAGE: {
    severity: 'error',
    message: 'SKU "{{sku}}" has no image (expected {{expected}}).',
    description: 'A roster SKU matched no file.',
  },
  SKU_IMAGE_COUNT_SHORT: {
    severity: 'warning',
    message: 'SKU "{{sku}}" has {{found}} image(s), fewer than the expected {{expected}}.',
    description: 'A roster SKU matched fewer files than its expected_count.',
  },
  SKU_IMAGE_COUNT_OVER: {
    severity: 'notice',
    message: 'SKU "{{sku}}" has {{found}} image(s), more than the expected {{expected}}.',
    description: 'A roster SKU with an explicit expected_count matched more files than expected.',
  },
  FILE_UNMATCHED: {
    severity: 'warning',
    message: 'File "{{path}}" names no SKU ({{reason}}).',
    description: 'No SKU could be read from the file path: the pattern did not match, captured nothing, or the base name has no SKU part.',
  },
  FILE_SKU_UNKNOWN: {
    severity: 'warning',
    message: 'File "{{path}}" is for SKU "{{sku}}", which is not on the roster.',
    description: 'The SKU read from the file path is not a roster SKU: an extra asset, a retired SKU or a typo.',
  },
  FILE_SKU_CASE_MISMATCH: {
    severity: 'warning',
    message: 'File "{{path}}" spells SKU "{{rosterSku}}" as "{{sku}}".',
    description: 'The file matches a roster SKU only when letter case is ignored; it is counted for that SKU.',
  },
  FILE_NAME_COLLISION: {
    severity: 'warning',
    message: 'File "{{path}}" collides with "{{other}}" ({{kind}}).',
    description: 'Two paths are the same once letter case and the extension are ignored; one may overwrite or shadow the other.',
  },
} as const satisfies Record<string, CodeSpec>;

export type Code = keyof typeof codes;
