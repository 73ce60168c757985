import { canonicalOrder, type CodeTable, defineRule, jsonPointer, type JsonValue } from '@evidence-check/core-receipt';
import type { Context, Side } from '../context.js';
import { isEarlier } from '../lib/dates.js';

export const guardrailsRule = defineRule<Context>()({
  name: 'guardrails',
  codes: {
    VERSION_NOT_CHANGED: {
      severity: 'error',
      message: 'Policy "{{policy}}": {{changes}} clause change(s) but the version is still {{version}}.',
      description: 'Clause content changed while `version` stayed equal (both absent counts as equal), so two different texts carry one version label.',
      example: '`2025.2` on both sides, `R1` reworded',
    },
    VERSION_CHANGED_WITHOUT_CHANGES: {
      severity: 'notice',
      message: 'Policy "{{policy}}": version {{from}} → {{to}} without any clause change.',
      description: 'The version label changed but no clause was added, removed or changed (a date or metadata change only, or an incomplete clause list).',
      example: '`3` → `4`, same clauses',
    },
    EFFECTIVE_DATE_MISSING: {
      severity: 'error',
      message: 'Policy "{{policy}}": the current side has no effective_date.',
      description: 'The current side states no `effective_date`, so nobody can tell from when the changes apply.',
      example: '`current` without `effective_date`',
    },
    EFFECTIVE_DATE_INVALID: {
      severity: 'error',
      message: 'Policy "{{policy}}": effective_date of {{side}} cannot be read ({{reason}}).',
      description: 'An `effective_date` is not an RFC 3339 full-date (`2026-04-01`) or date-time with an offset, or names a day that does not exist.',
      example: '`"01/04/2026"`, `"2026-02-30"`',
    },
    EFFECTIVE_DATE_BEFORE_BASELINE: {
      severity: 'error',
      message: 'Policy "{{policy}}": the current effective_date {{current}} is earlier than the baseline\'s {{baseline}}.',
      description: 'The new version would take effect before the version it replaces; a date-time pair compares as instants, anything else by calendar date as written.',
      example: '`2025-06-15` after a baseline of `2025-07-01`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.policies) {
      const { baseline, current } = view.policy;
      const subject = view.subject;
      const sidePointer = (side: Side, key?: string) =>
        key === undefined ? jsonPointer('policies', view.index, side) : jsonPointer('policies', view.index, side, key);
      const changes = view.changes.length;
      const versionPointer = current.version === undefined ? sidePointer('current') : sidePointer('current', 'version');
      if (changes > 0 && !view.versionChanged) {
        findings.add('VERSION_NOT_CHANGED', { subject, pointer: versionPointer, details: { policy: subject, changes, version: (current.version ?? null) as JsonValue } });
      }
      if (changes === 0 && view.versionChanged) {
        findings.add('VERSION_CHANGED_WITHOUT_CHANGES', {
          subject,
          pointer: versionPointer,
          details: { policy: subject, from: (baseline.version ?? null) as JsonValue, to: (current.version ?? null) as JsonValue },
        });
      }
      if (view.dates.current === null) {
        findings.add('EFFECTIVE_DATE_MISSING', { subject, pointer: sidePointer('current'), details: { policy: subject } });
      }
      for (const side of ['baseline', 'current'] as const) {
        const parsed = view.dates[side];
        if (parsed && !parsed.ok) {
          findings.add('EFFECTIVE_DATE_INVALID', {
            subject,
            pointer: sidePointer(side, 'effective_date'),
            details: { policy: subject, side, value: canonicalOrder(view.policy[side].effective_date as JsonValue), reason: parsed.reason },
          });
        }
      }
      const before = view.dates.baseline;
      const after = view.dates.current;
      if (before?.ok && after?.ok && isEarlier(after.value, before.value)) {
        findings.add('EFFECTIVE_DATE_BEFORE_BASELINE', {
          subject,
          pointer: sidePointer('current', 'effective_date'),
          details: { policy: subject, current: current.effective_date as JsonValue, baseline: baseline.effective_date as JsonValue },
        });
      }
    }
  },
});
