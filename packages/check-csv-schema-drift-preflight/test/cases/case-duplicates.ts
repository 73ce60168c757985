import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { col } from './helpers.js';

// Table Schema, field descriptors (https://specs.frictionlessdata.io/table-schema/#name): "name
// SHOULD NOT be considered case sensitive in determining uniqueness".
export const caseDuplicatesCases = defineCases<Input>([
  {
    name: 'Table Schema #name: names equal up to case on one side flag every spelling, with one group',
    input: {
      baseline_columns: [col('Email', 'string'), col('id', 'integer')],
      current_columns: [col('Email', 'string'), col('id', 'integer'), col('email', 'string'), col('EMAIL', 'string')],
    },
    expect: [
      { code: 'DUPLICATE_COLUMN_CASE', pointer: '/current_columns/0', subject: 'Email', details: { group: 'current_columns:email', count: 3, others: ['email', 'EMAIL'], position: 1 } },
      { code: 'COLUMN_ADDED', pointer: '/current_columns/2' },
      { code: 'DUPLICATE_COLUMN_CASE', pointer: '/current_columns/2', details: { group: 'current_columns:email', others: ['Email', 'EMAIL'] } },
      { code: 'COLUMN_ADDED', pointer: '/current_columns/3' },
      { code: 'DUPLICATE_COLUMN_CASE', pointer: '/current_columns/3', details: { group: 'current_columns:email', others: ['Email', 'email'] } },
    ],
    status: 'REVIEW',
    absent: ['DUPLICATE_COLUMN', 'COLUMN_RENAMED_CASE'],
  },
  {
    name: 'an exact duplicate is also DUPLICATE_COLUMN; a case set counts each spelling once',
    input: {
      baseline_columns: [col('a', 'string'), col('a', 'string'), col('A', 'string')],
      current_columns: [col('a', 'string'), col('A', 'string')],
    },
    expect: [
      { code: 'DUPLICATE_COLUMN', pointer: '/baseline_columns/0', details: { group: 'baseline_columns:a', count: 2 } },
      { code: 'DUPLICATE_COLUMN_CASE', pointer: '/baseline_columns/0', details: { group: 'baseline_columns:a', count: 2, others: ['A'] } },
      { code: 'DUPLICATE_COLUMN', pointer: '/baseline_columns/1' },
      { code: 'DUPLICATE_COLUMN_CASE', pointer: '/baseline_columns/2', details: { group: 'baseline_columns:a', others: ['a'] } },
      { code: 'DUPLICATE_COLUMN_CASE', pointer: '/current_columns/0', details: { group: 'current_columns:a' } },
      { code: 'COLUMN_MOVED', pointer: '/current_columns/1', details: { name: 'A', from: 3, to: 2 } },
      { code: 'DUPLICATE_COLUMN_CASE', pointer: '/current_columns/1', details: { group: 'current_columns:a' } },
    ],
  },
  {
    name: 'the same name up to case on different sides is a rename, not a duplicate',
    input: { baseline_columns: [col('Email', 'string')], current_columns: [col('email', 'string')] },
    expect: [{ code: 'COLUMN_RENAMED_CASE', pointer: '/current_columns/0' }],
    absent: ['DUPLICATE_COLUMN_CASE'],
  },
]);
