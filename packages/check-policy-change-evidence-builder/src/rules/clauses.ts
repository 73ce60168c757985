import { defineRule, jsonPointer, type CodeTable, type JsonValue } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

export const clausesRule = defineRule<Context>()({
  name: 'clauses',
  codes: {
    CLAUSE_ADDED: {
      severity: 'notice',
      message: 'Policy "{{policy}}": clause "{{clause}}" was added.',
      description: 'A clause id of the current side is not in the baseline.',
      example: '`R4` new in `current`',
    },
    CLAUSE_REMOVED: {
      severity: 'warning',
      message: 'Policy "{{policy}}": clause "{{clause}}" was removed.',
      description: 'A baseline clause id is not in the current side: whatever it granted or required is gone, so a reviewer should confirm it.',
      example: '`R3` dropped',
    },
    CLAUSE_TEXT_CHANGED: {
      severity: 'notice',
      message: 'Policy "{{policy}}": the text of clause "{{clause}}" changed.',
      description:
        'The clause text differs after whitespace normalisation (runs of white space become one space, the ends are trimmed); both texts are in the details as given.',
      example: '"within 30 days" → "within 14 days"',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.policies) {
      for (const change of view.changes) {
        const details = { policy: view.subject, clause: change.subject, id: change.id };
        if (change.kind === 'added') {
          findings.add('CLAUSE_ADDED', {
            subject: change.subject,
            pointer: jsonPointer('policies', view.index, 'current', 'clauses', change.current!.index),
            details: { ...details, text: (change.current!.clause.text ?? null) as JsonValue },
          });
        } else if (change.kind === 'removed') {
          findings.add('CLAUSE_REMOVED', {
            subject: change.subject,
            pointer: jsonPointer('policies', view.index, 'baseline', 'clauses', change.baseline!.index),
            details: { ...details, text: (change.baseline!.clause.text ?? null) as JsonValue },
          });
        } else if (change.textChanged) {
          const after = change.current!;
          findings.add('CLAUSE_TEXT_CHANGED', {
            subject: change.subject,
            pointer: after.clause.text === undefined
              ? jsonPointer('policies', view.index, 'current', 'clauses', after.index)
              : jsonPointer('policies', view.index, 'current', 'clauses', after.index, 'text'),
            details: { ...details, before: (change.baseline!.clause.text ?? null) as JsonValue, after: (after.clause.text ?? null) as JsonValue },
          });
        }
      }
    }
  },
});
