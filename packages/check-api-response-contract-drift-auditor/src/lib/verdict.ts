/** `unmatched`: the contract id is unknown; `drift`: a drift code fired; else `match`. */
export type Verdict = 'match' | 'drift' | 'unmatched';

/** The codes that make a held response drift (UNKNOWN_CONTRACT and DUPLICATE_RESPONSE_ID do not). */
export const DRIFT_CODES: ReadonlySet<string> = new Set([
  'RESPONSE_FIELD_INVALID',
  'STATUS_MISMATCH',
  'CONTENT_TYPE_MISMATCH',
  'REQUIRED_FIELD_MISSING',
  'FORBIDDEN_FIELD_PRESENT',
  'FIELD_TYPE_MISMATCH',
  'STABLE_VALUE_MISMATCH',
  'FIELD_VALUE_NOT_ALLOWED',
  'REQUIRED_HEADER_MISSING',
]);

export function verdictOf(held: boolean, drift: readonly string[]): Verdict {
  return !held ? 'unmatched' : drift.length > 0 ? 'drift' : 'match';
}
