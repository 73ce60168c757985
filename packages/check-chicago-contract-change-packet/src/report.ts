import { canonicalOrder, type Evaluation, type Finding, type JsonValue, type SourceMode } from '@evidence-check/core-receipt';
import { formatDecimal, type Decimal } from '@evidence-check/exact-decimal';
import type { BaselineVerdict, Context, RowVerdict } from './context.js';
import type { Input } from './generated/schema.js';
import { formatAmount, sumOf } from './lib/amount.js';
import type { Change } from './lib/fields.js';
import type { Truncation } from './lib/source.js';

/** Repeated in every report: what an award amount and an end date of this dataset are. */
export const DISCLAIMERS = {
  awardAmounts:
    'Award amounts are the source-reported values of single rows (an award or one modification, which may be negative), not computed contract totals.',
  endDates:
    'End dates are FMPS end dates only for blanket contracts; standard contracts end on completion and acceptance, tracked outside FMPS, so their end_date is not reliable.',
} as const;

/** One current row, in source order: `report.records[i]` is the row at `/records/i`, every field null when absent. */
export type RowReport = {
  purchaseOrderContractNumber: string | null;
  revisionNumber: string | null;
  purchaseOrderDescription: string | null;
  specificationNumber: string | null;
  contractType: string | null;
  startDate: string | null;
  endDate: string | null;
  approvalDate: string | null;
  department: string | null;
  vendorName: string | null;
  vendorId: string | null;
  /** As the source reports it (a JSON number or text). */
  awardAmount: string | number | null;
  /** The same value as an exact decimal (`1250000`), `DUR`, other text as is, or null when absent. */
  awardAmountValue: string | null;
  endDateReliable: boolean;
  verdict: RowVerdict;
  /** The fields that differ, by the interface's names (`award_amount`, `end_date`, …). */
  changes: Change[];
  /** The baseline revision this row was compared with. */
  comparedWithRevision: string | null;
  /** Position (0-based) of the first row with the same contract number and revision, when this one repeats it. */
  duplicateOf: number | null;
};

/** One baseline row: `report.previousSnapshot.records[j]` is `/previous_snapshot/records/j`. */
export type BaselineRowReport = {
  purchaseOrderContractNumber: string | null;
  revisionNumber: string | null;
  awardAmount: JsonValue;
  verdict: BaselineVerdict;
  duplicateOf: number | null;
};

export interface Report {
  query: Input['query'];
  sourceMode: SourceMode;
  disclaimers: typeof DISCLAIMERS;
  /** `none`: no baseline (first live query, or no `previous_snapshot`); `present` otherwise. */
  baselineState: 'none' | 'present';
  /** False when there is no baseline: the result cannot show that existing matches are newly awarded. */
  newlyListedDetectable: boolean;
  truncated: Truncation | null;
  records: RowReport[];
  /** The baseline, with a verdict per row: `report.previousSnapshot.records[j]` is `/previous_snapshot/records/j`. */
  previousSnapshot: {
    origin: 'request' | 'retained';
    capturedAt: string;
    sourceUpdatedAt: string | null;
    truncated: Truncation | null;
    records: BaselineRowReport[];
  } | null;
  /** A sum of the row values of the current rows, never a contract total: see `note`. */
  awardAmounts: { sumOfRowValues: string; rowsSummed: number; rowsNotSummed: number; note: string };
}

function awardAmounts(ctx: Context): Report['awardAmounts'] {
  const distinct = ctx.rows.filter((row) => row.key !== null && row.duplicateOf === null);
  const decimals = distinct.flatMap((row): Decimal[] => (row.amount.kind === 'decimal' ? [row.amount.value] : []));
  return {
    sumOfRowValues: formatDecimal(sumOf(decimals)),
    rowsSummed: decimals.length,
    rowsNotSummed: ctx.rows.length - decimals.length,
    note: 'The exact sum of the decimal award_amount values of the listed rows (each contract and revision once): row values as the source reports them, not a contract total, and only the rows returned.',
  };
}

function countersOf(ctx: Context): Record<string, number> {
  const distinct = ctx.rows.filter((row) => row.key !== null && row.duplicateOf === null);
  const count = (verdict: RowVerdict) => distinct.filter((row) => row.verdict === verdict).length;
  return {
    rows: ctx.rows.length,
    newlyListed: count('newly-listed'),
    revised: count('revised'),
    changed: count('changed'),
    unchanged: count('unchanged'),
    noLongerListed: (ctx.baseline?.rows ?? []).filter((row) => row.duplicateOf === null && row.verdict === 'no-longer-listed').length,
  };
}

/** The report, the verdict counters and the source disclosure, all from the prepared context. */
export function buildReport(ctx: Context, _findings: readonly Finding[]): Evaluation<Report> {
  const baseline = ctx.baseline;
  const report: Report = {
    query: canonicalOrder(ctx.query),
    sourceMode: ctx.mode,
    disclaimers: DISCLAIMERS,
    baselineState: baseline === null ? 'none' : 'present',
    newlyListedDetectable: baseline !== null && ctx.available,
    truncated: ctx.truncation,
    records: ctx.rows.map((row): RowReport => {
      const { values } = row;
      return {
        purchaseOrderContractNumber: values.purchase_order_contract_number,
        revisionNumber: values.revision_number,
        purchaseOrderDescription: values.purchase_order_description,
        specificationNumber: values.specification_number,
        contractType: values.contract_type,
        startDate: values.start_date,
        endDate: values.end_date,
        approvalDate: values.approval_date,
        department: values.department,
        vendorName: values.vendor_name,
        vendorId: values.vendor_id,
        awardAmount: row.awardAmount,
        awardAmountValue: formatAmount(row.amount),
        endDateReliable: row.blanket,
        verdict: row.verdict,
        changes: row.changes,
        comparedWithRevision: row.comparedWith?.revision ?? null,
        duplicateOf: row.duplicateOf,
      };
    }),
    previousSnapshot:
      baseline === null
        ? null
        : {
            origin: baseline.origin,
            capturedAt: baseline.capturedAt,
            sourceUpdatedAt: baseline.sourceUpdatedAt,
            truncated: baseline.truncation,
            records: baseline.rows.map((row) => ({
              purchaseOrderContractNumber: row.contract,
              revisionNumber: row.revision,
              awardAmount: row.awardAmount,
              verdict: row.verdict,
              duplicateOf: row.duplicateOf,
            })),
          },
    awardAmounts: awardAmounts(ctx),
  };
  return { report, counters: countersOf(ctx), source: { mode: ctx.mode, dataset: ctx.dataset, snapshot: ctx.snapshot } };
}
