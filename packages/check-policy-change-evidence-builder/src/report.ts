import { echoed, codesOf, type Evaluation, extraKeys, type Finding, findingsByItem, type JsonValue } from '@evidence-check/core-receipt';
import type { ClauseChange, Context, ListChange } from './context.js';
import type { Effect } from './lib/clauses.js';
import { POLICY_KEYS } from './lib/members.js';

export type ClauseEntry = {
  clause: JsonValue;
  change: 'added' | 'removed' | 'modified';
  /** Indexes of the clause in `baseline.clauses` and `current.clauses` (null on the side that lacks it). */
  baselineIndex: number | null;
  currentIndex: number | null;
  /** Both texts as given (null on the side without the clause); null for a modified clause whose normalised text is the same. */
  text: { before: JsonValue; after: JsonValue } | null;
  /** The clause's `effect` read (allow, deny, null) on each side; null for a modified clause whose effect is the same. */
  effect: { before: Effect | null; after: Effect | null } | null;
  appliesTo: { added: string[]; removed: string[] };
  requirements: { added: string[]; removed: string[] };
};

export type PolicyEntry = {
  id: JsonValue;
  /** True when any clause was added, removed or changed. */
  changed: boolean;
  version: { baseline: JsonValue; current: JsonValue; changed: boolean };
  effectiveDate: { baseline: JsonValue; current: JsonValue };
  /** Clause changes ordered by clause position (removed clauses after their baseline predecessor). */
  changes: ClauseEntry[];
  counts: { added: number; removed: number; modified: number; unchanged: number };
  /** Codes found on this policy (its sides and clauses included), in finding order, each once. */
  codes: string[];
  /** The policy's keys this check does not read, as given. */
  extra: Record<string, JsonValue>;
};

export type Report = { policies: PolicyEntry[] };

const values = (list: ListChange['added']) => list.map(({ value }) => value);

function entry(change: ClauseChange): ClauseEntry {
  return {
    clause: change.id,
    change: change.kind,
    baselineIndex: change.baseline?.index ?? null,
    currentIndex: change.current?.index ?? null,
    text:
      change.kind !== 'modified' || change.textChanged
        ? { before: echo(change.baseline?.clause.text), after: echo(change.current?.clause.text) }
        : null,
    effect:
      change.kind !== 'modified' || change.effectChanged ? { before: change.baseline?.effect ?? null, after: change.current?.effect ?? null } : null,
    appliesTo: { added: values(change.appliesTo.added), removed: values(change.appliesTo.removed) },
    requirements: { added: values(change.requirements.added), removed: values(change.requirements.removed) },
  };
}

/** One entry per policy, in input order: its clause changes, guardrail inputs and the codes found on it. */
/** A caller value as the report repeats it: null when absent, objects in canonical member order. */
const echo = (value: unknown): JsonValue => echoed(value ?? null);

export function buildReport(ctx: Context, findings: readonly Finding[]): Evaluation<Report> {
  const byPolicy = findingsByItem(findings, '/policies', ctx.policies.length);
  const policies = ctx.policies.map((view): PolicyEntry => {
    const { baseline, current } = view.policy;
    const count = (kind: ClauseChange['kind']) => view.changes.filter((change) => change.kind === kind).length;
    return {
      id: echo(view.policy.id),
      changed: view.changes.length > 0,
      version: { baseline: echo(baseline.version), current: echo(current.version), changed: view.versionChanged },
      effectiveDate: { baseline: echo(baseline.effective_date), current: echo(current.effective_date) },
      changes: view.changes.map(entry),
      counts: { added: count('added'), removed: count('removed'), modified: count('modified'), unchanged: view.unchanged },
      codes: codesOf(byPolicy[view.index] ?? []),
      extra: extraKeys(view.policy, POLICY_KEYS),
    };
  });
  const total = (key: keyof PolicyEntry['counts']) => policies.reduce((sum, policy) => sum + policy.counts[key], 0);
  return {
    report: { policies },
    counters: {
      policies: policies.length,
      changedPolicies: policies.filter((policy) => policy.changed).length,
      clausesAdded: total('added'),
      clausesRemoved: total('removed'),
      clausesModified: total('modified'),
      clausesUnchanged: total('unchanged'),
    },
  };
}
