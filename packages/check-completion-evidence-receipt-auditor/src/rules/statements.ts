import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { outcomePointer } from '../lib/ids.js';
import { statementPointer } from '../lib/statements.js';
import { BLOCKER_KEYS, REMAINING_WORK_KEYS, UNBLOCK_KEYS, type StatementKind } from '../lib/vocabulary.js';

const keys = (list: readonly string[]) => list.map((key) => `\`${key}\``).join(', ');
type StatementCode = 'REMAINING_WORK_MISSING' | 'BLOCKER_MISSING' | 'UNBLOCK_MISSING';
const CODE: Record<StatementKind, StatementCode> = { remaining_work: 'REMAINING_WORK_MISSING', blocker: 'BLOCKER_MISSING', unblock: 'UNBLOCK_MISSING' };

/** Partial work states what remains; blocked work states the blocker and what would unblock it. */
export const statementsRule = defineRule<Context>()({
  name: 'statements',
  codes: {
    REMAINING_WORK_MISSING: {
      severity: 'error',
      message: `Outcome "{{outcome}}" is partial but states no remaining work under ${REMAINING_WORK_KEYS.join(', ')} (structure only: a statement must be present; it is not verified).`,
      description: `A \`partial\` outcome has no non-blank statement under ${keys(REMAINING_WORK_KEYS)}.`,
      example: '`{ "status": "partial", "evidence": ["PR #482"] }`',
    },
    BLOCKER_MISSING: {
      severity: 'error',
      message: `Outcome "{{outcome}}" is blocked but names no blocker under ${BLOCKER_KEYS.join(', ')} (structure only: a statement must be present; it is not verified).`,
      description: `A \`blocked\` outcome has no non-blank statement under ${keys(BLOCKER_KEYS)}.`,
      example: '`{ "status": "blocked", "unblock": "DNS access" }`',
    },
    UNBLOCK_MISSING: {
      severity: 'error',
      message: `Outcome "{{outcome}}" is blocked but does not say what would unblock it under ${UNBLOCK_KEYS.join(', ')} (structure only: a statement must be present; it is not verified).`,
      description: `A \`blocked\` outcome has no non-blank statement under ${keys(UNBLOCK_KEYS)}; \`remaining_work\` does not count.`,
      example: '`{ "status": "blocked", "blocker": "DNS access is missing." }`',
    },
    COMPLETED_WITH_REMAINING_WORK: {
      severity: 'warning',
      message: 'Outcome "{{outcome}}" is completed but states remaining work under {{key}}; the record contradicts itself (structure only).',
      description: `A \`completed\` outcome carries a non-blank statement under ${keys(REMAINING_WORK_KEYS)}.`,
      example: '`{ "status": "completed", "remaining_work": ["Update docs"] }`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const outcome of ctx.outcomes) {
      const subject = outcome.id?.text ?? null;
      const details = { outcome: outcome.name };
      for (const requirement of outcome.missing) {
        if (requirement === 'evidence') continue;
        findings.add(CODE[requirement], { subject, pointer: statementPointer(outcome, requirement), details });
      }
      const remaining = outcome.statements.remaining_work;
      if (outcome.status === 'completed' && remaining.stated && remaining.key !== null) {
        findings.add('COMPLETED_WITH_REMAINING_WORK', { subject, pointer: outcomePointer(outcome, remaining.key), details: { ...details, key: remaining.key } });
      }
    }
  },
});
