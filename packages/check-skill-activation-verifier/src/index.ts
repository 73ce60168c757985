import { defineCheck, runRules, type Finding, type JsonValue, type Status } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { MAX_LISTED_POSITIONS, prepare, sent, type SkillContext } from './context.js';
import { compareCodePoints, scores, type Scores } from './rational.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

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

export type SkillReport = { skill: string } & Scores;

export type Report = {
  cases: CaseReport[];
  /** Every skill named in a scored case, in code-point order of its name. */
  skills: SkillReport[];
  /** Micro-averaged over all scored cases: the sums of the per-skill counts. */
  overall: Scores;
  /** Cases left out of the scores because a skill list is not a list. */
  unscored_cases: number;
};

function verdicts(findings: readonly Finding[], count: number): Status[] {
  const result: Status[] = Array.from({ length: count }, () => 'READY');
  for (const finding of findings) {
    const match = /^\/cases\/(0|[1-9][0-9]*)(\/|$)/.exec(finding.pointer);
    if (!match) continue;
    const index = Number(match[1]);
    if (finding.severity === 'error') result[index] = 'BLOCKED';
    else if (finding.severity === 'warning' && result[index] === 'READY') result[index] = 'REVIEW';
  }
  return result;
}

const SURROGATE = /[\uD800-\uDFFF]/;

function tally(ctx: SkillContext): { skills: SkillReport[]; overall: Scores } {
  const counts = new Map<string, { tp: number; fp: number; fn: number }>();
  const bump = (skill: string, key: 'tp' | 'fp' | 'fn') => {
    const entry = counts.get(skill) ?? { tp: 0, fp: 0, fn: 0 };
    entry[key] += 1;
    counts.set(skill, entry);
  };
  for (const view of ctx.cases) {
    if (!view.scored) continue;
    for (const skill of view.hits) bump(skill, 'tp');
    for (const skill of view.spurious ?? []) bump(skill, 'fp');
    for (const skill of view.missed ?? []) bump(skill, 'fn');
  }
  // Without surrogates, UTF-16 order (the native sort's) is code-point order.
  const names = [...counts.keys()];
  if (names.some((name) => SURROGATE.test(name))) names.sort(compareCodePoints);
  else names.sort();
  let [tp, fp, fn] = [0, 0, 0];
  // Many skills share the same small counts: each distinct (tp, fp, fn) is scored once.
  const scored = new Map<string, Scores>();
  const skills = names.map((skill) => {
    const count = counts.get(skill)!;
    tp += count.tp;
    fp += count.fp;
    fn += count.fn;
    const key = `${count.tp},${count.fp},${count.fn}`;
    let score = scored.get(key);
    if (!score) scored.set(key, (score = scores(count.tp, count.fp, count.fn)));
    return { skill, ...score };
  });
  return { skills, overall: scores(tp, fp, fn) };
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'skill-activation-verifier',
  title: 'Skill Activation Verifier',
  category: 'Agent Evaluation',
  summary: 'Compares expected and observed skill activations per case to expose missed and spurious routing.',
  limitations: [
    'Compares the supplied expected and observed activations only; the agent is not run and no routing is replayed.',
    'The expected skills are taken as the caller states them; whether they are the right skills is not judged.',
    'Skill names are compared exactly (case and spaces count); no aliases or near matches are recognised.',
    'Activations are compared as sets per case: order and count of activations do not change the scores (repeats are flagged).',
    `A duplicate finding (DUPLICATE_CASE_ID, DUPLICATE_EXPECTED_SKILL, DUPLICATE_ACTIVATION) lists at most the first ${MAX_LISTED_POSITIONS} positions of its group in \`positions\`; \`count\` is always the full number, and every member still gets its own finding.`,
    'A READY status is a preflight signal about the supplied cases, not a guarantee of routing on other inputs.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);
    const caseVerdicts = verdicts(findings.sorted(), ctx.cases.length);
    const cases: CaseReport[] = ctx.cases.map((view) => ({
      id: sent(view.case.id),
      verdict: caseVerdicts[view.index] as Status,
      missed: view.missed,
      spurious: view.spurious,
      duplicates: view.duplicates,
    }));
    const { skills, overall } = tally(ctx);
    const unscored = ctx.cases.filter((view) => !view.scored).length;
    return {
      report: { cases, skills, overall, unscored_cases: unscored },
      counters: { cases: ctx.cases.length, unscored_cases: unscored, missed: overall.fn, spurious: overall.fp },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export { compareCodePoints, ratio, scores } from './rational.js';
export type { Scores };
export type { Input };
export default definition;
