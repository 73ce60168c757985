import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { col } from './helpers.js';

// RFC 4180 §2 rule 6 (https://www.rfc-editor.org/rfc/rfc4180#section-2): "Fields containing line
// breaks (CRLF), double quotes, and commas should be enclosed in double-quotes."
export const nameQuotingCases = defineCases<Input>([
  {
    name: 'RFC 4180 §2.6: names with a comma, a double quote or a line break need quoting (a notice)',
    input: {
      baseline_columns: [col('id', 'integer')],
      current_columns: [col('id', 'integer'), col('amount, net', 'number'), col('size "in"', 'string'), col('note\r\nline', 'string')],
    },
    expect: [
      { code: 'COLUMN_ADDED', pointer: '/current_columns/1' },
      { code: 'COLUMN_NAME_NEEDS_QUOTING', pointer: '/current_columns/1', details: { name: 'amount, net', characters: [','] } },
      { code: 'COLUMN_ADDED', pointer: '/current_columns/2' },
      { code: 'COLUMN_NAME_NEEDS_QUOTING', pointer: '/current_columns/2', details: { characters: ['"'] } },
      { code: 'COLUMN_ADDED', pointer: '/current_columns/3' },
      { code: 'COLUMN_NAME_NEEDS_QUOTING', pointer: '/current_columns/3', details: { characters: ['CR', 'LF'] } },
    ],
    status: 'READY',
  },
  {
    name: 'names with spaces, semicolons, tabs or quotes other than " need no quoting under RFC 4180',
    input: { baseline_columns: [col('a b', 'string')], current_columns: [col('a b', 'string'), col("it's;x\ty", 'string')] },
    expect: [{ code: 'COLUMN_ADDED', pointer: '/current_columns/1' }],
    absent: ['COLUMN_NAME_NEEDS_QUOTING'],
  },
]);
