import type { Input } from './generated/schema.js';
import { COLUMN, columnKey, hasVariantData, value, viewRow, type RowView } from './lib/columns.js';

/** Lists inside one finding's details are cut to this many entries (their full count is given beside). */
export const LIST_CAP = 20;

/** The rows sharing one handle, in file order. */
export interface Product {
  handle: string;
  /** Indices of the handle's rows; the first defines the product. */
  rows: number[];
  /** The first row plus every later row with a value in a variant column. */
  variantRows: number[];
  /** Rows with a non-blank Image Src. */
  images: number;
  /** Whether the handle is in existing_handles; null when existing_handles was not supplied. */
  existing: boolean | null;
}

/** What every rule and the report read: the rows as column views and the products they form. */
export interface Context {
  views: RowView[];
  /** Per row: its trimmed Handle, or null when blank (the finding subject of the row). */
  handles: (string | null)[];
  mode: 'new' | 'overwrite' | null;
  existing: ReadonlySet<string> | null;
  /** Normalized keys of the columns present anywhere in the file. */
  fileColumns: ReadonlySet<string>;
  /** Products in order of their first row. */
  products: Product[];
  /** overwrite_required_columns as given, with their normalized keys. */
  requiredColumns: { name: string; key: string }[];
}

export function prepare(input: Input): Context {
  const views = input.rows.map((row) => viewRow(row));
  const existing = input.existing_handles ? new Set(input.existing_handles.map((handle) => handle.trim())) : null;
  const fileColumns = new Set<string>();
  for (const view of views) for (const key of view.cells.keys()) fileColumns.add(key);

  const byHandle = new Map<string, Product>();
  const handles = views.map((view, index) => {
    const handle = value(view, COLUMN.handle);
    if (handle === '') return null;
    let product = byHandle.get(handle);
    if (!product) {
      product = { handle, rows: [], variantRows: [], images: 0, existing: existing ? existing.has(handle) : null };
      byHandle.set(handle, product);
    }
    // A handle's first row is its first variant; a later row is a variant when it has variant data.
    if (product.rows.length === 0 || hasVariantData(view)) product.variantRows.push(index);
    product.rows.push(index);
    if (value(view, COLUMN.imageSrc) !== '') product.images++;
    return handle;
  });

  return {
    views,
    handles,
    mode: input.mode ?? null,
    existing,
    fileColumns,
    products: [...byHandle.values()],
    requiredColumns: (input.overwrite_required_columns ?? []).map((name) => ({ name, key: columnKey(name) })),
  };
}
