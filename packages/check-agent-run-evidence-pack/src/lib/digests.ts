// in-toto's DigestSet (a ResourceDescriptor's `digest`): algorithm name → digest value
// (https://github.com/in-toto/attestation/blob/main/spec/v1/digest_set.md). "Consumers MUST only
// accept algorithms that they consider secure and MUST ignore unrecognized or unaccepted
// algorithms"; "Two DigestSets SHOULD be considered matching if ANY acceptable field matches."

import { NAMED_DIGEST_ALGORITHMS, WEAK_DIGEST_ALGORITHMS } from '@evidence-check/completion-evidence-receipt-auditor';

/**
 * The algorithms the spec names (the completion member's table, which also checks their form), less
 * the two without collision resistance (md5, which its own example refuses, and sha1). Names are
 * case-sensitive, as the spec writes them (`gitCommit`); `dirHash1` is the key its dirHash example uses.
 */
export const ACCEPTED_ALGORITHMS: ReadonlySet<string> = new Set([
  ...[...NAMED_DIGEST_ALGORITHMS].filter((algorithm) => !WEAK_DIGEST_ALGORITHMS.has(algorithm)),
  'dirHash1',
]);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The accepted digests of an evidence item: its `digest` object's members under an accepted
 * algorithm whose value is a non-blank string, the value trimmed and lower-cased (every accepted
 * algorithm is lowercase hex, so upper-case hex names the same bytes). Null when there are none.
 */
export function digestSet(item: unknown): Map<string, string> | null {
  if (!isObject(item) || !isObject(item.digest)) return null;
  const set = new Map<string, string>();
  for (const [algorithm, value] of Object.entries(item.digest)) {
    if (ACCEPTED_ALGORITHMS.has(algorithm) && typeof value === 'string' && value.trim() !== '') set.set(algorithm, value.trim().toLowerCase());
  }
  return set.size > 0 ? set : null;
}

/** The accepted algorithms both sets carry (in code-unit order), and whether any of them carries one value in both. */
export function compareDigests(a: Map<string, string>, b: Map<string, string>): { shared: string[]; matches: boolean } {
  const shared = [...a.keys()].filter((algorithm) => b.has(algorithm)).sort();
  return { shared, matches: shared.some((algorithm) => a.get(algorithm) === b.get(algorithm)) };
}
