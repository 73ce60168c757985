import { defineCheck, runRules, type Finding, type JsonValue } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type ClauseChange, type ListChange } from './context.js';
import { extraKeys } from './json.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type ClauseEntry = {
  clause: JsonValue;
  change: 'added' | 'removed' | 'modified';
  /** Indexes of the clause in `baseline.clauses` and `current.clauses` (null on the side that lacks it). */
  baseline_index: number | null;
  current_index: number | null;
  /** Both texts as given (null on the side without the clause); null for a modified clause whose normalised text is the same. */
  text: { before: JsonValue; after: JsonValue } | null;
  applies_to: { added: string[]; removed: string[] };
  requirements: { added: string[]; removed: string[] };
};

export type PolicyEntry = {
  id: JsonValue;
  /** True when any clause was added, removed or changed. */
  changed: boolean;
  version: { baseline: JsonValue; current: JsonValue; changed: boolean };
  effective_date: { baseline: JsonValue; current: JsonValue };
  /** Clause changes ordered by clause position (removed clauses after their baseline predecessor). */
  changes: ClauseEntry[];
  counts: { added: number; removed: number; modified: number; unchanged: number };
  /** Codes found on this policy (its sides and clauses included), in finding order, each once. */
  codes: string[];
  /** The policy's keys this check does not read, as given. */
  extra: Record<string, JsonValue>;
};

export type Report = { policies: PolicyEntry[] };

const POLICY_KEYS = new Set(['id', 'baseline', 'current']);

const values = (list: ListChange['added']) => list.map(({ value }) => value);

function entry(change: ClauseChange): ClauseEntry {
  return {
    clause: change.id,
    change: change.kind,
    baseline_index: change.baseline?.index ?? null,
    current_index: change.current?.index ?? null,
    text:
      change.kind !== 'modified' || change.textChanged
        ? { before: (change.baseline?.clause.text ?? null) as JsonValue, after: (change.current?.clause.text ?? null) as JsonValue }
        : null,
    applies_to: { added: values(change.appliesTo.added), removed: values(change.appliesTo.removed) },
    requirements: { added: values(change.requirements.added), removed: values(change.requirements.removed) },
  };
}

function codesByPolicy(findings: readonly Finding[], size: number): string[][] {
  const byItem: Array<Set<string>> = Array.from({ length: size }, () => new Set());
  const prefix = '/policies/';
  for (const { pointer, code } of findings) {
    if (!pointer.startsWith(prefix)) continue;
    const end = pointer.indexOf('/', prefix.length);
    byItem[Number(pointer.slice(prefix.length, end === -1 ? undefined : end))]?.add(code);
  }
  return byItem.map((set) => [...set]);
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'policy-change-evidence-builder',
  title: 'Policy Change Evidence Builder',
  category: 'Agent Evidence',
  summary:
    'Produces clause-level evidence of added, removed, text, applicability and requirement changes, with version and effective-date guardrails.',
  limitations: [
    'Compares only the supplied baseline and current clause lists; no policy documents are fetched or parsed.',
    'A READY status is a preflight signal about the supplied clauses, not a guarantee about the policy in force.',
    'Clauses are matched by id only: a clause whose id changed shows as one removed and one added clause, and a moved clause is not reported as a change.',
    'Texts are compared after whitespace normalisation only; no case folding, punctuation or semantic comparison is made.',
    'A duplicate finding (DUPLICATE_POLICY_ID, DUPLICATE_CLAUSE_ID) lists at most the first 20 positions of its set in `positions`; `count` is always the full number.',
    'Findings quote a policy or clause id of more than 200 characters (as text; canonical JSON for a non-string id) by its first 200 characters and `…`, in `subject`, `policy` and `clause`; the report keeps every id whole.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);
    const codesOf = codesByPolicy(findings.sorted(), input.policies.length);

    const policies = ctx.policies.map((view): PolicyEntry => {
      const { baseline, current } = view.policy;
      const count = (kind: ClauseChange['kind']) => view.changes.filter((change) => change.kind === kind).length;
      return {
        id: view.policy.id as JsonValue,
        changed: view.changes.length > 0,
        version: { baseline: (baseline.version ?? null) as JsonValue, current: (current.version ?? null) as JsonValue, changed: view.versionChanged },
        effective_date: { baseline: (baseline.effective_date ?? null) as JsonValue, current: (current.effective_date ?? null) as JsonValue },
        changes: view.changes.map(entry),
        counts: { added: count('added'), removed: count('removed'), modified: count('modified'), unchanged: view.unchanged },
        codes: codesOf[view.index] ?? [],
        extra: extraKeys(view.policy, POLICY_KEYS),
      };
    });
    const total = (key: keyof PolicyEntry['counts']) => policies.reduce((sum, policy) => sum + policy.counts[key], 0);
    return {
      report: { policies },
      counters: {
        policies: policies.length,
        changed_policies: policies.filter((policy) => policy.changed).length,
        clauses_added: total('added'),
        clauses_removed: total('removed'),
        clauses_modified: total('modified'),
        clauses_unchanged: total('unchanged'),
      },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
