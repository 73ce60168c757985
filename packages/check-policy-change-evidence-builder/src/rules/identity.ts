import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { listedPositions } from '../lib/limits.js';

export const identityRule = defineRule<Context>()({
  name: 'identity',
  codes: {
    DUPLICATE_POLICY_ID: {
      severity: 'error',
      message: 'Policy id "{{policy}}" is used {{count}} times (positions {{positions}}).',
      description: 'Several policies share an id, so the evidence cannot say which change belongs to which policy.',
      example: 'two policies with id `refund-policy`',
    },
    DUPLICATE_CLAUSE_ID: {
      severity: 'error',
      message: 'Policy "{{policy}}": clause id "{{clause}}" appears {{count}} times in {{side}} (positions {{positions}}); the first is compared.',
      description: 'A clause id repeats within one side of a policy, so a clause-level diff by id is ambiguous; the first occurrence is compared.',
      example: 'two clauses `R1` in `current`',
    },
    CLAUSE_FIELD_INVALID: {
      severity: 'error',
      message: 'Policy "{{policy}}": a clause in {{side}} cannot be compared ({{reason}}).',
      description: 'A clause has no id, an id that is not a non-empty string or number, or text that is not a string; it is left out of the diff.',
      example: '`{ "text": "…" }` without `id`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const set of ctx.duplicatePolicies) {
      const { key, subject } = set[0]!;
      const positions = set.map((view) => view.index);
      const listed = listedPositions(positions);
      findings.addGroup(
        'DUPLICATE_POLICY_ID',
        `policy:${key}`,
        positions.map((index) => ({
          subject,
          pointer: jsonPointer('policies', index),
          details: { policy: subject, count: positions.length, positions: listed, position: index + 1 },
        })),
      );
    }
    for (const view of ctx.policies) {
      for (const { side, key, subject, indices } of view.duplicates) {
        const listed = listedPositions(indices);
        findings.addGroup(
          'DUPLICATE_CLAUSE_ID',
          `policy:${view.index + 1}:${side}:${key}`,
          indices.map((index) => ({
            subject,
            pointer: jsonPointer('policies', view.index, side, 'clauses', index),
            details: { policy: view.subject, clause: subject, side, count: indices.length, positions: listed, position: index + 1 },
          })),
        );
      }
      for (const { side, pointer, field, reason } of view.problems) {
        findings.add('CLAUSE_FIELD_INVALID', { subject: view.subject, pointer, details: { policy: view.subject, side, field, reason } });
      }
    }
  },
});
