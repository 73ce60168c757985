import { digest } from '@evidence-check/core-receipt';
import { codes } from '../src/codes.js';
import { run, sampleInput, type Input } from '../src/index.js';

type Row = Input['rows'][number];
const at = (input: Input) => run(input).findings.map((f) => `${f.code}@${f.pointer}`);
const product = (handle: string, extra: Row = {}): Row => ({ Handle: handle, Title: handle.toUpperCase(), ...extra });

describe('storefront-product-csv-preflight', () => {
  test('a clean product with variant and image continuation rows is READY', () => {
    const result = run({
      rows: [
        product('tee', { 'Option1 Name': 'Size', 'Option1 Value': 'S', 'Variant SKU': 'T-S', 'Variant Price': '10', 'Image Src': 'https://cdn.example.com/a.jpg' }),
        { Handle: 'tee', 'Option1 Value': 'M', 'Variant SKU': 'T-M', 'Variant Price': '10.50', 'Variant Compare At Price': '12.00' },
        { Handle: 'tee', 'Image Src': 'https://cdn.example.com/b.jpg', 'Image Position': 2 },
      ],
    });
    expect(result.findings).toEqual([]);
    expect(result.status).toBe('READY');
    expect(result.report).toEqual({
      mode: null,
      rows: 3,
      handles: 1,
      variants: 2,
      images: 2,
      rowsWithoutHandle: 0,
      products: [{ handle: 'tee', firstRow: '/rows/0', rows: 3, variants: 2, images: 2, existing: null }],
    });
    expect(result.summary).toEqual({ errors: 0, warnings: 0, notices: 0, rows: 3, handles: 1, variants: 2, images: 2 });
  });

  test('column names match case- and whitespace-insensitively; a second spelling in one row is flagged', () => {
    const result = run({ rows: [{ handle: 'a', ' TITLE ': 'A', variantsku: 'X', 'Variant  SKU': 'Y' }] });
    expect(result.findings.map((f) => [f.code, f.pointer, f.details])).toEqual([
      ['DUPLICATE_COLUMN_KEY', '/rows/0/Variant  SKU', { key: 'Variant  SKU', winner: 'variantsku' }],
    ]);
  });

  test('rows without handle and a handle first row without title', () => {
    const result = run({ rows: [{ Title: 'Orphan', 'Variant SKU': 'O-1' }, { Handle: 'b', Title: ' ' }, { Handle: 'b', Title: '' }, { Handle: 'c' }] });
    expect(result.findings.map((f) => [f.code, f.pointer, f.subject, f.details])).toEqual([
      ['ROW_WITHOUT_HANDLE', '/rows/0', null, { title: 'Orphan', sku: 'O-1' }],
      ['MISSING_TITLE', '/rows/1/Title', 'b', { handle: 'b' }],
      ['MISSING_TITLE', '/rows/3', 'c', { handle: 'c' }],
    ]);
    expect(result.report.rowsWithoutHandle).toBe(1);
  });

  test('duplicate SKUs within and across handles', () => {
    const result = run({
      rows: [product('a', { 'Variant SKU': 'S1' }), { Handle: 'a', 'Option1 Value': 'x', 'Variant SKU': 'S1' }, product('b', { 'Variant SKU': ' S1 ' })],
    });
    expect(result.findings.map((f) => [f.code, f.pointer, f.details])).toEqual([
      ['DUPLICATE_SKU', '/rows/1/Variant SKU', { sku: 'S1', handle: 'a', firstHandle: 'a', firstPointer: '/rows/0/Variant SKU', sameHandle: true }],
      ['DUPLICATE_SKU', '/rows/2/Variant SKU', { sku: 'S1', handle: 'b', firstHandle: 'a', firstPointer: '/rows/0/Variant SKU', sameHandle: false }],
    ]);
  });

  test('duplicate option combinations within a handle, trimmed and case-insensitive; other handles may repeat them', () => {
    const result = run({
      rows: [
        product('a', { 'Option1 Value': 'Red', 'Option2 Value': 'S' }),
        { Handle: 'a', 'Option1 Value': 'red ', 'Option2 Value': 's' },
        { Handle: 'a', 'Option1 Value': 'Red', 'Option2 Value': 'M' },
        product('b', { 'Option1 Value': 'Red', 'Option2 Value': 'S' }),
      ],
    });
    expect(result.findings.map((f) => [f.code, f.pointer, f.details])).toEqual([
      ['DUPLICATE_OPTION_COMBINATION', '/rows/1', { handle: 'a', options: ['red', 's'], firstPointer: '/rows/0' }],
    ]);
  });

  test('image-only continuation rows are not variants and do not collide', () => {
    const result = run({ rows: [product('a'), { Handle: 'a', 'Image Src': 'https://x.example/1.png' }, { Handle: 'a', 'Image Src': 'https://x.example/2.png' }] });
    expect(result.findings).toEqual([]);
    expect(result.report.variants).toBe(1);
  });

  test('price rules: decimal strings only, no negatives, compare-at not below price', () => {
    const result = run({
      rows: [
        product('a', { 'Variant Price': '$10', 'Variant Compare At Price': '1,000.00' }),
        product('b', { 'Variant Price': '-0.01' }),
        product('c', { 'Variant Price': '10.5', 'Variant Compare At Price': '10.49' }),
        product('d', { 'Variant Price': 10.5, 'Variant Compare At Price': '10.50' }),
        product('e', { 'Variant Price': '-0', 'Variant Compare At Price': '' }),
      ],
    });
    expect(result.findings.map((f) => [f.code, f.pointer, f.details])).toEqual([
      ['PRICE_NOT_DECIMAL', '/rows/0/Variant Compare At Price', { column: 'Variant Compare At Price', value: '1,000.00' }],
      ['PRICE_NOT_DECIMAL', '/rows/0/Variant Price', { column: 'Variant Price', value: '$10' }],
      ['PRICE_NEGATIVE', '/rows/1/Variant Price', { column: 'Variant Price', value: '-0.01' }],
      ['COMPARE_AT_BELOW_PRICE', '/rows/2/Variant Compare At Price', { price: '10.5', compareAt: '10.49' }],
    ]);
  });

  test('image URLs must be absolute https to public hosts', () => {
    const urls = [
      'https://cdn.example.com/ok.jpg',
      'http://cdn.example.com/a.jpg',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'images/a.jpg',
      'https://localhost/a.jpg',
      'https://10.1.2.3/a.jpg',
      'https://[::1]/a.jpg',
      'https://2130706433/a.jpg',
    ];
    const result = run({ rows: urls.map((url, i) => product(`p${i}`, { 'Image Src': url })) });
    expect(result.findings.map((f) => [f.code, f.pointer, f.details.scheme ?? f.details.range ?? null])).toEqual([
      ['IMAGE_URL_UNSAFE_SCHEME', '/rows/1/Image Src', 'http'],
      ['IMAGE_URL_UNSAFE_SCHEME', '/rows/2/Image Src', 'data'],
      ['IMAGE_URL_UNSAFE_SCHEME', '/rows/3/Image Src', 'javascript'],
      ['IMAGE_URL_UNSAFE_SCHEME', '/rows/4/Image Src', 'file'],
      ['IMAGE_URL_INVALID', '/rows/5/Image Src', null],
      ['IMAGE_URL_PRIVATE_HOST', '/rows/6/Image Src', 'localhost'],
      ['IMAGE_URL_PRIVATE_HOST', '/rows/7/Image Src', 'private'],
      ['IMAGE_URL_PRIVATE_HOST', '/rows/8/Image Src', 'loopback'],
      ['IMAGE_URL_PRIVATE_HOST', '/rows/9/Image Src', 'loopback'],
    ]);
    expect(result.findings[8]?.details.host).toBe('127.0.0.1');
    const variantImage = run({ rows: [product('v', { 'Variant Image': 'http://x.example/v.jpg' })] });
    expect(at({ rows: [product('v', { 'Variant Image': 'http://x.example/v.jpg' })] })).toEqual(['IMAGE_URL_UNSAFE_SCHEME@/rows/0/Variant Image']);
    expect(variantImage.report.images).toBe(0);
  });

  test('overwrite mode: existing handles may not blank required columns; absent columns keep existing values', () => {
    const input: Input = {
      mode: 'overwrite',
      existing_handles: ['a', 'b'],
      overwrite_required_columns: ['title', 'Vendor', 'Variant Price', 'Tags'],
      rows: [
        { Handle: 'a', Title: 'A', Vendor: '', 'Variant Price': '5' },
        { Handle: 'a', 'Option1 Value': 'L', 'Variant Price': '' },
        { Handle: 'a', 'Image Src': 'https://x.example/a.png' },
        { Handle: 'b', Title: 'B', Vendor: 'V', 'Variant Price': '1' },
        { Handle: 'new-one', Title: 'N', Vendor: '' },
      ],
    };
    const result = run(input);
    expect(result.findings.map((f) => [f.code, f.pointer, f.subject, f.details])).toEqual([
      ['OVERWRITE_BLANKS_COLUMN', '/rows/0/Vendor', 'a', { handle: 'a', column: 'Vendor' }],
      ['OVERWRITE_BLANKS_COLUMN', '/rows/1/Variant Price', 'a', { handle: 'a', column: 'Variant Price' }],
      ['OVERWRITE_NEW_HANDLE', '/rows/4/Handle', 'new-one', { handle: 'new-one' }],
    ]);
    expect(result.report.products.map((p) => p.existing)).toEqual([true, true, false]);
  });

  test('overwrite without existing_handles is disclosed; new mode flags handles that already exist', () => {
    expect(run({ mode: 'overwrite', rows: [product('a')] }).findings.map((f) => [f.code, f.pointer, f.subject])).toEqual([
      ['EXISTING_HANDLES_MISSING', '', null],
    ]);
    expect(at({ mode: 'new', existing_handles: ['a'], rows: [product('a'), product('b')] })).toEqual(['HANDLE_ALREADY_EXISTS@/rows/0/Handle']);
    expect(at({ existing_handles: ['a'], overwrite_required_columns: ['Vendor'], rows: [product('a', { Vendor: '' })] })).toEqual([]);
  });

  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(first.status).toBe('BLOCKED');
    expect(new Set(first.findings.map((f) => f.code))).toEqual(
      new Set([
        'IMAGE_URL_UNSAFE_SCHEME', 'COMPARE_AT_BELOW_PRICE', 'DUPLICATE_OPTION_COMBINATION', 'PRICE_NOT_DECIMAL', 'DUPLICATE_SKU',
        'OVERWRITE_BLANKS_COLUMN', 'IMAGE_URL_PRIVATE_HOST', 'OVERWRITE_NEW_HANDLE', 'MISSING_TITLE', 'PRICE_NEGATIVE', 'ROW_WITHOUT_HANDLE',
      ]),
    );
    expect(first.report).toMatchObject({ rows: 6, handles: 3, variants: 5, images: 3 });
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('every declared code is exercised by this file', () => {
    // Keeps this suite honest when codes are added.
    expect(Object.keys(codes).sort()).toEqual([
      'COMPARE_AT_BELOW_PRICE', 'DUPLICATE_COLUMN_KEY', 'DUPLICATE_OPTION_COMBINATION', 'DUPLICATE_SKU', 'EXISTING_HANDLES_MISSING',
      'HANDLE_ALREADY_EXISTS', 'IMAGE_URL_INVALID', 'IMAGE_URL_PRIVATE_HOST', 'IMAGE_URL_UNSAFE_SCHEME', 'MISSING_TITLE',
      'OVERWRITE_BLANKS_COLUMN', 'OVERWRITE_NEW_HANDLE', 'PRICE_NEGATIVE', 'PRICE_NOT_DECIMAL', 'ROW_WITHOUT_HANDLE',
    ]);
  });

  test('largest allowed input completes', () => {
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
    expect(result.findings.filter((f) => f.code === 'DUPLICATE_SKU')).toHaveLength(500);
  });
});
