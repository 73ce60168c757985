import { canonicalOrder, defineCheck, runRules, type JsonValue, type SourceMode } from '@evidence-check/core-receipt';
import { formatDecimal, type Decimal } from '@evidence-check/exact-decimal';
import { formatAmount, sumOf } from './amount.js';
import { codes, rules } from './codes.js';
import {
  DISCLAIMERS,
  FIELDS,
  prepare,
  type BaselineVerdict,
  type Change,
  type ContractContext,
  type Field,
  type RowVerdict,
  type Truncation,
} from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

/** One current row, in source order: `report.records[i]` is the row at `/records/i`. */
export type RowReport = Record<Field, string | null> & {
  /** As the source reports it (a JSON number or text). */
  award_amount: string | number | null;
  /** The same value as an exact decimal (`1250000`), `DUR`, other text as is, or null when absent. */
  award_amount_value: string | null;
  end_date_reliable: boolean;
  verdict: RowVerdict;
  changes: Change[];
  /** The baseline revision this row was compared with. */
  compared_with_revision: string | null;
  /** Position (0-based) of the first row with the same contract number and revision, when this one repeats it. */
  duplicate_of: number | null;
};

export interface Report {
  query: Input['query'];
  source_mode: SourceMode;
  disclaimers: typeof DISCLAIMERS;
  /** `none`: no baseline (first live query, or no `previous_snapshot`); `present` otherwise. */
  baseline_state: 'none' | 'present';
  /** False when there is no baseline: the result cannot show that existing matches are newly awarded. */
  newly_listed_detectable: boolean;
  truncated: Truncation | null;
  records: RowReport[];
  /** The baseline, with a verdict per row: `report.previous_snapshot.records[j]` is `/previous_snapshot/records/j`. */
  previous_snapshot: {
    origin: 'request' | 'retained';
    captured_at: string;
    source_updated_at: string | null;
    truncated: Truncation | null;
    records: Array<{ purchase_order_contract_number: string | null; revision_number: string | null; award_amount: JsonValue; verdict: BaselineVerdict; duplicate_of: number | null }>;
  } | null;
  /** A sum of the row values of the current rows, never a contract total: see `note`. */
  award_amounts: { sum_of_row_values: string; rows_summed: number; rows_not_summed: number; note: string };
}

function awardAmounts(ctx: ContractContext): Report['award_amounts'] {
  const distinct = ctx.rows.filter((row) => row.key !== null && row.duplicateOf === null);
  const decimals = distinct.flatMap((row): Decimal[] => (row.amount.kind === 'decimal' ? [row.amount.value] : []));
  return {
    sum_of_row_values: formatDecimal(sumOf(decimals)),
    rows_summed: decimals.length,
    rows_not_summed: ctx.rows.length - decimals.length,
    note: 'The exact sum of the decimal award_amount values of the listed rows (each contract and revision once): row values as the source reports them, not a contract total, and only the rows returned.',
  };
}

function buildReport(ctx: ContractContext): Report {
  const baseline = ctx.baseline;
  return {
    query: canonicalOrder(ctx.query),
    source_mode: ctx.mode,
    disclaimers: DISCLAIMERS,
    baseline_state: baseline === null ? 'none' : 'present',
    newly_listed_detectable: baseline !== null && ctx.available,
    truncated: ctx.truncation,
    records: ctx.rows.map((row) => ({
      ...Object.fromEntries(FIELDS.map((field) => [field, row.values[field]])),
      award_amount: row.awardAmount,
      award_amount_value: formatAmount(row.amount),
      end_date_reliable: row.blanket,
      verdict: row.verdict,
      changes: row.changes,
      compared_with_revision: row.comparedWith?.revision ?? null,
      duplicate_of: row.duplicateOf,
    })) as RowReport[],
    previous_snapshot:
      baseline === null
        ? null
        : {
            origin: baseline.origin,
            captured_at: baseline.capturedAt,
            source_updated_at: baseline.sourceUpdatedAt,
            truncated: baseline.truncation,
            records: baseline.rows.map((row) => ({
              purchase_order_contract_number: row.contract,
              revision_number: row.revision,
              award_amount: row.awardAmount,
              verdict: row.verdict,
              duplicate_of: row.duplicateOf,
            })),
          },
    award_amounts: awardAmounts(ctx),
  };
}

function countersOf(ctx: ContractContext): Record<string, number> {
  const distinct = ctx.rows.filter((row) => row.key !== null && row.duplicateOf === null);
  const count = (verdict: RowVerdict) => distinct.filter((row) => row.verdict === verdict).length;
  return {
    rows: ctx.rows.length,
    newly_listed: count('newly-listed'),
    revised: count('revised'),
    changed: count('changed'),
    unchanged: count('unchanged'),
    no_longer_listed: (ctx.baseline?.rows ?? []).filter((row) => row.duplicateOf === null && row.verdict === 'no-longer-listed').length,
  };
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'chicago-contract-change-packet',
  title: 'Chicago Contract Change Packet',
  category: 'Maintained Public Data',
  summary: 'Queries the maintained city contracts dataset and compares current matches with a retained public-data baseline.',
  limitations: [
    'Covers awarded contracts and modifications, not open solicitations.',
    'Award amounts are source-reported row values, not computed totals.',
    'An award amount written with more than 100 digits is not read as a decimal: it is flagged, kept and compared as text, and not summed.',
    'End dates of the FMPS system are consistently recorded only for blanket contracts.',
    'Without a retained baseline the result cannot show that existing matches are newly awarded.',
    'Municipal feed delay or outage can affect a lookup; the receipt labels the source mode (live, fallback or caller-supplied) and the snapshot used.',
    'Customer inputs and complete results are not retained; normalized public-source snapshots are retained under one-way query fingerprints.',
    'Records are taken as the matches of the query: caller-supplied rows are not re-filtered by `query` or cut to `max_results`.',
  ],
  version,
  price: '$0.25',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings, context) {
    const ctx = prepare(input, context);
    runRules(rules, ctx, findings);
    return {
      report: buildReport(ctx),
      counters: countersOf(ctx),
      source: { mode: ctx.mode, dataset: ctx.dataset, snapshot: ctx.snapshot },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
