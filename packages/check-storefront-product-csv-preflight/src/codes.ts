import type { CodeSpec } from '@evidence-check/core-receipt';

/** Every finding this check can emit; the README documents each one. */
export const codes = {
  ROW_WITHOUT_HANDLE: {
    severity: 'error',
    message: 'Row has no Handle, so the importer cannot tell which product it belongs to.',
    description: 'A row with a blank or missing Handle column; the importer cannot group it with a product.',
  },
  MISSING_TITLE: {
    severity: 'error',
    message: 'The first row of handle "{{handle}}" has no Title.',
    description: 'The first row of a handle defines the product and needs a Title; only its continuation rows may leave it blank.',
  },
  DUPLICATE_COLUMN_KEY: {
    severity: 'warning',
    message: 'Column "{{key}}" is the same column as "{{winner}}" in this row; "{{winner}}" is used.',
    description: 'Two keys of one row name the same column up to case and spaces; only the first is read.',
  },
  DUPLICATE_SKU: {
    severity: 'error',
    message: 'SKU "{{sku}}" is already used at {{firstPointer}} (handle "{{firstHandle}}").',
    description: 'A Variant SKU appears on more than one row, within one handle or across handles.',
  },
  DUPLICATE_OPTION_COMBINATION: {
    severity: 'error',
    message: 'Handle "{{handle}}" already has a variant with options {{options}} (at {{firstPointer}}).',
    description: 'Two variant rows of one handle carry the same Option1/2/3 values (compared trimmed and case-insensitively).',
  },
  PRICE_NOT_DECIMAL: {
    severity: 'error',
    message: '{{column}} "{{value}}" is not a plain decimal number.',
    description: 'A price is not digits with an optional decimal point (currency signs, thousands separators and commas are rejected).',
  },
  PRICE_NEGATIVE: {
    severity: 'error',
    message: '{{column}} "{{value}}" is negative.',
    description: 'A price or compare-at price below zero.',
  },
  COMPARE_AT_BELOW_PRICE: {
    severity: 'warning',
    message: 'Compare-at price {{compareAt}} is below the price {{price}}.',
    description: 'The compare-at ("was") price is lower than the selling price, so the product would not show as discounted.',
  },
  IMAGE_URL_INVALID: {
    severity: 'error',
    message: '{{column}} "{{value}}" is not an absolute URL.',
    description: 'An image URL that the WHATWG URL parser rejects (relative paths, bare file names, garbage).',
  },
  IMAGE_URL_UNSAFE_SCHEME: {
    severity: 'error',
    message: '{{column}} uses the "{{scheme}}" scheme; only https is safe.',
    description: 'An image URL that is not https (http, data:, javascript:, file:, ftp: and others).',
  },
  IMAGE_URL_PRIVATE_HOST: {
    severity: 'error',
    message: '{{column}} points at the non-public host {{host}} ({{range}}).',
    description: 'An image URL whose host is localhost or a loopback, private, link-local or unique-local IP literal.',
  },
  OVERWRITE_BLANKS_COLUMN: {
    severity: 'error',
    message: 'Overwriting existing handle "{{handle}}" would blank its "{{column}}".',
    description: 'In overwrite mode an existing product has a blank value in a column listed in overwrite_required_columns; the import would wipe it.',
  },
  OVERWRITE_NEW_HANDLE: {
    severity: 'warning',
    message: 'Handle "{{handle}}" is not an existing handle; overwrite mode will create a new product.',
    description: 'In overwrite mode a handle is not in existing_handles, so it creates a product instead of updating one (often a typo).',
  },
  EXISTING_HANDLES_MISSING: {
    severity: 'notice',
    message: 'Overwrite mode without existing_handles: overwrite hazards were not checked.',
    description: 'Overwrite mode was requested but no existing_handles were supplied, so existing and new handles cannot be told apart.',
  },
  HANDLE_ALREADY_EXISTS: {
    severity: 'warning',
    message: 'Handle "{{handle}}" already exists in the store but mode is "new".',
    description: 'In new mode a handle is already in existing_handles; the rows do not describe a new product.',
  },
} as const satisfies Record<string, CodeSpec>;

export type Code = keyof typeof codes;
