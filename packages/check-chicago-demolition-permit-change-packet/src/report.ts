import { canonicalOrder } from '@evidence-check/core-receipt';
import type { Evaluation, Finding, JsonValue, SourceMode } from '@evidence-check/core-receipt';
import type { Context, MatchVerdict, PermitVerdict, UrgencyLabel } from './context.js';

/** Repeated in every report. */
export const DISCLAIMER = 'Permits are clues, not proof of inventory, condition, access, safety, value or permission.';

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
  sourceMode: SourceMode;
  disclaimer: string;
  /** `match-ids` when `previous.match_ids` was supplied; `none` otherwise (nothing can be shown to be new). */
  comparison: 'match-ids' | 'none';
  previousGeneratedAt: string | null;
  currentGeneratedAt: string | null;
  records: PermitReport[];
  /** `previous.match_ids[j]` with its verdict: `report.previous.matchIds[j]` is `/previous/match_ids/j`. */
  previous: { matchIds: Array<{ id: string; verdict: MatchVerdict }> } | null;
}

function countersOf(ctx: Context): Record<string, number> {
  const distinct = ctx.permits.filter((permit) => permit.key !== null && permit.duplicateOf === null);
  return {
    records: ctx.permits.length,
    new: distinct.filter((permit) => permit.verdict === 'new').length,
    stillListed: distinct.filter((permit) => permit.verdict === 'still-listed').length,
    noLongerListed: (ctx.previous ?? []).filter((match) => match.duplicateOf === null && match.verdict === 'no-longer-listed').length,
    emergency: distinct.filter((permit) => permit.urgencyLabel === 'emergency').length,
  };
}

/** The report, the verdict counters and the source disclosure, all from the prepared context. */
export function buildReport(ctx: Context, _findings: readonly Finding[]): Evaluation<Report> {
  const report: Report = {
    query: ctx.query,
    sourceMode: ctx.mode,
    disclaimer: DISCLAIMER,
    comparison: ctx.previous === null ? 'none' : 'match-ids',
    previousGeneratedAt: ctx.previousGeneratedAt,
    currentGeneratedAt: ctx.currentGeneratedAt,
    records: ctx.permits.map((permit) => ({
      id: canonicalOrder(permit.id),
      permitNumber: permit.permitNumber,
      issuedAt: permit.issuedAt,
      address: permit.address,
      urgency: permit.urgency,
      urgencyLabel: permit.urgencyLabel,
      permitStatus: permit.permitStatus,
      verdict: permit.verdict,
      duplicateOf: permit.duplicateOf,
    })),
    previous: ctx.previous === null ? null : { matchIds: ctx.previous.map(({ id, verdict }) => ({ id, verdict })) },
  };
  return { report, counters: countersOf(ctx), source: { mode: ctx.mode, dataset: ctx.dataset, snapshot: ctx.snapshot } };
}
