import { defineCheck, jsonPointer, type FindingCollector } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { COLUMN, DISPLAY_NAME, columnKey, isVariantColumn, value, viewRow, type RowView } from './rules/columns.js';
import { compareDecimal, parseDecimal, type ParsedDecimal } from './rules/decimal.js';
import { checkImageUrl } from './rules/image-url.js';
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

interface Group {
  handle: string;
  rows: number[];
  variantRows: number[];
  images: number;
}

/** Pointer to a cell when the row has the column, else to the row. */
function cellPointer(view: RowView, index: number, column: string): string {
  const cell = view.cells.get(column);
  return cell ? jsonPointer('rows', index, cell.key) : jsonPointer('rows', index);
}

function hasVariantData(view: RowView): boolean {
  for (const [key, cell] of view.cells) if (isVariantColumn(key) && cell.text.trim() !== '') return true;
  return false;
}

function checkPrice(
  view: RowView,
  index: number,
  column: string,
  subject: string | null,
  findings: FindingCollector<typeof codes>,
): ParsedDecimal | null {
  const text = value(view, column);
  if (text === '') return null;
  const pointer = cellPointer(view, index, column);
  const details = { column: DISPLAY_NAME.get(column) ?? column, value: text };
  const parsed = parseDecimal(text);
  if (!parsed) {
    findings.add('PRICE_NOT_DECIMAL', { subject, pointer, details });
    return null;
  }
  if (parsed.negative) {
    findings.add('PRICE_NEGATIVE', { subject, pointer, details });
    return null;
  }
  return parsed;
}

function checkImage(view: RowView, index: number, column: string, subject: string | null, findings: FindingCollector<typeof codes>): void {
  const text = value(view, column);
  if (text === '') return;
  const problem = checkImageUrl(text);
  if (!problem) return;
  const pointer = cellPointer(view, index, column);
  const name = DISPLAY_NAME.get(column) ?? column;
  if (problem.kind === 'invalid') {
    findings.add('IMAGE_URL_INVALID', { subject, pointer, details: { column: name, value: text } });
  } else if (problem.kind === 'scheme') {
    findings.add('IMAGE_URL_UNSAFE_SCHEME', { subject, pointer, details: { column: name, scheme: problem.scheme, value: text } });
  } else {
    findings.add('IMAGE_URL_PRIVATE_HOST', {
      subject,
      pointer,
      details: { column: name, host: problem.host, range: problem.range, value: text },
    });
  }
}

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
    const views = input.rows.map((row) => viewRow(row));
    const mode = input.mode ?? null;
    const existing = input.existing_handles ? new Set(input.existing_handles.map((h) => h.trim())) : null;

    // Columns present anywhere in the file: a column missing from the whole file keeps existing values.
    const fileColumns = new Set<string>();
    for (const view of views) for (const key of view.cells.keys()) fileColumns.add(key);

    const groups = new Map<string, Group>();
    const skus = new Map<string, { pointer: string; handle: string | null }>();
    let rowsWithoutHandle = 0;
    let images = 0;

    views.forEach((view, index) => {
      for (const { key, winner } of view.shadowed) {
        findings.add('DUPLICATE_COLUMN_KEY', { subject: key, pointer: jsonPointer('rows', index, key), details: { key, winner } });
      }
      const handle = value(view, COLUMN.handle);
      const subject = handle === '' ? null : handle;
      if (handle === '') {
        rowsWithoutHandle++;
        findings.add('ROW_WITHOUT_HANDLE', {
          subject: null,
          pointer: jsonPointer('rows', index),
          details: { title: value(view, COLUMN.title), sku: value(view, COLUMN.sku) },
        });
      } else {
        let group = groups.get(handle);
        if (!group) {
          group = { handle, rows: [], variantRows: [], images: 0 };
          groups.set(handle, group);
          // Only a handle's first row defines the product; continuation rows may leave Title blank.
          if (value(view, COLUMN.title) === '') {
            findings.add('MISSING_TITLE', { subject: handle, pointer: cellPointer(view, index, COLUMN.title), details: { handle } });
          }
        }
        const first = group.rows.length === 0;
        group.rows.push(index);
        if (first || hasVariantData(view)) group.variantRows.push(index);
        if (value(view, COLUMN.imageSrc) !== '') group.images++;
      }
      if (value(view, COLUMN.imageSrc) !== '') images++;

      const sku = value(view, COLUMN.sku);
      if (sku !== '') {
        const seen = skus.get(sku);
        if (seen) {
          findings.add('DUPLICATE_SKU', {
            subject: sku,
            pointer: cellPointer(view, index, COLUMN.sku),
            details: { sku, handle: subject, firstHandle: seen.handle, firstPointer: seen.pointer, sameHandle: seen.handle === subject },
          });
        } else {
          skus.set(sku, { pointer: cellPointer(view, index, COLUMN.sku), handle: subject });
        }
      }

      const price = checkPrice(view, index, COLUMN.price, subject, findings);
      const compareAt = checkPrice(view, index, COLUMN.compareAt, subject, findings);
      if (price && compareAt && compareDecimal(compareAt, price) < 0) {
        findings.add('COMPARE_AT_BELOW_PRICE', {
          subject,
          pointer: cellPointer(view, index, COLUMN.compareAt),
          details: { price: value(view, COLUMN.price), compareAt: value(view, COLUMN.compareAt) },
        });
      }
      checkImage(view, index, COLUMN.imageSrc, subject, findings);
      checkImage(view, index, COLUMN.variantImage, subject, findings);
    });

    const required = (input.overwrite_required_columns ?? []).map((name) => ({ name, key: columnKey(name) }));
    if (mode === 'overwrite' && !existing) findings.add('EXISTING_HANDLES_MISSING', { subject: null, pointer: '', details: {} });

    const products: ProductSummary[] = [];
    let variants = 0;
    for (const group of groups.values()) {
      const firstIndex = group.rows[0] as number;
      const firstView = views[firstIndex] as RowView;

      // Duplicate option combinations, compared trimmed and case-insensitively.
      const combinations = new Map<string, number>();
      for (const index of group.variantRows) {
        const view = views[index] as RowView;
        const options = [COLUMN.option1, COLUMN.option2, COLUMN.option3].map((column) => value(view, column));
        const key = options.map((option) => option.toLowerCase()).join('\u0000');
        while (options.length > 0 && options[options.length - 1] === '') options.pop();
        const seen = combinations.get(key);
        if (seen === undefined) {
          combinations.set(key, index);
          continue;
        }
        findings.add('DUPLICATE_OPTION_COMBINATION', {
          subject: group.handle,
          pointer: jsonPointer('rows', index),
          details: { handle: group.handle, options, firstPointer: jsonPointer('rows', seen) },
        });
      }

      const isExisting = existing ? existing.has(group.handle) : null;
      if (mode === 'overwrite' && isExisting === true) {
        for (const { name, key } of required) {
          if (!fileColumns.has(key)) continue; // a column absent from the file keeps the existing values
          const rows = isVariantColumn(key) ? group.variantRows : [firstIndex];
          for (const index of rows) {
            const view = views[index] as RowView;
            if (value(view, key) !== '') continue;
            findings.add('OVERWRITE_BLANKS_COLUMN', {
              subject: group.handle,
              pointer: cellPointer(view, index, key),
              details: { handle: group.handle, column: name },
            });
          }
        }
      }
      if (mode === 'overwrite' && isExisting === false) {
        findings.add('OVERWRITE_NEW_HANDLE', {
          subject: group.handle,
          pointer: cellPointer(firstView, firstIndex, COLUMN.handle),
          details: { handle: group.handle },
        });
      }
      if (mode === 'new' && isExisting === true) {
        findings.add('HANDLE_ALREADY_EXISTS', {
          subject: group.handle,
          pointer: cellPointer(firstView, firstIndex, COLUMN.handle),
          details: { handle: group.handle },
        });
      }

      variants += group.variantRows.length;
      products.push({
        handle: group.handle,
        firstRow: jsonPointer('rows', firstIndex),
        rows: group.rows.length,
        variants: group.variantRows.length,
        images: group.images,
        existing: isExisting,
      });
    }

    const report: Report = {
      mode,
      rows: input.rows.length,
      handles: groups.size,
      variants,
      images,
      rowsWithoutHandle,
      products,
    };
    return { report, counters: { rows: report.rows, handles: report.handles, variants, images } };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
