import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { quotingCharacters } from '../lib/names.js';

/**
 * RFC 4180 §2 rule 6: "Fields containing line breaks (CRLF), double quotes, and commas should be
 * enclosed in double-quotes." Valid when quoted, so a notice: naive writers and line/comma splitters
 * shift or cut the header.
 */
const SPELLED: Readonly<Record<string, string>> = { CR: 'a carriage return', LF: 'a line feed', '"': 'a double quote', ',': 'a comma' };

export const nameQuotingRule = defineRule<Context>()({
  name: 'column-name-quoting',
  codes: {
    COLUMN_NAME_NEEDS_QUOTING: {
      severity: 'notice',
      message: 'Column name "{{name}}" contains {{listed}} and must be written in double quotes.',
      description:
        'The name holds a line break, a double quote or a comma, so RFC 4180 requires the header field to be quoted; writers that do not quote, and readers that split on commas or lines, shift every later column.',
      example: '`"amount, net"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { column, index } of ctx.current.byName.values()) {
      const characters = quotingCharacters(column.name);
      if (characters.length === 0) continue;
      findings.add('COLUMN_NAME_NEEDS_QUOTING', {
        subject: column.name,
        pointer: jsonPointer('current_columns', index),
        details: { name: column.name, characters, listed: characters.map((character) => SPELLED[character]).join(', ') },
      });
    }
  },
});
