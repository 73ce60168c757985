import type { Evaluation, Finding } from '@evidence-check/core-receipt';
import { formatDecimal } from '@evidence-check/exact-decimal';
import { formatInstant } from '@evidence-check/instant';
import { EXCLUSION_ORDER, type Context, type Exclusion } from './context.js';
import { proposeNext, type NextExperiment } from './lib/next-experiment.js';
import type { ExposureStatus, SrmStatus } from './lib/sample-ratio.js';
import { judge, type Verdict } from './lib/verdict.js';

/** Said in every report. */
export const VERDICT_NOTE = 'A reached gate is evidence only for its declared threshold of attributable events; it does not establish causal impact, demand beyond that count, or revenue.';

/**
 * The key each exclusion is tallied under in `report.excluded`: the tally is the product's own
 * object (every key always present), so its keys are camelCase; `events[].excluded` keeps the value.
 */
export const EXCLUSION_KEY = {
  malformed: 'malformed',
  duplicate: 'duplicate',
  owner: 'owner',
  other_metric: 'otherMetric',
  after_observed_at: 'afterObservedAt',
  outside_window: 'outsideWindow',
  unattributed: 'unattributed',
} as const satisfies Record<Exclusion, string>;
type ExclusionKey = (typeof EXCLUSION_KEY)[Exclusion];

export type Report = {
  verdict: Verdict;
  reasons: string[];
  caveats: string[];
  note: string;
  metric: string;
  counted: number;
  threshold: number;
  window: { start: string | null; end: string | null };
  excluded: Record<ExclusionKey, number> & { total: number };
  /** Every event in input order: counted, or the reason it was not. */
  events: { id: string | null; counted: boolean; excluded: Exclusion | null }[];
  spend: { costUsd: string; maxCostUsd: string; effortHours: string; maxEffortHours: string };
  /**
   * The sample-ratio test over the assignment events: each arm's assignments and planned weight,
   * the exact chi-square statistic (6 decimals), its degrees of freedom and p-value.
   */
  sampleRatio: {
    status: SrmStatus;
    arms: { variant: string; assignments: number; weight: string | null }[];
    chiSquare: string | null;
    degreesOfFreedom: number | null;
    pValue: string | null;
    /** Units (actor tokens) assigned to more than one arm: GrowthBook's multiple-exposures check. */
    multipleExposures: { status: ExposureStatus; units: number; multipleUnits: number };
  };
  nextExperiment: NextExperiment;
};

/** The verdict from the counted events and the flagged conditions, the tallies, and the next experiment. */
export function buildReport(ctx: Context, _findings: readonly Finding[]): Evaluation<Report> {
  const { input } = ctx;
  const counted = ctx.events.filter((record) => record.exclusion === null).length;
  const excluded = Object.fromEntries(EXCLUSION_ORDER.map((reason) => [EXCLUSION_KEY[reason], 0])) as Record<ExclusionKey, number>;
  for (const record of ctx.events) if (record.exclusion) excluded[EXCLUSION_KEY[record.exclusion]]++;
  const report: Report = {
    ...judge(ctx, counted),
    note: VERDICT_NOTE,
    metric: input.experiment.gate.metric,
    counted,
    threshold: input.experiment.gate.threshold,
    window: { start: ctx.start && formatInstant(ctx.start), end: ctx.windowEnd && formatInstant(ctx.windowEnd) },
    excluded: { ...excluded, total: ctx.events.length - counted },
    events: ctx.events.map((record) => ({ id: record.id, counted: record.exclusion === null, excluded: record.exclusion })),
    spend: {
      costUsd: formatDecimal(ctx.cost),
      maxCostUsd: formatDecimal(ctx.maxCost),
      effortHours: formatDecimal(ctx.effort),
      maxEffortHours: formatDecimal(ctx.maxEffort),
    },
    sampleRatio: {
      status: ctx.sampleRatio.status,
      arms: ctx.sampleRatio.arms.map((arm) => ({ variant: arm.variant, assignments: arm.assignments, weight: arm.weight && formatDecimal(arm.weight) })),
      chiSquare: ctx.sampleRatio.chiSquare,
      degreesOfFreedom: ctx.sampleRatio.degreesOfFreedom,
      pValue: ctx.sampleRatio.pValue,
      multipleExposures: {
        status: ctx.sampleRatio.exposures.status,
        units: ctx.sampleRatio.exposures.units,
        multipleUnits: ctx.sampleRatio.exposures.multiple.length,
      },
    },
    nextExperiment: proposeNext(ctx),
  };
  return {
    report,
    counters: { events: ctx.events.length, counted, excluded: report.excluded.total, verdict: report.verdict },
  };
}
