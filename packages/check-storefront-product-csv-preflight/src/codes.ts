import type { CodeTable } from '@evidence-check/core-receipt';

/** Every finding this check can emit; the README documents each one. */
export const codes = {
  ROW_WITHOUT_HANDLE: {
    severity: 'error',
    message: 'Row has no Handle, so the importer cannot tell which product it belongs to.',
    description: 'A row with a blank or missing Handle column; the importer cannot group it with a product.',
    example: '`{ "Title": "Orphan row" }`',
  },
  MISSING_TITLE: {
    severity: 'error',
    message: 'The first row of handle "{{handle}}" has no Title.',
    description: 'The first row of a handle defines the product and needs a Title; only its continuation rows may leave it blank.',
    example: 'first `wool-scarf` row with `"title": ""`',
  },
  DUPLICATE_COLUMN_KEY: {
    severity: 'warning',
    message: 'Column "{{key}}" is the same column as "{{winner}}" in this row; "{{winner}}" is used.',
    description: 'Two keys of one row name the same column up to case and spaces; only the first is read.',
    example: '`variantsku` and `Variant  SKU`',
  },
  DUPLICATE_SKU: {
    severity: 'error',
    message: 'SKU "{{sku}}" is already used at {{firstPointer}} (handle "{{firstHandle}}").',
    description: 'A Variant SKU appears on more than one row, within one handle or across handles.',
    example: '`LS-M` on rows 0 and 2',
  },
  DUPLICATE_OPTION_COMBINATION: {
    severity: 'error',
    message: 'Handle "{{handle}}" already has a variant with options {{options}} (at {{firstPointer}}).',
    description: 'Two variant rows of one handle carry the same Option1/2/3 values (compared trimmed and case-insensitively).',
    example: '`L` and `l` under `linen-shirt`',
  },
  PRICE_NOT_DECIMAL: {
    severity: 'error',
    message: '{{column}} "{{value}}" is not a plain decimal number.',
    description: 'A price is not digits with an optional decimal point (currency signs, thousands separators and commas are rejected).',
    example: '`"49,00"`, `"$10"`',
  },
  PRICE_NEGATIVE: {
    severity: 'error',
    message: '{{column}} "{{value}}" is negative.',
    description: 'A price or compare-at price below zero.',
    example: '`"-5"`',
  },
  COMPARE_AT_BELOW_PRICE: {
    severity: 'warning',
    message: 'Compare-at price {{compareAt}} is below the price {{price}}.',
    description: 'The compare-at ("was") price is lower than the selling price, so the product would not show as discounted.',
    example: 'price `49.00`, compare-at `45.00`',
  },
  IMAGE_URL_INVALID: {
    severity: 'error',
    message: '{{column}} "{{value}}" is not an absolute URL.',
    description: 'An image URL that the WHATWG URL parser rejects (relative paths, bare file names, garbage).',
    example: '`images/a.jpg`',
  },
  IMAGE_URL_UNSAFE_SCHEME: {
    severity: 'error',
    message: '{{column}} uses the "{{scheme}}" scheme; only https is safe.',
    description: 'An image URL that is not https (http, data:, javascript:, file:, ftp: and others).',
    example: '`http://cdn.example.com/a.jpg`, `data:image/png;…`',
  },
  IMAGE_URL_PRIVATE_HOST: {
    severity: 'error',
    message: '{{column}} points at the non-public host {{host}} ({{range}}).',
    description: 'An image URL whose host is localhost or a loopback, private, link-local or unique-local IP literal.',
    example: '`https://192.168.1.20/tote.jpg`',
  },
  OVERWRITE_BLANKS_COLUMN: {
    severity: 'error',
    message: 'Overwriting existing handle "{{handle}}" would blank its "{{column}}".',
    description: 'In overwrite mode an existing product has a blank value in a column listed in overwrite_required_columns; the import would wipe it.',
    example: '`canvas-tote` with blank `Body (HTML)`',
  },
  OVERWRITE_NEW_HANDLE: {
    severity: 'warning',
    message: 'Handle "{{handle}}" is not an existing handle; overwrite mode will create a new product.',
    description: 'In overwrite mode a handle is not in existing_handles, so it creates a product instead of updating one (often a typo).',
    example: '`wool-scarf`',
  },
  EXISTING_HANDLES_MISSING: {
    severity: 'notice',
    message: 'Overwrite mode without existing_handles: overwrite hazards were not checked.',
    description: 'Overwrite mode was requested but no existing_handles were supplied, so existing and new handles cannot be told apart.',
    example: '`{ "mode": "overwrite" }` only',
  },
  HANDLE_ALREADY_EXISTS: {
    severity: 'warning',
    message: 'Handle "{{handle}}" already exists in the store but mode is "new".',
    description: 'In new mode a handle is already in existing_handles; the rows do not describe a new product.',
    example: '`mode: "new"`, handle `linen-shirt` exists',
  },
} as const satisfies CodeTable;

export type Code = keyof typeof codes;
