import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { product } from './helpers.js';

export const duplicateSkuCases = defineCases<Input>([
  {
    name: 'duplicate-sku: every row of the set is flagged, the first included, within and across handles',
    input: {
      rows: [
        product('a', { 'Option1 Name': 'Size', 'Variant SKU': 'S1' }),
        { Handle: 'a', 'Option1 Value': 'x', 'Variant SKU': 'S1' },
        product('b', { 'Variant SKU': ' S1 ' }),
      ],
    },
    expect: [
      { code: 'DUPLICATE_SKU', pointer: '/rows/0/Variant SKU', subject: 'S1', details: { group: 'S1', sku: 'S1', handle: 'a', count: 3, rows: [0, 1, 2], sameHandle: false } },
      { code: 'DUPLICATE_SKU', pointer: '/rows/1/Variant SKU', subject: 'S1', details: { group: 'S1', sku: 'S1', handle: 'a', count: 3, rows: [0, 1, 2], sameHandle: false } },
      { code: 'DUPLICATE_SKU', pointer: '/rows/2/Variant SKU', subject: 'S1', details: { group: 'S1', sku: 'S1', handle: 'b', count: 3, rows: [0, 1, 2], sameHandle: false } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'duplicate-sku: a SKU repeated within one handle',
    input: { rows: [product('a', { 'Option1 Name': 'Size', 'Option1 Value': 'S', 'Variant SKU': 'T' }), { Handle: 'a', 'Option1 Value': 'M', 'Variant SKU': 'T' }] },
    expect: [
      { code: 'DUPLICATE_SKU', pointer: '/rows/0/Variant SKU', details: { group: 'T', count: 2, sameHandle: true } },
      { code: 'DUPLICATE_SKU', pointer: '/rows/1/Variant SKU', details: { group: 'T', count: 2, sameHandle: true } },
    ],
  },
  {
    name: 'duplicate-sku: two duplicate sets are two groups, each member at its own row',
    input: {
      rows: [
        product('a', { 'Variant SKU': 'X' }),
        product('b', { 'Variant SKU': 'Y' }),
        product('c', { 'Variant SKU': 'X' }),
        product('d', { 'Variant SKU': 'Y' }),
        product('e', { 'Variant SKU': 'Z' }),
      ],
    },
    expect: [
      { code: 'DUPLICATE_SKU', pointer: '/rows/0/Variant SKU', subject: 'X', details: { group: 'X', rows: [0, 2] } },
      { code: 'DUPLICATE_SKU', pointer: '/rows/1/Variant SKU', subject: 'Y', details: { group: 'Y', rows: [1, 3] } },
      { code: 'DUPLICATE_SKU', pointer: '/rows/2/Variant SKU', subject: 'X', details: { group: 'X', rows: [0, 2] } },
      { code: 'DUPLICATE_SKU', pointer: '/rows/3/Variant SKU', subject: 'Y', details: { group: 'Y', rows: [1, 3] } },
    ],
  },
  {
    name: 'duplicate-sku: SKUs differing in case are distinct; blank SKUs never collide',
    input: {
      rows: [
        product('a', { 'Variant SKU': 'ab' }),
        product('b', { 'Variant SKU': 'AB' }),
        product('c', { 'Variant SKU': '' }),
        product('d', { 'Variant SKU': ' ' }),
        product('e'),
      ],
    },
    expect: [],
    absent: ['DUPLICATE_SKU'],
  },
]);
