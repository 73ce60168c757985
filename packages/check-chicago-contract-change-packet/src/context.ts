/**
 * What every rule and the report read, prepared once: where the rows come from, each row (current
 * and baseline) identified and read, duplicates marked, and both sides compared into verdicts.
 * Rules and the report only read this.
 */
import { jsonPointer, type JsonObject, type JsonValue, type RunContext, type SnapshotDisclosure, type SourceMode } from '@evidence-check/core-receipt';
import type { Input } from './generated/schema.js';
import { readAmount, type Amount } from './lib/amount.js';
import { compare } from './lib/compare.js';
import { FIELDS, idText, isBlanket, text, type Change, type DateField, type Field } from './lib/fields.js';
import { baselineOf, callerTruncation, limitTruncation, sourceOf, type Truncation } from './lib/source.js';

export const DEFAULT_MAX_RESULTS = 25;

/**
 * A current row against the baseline: `listed` (no baseline), `newly-listed` (contract number not
 * in the baseline), `revised` (contract in the baseline, this revision number not), `changed` (same
 * contract and revision, amount or dates differ), `unchanged`, `unusable` (no contract number or revision).
 */
export type RowVerdict = 'listed' | 'newly-listed' | 'revised' | 'changed' | 'unchanged' | 'unusable';

/**
 * A baseline row against the current rows: `still-listed` (same contract and revision),
 * `other-revision-listed` (the contract is listed with other revisions only), `no-longer-listed`,
 * `unusable`, or `not-compared` (there are no current rows).
 */
export type BaselineVerdict = 'still-listed' | 'other-revision-listed' | 'no-longer-listed' | 'unusable' | 'not-compared';

export interface Identified {
  index: number;
  pointer: string;
  contract: string | null;
  revision: string | null;
  /** Contract number and revision as one key; null when either is unusable. */
  key: string | null;
  amount: Amount;
  dates: Record<DateField, string | null>;
  /** vendor_id and vendor_name as recorded (non-blank text), read on both sides. */
  vendorId: string | null;
  vendorName: string | null;
  duplicateOf: number | null;
}

export interface RowView extends Identified {
  values: Record<Field, string | null>;
  /** The award amount as the source reports it. */
  awardAmount: string | number | null;
  blanket: boolean;
  verdict: RowVerdict;
  changes: Change[];
  comparedWith: BaselineRowView | null;
}

export interface BaselineRowView extends Identified {
  awardAmount: JsonValue;
  verdict: BaselineVerdict;
}

export interface Baseline {
  /** `request` (the caller's `previous_snapshot`) or `retained` (the gateway's snapshot for the same query fingerprint). */
  origin: 'request' | 'retained';
  capturedAt: string;
  sourceUpdatedAt: string | null;
  truncation: Truncation | null;
  rows: BaselineRowView[];
}

export interface Context {
  query: Input['query'];
  maxResults: number;
  mode: SourceMode;
  dataset: string;
  snapshot: SnapshotDisclosure | null;
  /** False when neither the request nor the gateway supplied records. */
  available: boolean;
  rows: RowView[];
  baseline: Baseline | null;
  truncation: Truncation | null;
  currentGeneratedAt: string | null;
  /**
   * When the source last changed before the current rows were read (Socrata's `rowsUpdatedAt`):
   * the request's `source_updated_at` for caller-supplied rows, else the maintained snapshot's.
   */
  currentSourceUpdatedAt: string | null;
}

function identify(record: JsonObject, index: number, pointer: string, firstByKey: Map<string, number>): Identified {
  const contract = idText(record.purchase_order_contract_number);
  const revision = idText(record.revision_number);
  const key = contract === null || revision === null ? null : JSON.stringify([contract, revision]);
  let duplicateOf: number | null = null;
  if (key !== null) {
    const first = firstByKey.get(key);
    if (first === undefined) firstByKey.set(key, index);
    else duplicateOf = first;
  }
  const dates = { start_date: text(record.start_date), end_date: text(record.end_date), approval_date: text(record.approval_date) };
  const vendorId = text(record.vendor_id);
  const vendorName = text(record.vendor_name);
  return { index, pointer, contract, revision, key, amount: readAmount(record.award_amount), dates, vendorId, vendorName, duplicateOf };
}

export function prepare(input: Input, context: RunContext = {}): Context {
  const maxResults = input.max_results ?? DEFAULT_MAX_RESULTS;
  const source = sourceOf(input, context);
  const records = source.records ?? [];

  const firstByKey = new Map<string, number>();
  const rows: RowView[] = records.map((record, index) => {
    const identified = identify(record, index, jsonPointer('records', index), firstByKey);
    const values = Object.fromEntries(FIELDS.map((field) => [field, text(record[field])])) as Record<Field, string | null>;
    values.purchase_order_contract_number = identified.contract;
    values.revision_number = identified.revision;
    const raw = record.award_amount;
    return {
      ...identified,
      values,
      awardAmount: typeof raw === 'string' || typeof raw === 'number' ? raw : null,
      blanket: isBlanket(values.contract_type),
      verdict: identified.key === null ? 'unusable' : 'listed',
      changes: [],
      comparedWith: null,
    };
  });

  const found = baselineOf(input, context, source.mode, maxResults);
  let baseline: Baseline | null = null;
  if (found !== null) {
    const firstBaseline = new Map<string, number>();
    const baselineRows: BaselineRowView[] = found.records.map((record, index) => {
      const identified = identify(record, index, jsonPointer('previous_snapshot', 'records', index), firstBaseline);
      return { ...identified, awardAmount: record.award_amount ?? null, verdict: identified.key === null ? 'unusable' : 'not-compared' };
    });
    baseline = { origin: found.origin, capturedAt: found.capturedAt, sourceUpdatedAt: found.sourceUpdatedAt, truncation: found.truncation, rows: baselineRows };
    if (source.records !== null) compare(rows, baselineRows);
  }
  // Later members of a duplicate set take the verdict of the first (only the first is compared).
  for (const row of rows) if (row.duplicateOf !== null) row.verdict = (rows[row.duplicateOf] as RowView).verdict;

  const truncation =
    source.records === null
      ? null
      : source.mode === 'caller-supplied'
        ? callerTruncation(input.truncated, input.total_records, records.length)
        : limitTruncation(records.length, maxResults);

  return {
    query: input.query,
    maxResults,
    mode: source.mode,
    dataset: source.dataset,
    snapshot: source.snapshot,
    available: source.records !== null,
    rows,
    baseline,
    truncation,
    currentGeneratedAt: source.generatedAt,
    currentSourceUpdatedAt: source.mode === 'caller-supplied' ? (input.source_updated_at ?? null) : (source.snapshot?.sourceUpdatedAt ?? null),
  };
}
