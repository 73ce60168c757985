import type { PeerComparison } from '@evidence-check/core-receipt';

/**
 * The tools and standards CSV producers already trust, each rule they apply to a header or a
 * column contract, and our code for it. Their row-level checks (cells, row lengths, quoting of
 * data) need rows, which this request does not carry: those rows say so.
 */
export const comparison = {
  peers: [
    {
      name: 'Frictionless (Table Schema, frictionless-py)',
      url: 'https://specs.frictionlessdata.io/table-schema/',
      oracle:
        'tableschema-js 1.12.6 (Frictionless) in test/frictionless-oracle.test.ts: its header check over 400 generated contract pairs (which baseline fields a header misses) and its type casting over a cell corpus for every pair of the seven types it shares with ours (json excluded)',
    },
    { name: 'csvlint.rb (csvlint.io)', url: 'https://github.com/Data-Liberation-Front/csvlint.rb/blob/main/lib/csvlint/schema.rb' },
    { name: 'RFC 4180', url: 'https://www.rfc-editor.org/rfc/rfc4180#section-2' },
  ],
  rules: [
    { peer: 'Frictionless (Table Schema, frictionless-py)', rule: 'blank-label', ours: 'BLANK_COLUMN_NAME' },
    { peer: 'Frictionless (Table Schema, frictionless-py)', rule: 'duplicate-label', ours: 'DUPLICATE_COLUMN' },
    {
      peer: 'Frictionless (Table Schema, frictionless-py)',
      rule: 'field `name` "SHOULD NOT be considered case sensitive in determining uniqueness"',
      ours: 'DUPLICATE_COLUMN_CASE',
    },
    {
      peer: 'Frictionless (Table Schema, frictionless-py)',
      rule: 'missing-label (a schema field the header lacks)',
      ours: ['COLUMN_REMOVED', 'COLUMN_RENAMED_CASE'],
      note: 'a field the header has only in another letter case is one rename (warning), not a missing field',
    },
    { peer: 'Frictionless (Table Schema, frictionless-py)', rule: 'extra-label (a header label with no field)', ours: ['COLUMN_ADDED', 'REQUIRED_COLUMN_ADDED'] },
    {
      peer: 'Frictionless (Table Schema, frictionless-py)',
      rule: 'incorrect-label (label and field name differ at one position)',
      ours: ['COLUMN_MOVED', 'COLUMN_RENAMED_CASE'],
      note: 'reported by what happened to the column (moved, renamed by case, removed or added), not per position',
    },
    {
      peer: 'Frictionless (Table Schema, frictionless-py)',
      rule: 'field `type` (type-error when a cell does not cast)',
      ours: ['TYPE_NARROWED', 'TYPE_INCOMPATIBLE', 'TYPE_WIDENED', 'TYPE_RELABELED'],
      note: 'judged on the declared types, as sets of cells; no cell is cast',
    },
    {
      peer: 'Frictionless (Table Schema, frictionless-py)',
      rule: 'constraints.required (constraint-error on a blank cell)',
      ours: ['COLUMN_BECAME_REQUIRED', 'COLUMN_BECAME_OPTIONAL', 'REQUIRED_COLUMN_ADDED'],
      note: 'the change of the constraint, which makes existing blank cells fail',
    },
    { peer: 'Frictionless (Table Schema, frictionless-py)', rule: 'other constraints (unique, enum, pattern, minimum…)', ours: null, note: 'a column here has only name, type and required' },
    { peer: 'Frictionless (Table Schema, frictionless-py)', rule: 'blank-row, extra-cell, missing-cell', ours: null, note: 'row checks: no rows are sent' },
    { peer: 'Frictionless (Table Schema, frictionless-py)', rule: 'dialect and encoding (delimiter, quoteChar, encoding)', ours: null, note: 'the request carries no dialect or encoding; a BOM read into a name is `COLUMN_NAME_BOM`' },
    { peer: 'csvlint.rb (csvlint.io)', rule: ':empty_column_name', ours: 'BLANK_COLUMN_NAME', note: 'ours also counts whitespace-only names as blank' },
    { peer: 'csvlint.rb (csvlint.io)', rule: ':duplicate_column_name', ours: 'DUPLICATE_COLUMN' },
    {
      peer: 'csvlint.rb (csvlint.io)',
      rule: ':header_name (header differs from the schema field at its position, ignoring case; warning)',
      ours: ['COLUMN_MOVED', 'COLUMN_RENAMED_CASE', 'COLUMN_REMOVED', 'COLUMN_ADDED'],
      note: 'csvlint accepts a case-only difference at the same position; ours warns (`COLUMN_RENAMED_CASE`), since case-sensitive readers lose the column',
    },
    { peer: 'csvlint.rb (csvlint.io)', rule: ':whitespace, :ragged_rows, :blank_rows, :line_breaks, :invalid_encoding', ours: null, note: 'file-level checks on the raw CSV text, which is not sent' },
    { peer: 'RFC 4180', rule: '§2 rule 3: header with the same number of fields as the records', ours: null, note: 'no records are sent' },
    { peer: 'RFC 4180', rule: '§2 rule 4: "Spaces are considered part of a field and should not be ignored"', ours: 'COLUMN_NAME_WHITESPACE' },
    {
      peer: 'RFC 4180',
      rule: '§2 rule 6: fields containing line breaks, double quotes and commas should be enclosed in double quotes',
      ours: 'COLUMN_NAME_NEEDS_QUOTING',
    },
    { peer: 'RFC 4180', rule: '§2 rule 1: CRLF line breaks', ours: null, note: 'line endings are a property of the file, which is not sent' },
  ],
} as const satisfies PeerComparison;
