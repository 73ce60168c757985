import { defineCheck, jsonPointer, runRules } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare } from './context.js';
import { COLUMN, value } from './lib/columns.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

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

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'storefront-product-csv-preflight',
  title: 'Storefront Product CSV Preflight',
  category: 'Commerce',
  summary: 'Flags missing identity fields, duplicate SKUs, unsafe image URLs and overwrite hazards in normalized product rows.',
  limitations: [
    'Examines only the supplied rows; does not look at a live store.',
    'Rows must already be parsed into objects keyed by the product CSV column names; raw CSV text is not read.',
    'Existing products are known only through existing_handles; their current values are not compared.',
    'A READY result is a preflight signal, not an import guarantee.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);

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
      rows: input.rows.length,
      handles: products.length,
      variants,
      images,
      rowsWithoutHandle: ctx.handles.filter((handle) => handle === null).length,
      products,
    };
    return { report, counters: { rows: report.rows, handles: report.handles, variants, images } };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
