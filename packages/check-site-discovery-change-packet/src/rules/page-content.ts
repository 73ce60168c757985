import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** Title and structured-data types. Titles compare with runs of white space collapsed. */
export const pageContentRule = defineRule<Context>()({
  name: 'page-content',
  codes: {
    TITLE_CHANGED: {
      severity: 'notice',
      message: 'The title changed from "{{from}}" to "{{to}}".',
      description: 'The page title differs beyond white space; search results show the new one.',
      example: '`Choosing an Espresso Grinder` → `Espresso Grinders`',
    },
    TITLE_EMPTIED: {
      severity: 'warning',
      message: 'The title "{{from}}" is gone: the current snapshot has no title.',
      description: 'The baseline page had a title and the current one has none (absent or blank); search engines then write their own.',
      example: '`Espresso Grinders` → ``',
    },
    SCHEMA_TYPE_REMOVED: {
      severity: 'warning',
      message: 'Structured-data type {{type}} was removed.',
      description: 'A schema.org type of the baseline page is missing from the current one; rich results that rely on it stop.',
      example: '`FAQPage` dropped',
    },
    SCHEMA_TYPE_ADDED: {
      severity: 'notice',
      message: 'Structured-data type {{type}} was added.',
      description: 'The current page declares a schema.org type the baseline did not.',
      example: '`Product` added',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const from = ctx.baseline.title;
    const to = ctx.current.title;
    const change = ctx.titleChange;
    const pointer = '/current/title';
    const subject = ctx.input.current.title ?? null;
    if (change === 'changed') findings.add('TITLE_CHANGED', { pointer, subject, details: { from: from as string, to: to as string } });
    if (change === 'emptied') findings.add('TITLE_EMPTIED', { pointer, subject, details: { from: from as string } });

    const before = new Set(ctx.baseline.schemaTypes.map((type) => type.key));
    const after = new Set(ctx.current.schemaTypes.map((type) => type.key));
    const seen = new Set<string>();
    for (const type of ctx.baseline.schemaTypes) {
      if (type.key === '' || after.has(type.key) || seen.has(type.key)) continue;
      seen.add(type.key);
      findings.add('SCHEMA_TYPE_REMOVED', { pointer: jsonPointer('baseline', 'schema_types', type.index), subject: type.raw, details: { type: type.key } });
    }
    for (const type of ctx.current.schemaTypes) {
      if (type.key === '' || before.has(type.key) || seen.has(type.key)) continue;
      seen.add(type.key);
      findings.add('SCHEMA_TYPE_ADDED', { pointer: jsonPointer('current', 'schema_types', type.index), subject: type.raw, details: { type: type.key } });
    }
  },
});
