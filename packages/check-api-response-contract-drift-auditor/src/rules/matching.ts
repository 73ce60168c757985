import { defineRule, jsonPointer, type CodeTable, type JsonValue } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { idKey } from '../lib/json.js';
import { listedPositions } from '../lib/limits.js';

export const matchingRule = defineRule<Context>()({
  name: 'matching',
  codes: {
    UNKNOWN_CONTRACT: {
      severity: 'error',
      message: 'Response "{{id}}" names contract "{{contractId}}", which is not declared.',
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
    for (const view of ctx.responses) {
      if (!view.contract) {
        findings.add('UNKNOWN_CONTRACT', {
          subject: view.subject,
          pointer: jsonPointer('responses', view.index, 'contract_id'),
          details: { id: view.subject, contractId: view.response.contract_id as JsonValue },
        });
      }
    }
    for (const set of ctx.duplicateResponses) {
      const { response, subject } = set[0]!;
      const indices = set.map((view) => view.index);
      const listed = listedPositions(indices);
      findings.addGroup(
        'DUPLICATE_RESPONSE_ID',
        `response:${idKey(response.id)}`,
        indices.map((index) => ({
          subject,
          pointer: jsonPointer('responses', index),
          details: { id: subject, count: indices.length, positions: listed, position: index + 1 },
        })),
      );
    }
  },
});
