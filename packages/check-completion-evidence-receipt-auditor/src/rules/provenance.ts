import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { outcomePointer } from '../lib/ids.js';
import { ENDED_KEY, GENERATED_KEY, STARTED_KEY } from '../lib/timestamps.js';

/**
 * Time stamps of the work and of its evidence (open keys named after PROV-O's startedAtTime,
 * endedAtTime and generatedAtTime), held to W3C PROV-CONSTRAINTS' event ordering: an activity's
 * start precedes its end (start-precedes-end), and what the work generated is generated after the
 * work started (generation-within-activity).
 */
export const provenanceRule = defineRule<Context>()({
  name: 'provenance',
  codes: {
    TIMESTAMP_INVALID: {
      severity: 'error',
      message: 'Outcome "{{outcome}}": {{field}} is not an RFC 3339 date-time ({{reason}}), so it is not compared.',
      description: `An outcome's \`${STARTED_KEY}\` or \`${ENDED_KEY}\`, or an evidence object's \`${GENERATED_KEY}\`, is present but not an RFC 3339 date-time (\`2026-11-21T16:05:12Z\`).`,
      example: `\`"${ENDED_KEY}": "yesterday"\``,
    },
    OUTCOME_ENDS_BEFORE_START: {
      severity: 'error',
      message: 'Outcome "{{outcome}}" ends ({{ended}}) before it starts ({{started}}).',
      description: `\`${ENDED_KEY}\` is earlier than \`${STARTED_KEY}\` (offsets applied, every fractional digit compared): PROV-CONSTRAINTS start-precedes-end.`,
      example: `\`"${STARTED_KEY}": "2026-11-21T16:00:00Z", "${ENDED_KEY}": "2026-11-21T15:00:00Z"\``,
    },
    EVIDENCE_PREDATES_WORK: {
      severity: 'warning',
      message: 'Outcome "{{outcome}}": evidence item {{position}} was generated ({{generated}}) before the work started ({{started}}).',
      description: `An evidence object's \`${GENERATED_KEY}\` is earlier than the outcome's \`${STARTED_KEY}\`: it cannot have been produced by this work (PROV-CONSTRAINTS generation-within-activity) and may come from an earlier run. A warning: evidence that existed before may still be relevant.`,
      example: `\`{ "ref": "ci/run/41", "${GENERATED_KEY}": "2026-11-20T09:00:00Z" }\` for work started 2026-11-21`,
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const outcome of ctx.outcomes) {
      const subject = outcome.id?.text ?? null;
      const name = outcome.name;
      const record = ctx.input.outcomes[outcome.index] as Record<string, unknown>;
      for (const [key, read] of [[STARTED_KEY, outcome.started], [ENDED_KEY, outcome.ended]] as const) {
        if (read && !read.ok) findings.add('TIMESTAMP_INVALID', { subject, pointer: outcomePointer(outcome, key), details: { outcome: name, field: key, reason: read.reason } });
      }
      if (outcome.endsBeforeStart) {
        findings.add('OUTCOME_ENDS_BEFORE_START', {
          subject,
          pointer: outcomePointer(outcome, ENDED_KEY),
          details: { outcome: name, started: record[STARTED_KEY] as string, ended: record[ENDED_KEY] as string },
        });
      }
      const evidence = record.evidence as Array<Record<string, unknown>>;
      for (const { position, generated, predatesWork } of outcome.provenance) {
        const pointer = outcomePointer(outcome, 'evidence', position, GENERATED_KEY);
        if (generated && !generated.ok) {
          findings.add('TIMESTAMP_INVALID', { subject, pointer, details: { outcome: name, field: `evidence[${position}].${GENERATED_KEY}`, reason: generated.reason } });
        }
        if (predatesWork) {
          findings.add('EVIDENCE_PREDATES_WORK', {
            subject,
            pointer,
            details: { outcome: name, position: position + 1, generated: evidence[position]?.[GENERATED_KEY] as string, started: record[STARTED_KEY] as string },
          });
        }
      }
    }
  },
});
