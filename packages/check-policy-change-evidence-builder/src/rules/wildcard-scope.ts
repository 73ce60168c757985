import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * A clause that newly applies to `*` (or a family such as `s3:*`, `role/*`) applies to whatever
 * matches, now and later: IAM Access Analyzer's policy checks warn on wildcards in a resource
 * (PASS_ROLE_WITH_STAR_IN_RESOURCE) and CheckNoNewAccess fails on any new access.
 */
export const wildcardScopeRule = defineRule<Context>()({
  name: 'wildcard-scope',
  codes: {
    WILDCARD_SCOPE_ADDED: {
      severity: 'warning',
      message: 'Policy "{{policy}}": clause "{{clause}}" now applies to "{{value}}", a wildcard.',
      description:
        'An added or kept clause (not a `deny`) gained an `applies_to` value that is `*` or ends in `*`: it covers everything that matches, including what does not exist yet, so a reviewer should confirm the breadth.',
      example: '`applies_to` + `*`, + `arn:aws:iam::123456789012:role/*`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.policies) {
      for (const { change, value, index } of view.wildcards) {
        findings.add('WILDCARD_SCOPE_ADDED', {
          subject: change.subject,
          pointer: jsonPointer('policies', view.index, 'current', 'clauses', change.current!.index, 'applies_to', index),
          details: { policy: view.subject, clause: change.subject, value, change: change.kind },
        });
      }
    }
  },
});
