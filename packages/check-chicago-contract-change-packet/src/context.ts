import { jsonPointer, type JsonObject, type JsonValue, type RunContext, type SnapshotDisclosure, type SourceMode } from '@evidence-check/core-receipt';
import { amountsDiffer, readAmount, type Amount } from './amount.js';
import type { Input } from './generated/schema.js';

/** Contracts on the City of Chicago data portal: one row per contract revision (modification). */
export const DATASET = 'rsxa-ify5';
export const DEFAULT_MAX_RESULTS = 25;

export const DISCLAIMERS = {
  award_amounts:
    'Award amounts are the source-reported values of single rows (an award or one modification, which may be negative), not computed contract totals.',
  end_dates:
    'End dates are FMPS end dates only for blanket contracts; standard contracts end on completion and acceptance, tracked outside FMPS, so their end_date is not reliable.',
} as const;

/** The row fields of the interface, in its order. */
export const FIELDS = [
  'purchase_order_contract_number',
  'revision_number',
  'purchase_order_description',
  'specification_number',
  'contract_type',
  'start_date',
  'end_date',
  'approval_date',
  'department',
  'vendor_name',
  'vendor_id',
] as const;
export type Field = (typeof FIELDS)[number];

/** Dates compared for the same row; for a new revision only the contract's own dates. */
export const SAME_ROW_DATES = ['start_date', 'end_date', 'approval_date'] as const;
export const REVISION_DATES = ['start_date', 'end_date'] as const;
export type DateField = (typeof SAME_ROW_DATES)[number];

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

export type Change = 'award_amount' | DateField;

export interface Truncation {
  /** `truncated` (the caller says so), `total-records` (the caller's total exceeds the rows), `limit-reached` (the maintained query returned `max_results` rows). */
  reason: 'truncated' | 'total-records' | 'limit-reached';
  returned: number;
  total: number | null;
}

interface Identified {
  index: number;
  pointer: string;
  contract: string | null;
  revision: string | null;
  /** Contract number and revision as one key; null when either is unusable. */
  key: string | null;
  amount: Amount;
  dates: Record<DateField, string | null>;
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

export interface ContractContext {
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
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** A contract number or revision: non-blank text as is, a finite number by its JSON text. */
export function idText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return JSON.stringify(value);
  return null;
}

/** Contract types that name a blanket contract ("contracts for repeated purchases"), any letter case. */
export function isBlanket(contractType: string | null): boolean {
  return contractType !== null && /blanket/i.test(contractType);
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
  return { index, pointer, contract, revision, key, amount: readAmount(record.award_amount), dates, duplicateOf };
}

interface Source {
  mode: SourceMode;
  dataset: string;
  snapshot: SnapshotDisclosure | null;
  records: readonly JsonObject[] | null;
  generatedAt: string | null;
}

/**
 * Records in the request win (caller-supplied); else the gateway's records with the mode it names
 * (records from a context that names no live or fallback source are disclosed as caller-supplied);
 * else there are no records.
 */
function sourceOf(input: Input, context: RunContext): Source {
  if (input.records !== undefined) {
    return { mode: 'caller-supplied', dataset: DATASET, snapshot: null, records: input.records as JsonObject[], generatedAt: input.records_generated_at ?? null };
  }
  if (Array.isArray(context.records)) {
    const mode: SourceMode = context.sourceMode === 'live' || context.sourceMode === 'fallback' ? context.sourceMode : 'caller-supplied';
    const snapshot = mode === 'caller-supplied' ? null : (context.snapshot ?? null);
    return { mode, dataset: context.dataset ?? DATASET, snapshot, records: context.records, generatedAt: snapshot?.capturedAt ?? null };
  }
  return { mode: 'caller-supplied', dataset: DATASET, snapshot: null, records: null, generatedAt: null };
}

function callerTruncation(truncated: boolean | undefined, total: number | undefined, returned: number): Truncation | null {
  if (truncated === true) return { reason: 'truncated', returned, total: total ?? null };
  if (total !== undefined && total > returned) return { reason: 'total-records', returned, total };
  return null;
}

function limitTruncation(returned: number, maxResults: number): Truncation | null {
  return returned >= maxResults ? { reason: 'limit-reached', returned, total: null } : null;
}

/** The caller's `previous_snapshot` wins; else, for maintained-source records, the retained baseline. */
function baselineOf(input: Input, context: RunContext, mode: SourceMode, maxResults: number): Omit<Baseline, 'rows'> & { records: readonly JsonObject[] } | null {
  const previous = input.previous_snapshot;
  if (previous !== undefined) {
    return {
      origin: 'request',
      capturedAt: previous.captured_at,
      sourceUpdatedAt: previous.source_updated_at ?? null,
      truncation: callerTruncation(previous.truncated, previous.total_records, previous.records.length),
      records: previous.records as JsonObject[],
    };
  }
  const retained = context.baseline;
  if (mode === 'caller-supplied' || retained === undefined || retained === null || !Array.isArray(retained.records)) return null;
  return {
    origin: 'retained',
    capturedAt: retained.capturedAt,
    sourceUpdatedAt: retained.sourceUpdatedAt ?? null,
    truncation: limitTruncation(retained.records.length, maxResults),
    records: retained.records,
  };
}

/** Numeric revisions compare as numbers; otherwise the later row of the baseline counts as the later revision. */
function latest(rows: readonly BaselineRowView[]): BaselineRowView {
  const numeric = rows.every((row) => row.revision !== null && /^[0-9]{1,15}$/.test(row.revision));
  return rows.reduce((best, row) => (numeric ? (Number(row.revision) >= Number(best.revision) ? row : best) : row));
}

function compareRow(row: RowView, before: BaselineRowView, dates: readonly DateField[], withAmount: boolean): Change[] {
  const changes: Change[] = [];
  if (withAmount && amountsDiffer(before.amount, row.amount) === true) changes.push('award_amount');
  for (const field of dates) {
    const from = before.dates[field];
    const to = row.dates[field];
    if (from !== null && to !== null && from !== to) changes.push(field);
  }
  return changes;
}

/** Sets the verdicts of both sides; only the first member of a duplicate set is compared. */
function compare(rows: RowView[], baselineRows: BaselineRowView[]): void {
  const byKey = new Map<string, BaselineRowView>();
  const byContract = new Map<string, BaselineRowView[]>();
  for (const row of baselineRows) {
    if (row.key === null || row.duplicateOf !== null) continue;
    byKey.set(row.key, row);
    const revisions = byContract.get(row.contract as string);
    if (revisions) revisions.push(row);
    else byContract.set(row.contract as string, [row]);
  }
  for (const row of rows) {
    if (row.key === null) continue;
    if (row.duplicateOf !== null) continue;
    const same = byKey.get(row.key);
    const revisions = byContract.get(row.contract as string);
    if (same) {
      row.comparedWith = same;
      row.changes = compareRow(row, same, SAME_ROW_DATES, true);
      row.verdict = row.changes.length > 0 ? 'changed' : 'unchanged';
    } else if (revisions) {
      row.comparedWith = latest(revisions);
      row.changes = compareRow(row, row.comparedWith, REVISION_DATES, false);
      row.verdict = 'revised';
    } else {
      row.verdict = 'newly-listed';
    }
  }
  const currentKeys = new Set(rows.map((row) => row.key));
  const currentContracts = new Set(rows.map((row) => row.contract));
  for (const row of baselineRows) {
    if (row.key === null) continue;
    row.verdict = currentKeys.has(row.key) ? 'still-listed' : currentContracts.has(row.contract) ? 'other-revision-listed' : 'no-longer-listed';
  }
}

export function prepare(input: Input, context: RunContext): ContractContext {
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
  };
}
