import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { product } from './helpers.js';

export const pricesCases = defineCases<Input>([
  {
    name: 'prices: decimal strings only, no negatives, compare-at not below price',
    input: {
      rows: [
        product('a', { 'Variant Price': '$10', 'Variant Compare At Price': '1,000.00' }),
        product('b', { 'Variant Price': '-0.01' }),
        product('c', { 'Variant Price': '10.5', 'Variant Compare At Price': '10.49' }),
        product('d', { 'Variant Price': 10.5, 'Variant Compare At Price': '10.50' }),
        product('e', { 'Variant Price': '-0', 'Variant Compare At Price': '' }),
      ],
    },
    expect: [
      { code: 'PRICE_NOT_DECIMAL', pointer: '/rows/0/Variant Compare At Price', subject: 'a', details: { column: 'Variant Compare At Price', value: '1,000.00' } },
      { code: 'PRICE_NOT_DECIMAL', pointer: '/rows/0/Variant Price', subject: 'a', details: { column: 'Variant Price', value: '$10' } },
      { code: 'PRICE_NEGATIVE', pointer: '/rows/1/Variant Price', subject: 'b', details: { column: 'Variant Price', value: '-0.01' } },
      { code: 'COMPARE_AT_BELOW_PRICE', pointer: '/rows/2/Variant Compare At Price', subject: 'c', details: { price: '10.5', compareAt: '10.49' } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'prices: a negative compare-at price; a row without a handle still has its prices checked',
    input: { rows: [{ 'Variant Price': '5', 'Variant Compare At Price': '-1' }] },
    expect: [
      { code: 'ROW_WITHOUT_HANDLE', pointer: '/rows/0' },
      { code: 'PRICE_NEGATIVE', pointer: '/rows/0/Variant Compare At Price', subject: null, details: { column: 'Variant Compare At Price', value: '-1' } },
    ],
    absent: ['COMPARE_AT_BELOW_PRICE'],
  },
  {
    name: 'prices: compared as exact decimals, past the precision of binary floating point',
    // As doubles both are 0.3; as decimals the compare-at price is lower.
    input: { rows: [product('a', { 'Variant Price': '0.30000000000000001', 'Variant Compare At Price': '0.3' })] },
    expect: [{ code: 'COMPARE_AT_BELOW_PRICE', pointer: '/rows/0/Variant Compare At Price', details: { price: '0.30000000000000001', compareAt: '0.3' } }],
    status: 'REVIEW',
  },
  {
    name: 'prices: equal and higher compare-at prices, compared as exact decimals',
    input: {
      rows: [
        product('a', { 'Variant Price': '10.5', 'Variant Compare At Price': '10.50' }),
        product('b', { 'Variant Price': '9.99', 'Variant Compare At Price': '10' }),
        product('c', { 'Variant Price': '0.3', 'Variant Compare At Price': '0.30000000000000000001' }),
      ],
    },
    expect: [],
    absent: ['COMPARE_AT_BELOW_PRICE', 'PRICE_NEGATIVE', 'PRICE_NOT_DECIMAL'],
    status: 'READY',
  },
]);
