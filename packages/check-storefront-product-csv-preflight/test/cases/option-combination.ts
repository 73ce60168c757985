import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { product } from './helpers.js';

export const optionCombinationCases = defineCases<Input>([
  {
    name: 'option-combination: both rows of a repeated combination, trimmed and case-insensitive; other handles may repeat it',
    input: {
      rows: [
        product('a', { 'Option1 Name': 'Color', 'Option1 Value': 'Red', 'Option2 Name': 'Size', 'Option2 Value': 'S' }),
        { Handle: 'a', 'Option1 Value': 'red ', 'Option2 Value': 's' },
        { Handle: 'a', 'Option1 Value': 'Red', 'Option2 Value': 'M' },
        product('b', { 'Option1 Name': 'Color', 'Option1 Value': 'Red', 'Option2 Name': 'Size', 'Option2 Value': 'S' }),
      ],
    },
    expect: [
      { code: 'DUPLICATE_OPTION_COMBINATION', pointer: '/rows/0', subject: 'a', details: { group: '["a","red","s",""]', handle: 'a', options: ['Red', 'S'], count: 2, rows: [0, 1] } },
      { code: 'DUPLICATE_OPTION_COMBINATION', pointer: '/rows/1', subject: 'a', details: { group: '["a","red","s",""]', handle: 'a', options: ['red', 's'], count: 2, rows: [0, 1] } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'option-combination: blank options count as a value; every variant row of the set is flagged',
    input: { rows: [product('a', { 'Variant Price': '1' }), { Handle: 'a', 'Variant Price': '2' }, { Handle: 'a', 'Variant SKU': 'A-3' }] },
    expect: [
      { code: 'DUPLICATE_OPTION_COMBINATION', pointer: '/rows/0', details: { options: [], count: 3, rows: [0, 1, 2] } },
      { code: 'DUPLICATE_OPTION_COMBINATION', pointer: '/rows/1', details: { options: [], count: 3, rows: [0, 1, 2] } },
      { code: 'DUPLICATE_OPTION_COMBINATION', pointer: '/rows/2', details: { options: [], count: 3, rows: [0, 1, 2] } },
    ],
  },
  {
    name: 'option-combination: image-only continuation rows are not variants and do not collide',
    input: { rows: [product('a'), { Handle: 'a', 'Image Src': 'https://x.example/1.png' }, { Handle: 'a', 'Image Src': 'https://x.example/2.png' }] },
    expect: [],
    absent: ['DUPLICATE_OPTION_COMBINATION'],
    report: { variants: 1, images: 2, products: [{ handle: 'a', rows: 3, variants: 1, images: 2 }] },
  },
]);
