/**
 * What every rule and the report read, prepared once: each policy's two sides read by clause id,
 * diffed clause by clause, its version compared and its effective dates parsed, and the policies
 * that share an id. Rules only read this.
 */
import { canonicalize, duplicateSets } from '@evidence-check/core-receipt';
import type { Input, PolicySide } from './generated/schema.js';
import { readSide, type DuplicateClauses, type Problem, type Side } from './lib/clauses.js';
import { parseEffectiveDate, type ParsedDate } from './lib/dates.js';
import { diffClauses, type ClauseChange } from './lib/diff.js';
import { idKey, subjectOf } from './lib/json.js';
import { isWildcard, readChangeRecord, type ChangeRecord } from './lib/change-record.js';

export type { Side } from './lib/clauses.js';
export type { ClauseChange, ListChange } from './lib/diff.js';
export type Policy = Input['policies'][number];

export interface PolicyView {
  index: number;
  policy: Policy;
  key: string;
  subject: string;
  /** Clauses, per side, that cannot be diffed; then the ids that repeat within a side (first wins). */
  problems: Problem[];
  duplicates: DuplicateClauses[];
  /** Clause changes in clause order: current position, removed clauses after their baseline predecessor. */
  changes: ClauseChange[];
  unchanged: number;
  versionChanged: boolean;
  dates: Record<Side, ParsedDate | null>;
  /** Clauses, per side, whose open key `effect` is neither allow nor deny. */
  invalidEffects: Array<{ side: Side; index: number }>;
  /** Wildcard `applies_to` values that an added or kept clause (not a deny) gained. */
  wildcards: Array<{ change: ClauseChange; value: string; index: number }>;
  /** The current side's change record (author, approved_by, approved_at). */
  record: ChangeRecord;
}

export interface Context {
  policies: PolicyView[];
  /** Policies that share an id, each set in input order (first occurrence first). */
  duplicatePolicies: PolicyView[][];
}

const stated = (value: unknown): boolean => value !== undefined && value !== null;
const versionOf = (side: PolicySide) => (stated(side.version) ? canonicalize(side.version) : null);
const dateOf = (side: PolicySide) => (stated(side.effective_date) ? parseEffectiveDate(side.effective_date) : null);

function readPolicy(policy: Policy, index: number): PolicyView {
  const baseline = readSide(index, 'baseline', policy.baseline);
  const current = readSide(index, 'current', policy.current);
  const diff = diffClauses(baseline.byKey, current.byKey);
  const wildcards = diff.changes.flatMap((change) =>
    change.current && change.current.effect !== 'deny'
      ? change.appliesTo.added.filter(({ value }) => isWildcard(value)).map(({ value, index: at }) => ({ change, value, index: at }))
      : [],
  );
  return {
    index,
    policy,
    key: idKey(policy.id),
    subject: subjectOf(policy.id),
    problems: [...baseline.problems, ...current.problems],
    duplicates: [...baseline.duplicates, ...current.duplicates],
    ...diff,
    versionChanged: versionOf(policy.baseline) !== versionOf(policy.current),
    dates: { baseline: dateOf(policy.baseline), current: dateOf(policy.current) },
    invalidEffects: [
      ...baseline.invalidEffects.map((at) => ({ side: 'baseline' as const, index: at })),
      ...current.invalidEffects.map((at) => ({ side: 'current' as const, index: at })),
    ],
    wildcards,
    record: readChangeRecord(policy.current),
  };
}

export function prepare(input: Input): Context {
  const policies = input.policies.map(readPolicy);
  return { policies, duplicatePolicies: duplicateSets(policies, (view) => view.key) };
}
