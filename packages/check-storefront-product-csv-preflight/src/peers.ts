import type { PeerComparison } from '@evidence-check/core-receipt';

const SHOPIFY = "Shopify's product CSV import";

/**
 * The peer merchants trust for this file is Shopify's own importer: its help page "Using CSV files
 * to import and export products" (required columns, overwrite behaviour, the product CSV column
 * table in both the current and the legacy header names) and its sample product_template.csv.
 */
export const comparison = {
  peers: [
    {
      name: SHOPIFY,
      url: 'https://help.shopify.com/en/manual/products/import-export/using-csv',
      oracle:
        "Shopify's sample product_template.csv in both header sets (current: URL handle, SKU, Price, Product image URL, …; legacy: Handle, Variant SKU, Variant Price, Image Src, …) parsed in test/shopify-templates.test.ts: both READY with no finding, and the issue's faults written into either are found at the same cells",
    },
  ],
  rules: [
    {
      peer: SHOPIFY,
      rule: 'Required columns, new products: Title is the only required column (a handle is made from it); URL handle is required to add variants',
      ours: ['HANDLE_FROM_TITLE', 'ROW_WITHOUT_HANDLE', 'MISSING_TITLE'],
      note: 'A titled row without a handle is a notice (a new one-row product); a row with neither cannot join a product.',
    },
    {
      peer: SHOPIFY,
      rule: 'Required columns, updating products: URL handle and Title',
      ours: ['ROW_WITHOUT_HANDLE', 'MISSING_TITLE'],
      note: 'In overwrite mode a row without a handle is an error even with a Title.',
    },
    {
      peer: SHOPIFY,
      rule: 'URL handle (Handle): letters, dashes and numbers, no spaces, accents or other characters, including periods',
      ours: 'HANDLE_INVALID',
      note: 'Underscores and upper-case letters pass: Shopify keeps underscores in the handles it makes and lower-cases letters. Letters outside a–z (é, non-Latin scripts) are flagged as the table says, although some stores show non-Latin handles.',
    },
    {
      peer: SHOPIFY,
      rule: "Option1 name / Option1 value (and Option2, Option3): a product with an option names it, each variant gives its value",
      ours: 'OPTION_VALUE_WITHOUT_NAME',
      note: 'Names are read from the handle’s first row, values from each variant row.',
    },
    {
      peer: SHOPIFY,
      rule: 'Each variant of a product is one combination of option values (a variant that already exists is refused)',
      ours: 'DUPLICATE_OPTION_COMBINATION',
    },
    {
      peer: SHOPIFY,
      rule: "Price (Variant Price), Compare-at price (Variant Compare At Price): the amount, without currency symbols",
      ours: 'PRICE_NOT_DECIMAL',
      note: 'Thousands separators and decimal commas are rejected too.',
    },
    {
      peer: SHOPIFY,
      rule: 'Published on online store (Published): TRUE or FALSE',
      ours: 'VALUE_NOT_ALLOWED',
      note: 'Any letter case; blank passes.',
    },
    {
      peer: SHOPIFY,
      rule: 'Status: active, draft or archived',
      ours: 'VALUE_NOT_ALLOWED',
      note: 'Any letter case; unlisted passes too (a product status since Shopify’s 2025-10 API: https://shopify.dev/changelog/new-unlisted-product-status).',
    },
    {
      peer: SHOPIFY,
      rule: 'Gift card, Charge tax (Variant Taxable), Requires shipping (Variant Requires Shipping): TRUE or FALSE',
      ours: 'VALUE_NOT_ALLOWED',
    },
    {
      peer: SHOPIFY,
      rule: 'Continue selling when out of stock (Variant Inventory Policy): deny or continue',
      ours: 'VALUE_NOT_ALLOWED',
    },
    {
      peer: SHOPIFY,
      rule: 'Weight unit for display (Variant Weight Unit): g, kg, lb or oz',
      ours: 'VALUE_NOT_ALLOWED',
    },
    {
      peer: SHOPIFY,
      rule: 'Product image URL (Image Src), Variant image URL (Variant Image): a URL Shopify downloads the image from',
      ours: ['IMAGE_URL_INVALID', 'IMAGE_URL_PRIVATE_HOST'],
      note: 'A host Shopify cannot reach (localhost, private, link-local, loopback IP literals) is flagged; reachability itself is not tested.',
    },
    {
      peer: SHOPIFY,
      rule: 'Overwrite products with matching handles: a blank value in a column the file has replaces the existing value; a column the file lacks keeps it',
      ours: 'OVERWRITE_BLANKS_COLUMN',
      note: 'Checked for the columns named in overwrite_required_columns, for handles in existing_handles.',
    },
    {
      peer: SHOPIFY,
      rule: 'Overwrite matches products by URL handle; a handle that matches none creates a product',
      ours: ['OVERWRITE_NEW_HANDLE', 'EXISTING_HANDLES_MISSING'],
    },
    {
      peer: SHOPIFY,
      rule: 'Without overwrite, products whose handle already exists are skipped',
      ours: 'HANDLE_ALREADY_EXISTS',
    },
    {
      peer: SHOPIFY,
      rule: 'The first line holds the column headers of the column table, separated by commas; the file is UTF-8, at most 15 MB',
      ours: null,
      note: 'Rows arrive parsed into objects; raw CSV text, encoding and size are not seen, and a column Shopify does not know is ignored, not reported.',
    },
    {
      peer: SHOPIFY,
      rule: 'Data dependencies: variant columns (SKU, Weight value) need the Option1 name and Option1 value columns in the file',
      ours: null,
      note: 'Not checked as a file-level rule; a variant row whose option value has no name is OPTION_VALUE_WITHOUT_NAME.',
    },
    {
      peer: SHOPIFY,
      rule: 'Inventory tracker, Inventory quantity, Fulfillment service, Tax code, Cost per item, unit price and Google Shopping columns',
      ours: null,
      note: 'Their values depend on the store (locations, fulfillment apps, tax setup); not checked.',
    },
    {
      peer: SHOPIFY,
      rule: 'SEO title in 70 characters or less, SEO description in 320 (the sample file’s guidance)',
      ours: null,
      note: 'Length guidance for search snippets, not an import rule; not checked.',
    },
  ],
} as const satisfies PeerComparison;
