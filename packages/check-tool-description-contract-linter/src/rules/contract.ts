import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context, ToolView } from '../context.js';
import { has } from '../lib/values.js';
import { CONTRACT_FIELDS } from '../lib/vocabulary.js';

/**
 * What else states a contract list: a valid MCP `inputSchema` states the inputs, a valid
 * `outputSchema` the outputs, and `annotations` the side effects when they say whether the tool
 * changes its environment (readOnlyHint true, or false with destructiveHint stated).
 */
function statedBy(view: ToolView, field: (typeof CONTRACT_FIELDS)[number]): string | null {
  if (field === 'inputs' && view.schemas.inputSchema?.problem === null) return 'inputSchema';
  if (field === 'outputs' && view.schemas.outputSchema?.problem === null) return 'outputSchema';
  if (field === 'side_effects' && view.annotationsStateEffects) return 'annotations';
  return null;
}

/** The explicit contract lists: present (an empty list is a statement), and side effects for writes. */
export const contractRule = defineRule<Context>()({
  name: 'contract-fields',
  codes: {
    CONTRACT_FIELD_MISSING: {
      severity: 'warning',
      message: 'Tool "{{tool}}" does not state its {{field}}.',
      description: '`inputs`, `outputs`, `side_effects` or `failure_modes` is absent and nothing else states it (a valid MCP `inputSchema` states the inputs, `outputSchema` the outputs, `annotations` with `readOnlyHint` the side effects). An empty list is a statement ("none") and is accepted; a missing one leaves the caller guessing.',
      example: 'no `failure_modes` key',
    },
    WRITE_WITHOUT_SIDE_EFFECTS: {
      severity: 'warning',
      message: 'Tool "{{tool}}" sounds like it changes something ("{{verb}}") but states no side effects (heuristic).',
      description: 'Heuristic: the name holds a word of the documented write-verb list (delete, send, create, update, pay, post, transfer…), `side_effects` is absent, empty or only blank entries, and `annotations` do not say whether the tool changes its environment.',
      example: '`delete_user` with `"side_effects": []`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.tools) {
      const itemPointer = jsonPointer('tools', view.index);
      for (const field of CONTRACT_FIELDS) {
        if (has(view.tool, field) || statedBy(view, field) !== null) continue;
        findings.add('CONTRACT_FIELD_MISSING', { subject: view.name, pointer: itemPointer, details: { tool: view.label, field } });
      }
      // Annotations that state the effects are judged by the annotations rule.
      if (view.verb === null || view.annotationsStateEffects) continue;
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
