import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { product } from './helpers.js';

// Shopify's product CSV column table: "Option1 name: If a product has an option, then enter its
// name" (on the product's first row); "Option1 value: If a product has an option, then enter its value".
export const optionNamesCases = defineCases<Input>([
  {
    name: 'option-names: a value without the option name on the first row is flagged at each value cell',
    input: {
      rows: [
        { 'URL handle': 'tee', Title: 'Tee', 'Option1 value': 'S', SKU: 'T-S' },
        { 'URL handle': 'tee', 'Option1 value': 'M', SKU: 'T-M' },
        product('mug', { 'Option1 Name': 'Size', 'Option1 Value': 'S', 'Option2 Value': 'Blue' }),
      ],
    },
    expect: [
      { code: 'OPTION_VALUE_WITHOUT_NAME', pointer: '/rows/0/Option1 value', subject: 'tee', details: { handle: 'tee', position: 1, column: 'Option1 value', value: 'S' } },
      { code: 'OPTION_VALUE_WITHOUT_NAME', pointer: '/rows/1/Option1 value', subject: 'tee', details: { handle: 'tee', position: 1, value: 'M' } },
      { code: 'OPTION_VALUE_WITHOUT_NAME', pointer: '/rows/2/Option2 Value', subject: 'mug', details: { position: 2, value: 'Blue' } },
    ],
    status: 'BLOCKED',
  },
  {
    name: "option-names: names on the first row cover every variant row's values; continuation rows need no names",
    input: {
      rows: [
        { 'URL handle': 'tee', Title: 'Tee', 'Option1 name': 'Size', 'Option1 value': 'S', 'Option2 name': 'Color', 'Option2 value': 'Red' },
        { 'URL handle': 'tee', 'Option1 value': 'M', 'Option2 value': 'Red' },
        product('plain', { 'Option1 Name': 'Title', 'Option1 Value': 'Default Title' }),
      ],
    },
    expect: [],
    absent: ['OPTION_VALUE_WITHOUT_NAME'],
    status: 'READY',
  },
]);
