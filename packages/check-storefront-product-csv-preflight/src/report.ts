import { jsonPointer, type Evaluation, type Finding } from '@evidence-check/core-receipt';
import type { Context } from './context.js';
import { COLUMN, value } from './lib/columns.js';

export type ProductSummary = {
  handle: string;
  /** Pointer of the handle's first row. */
  firstRow: string;
  rows: number;
  variants: number;
  images: number;
  /** Whether the handle is in existing_handles; null when existing_handles was not supplied. */
  existing: boolean | null;
};

export type Report = {
  mode: 'new' | 'overwrite' | null;
  rows: number;
  handles: number;
  variants: number;
  images: number;
  rowsWithoutHandle: number;
  products: ProductSummary[];
};

/** One summary per handle, in order of its first row, and the file's totals. */
export function buildReport(ctx: Context, _findings: readonly Finding[]): Evaluation<Report> {
  const products: ProductSummary[] = ctx.products.map((product) => ({
    handle: product.handle,
    firstRow: jsonPointer('rows', product.rows[0] ?? 0),
    rows: product.rows.length,
    variants: product.variantRows.length,
    images: product.images,
    existing: product.existing,
  }));
  const variants = products.reduce((sum, product) => sum + product.variants, 0);
  const images = ctx.views.filter((view) => value(view, COLUMN.imageSrc) !== '').length;
  const report: Report = {
    mode: ctx.mode,
    rows: ctx.views.length,
    handles: products.length,
    variants,
    images,
    rowsWithoutHandle: ctx.handles.filter((handle) => handle === null).length,
    products,
  };
  return { report, counters: { rows: report.rows, handles: report.handles, variants, images } };
}
