import { defineRule, duplicateSets, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context, ToolView } from '../context.js';
import { nameProblems } from '../lib/problems.js';
import { listedPositions, sent } from '../lib/values.js';

/** Tool names: the key a model calls a tool by. */
export const namesRule = defineRule<Context>()({
  name: 'tool-names',
  codes: {
    TOOL_NAME_INVALID: {
      severity: 'error',
      message: 'Tool name {{shown}} does not match ^[A-Za-z0-9_-]{1,64}$: {{reason}}.',
      description: 'The name breaks the common function-calling name rule `^[A-Za-z0-9_-]{1,64}$` (not a string, empty, other characters, or over 64 characters); model APIs reject such a tool list.',
      example: '`"refund payment"`, `"lookup.invoice"`, `42`',
    },
    DUPLICATE_TOOL_NAME: {
      severity: 'error',
      message: 'Tool name "{{name}}" is used by {{count}} tools ignoring case (positions {{positions}}); this is position {{position}}.',
      description: 'Two tools have the same name up to letter case; a model (or an API that folds case) cannot tell which one it calls.',
      example: '`send_email`, `Send_Email`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.tools) {
      const problems = nameProblems(view.tool.name);
      if (problems.length === 0) continue;
      findings.add('TOOL_NAME_INVALID', {
        subject: view.name,
        pointer: jsonPointer('tools', view.index, 'name'),
        details: { name: sent(view.tool.name), shown: JSON.stringify(sent(view.tool.name)), reason: problems.join('; ') },
      });
    }
    // Names compared ignoring case; a name that is not a string, or empty, is in no set.
    const folded = (view: ToolView) => (view.name === null || view.name === '' ? null : view.name.toLowerCase());
    for (const members of duplicateSets(ctx.tools, folded)) {
      const positions = listedPositions(members.map((view) => view.index));
      findings.addGroup(
        'DUPLICATE_TOOL_NAME',
        `name:${folded(members[0] as ToolView)}`,
        members.map((view) => ({
          subject: view.name,
          pointer: jsonPointer('tools', view.index, 'name'),
          details: { name: view.name, count: members.length, positions, position: view.index + 1 },
        })),
      );
    }
  },
});
