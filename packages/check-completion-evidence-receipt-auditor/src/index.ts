import { defineCheck, jsonPointer, runRules, type JsonObject, type JsonValue } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { extraKeys } from '@evidence-check/core-receipt';
import { boundedId, evidenceIdentifiers, prepare, type Context, type OutcomeEntry, type Requirement } from './rules/context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

/** `met`: the status's requirements hold and every evidence item is identified; `unmet`: not; `unknown-status`: nothing to check against. */
export type Verdict = 'met' | 'unmet' | 'unknown-status';

export type OutcomeReport = {
  id: JsonValue;
  status: JsonValue;
  verdict: Verdict;
  missing: Requirement[];
  evidence_items: number;
  unidentified_evidence: number;
  extra: JsonObject;
};
export type Report = { outcomes: OutcomeReport[]; verdicts: Record<Verdict, number> };

export interface IdEntry {
  id: JsonValue;
  /** Canonical JSON of a usable id (a non-blank string or a number), null otherwise. */
  key: string | null;
  pointer: string;
}
export interface EvidenceReference {
  /** The key the reference sits under (`id`, `ref`, `url`, `uri`, `path`), or null for a bare string or number item. */
  field: string | null;
  value: string | number;
  /** Canonical JSON of the value. */
  key: string;
  /** The evidence item, and its outcome's and its own position. */
  pointer: string;
  outcome: number;
  position: number;
}
/** The ids and evidence references of the packet, for cross-section checks (the agent-run evidence pack). */
export interface CollectedIds {
  outcomes: IdEntry[];
  evidence: EvidenceReference[];
}

export function collectIds(input: Input): CollectedIds {
  return {
    outcomes: input.outcomes.map((outcome, index) => ({ id: outcome.id as JsonValue, key: boundedId(outcome.id)?.key ?? null, pointer: jsonPointer('outcomes', index, 'id') })),
    evidence: input.outcomes.flatMap((outcome, index) =>
      (Array.isArray(outcome.evidence) ? (outcome.evidence as unknown[]) : []).flatMap((item, position) => {
        const pointer = `/outcomes/${index}/evidence/${position}`;
        return evidenceIdentifiers(item).map(({ field, id }) => ({
          field,
          value: (field === null ? item : (item as Record<string, unknown>)[field]) as string | number,
          key: id.key,
          pointer,
          outcome: index,
          position,
        }));
      }),
    ),
  };
}

function verdictOf(outcome: OutcomeEntry): Verdict {
  if (outcome.status === null) return 'unknown-status';
  return outcome.missing.length === 0 && outcome.evidenceIsList && outcome.unidentified.length === 0 ? 'met' : 'unmet';
}

function buildReport(ctx: Context): Report {
  const verdicts: Record<Verdict, number> = { met: 0, unmet: 0, 'unknown-status': 0 };
  const outcomes = ctx.outcomes.map((outcome): OutcomeReport => {
    const record = ctx.input.outcomes[outcome.index] as Input['outcomes'][number];
    const verdict = verdictOf(outcome);
    verdicts[verdict]++;
    return {
      id: record.id as JsonValue,
      status: record.status as JsonValue,
      verdict,
      missing: outcome.missing,
      evidence_items: outcome.evidenceCount,
      unidentified_evidence: outcome.unidentified.length,
      extra: extraKeys(record, ['id', 'status', 'evidence', 'promised_outcome']),
    };
  });
  return { outcomes, verdicts };
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'completion-evidence-receipt-auditor',
  title: 'Completion Evidence Receipt Auditor',
  category: 'Agent Evidence',
  summary: 'Checks completion, partial and blocked outcome records for the evidence and remaining-work details their status requires.',
  limitations: [
    'Checks structure, not truth: that the required evidence and remaining-work details are present, not that they are correct.',
    'Examines only the supplied outcome records; cited evidence is not opened, fetched or verified.',
    'Reads only the documented status values and key names; a remaining-work, blocker or unblock statement under another key is not seen.',
    'Outcome ids longer than 256 characters are not read (ID_TOO_LONG); messages name an outcome without a usable id by its first 256 characters.',
    'A READY status is a preflight signal about the supplied records, not proof that the work was completed.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);
    const report = buildReport(ctx);
    return { report, counters: { outcomes: input.outcomes.length, ...report.verdicts } };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export { BLOCKER_KEYS, EVIDENCE_ID_KEYS, excerpt, MAX_ID_LENGTH, REMAINING_WORK_KEYS, REQUIREMENTS, STATUSES, UNBLOCK_KEYS } from './rules/context.js';
export { identifierOf } from '@evidence-check/core-receipt';
export type { Requirement, Status } from './rules/context.js';
export type { Input };
export default definition;
