import { digest } from '@evidence-check/core-receipt';
import { run, sampleInput, type Input } from '../src/index.js';

type Row = Input['rows'][number];

// Input → findings examples live in cases.ts (one file per rule under cases/); this file keeps what
// cases cannot say: summary counters, the receipt, and the schema-limit run.
describe('storefront-product-csv-preflight', () => {
  test('summary counters mirror the report', () => {
    const result = run({
      rows: [
        { Handle: 'tee', Title: 'Tee', 'Option1 Name': 'Size', 'Option1 Value': 'S', 'Variant SKU': 'T-S', 'Image Src': 'https://cdn.example.com/a.jpg' },
        { Handle: 'tee', 'Option1 Value': 'M', 'Variant SKU': 'T-M' },
        { Handle: 'tee', 'Image Src': 'https://cdn.example.com/b.jpg' },
      ],
    });
    expect(result.summary).toEqual({ errors: 0, warnings: 0, notices: 0, rows: 3, handles: 1, variants: 2, images: 2 });
  });

  test('the receipt digests the request', () => {
    expect(run(sampleInput).receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('largest allowed input completes, and every member of every duplicate set is flagged', () => {
    const rows: Row[] = Array.from({ length: 1000 }, (_, i) => ({
      Handle: `h${i % 100}`,
      Title: 'T',
      'Option1 Value': `v${i}`,
      'Variant SKU': `S${i % 500}`,
      'Variant Price': '1.00',
      'Image Src': 'https://cdn.example.com/x.jpg',
    }));
    const result = run({
      mode: 'overwrite',
      rows,
      existing_handles: Array.from({ length: 1000 }, (_, i) => `h${i}`),
      overwrite_required_columns: Array.from({ length: 100 }, (_, i) => (i === 0 ? 'Vendor' : `c${i}`)),
    });
    expect(result.summary).toMatchObject({ rows: 1000, handles: 100, variants: 1000, images: 1000 });
    const duplicates = result.findings.filter((f) => f.code === 'DUPLICATE_SKU');
    expect(duplicates).toHaveLength(1000);
    expect(new Set(duplicates.map((f) => f.details.group)).size).toBe(500);
  });

  test('one SKU on every row: one group of 1000 members, lists inside details capped', () => {
    const rows: Row[] = Array.from({ length: 1000 }, (_, i) => ({ Handle: `h${i}`, Title: 'T', 'Variant SKU': 'SAME' }));
    const duplicates = run({ rows }).findings.filter((f) => f.code === 'DUPLICATE_SKU');
    expect(duplicates.map((f) => f.pointer)).toEqual(rows.map((_, i) => `/rows/${i}/Variant SKU`));
    expect(duplicates.every((f) => f.details.count === 1000 && (f.details.rows as number[]).length === 20)).toBe(true);
  });
});
