import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { BuildContext } from '../context.js';

/**
 * `applies_to` and `requirements` compare as sets of exact strings: each value added or removed is
 * one finding at that value (in the current side when added, in the baseline when removed). The
 * values of an added or removed clause are part of that clause's finding, not listed again.
 */
export const listsRule = defineRule<BuildContext>()({
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
        const at = (side: 'baseline' | 'current', list: string, index: number) =>
          jsonPointer('policies', view.index, side, 'clauses', (side === 'current' ? change.current! : change.baseline!).index, list, index);
        const details = (value: string) => ({ policy: view.subject, clause: change.subject, value });
        for (const { value, index } of change.appliesTo.added) findings.add('APPLIES_TO_ADDED', { subject: change.subject, pointer: at('current', 'applies_to', index), details: details(value) });
        for (const { value, index } of change.appliesTo.removed) findings.add('APPLIES_TO_REMOVED', { subject: change.subject, pointer: at('baseline', 'applies_to', index), details: details(value) });
        for (const { value, index } of change.requirements.added) findings.add('REQUIREMENT_ADDED', { subject: change.subject, pointer: at('current', 'requirements', index), details: details(value) });
        for (const { value, index } of change.requirements.removed) findings.add('REQUIREMENT_REMOVED', { subject: change.subject, pointer: at('baseline', 'requirements', index), details: details(value) });
      }
    }
  },
});
