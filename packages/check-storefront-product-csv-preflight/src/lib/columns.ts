import { jsonPointer } from '@evidence-check/core-receipt';

/**
 * Column lookup for spreadsheet-style rows. Column names match case- and whitespace-insensitively:
 * `Variant SKU`, `variant sku` and `VariantSKU` are one column.
 */
export function columnKey(name: string): string {
  return name.replace(/\s+/g, '').toLowerCase();
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
} as const;

/** Display names (the template's spelling) for messages. */
export const DISPLAY_NAME: ReadonlyMap<string, string> = new Map([
  ['handle', 'Handle'],
  ['title', 'Title'],
  ['variantsku', 'Variant SKU'],
  ['variantprice', 'Variant Price'],
  ['variantcompareatprice', 'Variant Compare At Price'],
  ['imagesrc', 'Image Src'],
  ['variantimage', 'Variant Image'],
]);

/** Variant-level columns: a row with a value in one of these describes a variant. */
export function isVariantColumn(key: string): boolean {
  if (key === COLUMN.variantImage) return false;
  return key.startsWith('variant') || /^option[123]value$/.test(key);
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
   * key in object order; the first key is the one read.
   */
  duplicateKeys: { column: string; keys: string[] }[];
}

export function viewRow(row: Readonly<Record<string, unknown>>): RowView {
  const cells = new Map<string, Cell>();
  const keysByColumn = new Map<string, string[]>();
  for (const key of Object.keys(row)) {
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

/** Pointer to a cell when the row has the column (with the caller's key spelling), else to the row. */
export function cellPointer(view: RowView, index: number, column: string): string {
  const cell = view.cells.get(column);
  return cell ? jsonPointer('rows', index, cell.key) : jsonPointer('rows', index);
}
