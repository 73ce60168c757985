import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { outcomePointer } from '../lib/ids.js';
import { EVIDENCE_ID_KEYS } from '../lib/vocabulary.js';

const ID_KEYS = EVIDENCE_ID_KEYS.join(', ');

/** Evidence must be a list, non-empty where the status needs it, and each item traceable. */
export const evidenceRule = defineRule<Context>()({
  name: 'evidence',
  codes: {
    EVIDENCE_NOT_LIST: {
      severity: 'error',
      message: 'Outcome "{{outcome}}": evidence is {{type}}, not a list, so it is read as no evidence (a structure check, not a judgement of the evidence).',
      description: '`evidence` is not an array (a string, an object, null…); the record is treated as citing no evidence.',
      example: '`"evidence": "logs/run.txt"`',
    },
    EVIDENCE_MISSING: {
      severity: 'error',
      message: 'Outcome "{{outcome}}" is {{status}} but its evidence list is empty (structure only: evidence must be present; it is not verified).',
      description: 'A `completed` or `partial` outcome has an empty `evidence` list.',
      example: '`{ "status": "completed", "evidence": [] }`',
    },
    EVIDENCE_ITEM_UNIDENTIFIED: {
      severity: 'error',
      message: `Outcome "{{outcome}}": evidence item {{position}} has no identifier or reference (a non-blank string or number, an object with one under ${ID_KEYS}, or a usable digest); presence is checked, not truth.`,
      description: `An evidence item, whatever the status, is neither a non-blank string or number nor an object carrying one under \`${EVIDENCE_ID_KEYS.join('`, `')}\` or a usable in-toto \`digest\`, so nobody can look it up.`,
      example: '`{ "kind": "log" }`, `""`, `null`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const outcome of ctx.outcomes) {
      const subject = outcome.id?.text ?? null;
      const name = outcome.name;
      if (!outcome.evidenceIsList) {
        const value = ctx.input.outcomes[outcome.index]?.evidence;
        const type = value === null ? 'null' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
        findings.add('EVIDENCE_NOT_LIST', { subject, pointer: outcomePointer(outcome, 'evidence'), details: { outcome: name, type } });
        continue;
      }
      if (outcome.missing.includes('evidence')) {
        findings.add('EVIDENCE_MISSING', { subject, pointer: outcomePointer(outcome, 'evidence'), details: { outcome: name, status: outcome.status as string } });
      }
      for (const position of outcome.unidentified) {
        findings.add('EVIDENCE_ITEM_UNIDENTIFIED', { subject, pointer: outcomePointer(outcome, 'evidence', position), details: { outcome: name, position: position + 1 } });
      }
    }
  },
});
