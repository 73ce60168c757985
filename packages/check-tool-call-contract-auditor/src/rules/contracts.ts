import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { display, duplicateSets } from '@evidence-check/core-receipt';
import type { ContractEntry, Context } from '../context.js';
import { excerpt, MAX_NAME_LENGTH } from '../lib/names.js';

/** Contract fields the auditor can read, and one contract per tool. */
export const contractsRule = defineRule<Context>()({
  name: 'contracts',
  codes: {
    INVALID_CONTRACT_FIELD: {
      severity: 'error',
      message: 'Contract for "{{tool}}": {{field}} {{reason}} (got {{value}}); it is ignored.',
      description: `\`allowed\` is not a boolean, \`max_calls\` not a whole number ≥ 0, an argument list not a list, or an argument path not a string, not a valid path or longer than ${MAX_NAME_LENGTH} characters; the field (or entry) is read as absent.`,
      example: '`"max_calls": "2"`, `"required_arguments": ["a..b"]`',
    },
    DUPLICATE_CONTRACT: {
      severity: 'error',
      message: 'Tool "{{tool}}" has {{count}} contracts, first at position {{first}}; only the first applies. This is position {{position}}.',
      description: 'Two or more contracts name the same tool; the first one is applied and every member of the set is flagged at its own `tool`.',
      example: 'two contracts for `search_docs`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const contract of ctx.contracts) {
      // Cut to MAX_NAME_LENGTH: a contract with n faulty fields names its tool n times.
      const tool = contract.tool ?? excerpt(display(ctx.input.contracts[contract.index]?.tool));
      for (const problem of contract.problems) {
        findings.add('INVALID_CONTRACT_FIELD', {
          subject: contract.tool,
          pointer: problem.pointer,
          details: { tool, field: problem.field, reason: problem.reason, value: display(problem.value) },
        });
      }
    }
    for (const members of duplicateSets<ContractEntry>(ctx.contracts, (contract) => contract.tool)) {
      const tool = members[0]?.tool ?? '';
      const first = (members[0]?.index ?? 0) + 1;
      findings.addGroup(
        'DUPLICATE_CONTRACT',
        `/contracts:${JSON.stringify(tool)}`,
        members.map((contract) => ({ subject: tool, pointer: jsonPointer('contracts', contract.index, 'tool'), details: { tool, count: members.length, first, position: contract.index + 1 } })),
      );
    }
  },
});
