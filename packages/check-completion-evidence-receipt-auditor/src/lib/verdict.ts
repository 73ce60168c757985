import type { OutcomeEntry } from '../context.js';

/** `met`: the status's requirements hold and every evidence item is identified; `unmet`: not; `unknown-status`: nothing to check against. */
export type Verdict = 'met' | 'unmet' | 'unknown-status';

export function verdictOf(outcome: OutcomeEntry): Verdict {
  if (outcome.status === null) return 'unknown-status';
  return outcome.missing.length === 0 && outcome.evidenceIsList && outcome.unidentified.length === 0 ? 'met' : 'unmet';
}

/** The key each verdict is tallied under in `report.verdicts` and the summary (keys are camelCase; the verdict values are not). */
export const TALLY_KEY = { met: 'met', unmet: 'unmet', 'unknown-status': 'unknownStatus' } as const satisfies Record<Verdict, string>;
export type VerdictTally = Record<(typeof TALLY_KEY)[Verdict], number>;
