import { codesOf, findingsByItem, type Evaluation, type Finding } from '@evidence-check/core-receipt';
import { formatDecimal, fromNumber, ZERO, type Decimal } from '@evidence-check/exact-decimal';
import type { Context } from './context.js';
import { ACTOR_TIERS, TIERS, type Tier } from './lib/classify.js';
import { funnel, type FunnelStage } from './lib/funnel.js';

/** Each tier's key in `report.counts`: its name in camelCase (the tier values themselves are unchanged). */
export const COUNT_KEYS = {
  exposure: 'exposure',
  operations: 'operations',
  'candidate-signal': 'candidateSignal',
  'qualified-demand': 'qualifiedDemand',
  'validated-value': 'validatedValue',
  'external-revenue': 'externalRevenue',
  retention: 'retention',
} as const satisfies Record<Tier, string>;

export type TierCounts = Record<(typeof COUNT_KEYS)[Tier], number>;

export type Report = {
  window: { startedAt: string; endedAt: string };
  /** Counted events per tier (every tier present, zero included), keyed by COUNT_KEYS. */
  counts: TierCounts;
  /** Events not counted in any tier: outside the window, after observed_at, or failing their tier's evidence. */
  excluded: number;
  /** Counted external revenue per currency (trimmed, upper-cased), as exact decimal strings, by currency code. */
  revenue: Array<{ currency: string; amount: string; events: number }>;
  /** Sum of measured_value over counted validated-value events, exact decimal minutes. */
  validatedMinutes: string;
  /** Distinct actor_token values on counted events from candidate signal upward (exposure and operations never count). */
  uniqueExternalActors: number;
  /** Counted actors per funnel stage (candidate signal → qualified demand → external revenue → retention) and the stage-to-stage conversion. */
  funnel: FunnelStage[];
  /** One entry per event, in input order; `reasons` are the codes of its findings, in envelope order. */
  events: Array<{ id: string; tier: Tier; counted: boolean; reasons: string[] }>;
};

/** The ledger's totals over the counted events: per tier, revenue per currency, minutes and actors. */
function totals(ctx: Context) {
  const counts = Object.fromEntries(TIERS.map((tier) => [tier, 0])) as Record<Tier, number>;
  const revenue = new Map<string, { amount: Decimal; events: number }>();
  let minutes = ZERO;
  const actors = new Set<string>();
  for (const view of ctx.events) {
    if (!view.counted) continue;
    counts[view.tier]++;
    const { event } = view;
    if (view.tier === 'external-revenue') {
      const currency = view.currency as string;
      const entry = revenue.get(currency) ?? { amount: ZERO, events: 0 };
      revenue.set(currency, { amount: entry.amount.plus(fromNumber(event.amount as number)), events: entry.events + 1 });
    }
    if (view.tier === 'validated-value') minutes = minutes.plus(fromNumber(event.measured_value as number));
    if (ACTOR_TIERS.includes(view.tier) && event.actor_token !== undefined) actors.add(event.actor_token);
  }
  return { counts, revenue, minutes, actors };
}

export function buildReport(ctx: Context, findings: readonly Finding[]): Evaluation<Report> {
  const { counts, revenue, minutes, actors } = totals(ctx);
  const byEvent = findingsByItem(findings, '/events', ctx.events.length);
  const tierCounts = Object.fromEntries(TIERS.map((tier) => [COUNT_KEYS[tier], counts[tier]])) as TierCounts;
  const counted = ctx.events.filter((view) => view.counted).length;
  const report: Report = {
    window: { startedAt: ctx.input.window.started_at, endedAt: ctx.input.window.ended_at },
    counts: tierCounts,
    excluded: ctx.events.length - counted,
    revenue: [...revenue.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([currency, { amount, events }]) => ({ currency, amount: formatDecimal(amount), events })),
    validatedMinutes: formatDecimal(minutes),
    uniqueExternalActors: actors.size,
    funnel: funnel(ctx.events),
    events: ctx.events.map((view) => ({ id: view.event.id, tier: view.tier, counted: view.counted, reasons: codesOf(byEvent[view.index] ?? []) })),
  };
  return {
    report,
    counters: {
      counted,
      excluded: report.excluded,
      qualifiedDemand: counts['qualified-demand'],
      externalRevenue: counts['external-revenue'],
      uniqueExternalActors: actors.size,
    },
  };
}
