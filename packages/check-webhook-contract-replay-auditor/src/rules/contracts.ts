import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { listedPositions } from '../lib/limits.js';

export const contractsRule = defineRule<Context>()({
  name: 'contracts',
  codes: {
    DUPLICATE_EVENT_CONTRACT: {
      severity: 'error',
      message: 'Event "{{event}}" has {{count}} contracts (positions {{positions}}); deliveries are held to the first.',
      description: 'Two contracts declare the same event, so which rules govern its deliveries is ambiguous.',
      example: 'two contracts for `invoice.paid`',
    },
    CONTRACT_FIELD_INVALID: {
      severity: 'error',
      message: 'Contract "{{event}}": {{field}} cannot be read ({{reason}}); it is not applied.',
      description:
        'A contract key has a value the check cannot read (an event that is not a non-empty string, a flag that is not a boolean, a negative or non-numeric max age, an empty path segment, an allowed version longer than 200 characters); that rule is not applied.',
      example: '`"max_age_seconds": "5m"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const set of ctx.duplicateContracts) {
      const { event, subject } = set[0]!;
      const positions = set.map((view) => view.index);
      const listed = listedPositions(positions);
      findings.addGroup(
        'DUPLICATE_EVENT_CONTRACT',
        `event:${event}`,
        positions.map((index) => ({
          subject,
          pointer: jsonPointer('contracts', index),
          details: { event: subject, count: positions.length, positions: listed, position: index + 1 },
        })),
      );
    }
    for (const view of ctx.contracts) {
      for (const { pointer, field, reason } of view.problems) {
        findings.add('CONTRACT_FIELD_INVALID', { subject: view.subject, pointer, details: { event: view.subject, field, reason } });
      }
    }
  },
});
