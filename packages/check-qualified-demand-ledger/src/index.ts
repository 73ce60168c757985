import { defineCheck, runRules } from '@evidence-check/core-receipt';
import { formatDecimal, fromNumber, ZERO, type Decimal } from '@evidence-check/exact-decimal';
import { ACTOR_TIERS, TIERS, type Tier } from './classify.js';
import { codes, rules } from './codes.js';
import { MAX_FRACTION_DIGITS, prepare } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = {
  window: { started_at: string; ended_at: string };
  /** Counted events per tier (every tier present, zero included). */
  counts: Record<Tier, number>;
  /** Events not counted in any tier: outside the window, after observed_at, or failing their tier's evidence. */
  excluded: number;
  /** Counted external revenue per currency (trimmed, upper-cased), as exact decimal strings, by currency code. */
  revenue: Array<{ currency: string; amount: string; events: number }>;
  /** Sum of measured_value over counted validated-value events, exact decimal minutes. */
  validated_minutes: string;
  /** Distinct actor_token values on counted events from candidate signal upward (exposure and operations never count). */
  unique_external_actors: number;
  /** One entry per event, in input order. */
  events: Array<{ id: string; tier: Tier; counted: boolean; reasons: string[] }>;
};

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'qualified-demand-ledger',
  title: "Qualified Demand Ledger",
  category: "Distribution Evidence",
  summary: "Classifies normalized commercial events from exposure to qualified demand, validated value, external revenue and retention, without counting vanity activity.",
  limitations: [
    'Classifies only the supplied normalized events; it does not read analytics, registries or payment systems.',
    'Vanity activity (page views, impressions, reactions and similar) is never counted as demand.',
    'Actors are opaque caller-chosen tokens; callers must never submit names, messages, credentials or private keys.',
    'Event records, amounts and attribution are taken as supplied; they are not verified against any source.',
    'Revenue is summed per currency code as supplied (trimmed, upper-cased); currencies are never converted into one another.',
    'A READY status is a preflight signal about the supplied evidence, not a guarantee or prediction of demand or revenue.',
    `observed_at and the window bounds may carry at most ${MAX_FRACTION_DIGITS} fractional-second digits (the interface leaves them open); a longer one is declined with DATE_TIME_TOO_PRECISE at its pointer and no event is counted.`,
  ],
  version,
  price: '$0.25',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);

    const reasons = new Map<string, string[]>();
    for (const finding of findings.sorted()) {
      const item = /^\/events\/[0-9]+/.exec(finding.pointer)?.[0];
      if (item === undefined) continue;
      const codes = reasons.get(item) ?? [];
      if (!codes.includes(finding.code)) codes.push(finding.code);
      reasons.set(item, codes);
    }

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
    const counted = ctx.events.filter((view) => view.counted).length;

    const report: Report = {
      window: { started_at: input.window.started_at, ended_at: input.window.ended_at },
      counts,
      excluded: ctx.events.length - counted,
      revenue: [...revenue.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([currency, { amount, events }]) => ({ currency, amount: formatDecimal(amount), events })),
      validated_minutes: formatDecimal(minutes),
      unique_external_actors: actors.size,
      events: ctx.events.map((view) => ({ id: view.event.id, tier: view.tier, counted: view.counted, reasons: reasons.get(view.pointer) ?? [] })),
    };
    return {
      report,
      counters: {
        counted,
        excluded: report.excluded,
        qualified_demand: counts['qualified-demand'],
        external_revenue: counts['external-revenue'],
        unique_external_actors: actors.size,
      },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
