import { jsonPointer } from '@evidence-check/core-receipt';

/**
 * Shopify's current product CSV template renamed most columns (`URL handle`, `SKU`, `Price`,
 * `Product image URL`, …). Each current name is read as its legacy column, so both header sets
 * (and a file mixing them) are checked alike; keys are the legacy names squeezed and lowercased.
 * Source: the two templates' header rows (Shopify's sample product_template.csv, old and new).
 */
const CURRENT_TO_LEGACY: ReadonlyMap<string, string> = new Map([
  ['urlhandle', 'handle'],
  ['description', 'body(html)'],
  ['publishedononlinestore', 'published'],
  ['sku', 'variantsku'],
  ['barcode', 'variantbarcode'],
  ['price', 'variantprice'],
  ['compare-atprice', 'variantcompareatprice'],
  ['chargetax', 'varianttaxable'],
  ['taxcode', 'varianttaxcode'],
  ['inventorytracker', 'variantinventorytracker'],
  ['inventoryquantity', 'variantinventoryqty'],
  ['continuesellingwhenoutofstock', 'variantinventorypolicy'],
  ['weightvalue(grams)', 'variantgrams'],
  ['weightunitfordisplay', 'variantweightunit'],
  ['requiresshipping', 'variantrequiresshipping'],
  ['fulfillmentservice', 'variantfulfillmentservice'],
  ['productimageurl', 'imagesrc'],
  ['variantimageurl', 'variantimage'],
]);

/**
 * Column lookup for spreadsheet-style rows. Column names match case- and whitespace-insensitively
 * (`Variant SKU`, `variant sku` and `VariantSKU` are one column), and a current-template name is
 * the same column as its legacy name (`SKU` is `Variant SKU`, `URL handle` is `Handle`).
 */
export function columnKey(name: string): string {
  const squeezed = name.replace(/\s+/g, '').toLowerCase();
  return CURRENT_TO_LEGACY.get(squeezed) ?? squeezed;
}

/** Normalized keys of the columns of the storefront product CSV template that this check reads. */
export const COLUMN = {
  handle: 'handle',
  title: 'title',
  sku: 'variantsku',
  price: 'variantprice',
  compareAt: 'variantcompareatprice',
  imageSrc: 'imagesrc',
  variantImage: 'variantimage',
  option1: 'option1value',
  option2: 'option2value',
  option3: 'option3value',
  option1Name: 'option1name',
  option2Name: 'option2name',
  option3Name: 'option3name',
  published: 'published',
  status: 'status',
  giftCard: 'giftcard',
  taxable: 'varianttaxable',
  requiresShipping: 'variantrequiresshipping',
  inventoryPolicy: 'variantinventorypolicy',
  weightUnit: 'variantweightunit',
} as const;

/** The option columns by position: name (on the product's first row) and value (on each variant row). */
export const OPTIONS = [
  { position: 1, name: COLUMN.option1Name, value: COLUMN.option1 },
  { position: 2, name: COLUMN.option2Name, value: COLUMN.option2 },
  { position: 3, name: COLUMN.option3Name, value: COLUMN.option3 },
] as const;

/** Variant-level columns without the `Variant` prefix in either template. */
const OTHER_VARIANT_COLUMNS: ReadonlySet<string> = new Set([
  'option1value',
  'option2value',
  'option3value',
  'costperitem',
  'unitpricetotalmeasure',
  'unitpricetotalmeasureunit',
  'unitpricebasemeasure',
  'unitpricebasemeasureunit',
]);

/** Variant-level columns: a row with a value in one of these describes a variant. */
export function isVariantColumn(key: string): boolean {
  if (key === COLUMN.variantImage) return false;
  return key.startsWith('variant') || OTHER_VARIANT_COLUMNS.has(key);
}

/** Whether a row has a value in a variant column (a later row of a handle is then a variant). */
export function hasVariantData(view: RowView): boolean {
  for (const [key, cell] of view.cells) if (cell.value !== '' && isVariantColumn(key)) return true;
  return false;
}

/** A cell as text: strings as given, numbers and booleans as JSON writes them, null as blank. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export interface Cell {
  /** The key exactly as the caller spelled it. */
  key: string;
  text: string;
  /** The text trimmed, once: rules read a cell many times. */
  value: string;
}

export interface RowView {
  cells: Map<string, Cell>;
  /**
   * Columns that more than one key of the row names (up to case and whitespace), with every such
   * key in code-unit order; the first key is the one read.
   */
  duplicateKeys: { column: string; keys: string[] }[];
}

export function viewRow(row: Readonly<Record<string, unknown>>): RowView {
  const cells = new Map<string, Cell>();
  const keysByColumn = new Map<string, string[]>();
  // Keys in code-unit order, not the caller's member order: the same JSON value reads the same cells.
  for (const key of Object.keys(row).sort()) {
    const normalized = columnKey(key);
    const keys = keysByColumn.get(normalized);
    if (keys) {
      keys.push(key);
      continue;
    }
    keysByColumn.set(normalized, [key]);
    const text = cellText(row[key]);
    cells.set(normalized, { key, text, value: text.trim() });
  }
  const duplicateKeys = [...keysByColumn]
    .filter(([, keys]) => keys.length > 1)
    .map(([column, keys]) => ({ column, keys }));
  return { cells, duplicateKeys };
}

/** The trimmed text of a column, '' when absent or blank. */
export function value(view: RowView, column: string): string {
  return view.cells.get(column)?.value ?? '';
}

/** The caller's own spelling of a column's key in this row (for messages), or the normalized key. */
export function keyOf(view: RowView, column: string): string {
  return view.cells.get(column)?.key ?? column;
}

/** Pointer to a cell when the row has the column (with the caller's key spelling), else to the row. */
export function cellPointer(view: RowView, index: number, column: string): string {
  const cell = view.cells.get(column);
  return cell ? jsonPointer('rows', index, cell.key) : jsonPointer('rows', index);
}
