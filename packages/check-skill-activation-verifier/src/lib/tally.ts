// Per-skill and overall scores over the scored cases.
import type { CaseView } from '../context.js';
import { compareCodePoints, scores, type Scores } from './rational.js';

/**
 * `shouldTrigger`: scored cases that expect the skill; `shouldNotTrigger`: scored cases that do not
 * (the two halves of a trigger eval set, https://agentskills.io/skill-creation/optimizing-descriptions).
 */
export type SkillScores = { skill: string; shouldTrigger: number; shouldNotTrigger: number } & Scores;

const SURROGATE = /[\uD800-\uDFFF]/;

/** Every skill named in a scored case, in code-point order of its name, and the micro-averaged overall scores. */
export function tally(cases: readonly CaseView[]): { skills: SkillScores[]; overall: Scores } {
  const counts = new Map<string, { tp: number; fp: number; fn: number; expected: number }>();
  const bump = (skill: string, key: 'tp' | 'fp' | 'fn' | 'expected') => {
    const entry = counts.get(skill) ?? { tp: 0, fp: 0, fn: 0, expected: 0 };
    entry[key] += 1;
    counts.set(skill, entry);
  };
  let scoredCases = 0;
  for (const view of cases) {
    if (!view.scored) continue;
    scoredCases++;
    for (const skill of view.lists.expected_skills.occurrences.keys()) bump(skill, 'expected');
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
    return { skill, shouldTrigger: count.expected, shouldNotTrigger: scoredCases - count.expected, ...score };
  });
  return { skills, overall: scores(tp, fp, fn) };
}
