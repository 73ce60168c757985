import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';

export const columnKeysCases = defineCases<Input>([
  {
    name: 'column-keys: names match up to case and spaces; both keys of a doubled column are flagged',
    input: { rows: [{ handle: 'a', ' TITLE ': 'A', variantsku: 'X', 'Variant  SKU': 'Y' }] },
    expect: [
      { code: 'DUPLICATE_COLUMN_KEY', pointer: '/rows/0/Variant  SKU', subject: 'Variant  SKU', details: { group: '/rows/0:variantsku', key: 'Variant  SKU', winner: 'Variant  SKU', count: 2 } },
      { code: 'DUPLICATE_COLUMN_KEY', pointer: '/rows/0/variantsku', subject: 'variantsku', details: { group: '/rows/0:variantsku', key: 'variantsku', winner: 'Variant  SKU', count: 2 } },
    ],
    absent: ['MISSING_TITLE', 'ROW_WITHOUT_HANDLE'],
    status: 'REVIEW',
  },
  {
    name: 'column-keys: every key of each doubled column, one group per row and column',
    input: {
      rows: [
        { Handle: 'a', Title: 'A', 'Option1 Name': 'Size', 'Variant SKU': 'S1', 'variant sku': 'S2', VARIANTSKU: 'S3' },
        { Handle: 'a', 'Option1 Value': 'x', 'Variant SKU': 'S4' },
        { handle: 'b', HANDLE: 'c', Title: 'B' },
      ],
    },
    expect: [
      { code: 'DUPLICATE_COLUMN_KEY', pointer: '/rows/0/VARIANTSKU', details: { group: '/rows/0:variantsku', winner: 'VARIANTSKU', count: 3 } },
      { code: 'DUPLICATE_COLUMN_KEY', pointer: '/rows/0/Variant SKU', details: { group: '/rows/0:variantsku', winner: 'VARIANTSKU', count: 3 } },
      { code: 'DUPLICATE_COLUMN_KEY', pointer: '/rows/0/variant sku', details: { group: '/rows/0:variantsku', winner: 'VARIANTSKU', count: 3 } },
      { code: 'DUPLICATE_COLUMN_KEY', pointer: '/rows/2/HANDLE', details: { group: '/rows/2:handle', winner: 'HANDLE', keys: ['HANDLE', 'handle'] } },
      { code: 'DUPLICATE_COLUMN_KEY', pointer: '/rows/2/handle', details: { group: '/rows/2:handle', winner: 'HANDLE', keys: ['HANDLE', 'handle'] } },
    ],
    // The key first in code-unit order is read (never the caller's member order): handle "c", SKU "S3".
    report: { handles: 2, products: [{ handle: 'a' }, { handle: 'c' }] },
  },
]);
