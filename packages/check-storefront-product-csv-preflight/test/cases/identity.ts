import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { product } from './helpers.js';

export const identityCases = defineCases<Input>([
  {
    name: 'identity: rows without a handle or title, a titled row without a handle, and a handle whose first row has no title',
    input: {
      rows: [
        { 'Variant SKU': 'O-1' },
        { Handle: 'b', Title: ' ' },
        { Handle: 'b', Title: '' },
        { Handle: 'c' },
        { ' handle ': '   ', Title: 'Blank handle' },
      ],
    },
    expect: [
      { code: 'ROW_WITHOUT_HANDLE', pointer: '/rows/0', subject: null, details: { title: '', sku: 'O-1' } },
      { code: 'MISSING_TITLE', pointer: '/rows/1/Title', subject: 'b', details: { handle: 'b' } },
      { code: 'MISSING_TITLE', pointer: '/rows/3', subject: 'c', details: { handle: 'c' } },
      // Shopify, "Required columns in the product CSV file": to import new products the only required
      // column is Title; the handle is made from it. The row is a product of its own, not an orphan.
      { code: 'HANDLE_FROM_TITLE', pointer: '/rows/4', subject: null, details: { title: 'Blank handle', sku: '' } },
    ],
    status: 'BLOCKED',
    report: { rows: 5, handles: 2, rowsWithoutHandle: 2 },
  },
  {
    name: 'identity: continuation rows may leave Title blank',
    input: { rows: [product('a', { 'Option1 Name': 'Size' }), { Handle: 'a', 'Option1 Value': 'x' }, { Handle: 'a', Title: '', 'Image Src': 'https://cdn.example.com/a.png' }] },
    expect: [],
    absent: ['ROW_WITHOUT_HANDLE', 'MISSING_TITLE'],
    report: { products: [{ handle: 'a', firstRow: '/rows/0', rows: 3, variants: 2, images: 1 }] },
  },
  {
    name: 'identity: Shopify, "Required columns": updating products requires the URL handle, so in overwrite mode a titled row without one is an orphan',
    input: { mode: 'overwrite', existing_handles: ['a'], rows: [{ Title: 'Canvas Tote', Price: '19.50' }, product('a')] },
    expect: [{ code: 'ROW_WITHOUT_HANDLE', pointer: '/rows/0', subject: null, details: { title: 'Canvas Tote', sku: '' } }],
    absent: ['HANDLE_FROM_TITLE'],
    status: 'BLOCKED',
  },
  {
    name: 'identity: a titled row without a handle in new mode is a new one-row product (notice only)',
    input: { mode: 'new', rows: [{ Title: 'Canvas Tote', SKU: 'CT-1', Price: '19.50' }] },
    expect: [{ code: 'HANDLE_FROM_TITLE', pointer: '/rows/0', subject: null, details: { title: 'Canvas Tote', sku: 'CT-1' } }],
    absent: ['ROW_WITHOUT_HANDLE', 'MISSING_TITLE'],
    status: 'READY',
    report: { handles: 0, rowsWithoutHandle: 1 },
  },
]);
