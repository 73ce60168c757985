import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { product } from './helpers.js';

export const importModeCases = defineCases<Input>([
  {
    name: 'import-mode: overwrite may not blank required columns of existing handles; absent columns keep existing values',
    input: {
      mode: 'overwrite',
      existing_handles: ['a', 'b'],
      overwrite_required_columns: ['title', 'Vendor', 'Variant Price', 'Tags'],
      rows: [
        { Handle: 'a', Title: 'A', Vendor: '', 'Option1 Name': 'Size', 'Variant Price': '5' },
        { Handle: 'a', 'Option1 Value': 'L', 'Variant Price': '' },
        { Handle: 'a', 'Image Src': 'https://x.example/a.png' },
        { Handle: 'b', Title: 'B', Vendor: 'V', 'Variant Price': '1' },
        { Handle: 'new-one', Title: 'N', Vendor: '' },
      ],
    },
    expect: [
      { code: 'OVERWRITE_BLANKS_COLUMN', pointer: '/rows/0/Vendor', subject: 'a', details: { handle: 'a', column: 'Vendor' } },
      { code: 'OVERWRITE_BLANKS_COLUMN', pointer: '/rows/1/Variant Price', subject: 'a', details: { handle: 'a', column: 'Variant Price' } },
      { code: 'OVERWRITE_NEW_HANDLE', pointer: '/rows/4/Handle', subject: 'new-one', details: { handle: 'new-one' } },
    ],
    report: { mode: 'overwrite', products: [{ existing: true }, { existing: true }, { existing: false }] },
  },
  {
    name: 'import-mode: overwrite without existing_handles is disclosed on the packet',
    input: { mode: 'overwrite', overwrite_required_columns: ['Vendor'], rows: [product('a', { Vendor: '' })] },
    expect: [{ code: 'EXISTING_HANDLES_MISSING', pointer: '', subject: null }],
    absent: ['OVERWRITE_BLANKS_COLUMN', 'OVERWRITE_NEW_HANDLE'],
    status: 'READY',
    report: { products: [{ existing: null }] },
  },
  {
    name: 'import-mode: new mode flags handles that already exist',
    input: { mode: 'new', existing_handles: ['a'], rows: [product('a'), product('b')] },
    expect: [{ code: 'HANDLE_ALREADY_EXISTS', pointer: '/rows/0/Handle', subject: 'a', details: { handle: 'a' } }],
    absent: ['OVERWRITE_NEW_HANDLE', 'EXISTING_HANDLES_MISSING'],
    status: 'REVIEW',
  },
  {
    name: 'import-mode: no mode, no hazards; existing handles are compared trimmed',
    input: { existing_handles: [' a '], overwrite_required_columns: ['Vendor'], rows: [product('a', { Vendor: '' }), product('b')] },
    expect: [],
    absent: ['OVERWRITE_BLANKS_COLUMN', 'OVERWRITE_NEW_HANDLE', 'EXISTING_HANDLES_MISSING', 'HANDLE_ALREADY_EXISTS'],
    report: { mode: null, products: [{ handle: 'a', existing: true }, { handle: 'b', existing: false }] },
  },
  {
    name: 'import-mode: overwrite of trimmed existing handles with every required value present is clean',
    input: { mode: 'overwrite', existing_handles: [' a '], overwrite_required_columns: ['Vendor'], rows: [product('a', { Vendor: 'V' })] },
    expect: [],
    absent: ['OVERWRITE_BLANKS_COLUMN', 'OVERWRITE_NEW_HANDLE', 'EXISTING_HANDLES_MISSING'],
  },
]);
