// Cases as data: every declared code is produced by at least one case (the conventions meta-test
// checks it) and every case input is a packet the gateway accepts.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';
import { caseDuplicatesCases } from './cases/case-duplicates.js';
import { nameBomCases } from './cases/name-bom.js';
import { nameQuotingCases } from './cases/name-quoting.js';

type Column = Input['baseline_columns'][number];
const col = (name: string, type: Column['type'], required?: boolean): Column =>
  required === undefined ? { name, type } : { name, type, required };

const coreCases = defineCases<Input>([
  {
    name: 'identical contracts are READY',
    input: { baseline_columns: [col('id', 'integer', true), col('name', 'string')], current_columns: [col('id', 'integer', true), col('name', 'string')] },
    expect: [],
    status: 'READY',
    absent: ['COLUMN_REMOVED', 'COLUMN_ADDED', 'COLUMN_MOVED', 'DUPLICATE_COLUMN'],
  },
  {
    name: 'a removed column is flagged in the baseline',
    input: { baseline_columns: [col('a', 'string'), col('b', 'string')], current_columns: [col('a', 'string')] },
    expect: [{ code: 'COLUMN_REMOVED', pointer: '/baseline_columns/1', subject: 'b' }],
    status: 'BLOCKED',
    report: { removed: ['b'] },
  },
  {
    name: 'an optional column added at the end is a notice',
    input: { baseline_columns: [col('a', 'string')], current_columns: [col('a', 'string'), col('b', 'string', false)] },
    expect: [{ code: 'COLUMN_ADDED', pointer: '/current_columns/1' }],
    status: 'READY',
    absent: ['REQUIRED_COLUMN_ADDED'],
  },
  {
    name: 'a required column added blocks',
    input: { baseline_columns: [col('a', 'string')], current_columns: [col('a', 'string'), col('b', 'string', true)] },
    expect: [{ code: 'REQUIRED_COLUMN_ADDED', pointer: '/current_columns/1' }],
    absent: ['COLUMN_ADDED'],
  },
  {
    name: 'an optional column becoming required',
    input: { baseline_columns: [col('a', 'string')], current_columns: [col('a', 'string', true)] },
    expect: [{ code: 'COLUMN_BECAME_REQUIRED', pointer: '/current_columns/0' }],
    absent: ['COLUMN_BECAME_OPTIONAL'],
  },
  {
    name: 'a required column becoming optional',
    input: { baseline_columns: [col('a', 'string', true)], current_columns: [col('a', 'string')] },
    expect: [{ code: 'COLUMN_BECAME_OPTIONAL', pointer: '/current_columns/0' }],
    status: 'REVIEW',
    absent: ['COLUMN_BECAME_REQUIRED'],
  },
  {
    name: 'integer to number widens',
    input: { baseline_columns: [col('v', 'integer')], current_columns: [col('v', 'number')] },
    expect: [{ code: 'TYPE_WIDENED', pointer: '/current_columns/0', details: { from: 'integer', to: 'number' } }],
  },
  {
    name: 'number to integer narrows',
    input: { baseline_columns: [col('v', 'number')], current_columns: [col('v', 'integer')] },
    expect: [{ code: 'TYPE_NARROWED', pointer: '/current_columns/0' }],
    absent: ['TYPE_WIDENED'],
  },
  {
    name: 'boolean to date is incompatible',
    input: { baseline_columns: [col('v', 'boolean')], current_columns: [col('v', 'date')] },
    expect: [{ code: 'TYPE_INCOMPATIBLE', pointer: '/current_columns/0' }],
  },
  {
    name: 'string to unknown is a relabel',
    input: { baseline_columns: [col('v', 'string')], current_columns: [col('v', 'unknown')] },
    expect: [{ code: 'TYPE_RELABELED', pointer: '/current_columns/0' }],
    status: 'READY',
  },
  {
    name: 'the same type is no drift',
    input: { baseline_columns: [col('v', 'date')], current_columns: [col('v', 'date')] },
    expect: [],
    absent: ['TYPE_WIDENED', 'TYPE_NARROWED', 'TYPE_INCOMPATIBLE', 'TYPE_RELABELED'],
  },
  {
    name: 'a case-only rename is one finding, not a removal plus an addition',
    input: { baseline_columns: [col('Email', 'string', true)], current_columns: [col('email', 'string', true)] },
    expect: [{ code: 'COLUMN_RENAMED_CASE', pointer: '/current_columns/0', details: { from: 'Email', to: 'email' } }],
    absent: ['COLUMN_REMOVED', 'COLUMN_ADDED'],
    report: { removed: [], added: [] },
  },
  {
    name: 'swapped columns are both flagged as moved',
    input: { baseline_columns: [col('a', 'string'), col('b', 'string')], current_columns: [col('b', 'string'), col('a', 'string')] },
    expect: [
      { code: 'COLUMN_MOVED', pointer: '/current_columns/0', details: { name: 'b', from: 2, to: 1 } },
      { code: 'COLUMN_MOVED', pointer: '/current_columns/1', details: { name: 'a', from: 1, to: 2 } },
    ],
  },
  {
    name: 'every member of a duplicate set is flagged, with one group',
    input: {
      baseline_columns: [col('a', 'string'), col('b', 'string'), col('a', 'integer'), col('a', 'string')],
      current_columns: [col('a', 'string'), col('b', 'string')],
    },
    expect: [
      { code: 'DUPLICATE_COLUMN', pointer: '/baseline_columns/0', details: { group: 'baseline_columns:a', position: 1, count: 3 } },
      { code: 'DUPLICATE_COLUMN', pointer: '/baseline_columns/2', details: { group: 'baseline_columns:a', position: 3, count: 3 } },
      { code: 'DUPLICATE_COLUMN', pointer: '/baseline_columns/3', details: { group: 'baseline_columns:a', position: 4, count: 3 } },
    ],
  },
  {
    name: 'blank and padded names',
    input: {
      baseline_columns: [col('a', 'string')],
      current_columns: [col('a', 'string'), col(' ', 'string'), col('b ', 'string')],
    },
    expect: [
      { code: 'BLANK_COLUMN_NAME', pointer: '/current_columns/1' },
      { code: 'COLUMN_ADDED', pointer: '/current_columns/2' },
      { code: 'COLUMN_NAME_WHITESPACE', pointer: '/current_columns/2' },
    ],
  },
]);

// The rules added from the peer comparison keep their cases in test/cases/<rule>.ts.
export const cases = [...coreCases, ...caseDuplicatesCases, ...nameBomCases, ...nameQuotingCases];
