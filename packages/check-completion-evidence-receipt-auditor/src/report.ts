import { echoed, type Evaluation, extraKeys, type Finding, type JsonObject, type JsonValue } from '@evidence-check/core-receipt';
import type { Context } from './context.js';
import type { Input } from './generated/schema.js';
import { TALLY_KEY, verdictOf, type Verdict, type VerdictTally } from './lib/verdict.js';
import type { Requirement } from './lib/vocabulary.js';

export type OutcomeReport = {
  id: JsonValue;
  status: JsonValue;
  verdict: Verdict;
  missing: Requirement[];
  evidenceItems: number;
  unidentifiedEvidence: number;
  extra: JsonObject;
};
export type Report = { outcomes: OutcomeReport[]; verdicts: VerdictTally };

/** Per outcome its verdict and what it misses; the verdict tally is also the summary's counters. */
export function buildReport(ctx: Context, _findings: readonly Finding[]): Evaluation<Report> {
  const verdicts: VerdictTally = { met: 0, unmet: 0, unknownStatus: 0 };
  const outcomes = ctx.outcomes.map((outcome): OutcomeReport => {
    const record = ctx.input.outcomes[outcome.index] as Input['outcomes'][number];
    const verdict = verdictOf(outcome);
    verdicts[TALLY_KEY[verdict]]++;
    return {
      id: echoed(record.id),
      status: echoed(record.status),
      verdict,
      missing: outcome.missing,
      evidenceItems: outcome.evidenceCount,
      unidentifiedEvidence: outcome.unidentified.length,
      extra: extraKeys(record, ['id', 'status', 'evidence', 'promised_outcome']),
    };
  });
  return { report: { outcomes, verdicts }, counters: { outcomes: ctx.input.outcomes.length, ...verdicts } };
}
