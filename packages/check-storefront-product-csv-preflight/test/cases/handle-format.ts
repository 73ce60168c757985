import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { product } from './helpers.js';

// Shopify's product CSV column table, Handle / URL handle: "They can contain letters, dashes and
// numbers, but no spaces, accents, or other characters, including periods."
export const handleFormatCases = defineCases<Input>([
  {
    name: 'handle-format: spaces, "!", accents and periods are not handle characters; every row of the handle is flagged',
    input: {
      rows: [
        product('summer tee'),
        { Handle: 'summer tee', 'Image Src': 'https://cdn.example.com/b.jpg' },
        { 'URL handle': 'tee!', Title: 'Tee' },
        product('café-mug'),
        product('v1.2'),
      ],
    },
    expect: [
      { code: 'HANDLE_INVALID', pointer: '/rows/0/Handle', subject: 'summer tee', details: { group: 'summer tee', handle: 'summer tee', invalid: [' '], count: 2, rows: [0, 1] } },
      { code: 'HANDLE_INVALID', pointer: '/rows/1/Handle', subject: 'summer tee', details: { group: 'summer tee', invalid: [' '], rows: [0, 1] } },
      { code: 'HANDLE_INVALID', pointer: '/rows/2/URL handle', subject: 'tee!', details: { handle: 'tee!', invalid: ['!'], characters: '"!"', count: 1 } },
      { code: 'HANDLE_INVALID', pointer: '/rows/3/Handle', subject: 'café-mug', details: { invalid: ['é'] } },
      { code: 'HANDLE_INVALID', pointer: '/rows/4/Handle', subject: 'v1.2', details: { invalid: ['.'] } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'handle-format: letters of either case, digits, dashes and underscores pass (Shopify keeps underscores and lower-cases letters)',
    input: { rows: [product('linen-shirt-2'), product('Summer-Tee'), product('tee_v2'), { 'URL handle': 'a-1', Title: 'A' }] },
    expect: [],
    absent: ['HANDLE_INVALID'],
    status: 'READY',
  },
]);
