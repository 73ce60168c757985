// The ids this packet declares and cites, for cross-section checks (the agent-run evidence pack).
import { echoed, type JsonValue } from '@evidence-check/core-receipt';
import { prepare, type Entry } from '../context.js';
import type { Input } from '../generated/schema.js';

export interface IdEntry {
  /** The id as given. */
  id: JsonValue;
  /** Canonical JSON of a usable id (a non-blank string or a number), null otherwise; equal keys are equal ids. */
  key: string | null;
  /** RFC 6901 pointer to the id in this product's request. */
  pointer: string;
}

export interface CollectedIds {
  promises: IdEntry[];
  actions: IdEntry[];
  evidence: IdEntry[];
  /** Every entry of every action's `evidence_ids`, in input order, with the action's position. */
  citedEvidence: Array<IdEntry & { action: number }>;
}

const toEntry = ({ value, id, pointer }: Entry): IdEntry => ({ id: echoed(value), key: id?.key ?? null, pointer });

export function collectIds(input: Input): CollectedIds {
  const ctx = prepare(input);
  return {
    promises: ctx.promises.map(toEntry),
    actions: ctx.actions.map(toEntry),
    evidence: ctx.evidence.map(toEntry),
    citedEvidence: ctx.actions.flatMap((action) => (action.refs.evidence_ids ?? []).map((ref) => ({ ...toEntry(ref), action: action.index }))),
  };
}
