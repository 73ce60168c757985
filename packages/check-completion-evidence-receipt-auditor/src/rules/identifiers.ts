import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { display, duplicateSets } from '@evidence-check/core-receipt';
import type { Context, OutcomeEntry } from '../context.js';
import { excerpt, isTooLong, MAX_ID_LENGTH, outcomePointer } from '../lib/ids.js';

/** Outcome ids must be usable and unique. */
export const identifiersRule = defineRule<Context>()({
  name: 'identifiers',
  codes: {
    INVALID_ID: {
      severity: 'error',
      message: 'Outcome {{position}} has the id {{id}}, which is not a non-blank string or a number.',
      description: 'An outcome `id` is blank, null, a boolean, a list or an object, so the record cannot be named.',
      example: '`{ "id": "" }`',
    },
    ID_TOO_LONG: {
      severity: 'error',
      message: `Outcome {{position}} has an id of {{length}} characters, more than ${MAX_ID_LENGTH}, so it is not read as an id: "{{id}}".`,
      description: `An outcome \`id\` is a string longer than ${MAX_ID_LENGTH} characters (UTF-16 code units); it is treated like an unusable id, and messages show its first ${MAX_ID_LENGTH}.`,
      example: '`{ "id": "task-…" }` with 300 characters',
    },
    DUPLICATE_OUTCOME_ID: {
      severity: 'error',
      message: 'The outcome id "{{id}}" is used {{count}} times, first at position {{first}}; this is position {{position}}.',
      description: 'Two or more outcome records share one id; every member of the set is flagged at its own id.',
      example: 'two outcomes with id `task-1`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const outcome of ctx.outcomes) {
      if (outcome.id) continue;
      const value = ctx.input.outcomes[outcome.index]?.id;
      if (isTooLong(value)) {
        findings.add('ID_TOO_LONG', { subject: null, pointer: outcomePointer(outcome, 'id'), details: { position: outcome.index + 1, length: value.length, id: excerpt(value) } });
        continue;
      }
      findings.add('INVALID_ID', { subject: null, pointer: outcomePointer(outcome, 'id'), details: { position: outcome.index + 1, id: display(value) } });
    }
    for (const members of duplicateSets<OutcomeEntry>(ctx.outcomes, (outcome) => outcome.id?.key ?? null)) {
      const id = members[0]?.id?.text ?? '';
      const first = (members[0]?.index ?? 0) + 1;
      findings.addGroup(
        'DUPLICATE_OUTCOME_ID',
        `/outcomes:${members[0]?.id?.key}`,
        members.map((outcome) => ({ subject: id, pointer: outcomePointer(outcome, 'id'), details: { id, count: members.length, first, position: outcome.index + 1 } })),
      );
    }
  },
});
