import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { listedPositions, sent, type LintContext } from '../context.js';
import { NAME_MAX } from '../vocabulary.js';

const NAME_CHARACTERS = /^[A-Za-z0-9_-]*$/;

/** Why a name breaks the function-calling rule `^[A-Za-z0-9_-]{1,64}$`; empty when it does not. */
function nameProblems(name: unknown): string[] {
  if (typeof name !== 'string') return ['not a string'];
  if (name === '') return ['empty'];
  const problems: string[] = [];
  if (!NAME_CHARACTERS.test(name)) problems.push('has characters other than A-Z, a-z, 0-9, _ and -');
  if (name.length > NAME_MAX) problems.push(`longer than ${NAME_MAX} characters (${name.length})`);
  return problems;
}

/** Tool names: the key a model calls a tool by. */
export const namesRule = defineRule<LintContext>()({
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
    const byFolded = new Map<string, number[]>();
    for (const view of ctx.tools) {
      const problems = nameProblems(view.tool.name);
      if (problems.length > 0) {
        findings.add('TOOL_NAME_INVALID', {
          subject: view.name,
          pointer: jsonPointer('tools', view.index, 'name'),
          details: { name: sent(view.tool.name), shown: JSON.stringify(sent(view.tool.name)), reason: problems.join('; ') },
        });
      }
      if (view.name !== null && view.name !== '') {
        const folded = view.name.toLowerCase();
        const indices = byFolded.get(folded);
        if (indices) indices.push(view.index);
        else byFolded.set(folded, [view.index]);
      }
    }
    for (const [folded, indices] of byFolded) {
      if (indices.length < 2) continue;
      const positions = listedPositions(indices);
      findings.addGroup(
        'DUPLICATE_TOOL_NAME',
        `name:${folded}`,
        indices.map((index) => ({
          subject: ctx.tools[index]!.name,
          pointer: jsonPointer('tools', index, 'name'),
          details: { name: ctx.tools[index]!.name, count: indices.length, positions, position: index + 1 },
        })),
      );
    }
  },
});
