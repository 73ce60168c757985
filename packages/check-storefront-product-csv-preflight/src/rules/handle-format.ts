import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { COLUMN, cellPointer, type RowView } from '../lib/columns.js';
import { LIST_CAP, type Context } from '../context.js';

/**
 * Shopify's product CSV column table, Handle / URL handle: "Handles are unique names for each
 * product. They can contain letters, dashes and numbers, but no spaces, accents, or other
 * characters, including periods." Underscores are accepted too: Shopify keeps them in the handles
 * it makes (a title `a b-c_d.e` becomes `a-b-c_d-e`), and upper-case letters are only lower-cased.
 */
function isHandleCharacter(code: number): boolean {
  return (
    (code >= 48 && code <= 57) || // 0-9
    (code >= 65 && code <= 90) || // A-Z
    (code >= 97 && code <= 122) || // a-z
    code === 45 || // -
    code === 95 // _
  );
}

/** The distinct characters of a handle that Shopify does not allow, in order of appearance. */
function badCharacters(handle: string): string[] {
  const seen = new Set<string>();
  for (const ch of handle) {
    if (ch.length === 1 && isHandleCharacter(ch.charCodeAt(0))) continue;
    seen.add(ch);
  }
  return [...seen];
}

/** A handle may hold only letters, digits, dashes and underscores; every row carrying a bad one is flagged. */
export const handleFormatRule = defineRule<Context>()({
  name: 'handle-format',
  codes: {
    HANDLE_INVALID: {
      severity: 'error',
      message: 'Handle "{{handle}}" contains {{characters}}; a handle may hold only letters, digits, dashes and underscores.',
      description:
        'A Handle (URL handle) with spaces, accents, periods or other punctuation; Shopify allows letters, numbers and dashes only, so the product would not get the handle the file gives it. Every row of the handle is flagged.',
      example: '`summer tee`, `tee!`, `café-mug`, `v1.2`',
    },
  } as const satisfies CodeTable,
  check({ views, products }, findings) {
    for (const { handle, rows } of products) {
      const bad = badCharacters(handle);
      if (bad.length === 0) continue;
      const shown = bad.slice(0, LIST_CAP);
      const characters = shown.map((ch) => JSON.stringify(ch)).join(', ');
      findings.addGroup(
        'HANDLE_INVALID',
        handle,
        rows.map((index) => ({
          subject: handle,
          pointer: cellPointer(views[index] as RowView, index, COLUMN.handle),
          details: { handle, characters, invalid: shown, count: rows.length, rows: rows.slice(0, LIST_CAP) },
        })),
      );
    }
  },
});
