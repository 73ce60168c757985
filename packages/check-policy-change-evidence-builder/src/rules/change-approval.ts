import { canonicalOrder, defineRule, jsonPointer, type CodeTable, type JsonValue } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { isEarlier } from '../lib/dates.js';

/**
 * The current side's change record (open keys `author`, `approved_by`, `approved_at`), judged as
 * SOC 2 CC8.1 asks of a change: approved before it is implemented, by someone other than its
 * author (segregation of duties). A current side without any of the keys is not judged.
 */
export const changeApprovalRule = defineRule<Context>()({
  name: 'change-approval',
  codes: {
    CHANGE_RECORD_INVALID: {
      severity: 'error',
      message: 'Policy "{{policy}}": {{field}} cannot be read ({{reason}}).',
      description: '`author` is not a non-blank string, `approved_by` not a non-blank string or a list of them, or `approved_at` not an RFC 3339 date or date-time; the key is read as absent.',
      example: '`"approved_by": ""`, `"approved_at": "last week"`',
    },
    CHANGE_APPROVAL_MISSING: {
      severity: 'warning',
      message: 'Policy "{{policy}}": {{changes}} clause change(s) and a change record without approved_by.',
      description: 'The current side carries a change record (`author` or `approved_at`) and the policy changed, but no approver is named: the change is not shown to be approved.',
      example: '`"author": "dana"`, no `approved_by`',
    },
    CHANGE_SELF_APPROVED: {
      severity: 'warning',
      message: 'Policy "{{policy}}": the change by {{author}} was approved only by its author.',
      description: 'Every name in `approved_by` equals `author` (trimmed, exact): nobody independent approved the change (segregation of duties).',
      example: '`"author": "dana"`, `"approved_by": ["dana"]`',
    },
    APPROVED_AFTER_EFFECTIVE_DATE: {
      severity: 'warning',
      message: 'Policy "{{policy}}": approved at {{approvedAt}}, after the change took effect on {{effectiveDate}}.',
      description: 'The change took effect before it was approved; a date-time pair compares as instants, anything else by calendar date as written (the same day is not later).',
      example: '`"approved_at": "2026-03-05"`, `"effective_date": "2026-03-01"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.policies) {
      const { record } = view;
      if (!record.present) continue;
      const current = view.policy.current;
      const subject = view.subject;
      const at = (key: string) => jsonPointer('policies', view.index, 'current', key);
      for (const { field, reason } of record.problems) {
        findings.add('CHANGE_RECORD_INVALID', { subject, pointer: at(field), details: { policy: subject, field, reason, value: canonicalOrder(current[field] as JsonValue) } });
      }
      const changes = view.changes.length;
      const approverStated = current.approved_by !== undefined && current.approved_by !== null;
      if (changes > 0 && !approverStated) {
        findings.add('CHANGE_APPROVAL_MISSING', { subject, pointer: jsonPointer('policies', view.index, 'current'), details: { policy: subject, changes } });
      }
      if (record.author !== null && record.approvers.length > 0 && record.approvers.every((name) => name === record.author)) {
        findings.add('CHANGE_SELF_APPROVED', { subject, pointer: at('approved_by'), details: { policy: subject, author: record.author } });
      }
      const effective = view.dates.current;
      if (record.approvedAt && effective?.ok && isEarlier(effective.value, record.approvedAt)) {
        findings.add('APPROVED_AFTER_EFFECTIVE_DATE', {
          subject,
          pointer: at('approved_at'),
          details: { policy: subject, approvedAt: current.approved_at as JsonValue, effectiveDate: current.effective_date as JsonValue },
        });
      }
    }
  },
});
