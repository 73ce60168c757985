import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { col } from './helpers.js';

// A UTF-8 BOM read as text sticks to the first header: fast-csv #131 ("the first column should be
// 'Type', but it is coming out as '<U+FEFF>Type'"), Apache Arrow ARROW-5413, csvlint.rb #97.
export const nameBomCases = defineCases<Input>([
  {
    name: 'a BOM on the first current name is a warning on a kept column, not a removal plus an addition',
    input: {
      baseline_columns: [col('order_id', 'integer', true), col('total', 'number')],
      current_columns: [col('\uFEFForder_id', 'integer', true), col('total', 'number')],
    },
    expect: [{ code: 'COLUMN_NAME_BOM', pointer: '/current_columns/0', subject: '\uFEFForder_id', details: { name: 'order_id', position: 1 } }],
    status: 'REVIEW',
    absent: ['COLUMN_REMOVED', 'COLUMN_ADDED', 'REQUIRED_COLUMN_ADDED', 'COLUMN_NAME_WHITESPACE', 'COLUMN_RENAMED_CASE', 'BLANK_COLUMN_NAME'],
    report: { columns: { kept: 2, removed: 0, added: 0, changed: 1 }, changed: [{ name: '\uFEFForder_id', previousName: 'order_id', typeChange: 'same' }] },
  },
  {
    name: 'a BOM and a case change: the column is kept, both are reported',
    input: { baseline_columns: [col('Id', 'integer')], current_columns: [col('\uFEFFid', 'integer')] },
    expect: [
      { code: 'COLUMN_NAME_BOM', pointer: '/current_columns/0', details: { name: 'id' } },
      { code: 'COLUMN_RENAMED_CASE', pointer: '/current_columns/0', details: { from: 'Id', to: '\uFEFFid' } },
    ],
    absent: ['COLUMN_REMOVED'],
  },
  {
    name: 'a BOM already in the baseline and dropped now is no finding; a BOM alone is a blank name',
    input: { baseline_columns: [col('\uFEFFid', 'integer')], current_columns: [col('id', 'integer'), col('\uFEFF', 'string')] },
    expect: [{ code: 'BLANK_COLUMN_NAME', pointer: '/current_columns/1' }],
    absent: ['COLUMN_NAME_BOM', 'COLUMN_REMOVED'],
  },
  {
    name: 'a BOM and padding: both reported (the mark is not counted as whitespace)',
    input: { baseline_columns: [col('id', 'integer')], current_columns: [col('\uFEFFid ', 'integer')] },
    expect: [
      { code: 'COLUMN_ADDED', pointer: '/current_columns/0' },
      { code: 'COLUMN_NAME_BOM', pointer: '/current_columns/0', details: { name: 'id ' } },
      { code: 'COLUMN_NAME_WHITESPACE', pointer: '/current_columns/0' },
    ],
    partial: true,
  },
]);
