import { duplicateSets } from '@evidence-check/core-receipt';
import { olderThan, wholeDaysBetween, type Instant } from '@evidence-check/instant';
import type { Input } from '../generated/schema.js';

export type Evidence = Input['evidence'][number];

export type Resolution =
  | { status: 'found'; index: number; evidence: Evidence; captured: Instant | null }
  | { status: 'not-found' }
  | { status: 'duplicate-id'; indices: readonly number[] };

const NOT_FOUND: Resolution = Object.freeze({ status: 'not-found' });

/**
 * Resolves an evidence id to the one item it names. Many channels cite the same ids: each id is
 * resolved once (the results are never modified).
 */
export function evidenceResolver(
  evidence: readonly Evidence[],
  captured: readonly (Instant | null)[],
  duplicates: ReadonlyMap<string, readonly number[]>,
): (id: string) => Resolution {
  const firstIndex = new Map<string, number>();
  evidence.forEach((item, index) => {
    if (!firstIndex.has(item.id)) firstIndex.set(item.id, index);
  });
  const resolutions = new Map<string, Resolution>();
  return (id) => {
    let resolution = resolutions.get(id);
    if (resolution === undefined) {
      const indices = duplicates.get(id);
      const index = firstIndex.get(id);
      if (indices) resolution = { status: 'duplicate-id', indices };
      else if (index === undefined) resolution = NOT_FOUND;
      else resolution = { status: 'found', index, evidence: evidence[index] as Evidence, captured: captured[index] ?? null };
      resolutions.set(id, resolution);
    }
    return resolution;
  };
}

/** Ids that two or more items share, each with its items' indices in input order; ids in order of first use. */
export function duplicateIds(items: ReadonlyArray<{ id: string }>): Map<string, number[]> {
  const sets = duplicateSets(
    items.map(({ id }, index) => ({ id, index })),
    (entry) => entry.id,
  );
  return new Map(sets.map((set) => [set[0]!.id, set.map((entry) => entry.index)]));
}

/** What a channel's `rule_evidence_id` names, and what is wrong with it. */
export type RuleEvidence =
  | { readonly status: 'missing' }
  | { readonly status: 'not-found' | 'duplicate-id' }
  | {
      readonly status: 'found';
      readonly evidence: Evidence;
      readonly notPlatformRule: boolean;
      readonly notObserved: boolean;
      /** Unknown when observed_at or the captured_at was declined (DATE_TIME_TOO_PRECISE). */
      readonly age: { readonly known: false } | { readonly known: true; readonly days: number; readonly stale: boolean };
    };

/** What a channel's `rule_evidence_id` resolves to; `maxAge` is `rules_max_age_days`. */
export function ruleEvidenceOf(id: string, resolve: (id: string) => Resolution, now: Instant | null, maxAge: number): RuleEvidence {
  if (id.trim() === '') return { status: 'missing' };
  const resolved = resolve(id);
  if (resolved.status !== 'found') return { status: resolved.status };
  const { evidence, captured } = resolved;
  return {
    status: 'found',
    evidence,
    notPlatformRule: evidence.type !== 'platform-rule',
    notObserved: !evidence.observed,
    age: captured === null || now === null ? { known: false } : { known: true, days: wholeDaysBetween(captured, now), stale: olderThan(captured, now, maxAge) },
  };
}
