import { findingsByItem, itemStatus, type Evaluation, type Finding, type JsonValue, type Status } from '@evidence-check/core-receipt';
import type { Context } from './context.js';
import { sent } from './lib/echo.js';
import type { Scores } from './lib/rational.js';
import { tally, type SkillScores } from './lib/tally.js';

export type CaseReport = {
  id: JsonValue;
  /** Worst finding at this case: BLOCKED (an error), REVIEW (a warning) or READY. */
  verdict: Status;
  /** expected − observed; null when the case is not scored (a skill list is not a list). */
  missed: string[] | null;
  /** observed − expected; null when the case is not scored. */
  spurious: string[] | null;
  /** Skills activated more than once; null when observed_skills is not a list. */
  duplicates: string[] | null;
};

export type SkillReport = SkillScores;

export type Report = {
  cases: CaseReport[];
  /** Every skill named in a scored case, in code-point order of its name. */
  skills: SkillReport[];
  /** Micro-averaged over all scored cases: the sums of the per-skill counts. */
  overall: Scores;
  /** Cases left out of the scores because a skill list is not a list. */
  unscoredCases: number;
};

/** Per case its verdict (the worst finding at or below `/cases/<i>`) and routing errors; per skill and overall the scores. */
export function buildReport(ctx: Context, findings: readonly Finding[]): Evaluation<Report> {
  const byCase = findingsByItem(findings, '/cases', ctx.cases.length);
  const cases: CaseReport[] = ctx.cases.map((view) => ({
    id: sent(view.case.id),
    verdict: itemStatus(byCase[view.index] ?? []),
    missed: view.missed,
    spurious: view.spurious,
    duplicates: view.duplicates,
  }));
  const { skills, overall } = tally(ctx.cases);
  return {
    report: { cases, skills, overall, unscoredCases: ctx.unscored },
    counters: { cases: ctx.cases.length, unscoredCases: ctx.unscored, missed: overall.fn, spurious: overall.fp },
  };
}
