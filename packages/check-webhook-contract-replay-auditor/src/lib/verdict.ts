import type { Severity } from '@evidence-check/core-receipt';

/** `fail`: an error on the item; `review`: a warning and no error; else `pass`. */
export type Verdict = 'pass' | 'review' | 'fail';

export function verdictOf(worst: Severity | null): Verdict {
  return worst === 'error' ? 'fail' : worst === 'warning' ? 'review' : 'pass';
}
