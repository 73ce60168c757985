import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { product } from './helpers.js';

export const identityCases = defineCases<Input>([
  {
    name: 'identity: rows without a handle, and a handle whose first row has no title',
    input: {
      rows: [
        { Title: 'Orphan', 'Variant SKU': 'O-1' },
        { Handle: 'b', Title: ' ' },
        { Handle: 'b', Title: '' },
        { Handle: 'c' },
        { ' handle ': '   ', Title: 'Blank handle' },
      ],
    },
    expect: [
      { code: 'ROW_WITHOUT_HANDLE', pointer: '/rows/0', subject: null, details: { title: 'Orphan', sku: 'O-1' } },
      { code: 'MISSING_TITLE', pointer: '/rows/1/Title', subject: 'b', details: { handle: 'b' } },
      { code: 'MISSING_TITLE', pointer: '/rows/3', subject: 'c', details: { handle: 'c' } },
      { code: 'ROW_WITHOUT_HANDLE', pointer: '/rows/4', subject: null, details: { title: 'Blank handle', sku: '' } },
    ],
    status: 'BLOCKED',
    report: { rows: 5, handles: 2, rowsWithoutHandle: 2 },
  },
  {
    name: 'identity: continuation rows may leave Title blank',
    input: { rows: [product('a'), { Handle: 'a', 'Option1 Value': 'x' }, { Handle: 'a', Title: '', 'Image Src': 'https://cdn.example.com/a.png' }] },
    expect: [],
    absent: ['ROW_WITHOUT_HANDLE', 'MISSING_TITLE'],
    report: { products: [{ handle: 'a', firstRow: '/rows/0', rows: 3, variants: 2, images: 1 }] },
  },
]);
