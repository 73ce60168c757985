import { defineCheck, runRules, type JsonValue, type SourceMode } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { DISCLAIMER, prepare, type DemolitionContext, type MatchVerdict, type PermitVerdict, type UrgencyLabel } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

/** One current match, in source order: `report.records[i]` is the record at `/records/i`. */
export interface PermitReport {
  id: JsonValue;
  permitNumber: string | null;
  issuedAt: string | null;
  address: string | null;
  urgency: string | null;
  urgencyLabel: UrgencyLabel;
  permitStatus: string | null;
  verdict: PermitVerdict;
  /** Position (0-based) of the first record with the same id, when this one repeats it. */
  duplicateOf: number | null;
}

export interface Report {
  query: string;
  source_mode: SourceMode;
  disclaimer: string;
  /** `match-ids` when `previous.match_ids` was supplied; `none` otherwise (nothing can be shown to be new). */
  comparison: 'match-ids' | 'none';
  previous_generated_at: string | null;
  current_generated_at: string | null;
  records: PermitReport[];
  /** `previous.match_ids[j]` with its verdict: `report.previous.match_ids[j]` is `/previous/match_ids/j`. */
  previous: { match_ids: Array<{ id: string; verdict: MatchVerdict }> } | null;
}

function buildReport(ctx: DemolitionContext): Report {
  return {
    query: ctx.query,
    source_mode: ctx.mode,
    disclaimer: DISCLAIMER,
    comparison: ctx.previous === null ? 'none' : 'match-ids',
    previous_generated_at: ctx.previousGeneratedAt,
    current_generated_at: ctx.currentGeneratedAt,
    records: ctx.permits.map((permit) => ({
      id: permit.id,
      permitNumber: permit.permitNumber,
      issuedAt: permit.issuedAt,
      address: permit.address,
      urgency: permit.urgency,
      urgencyLabel: permit.urgencyLabel,
      permitStatus: permit.permitStatus,
      verdict: permit.verdict,
      duplicateOf: permit.duplicateOf,
    })),
    previous: ctx.previous === null ? null : { match_ids: ctx.previous.map(({ id, verdict }) => ({ id, verdict })) },
  };
}

function countersOf(ctx: DemolitionContext): Record<string, number> {
  const distinct = ctx.permits.filter((permit) => permit.key !== null && permit.duplicateOf === null);
  return {
    records: ctx.permits.length,
    new: distinct.filter((permit) => permit.verdict === 'new').length,
    still_listed: distinct.filter((permit) => permit.verdict === 'still-listed').length,
    no_longer_listed: (ctx.previous ?? []).filter((match) => match.duplicateOf === null && match.verdict === 'no-longer-listed').length,
    emergency: distinct.filter((permit) => permit.urgencyLabel === 'emergency').length,
  };
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'chicago-demolition-permit-change-packet',
  title: 'Chicago Demolition Permit Change Packet',
  category: 'Maintained Public Data',
  summary: 'Queries the maintained demolition-permit adapter and compares current matches with an optional prior snapshot.',
  limitations: [
    'Permits are clues, not proof of inventory, condition, access, safety, value or permission.',
    'Municipal feed delay or outage can affect a lookup; the receipt labels the source mode (live, fallback or caller-supplied) and the snapshot used.',
    'One query is one permit number or one street address (1 to 80 characters).',
    'Normalized public-source snapshots are retained under one-way query fingerprints; customer inputs and complete results are not.',
    'Records are taken as the matches of the query: caller-supplied records are not re-filtered by `query`.',
    'The urgency label is a reading of the recorded review type and work description, not an assessment of the site.',
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
