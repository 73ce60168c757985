import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { has } from '../lib/values.js';
import { CONTRACT_FIELDS } from '../lib/vocabulary.js';

/** The explicit contract lists: present (an empty list is a statement), and side effects for writes. */
export const contractRule = defineRule<Context>()({
  name: 'contract-fields',
  codes: {
    CONTRACT_FIELD_MISSING: {
      severity: 'warning',
      message: 'Tool "{{tool}}" does not state its {{field}}.',
      description: '`inputs`, `outputs`, `side_effects` or `failure_modes` is absent. An empty list is a statement ("none") and is accepted; a missing one leaves the caller guessing.',
      example: 'no `failure_modes` key',
    },
    WRITE_WITHOUT_SIDE_EFFECTS: {
      severity: 'warning',
      message: 'Tool "{{tool}}" sounds like it changes something ("{{verb}}") but states no side effects (heuristic).',
      description: 'Heuristic: the name holds a word of the documented write-verb list (delete, send, create, update, pay, post, transfer…) and `side_effects` is absent, empty or only blank entries.',
      example: '`delete_user` with `"side_effects": []`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.tools) {
      const itemPointer = jsonPointer('tools', view.index);
      for (const field of CONTRACT_FIELDS) {
        if (has(view.tool, field)) continue;
        findings.add('CONTRACT_FIELD_MISSING', { subject: view.name, pointer: itemPointer, details: { tool: view.label, field } });
      }
      if (view.verb === null) continue;
      const stated = (view.tool.side_effects ?? []).filter((entry) => entry.trim() !== '');
      if (stated.length > 0) continue;
      const present = has(view.tool, 'side_effects');
      findings.add('WRITE_WITHOUT_SIDE_EFFECTS', {
        subject: view.name,
        pointer: present ? jsonPointer('tools', view.index, 'side_effects') : itemPointer,
        details: {
          tool: view.label,
          verb: view.verb,
          sideEffects: present ? 'empty' : 'absent',
          heuristic: true,
          basis: 'documented write-verb list matched against the words of the name',
        },
      });
    }
  },
});
