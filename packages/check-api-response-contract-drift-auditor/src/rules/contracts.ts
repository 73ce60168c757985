import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { listedPositions } from '../lib/limits.js';

export const contractsRule = defineRule<Context>()({
  name: 'contracts',
  codes: {
    DUPLICATE_CONTRACT_ID: {
      severity: 'error',
      message: 'Contract id "{{contract}}" is declared {{count}} times (positions {{positions}}); responses are held to the first.',
      description: 'Two contracts share an id, so a response naming it cannot say which one it is held to.',
      example: 'two contracts with id `get-order`',
    },
    CONTRACT_FIELD_INVALID: {
      severity: 'error',
      message: 'Contract "{{contract}}": {{field}} cannot be read ({{reason}}); it is not applied.',
      description:
        'A constraint of the contract has a value the check cannot read (an unknown or repeated type name, an empty type list, an empty path segment, a status outside 100–599, a content type that is not a media type, an empty `allowed_values` list, a header name that is not a token); that constraint is not checked.',
      example: '`"field_types": { "total": "float" }`',
    },
    CONTRACT_WITHOUT_RESPONSES: {
      severity: 'notice',
      message: 'Contract "{{contract}}" has no recorded response.',
      description: 'No response names this contract, so the recording gives no evidence about it.',
      example: 'contract `list-orders`, no response with that `contract_id`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const set of ctx.duplicateContracts) {
      const { key, subject } = set[0]!;
      const positions = set.map((view) => view.index);
      const listed = listedPositions(positions);
      findings.addGroup(
        'DUPLICATE_CONTRACT_ID',
        `contract:${key}`,
        positions.map((index) => ({
          subject,
          pointer: jsonPointer('contracts', index),
          details: { contract: subject, count: positions.length, positions: listed, position: index + 1 },
        })),
      );
    }
    for (const view of ctx.contracts) {
      for (const problem of view.problems) {
        findings.add('CONTRACT_FIELD_INVALID', {
          subject: view.subject,
          pointer: problem.pointer,
          details: { contract: view.subject, field: problem.field, reason: problem.reason },
        });
      }
      if (!ctx.named.has(view.key)) {
        findings.add('CONTRACT_WITHOUT_RESPONSES', { subject: view.subject, pointer: jsonPointer('contracts', view.index), details: { contract: view.subject } });
      }
    }
  },
});
