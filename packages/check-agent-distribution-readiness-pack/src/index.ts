import { defineCheck, jsonPointer, runRules } from '@evidence-check/core-receipt';
import { formatDecimal, fromNumber } from '@evidence-check/exact-decimal';
import { codes, rules } from './codes.js';
import { MAX_FRACTION_DIGITS, MAX_URL_LENGTH, MAX_VERSION_LENGTH, prepare, usableOfType, type Channel, type Kind, type SurfaceType } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { REQUIRED_SURFACES } from './rules/required-surfaces.js';
import { ItemFindings, type Verdict } from './verdicts.js';

export type Report = {
  product: { name: string; version: string; kind: Kind; price_usd: string };
  /** One entry per surface, in input order. */
  surfaces: Array<{
    id: string;
    type: SurfaceType;
    http_status: number;
    /** Whole days from captured_at to observed_at (negative when captured after it). */
    age_days: number | null;
    /** HTTP 200–399 and captured no later than observed_at: evidence a claim or channel may rest on. */
    usable: boolean;
    verdict: Verdict;
    reasons: string[];
  }>;
  /** One entry per claim, in input order. */
  claims: Array<{ id: string; verdict: Verdict; reasons: string[] }>;
  /** The surface types the product's kind requires, and whether a usable one exists. */
  required_surfaces: Array<{ type: SurfaceType; satisfied: boolean }>;
  /** One entry per distinct target channel, in order of first mention. */
  channels: Array<{ channel: Channel; verdict: 'ready' | 'blocked'; reasons: string[] }>;
};

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'agent-distribution-readiness-pack',
  title: "Agent Distribution Readiness Pack",
  category: "Distribution Evidence",
  summary: "Audits an agent, skill, MCP server or paid API for release consistency, discovery surfaces, evidence freshness, supported claims and channel launch constraints.",
  limitations: [
    'Examines only the supplied surface captures, claims and launch evidence; it does not fetch pages, query registries, call the transport or publish anything.',
    'Evidence freshness is judged against the caller-supplied observed_at, not the current time.',
    'Claims are matched to the surfaces the caller cites for them; their truth is not verified.',
    'A surface capture is stale after 30 days, a fixed constant (MAX_SURFACE_AGE_DAYS); the interface leaves the age open.',
    `observed_at may carry at most ${MAX_FRACTION_DIGITS} fractional-second digits, product.version at most ${MAX_VERSION_LENGTH} characters and product.canonical_url at most ${MAX_URL_LENGTH} (the interface leaves them open); a longer one is declined at its pointer (DATE_TIME_TOO_PRECISE, PRODUCT_FIELD_TOO_LONG) and nothing is compared with it.`,
    'Launch constraints cover the six listed target channels only.',
    'A READY status is a preflight signal about the supplied evidence, not a prediction of listing acceptance, ranking or revenue.',
  ],
  version,
  price: '$0.25',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);
    const items = new ItemFindings(findings.sorted());

    const surfaces = ctx.surfaces.map((view) => ({
      id: view.surface.id,
      type: view.surface.type,
      http_status: view.surface.http_status,
      age_days: view.ageDays,
      usable: view.usable,
      verdict: items.verdict(view.pointer),
      reasons: items.reasons(view.pointer),
    }));
    const claims = input.claims.map((claim, index) => {
      const pointer = jsonPointer('claims', index);
      return { id: claim.id, verdict: items.verdict(pointer), reasons: items.reasons(pointer) };
    });
    const required_surfaces = REQUIRED_SURFACES[input.product.kind].map((type) => ({ type, satisfied: usableOfType(ctx, type).length > 0 }));
    const channels = ctx.channels.map(({ channel, pointer }) => ({
      channel,
      verdict: items.verdict(pointer) === 'blocked' ? ('blocked' as const) : ('ready' as const),
      reasons: items.reasons(pointer),
    }));

    const report: Report = {
      product: { name: input.product.name, version: input.product.version, kind: input.product.kind, price_usd: formatDecimal(fromNumber(input.product.price_usd)) },
      surfaces,
      claims,
      required_surfaces,
      channels,
    };
    return {
      report,
      counters: {
        surfaces_usable: surfaces.filter((surface) => surface.usable).length,
        claims_blocked: claims.filter((claim) => claim.verdict === 'blocked').length,
        channels_ready: channels.filter((channel) => channel.verdict === 'ready').length,
        channels_blocked: channels.filter((channel) => channel.verdict === 'blocked').length,
      },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
