// Evidence kinds a promise requires (the open key `required_evidence_kinds`) and the in-toto
// test-result verdict an evidence item records (the open key `result`).
import { jsonPointer } from '@evidence-check/core-receipt';
import { excerpt } from './ids.js';

/** A required-kinds list read: its kinds sorted by UTF-16 code units, each once, and what could not be read. */
export interface RequiredKinds {
  kinds: string[];
  problems: Array<{ pointer: string; reason: string }>;
}

/**
 * `required_evidence_kinds`: a list of non-blank strings, compared exactly with the `kind` of cited
 * evidence (in-toto layouts name the attestation types a step must produce). Sorted, so the list's
 * order never shows in the result.
 */
export function readRequiredKinds(value: unknown, promise: number): RequiredKinds | null {
  if (value === undefined) return null;
  const at = (...rest: Array<string | number>) => jsonPointer('promises', promise, 'required_evidence_kinds', ...rest);
  if (!Array.isArray(value)) return { kinds: [], problems: [{ pointer: at(), reason: 'expected a list of evidence kinds' }] };
  const kinds = new Set<string>();
  const problems: RequiredKinds['problems'] = [];
  value.forEach((kind: unknown, i) => {
    if (typeof kind === 'string' && kind.trim() !== '') kinds.add(kind);
    else problems.push({ pointer: at(i), reason: 'an evidence kind is a non-blank string' });
  });
  return { kinds: [...kinds].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)), problems };
}

/** An evidence item's `kind`, when it is a non-blank string. */
export const kindOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * in-toto attestation test-result predicate (v0.1): `result` is one of `PASSED`, `WARNED`, `FAILED`.
 * Only `FAILED` disqualifies the evidence as support for completion.
 */
export const reportsFailure = (result: unknown): boolean => result === 'FAILED';

/** At most this many missing kinds are named per finding; `count` is the whole number. */
export const LISTED_KINDS = 20;
export const listedKinds = (kinds: readonly string[]): string[] => kinds.slice(0, LISTED_KINDS).map(excerpt);
