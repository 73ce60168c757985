import { canonicalOrder, defineRule, jsonPointer, type CodeTable, type JsonValue } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * The open key `effect` of a clause, read as IAM's `Effect` element: `Allow` or `Deny`
 * (https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_policies_elements_effect.html).
 * A kept clause whose effect flips reverses what it means; deny → allow is new access, what IAM
 * Access Analyzer's CheckNoNewAccess fails on.
 */
export const effectRule = defineRule<Context>()({
  name: 'clause-effect',
  codes: {
    CLAUSE_EFFECT_INVALID: {
      severity: 'error',
      message: 'Policy "{{policy}}": clause "{{clause}}" has the effect {{value}}, which is neither allow nor deny.',
      description: 'A clause\'s `effect` is present but is not `allow` or `deny` (any letter case), so whether it grants or forbids is unknown; it is read as no effect stated.',
      example: '`"effect": "permit"`',
    },
    CLAUSE_EFFECT_CHANGED: {
      severity: 'warning',
      message: 'Policy "{{policy}}": the effect of clause "{{clause}}" changed from {{from}} to {{to}}.',
      description:
        'A kept clause\'s `effect` changed (allow, deny, or none stated): the clause now means the opposite, and deny → allow grants what was forbidden (`details.newAccess`), so a reviewer should confirm it.',
      example: '`"effect": "deny"` → `"effect": "allow"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.policies) {
      for (const { side, index } of view.invalidEffects) {
        const clause = view.policy[side].clauses![index]!;
        findings.add('CLAUSE_EFFECT_INVALID', {
          subject: view.subject,
          pointer: jsonPointer('policies', view.index, side, 'clauses', index, 'effect'),
          details: { policy: view.subject, side, clause: clause.id as JsonValue, value: canonicalOrder(clause.effect as JsonValue) },
        });
      }
      for (const change of view.changes) {
        if (!change.effectChanged) continue;
        const after = change.current!;
        const from = change.baseline!.effect;
        const to = after.effect;
        findings.add('CLAUSE_EFFECT_CHANGED', {
          subject: change.subject,
          pointer: after.clause.effect === undefined
            ? jsonPointer('policies', view.index, 'current', 'clauses', after.index)
            : jsonPointer('policies', view.index, 'current', 'clauses', after.index, 'effect'),
          details: { policy: view.subject, clause: change.subject, from, to, newAccess: from !== 'allow' && to === 'allow' },
        });
      }
    }
  },
});
