import type { CodeTable } from '@evidence-check/core-receipt';

/** Every finding this check can emit; the README documents each one. */
export const codes = {
  DUPLICATE_COLUMN: {
    severity: 'error',
    message: 'Column "{{name}}" appears {{count}} times in {{side}} (positions {{positions}}); this is position {{position}}.',
    description: 'A column name is listed twice on one side; a CSV reader cannot tell the two apart by header.',
    example: '`a`, `a` in `baseline_columns`',
  },
  BLANK_COLUMN_NAME: {
    severity: 'error',
    message: 'A column in {{side}} at position {{position}} has a blank name.',
    description: 'A column name is empty or only whitespace; readers that map by header cannot address it.',
    example: '`{ "name": " " }`',
  },
  COLUMN_NAME_WHITESPACE: {
    severity: 'warning',
    message: 'Column name "{{name}}" has leading or trailing whitespace.',
    description: 'Header matching in most CSV readers is exact, so surrounding spaces silently break lookups.',
    example: '`"total "`',
  },
  COLUMN_REMOVED: {
    severity: 'error',
    message: 'Column "{{name}}" was removed.',
    description: 'A baseline column is missing from the current contract; every reader of it breaks.',
    example: '`notes` dropped',
  },
  COLUMN_RENAMED_CASE: {
    severity: 'warning',
    message: 'Column "{{from}}" is now spelled "{{to}}" (case only).',
    description: 'A column kept its name up to letter case; case-sensitive readers lose it, case-insensitive ones do not.',
    example: '`Email` → `email`',
  },
  COLUMN_ADDED: {
    severity: 'notice',
    message: 'Optional column "{{name}}" was added.',
    description: 'A new optional column; existing files stay valid and header-based readers are unaffected.',
    example: '`channel` added',
  },
  REQUIRED_COLUMN_ADDED: {
    severity: 'error',
    message: 'New column "{{name}}" is required.',
    description: 'A new column is required, so every existing file and every writer that lacks it is now invalid.',
    example: '`currency` added, required',
  },
  COLUMN_BECAME_REQUIRED: {
    severity: 'error',
    message: 'Column "{{name}}" was optional and is now required.',
    description: 'Existing rows with a blank value in this column become invalid.',
    example: '`coupon` optional → required',
  },
  COLUMN_BECAME_OPTIONAL: {
    severity: 'warning',
    message: 'Column "{{name}}" was required and is now optional.',
    description: 'Readers that rely on a value being present may now receive blanks.',
    example: '`email` required → optional',
  },
  TYPE_NARROWED: {
    severity: 'error',
    message: 'Column "{{name}}" narrowed from {{from}} to {{to}}.',
    description: 'Some values valid under the baseline type are invalid under the current one (e.g. number to integer).',
    example: '`number` → `integer`',
  },
  TYPE_INCOMPATIBLE: {
    severity: 'error',
    message: 'Column "{{name}}" changed from {{from}} to the incompatible type {{to}}.',
    description: 'Neither type contains the other (e.g. date to datetime, boolean to date): old data and old readers both break.',
    example: '`date` → `datetime`',
  },
  TYPE_WIDENED: {
    severity: 'warning',
    message: 'Column "{{name}}" widened from {{from}} to {{to}}.',
    description: 'Old data stays valid, but readers typed to the baseline may reject new values (e.g. integer to number).',
    example: '`integer` → `number`',
  },
  TYPE_RELABELED: {
    severity: 'notice',
    message: 'Column "{{name}}" changed from {{from}} to {{to}}, which accepts the same values.',
    description: 'The type label changed without changing the set of valid values (string and unknown).',
    example: '`string` → `unknown`',
  },
  COLUMN_MOVED: {
    severity: 'warning',
    message: 'Column "{{name}}" moved from position {{from}} to {{to}}.',
    description: 'A kept column sits at another position; readers that address columns by position read the wrong one.',
    example: '`a` from 1 to 2',
  },
} as const satisfies CodeTable;

export type Code = keyof typeof codes;
