import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * `applies_to` and `requirements` compare as sets of exact strings: each value added or removed is
 * one finding at that value (in the current side when added, in the baseline when removed). The
 * values of an added or removed clause are part of that clause's finding, not listed again.
 */
export const listsRule = defineRule<Context>()({
  name: 'lists',
  codes: {
    APPLIES_TO_ADDED: {
      severity: 'notice',
      message: 'Policy "{{policy}}": clause "{{clause}}" now also applies to "{{value}}".',
      description: 'A kept clause gained an `applies_to` value: it now covers someone or something it did not.',
      example: '`applies_to` + `contractors`',
    },
    APPLIES_TO_REMOVED: {
      severity: 'warning',
      message: 'Policy "{{policy}}": clause "{{clause}}" no longer applies to "{{value}}".',
      description: 'A kept clause lost an `applies_to` value: whoever it named is no longer covered, so a reviewer should confirm it.',
      example: '`applies_to` − `businesses`',
    },
    REQUIREMENT_ADDED: {
      severity: 'notice',
      message: 'Policy "{{policy}}": clause "{{clause}}" now requires "{{value}}".',
      description: 'A kept clause gained a requirement.',
      example: '`requirements` + `original-packaging`',
    },
    REQUIREMENT_REMOVED: {
      severity: 'warning',
      message: 'Policy "{{policy}}": clause "{{clause}}" no longer requires "{{value}}".',
      description: 'A kept clause lost a requirement: an obligation someone may rely on is gone, so a reviewer should confirm it.',
      example: '`requirements` − `proof-of-purchase`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.policies) {
      for (const change of view.changes) {
        if (change.kind !== 'modified') continue;
        // One escaped prefix per list; a value's pointer only appends its index (a number needs no escaping).
        const at = (side: 'baseline' | 'current', list: string) => {
          const prefix = jsonPointer('policies', view.index, side, 'clauses', (side === 'current' ? change.current! : change.baseline!).index, list);
          return (index: number) => `${prefix}/${index}`;
        };
        const details = (value: string) => ({ policy: view.subject, clause: change.subject, value });
        const lists = [
          ['APPLIES_TO_ADDED', change.appliesTo.added, 'current', 'applies_to'],
          ['APPLIES_TO_REMOVED', change.appliesTo.removed, 'baseline', 'applies_to'],
          ['REQUIREMENT_ADDED', change.requirements.added, 'current', 'requirements'],
          ['REQUIREMENT_REMOVED', change.requirements.removed, 'baseline', 'requirements'],
        ] as const;
        for (const [code, values, side, list] of lists) {
          if (values.length === 0) continue;
          const pointer = at(side, list);
          for (const { value, index } of values) findings.add(code, { subject: change.subject, pointer: pointer(index), details: details(value) });
        }
      }
    }
  },
});
