import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { listedPositions, type AuditContext } from '../context.js';

export const contractsRule = defineRule<AuditContext>()({
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
    for (const [event, positions] of ctx.eventPositions) {
      if (positions.length < 2) continue;
      const listed = listedPositions(positions);
      const subject = ctx.contracts[positions[0] as number]!.subject;
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
