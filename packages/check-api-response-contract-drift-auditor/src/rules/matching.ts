import { defineRule, jsonPointer, type CodeTable, type JsonValue } from '@evidence-check/core-receipt';
import { listedPositions, type AuditContext } from '../context.js';
import { idKey } from '../json.js';

export const matchingRule = defineRule<AuditContext>()({
  name: 'matching',
  codes: {
    UNKNOWN_CONTRACT: {
      severity: 'error',
      message: 'Response "{{id}}" names contract "{{contract_id}}", which is not declared.',
      description: 'The response names a contract id that no contract has (ids match exactly: `"1"` and `1` differ); it is checked against nothing.',
      example: '`"contract_id": "get-ordr"`',
    },
    DUPLICATE_RESPONSE_ID: {
      severity: 'warning',
      message: 'Response id "{{id}}" is used {{count}} times (positions {{positions}}).',
      description: 'Several recorded responses share an id, so a verdict by id cannot tell them apart.',
      example: 'two responses with id `rec-001`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const positions = new Map<string, number[]>();
    for (const view of ctx.responses) {
      const key = idKey(view.response.id);
      const seen = positions.get(key);
      if (seen) seen.push(view.index);
      else positions.set(key, [view.index]);
      if (!view.contract) {
        findings.add('UNKNOWN_CONTRACT', {
          subject: view.subject,
          pointer: jsonPointer('responses', view.index, 'contract_id'),
          details: { id: view.subject, contract_id: view.response.contract_id as JsonValue },
        });
      }
    }
    for (const [key, indices] of positions) {
      if (indices.length < 2) continue;
      const subject = ctx.responses[indices[0] as number]!.subject;
      const listed = listedPositions(indices);
      findings.addGroup(
        'DUPLICATE_RESPONSE_ID',
        `response:${key}`,
        indices.map((index) => ({
          subject,
          pointer: jsonPointer('responses', index),
          details: { id: subject, count: indices.length, positions: listed, position: index + 1 },
        })),
      );
    }
  },
});
