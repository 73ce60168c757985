import { defineCheck, runRules } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { MAX_FRACTION_DIGITS, prepare, type ArtifactEntry, type ClaimEntry, type Context, type IdentityEntry } from './context.js';
import { fromNumber, formatDecimal } from '@evidence-check/exact-decimal';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { SHORTENER_HOSTS } from './rules/link.js';
import { compareInstants, olderThan, wholeDaysBetween } from '@evidence-check/instant';

export { SHORTENER_HOSTS };
export type { ArtifactEntry, ClaimEntry, IdentityEntry };

const ARTIFACT_ORDER: readonly ArtifactEntry['artifact'][] = ['demo_url', 'screenshots', 'pricing_disclosure', 'link_target', 'attribution_mechanism', 'install_path'];

export type Report = {
  packet: {
    product: { id: string; name: string; version: string; price_usd: string };
    /** rules_age_days is null when observed_at is declined (DATE_TIME_TOO_PRECISE). */
    channel: { name: string; kind: Input['channel']['kind']; rule_status: Input['channel']['rule_status']; rules_age_days: number | null; ready: boolean; missing: string | null };
    /** One entry per artifact, in a fixed order: ready, or the missing piece in words. */
    artifacts: ArtifactEntry[];
    /** One entry per `channel.identity_fields` entry, in input order. */
    identity_fields: IdentityEntry[];
    /** One entry per claim, in input order. */
    claims: ClaimEntry[];
  };
};

function channelEntry(ctx: Context): Report['packet']['channel'] {
  const { channel } = ctx.input;
  const missing: string[] = [];
  if (channel.rule_status === 'blocked') missing.push('channel rules that allow the submission');
  else if (channel.rule_status !== 'verified') missing.push('channel rules read and verified by a person');
  const now = ctx.now;
  // Without observed_at (declined) the rules cannot be shown fresh.
  if (now === null || (compareInstants(ctx.rulesCaptured, now) <= 0 && olderThan(ctx.rulesCaptured, now, ctx.maxAgeDays))) {
    missing.push(`channel rules captured within ${ctx.maxAgeDays} days`);
  }
  return {
    name: channel.name,
    kind: channel.kind,
    rule_status: channel.rule_status,
    rules_age_days: now === null ? null : wholeDaysBetween(ctx.rulesCaptured, now),
    ready: missing.length === 0,
    missing: missing.length ? missing.join('; ') : null,
  };
}

function buildReport(ctx: Context): Report {
  const { product } = ctx.input;
  return {
    packet: {
      product: { id: product.id, name: product.name, version: product.version, price_usd: formatDecimal(fromNumber(product.price_usd)) },
      channel: channelEntry(ctx),
      artifacts: [...ctx.artifacts].sort((a, b) => ARTIFACT_ORDER.indexOf(a.artifact) - ARTIFACT_ORDER.indexOf(b.artifact)),
      identity_fields: ctx.identity,
      claims: ctx.claims,
    },
  };
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'proof-to-channel-evidence-packet',
  title: 'Proof To Channel Evidence Packet',
  category: 'Distribution Evidence',
  summary:
    'Maps product claims and observed proof to channel rules, required artifacts, link treatment, attribution, pricing disclosure and human-authored identity fields.',
  limitations: [
    'Maps only the supplied claims, evidence, channel rules and artifacts; it does not retrieve rules, visit links or publish anything.',
    'Channel rules are the caller-captured rules; their freshness is judged against the caller-supplied observed_at.',
    'Does not impersonate a founder: it writes no identity or personal-experience text for the caller.',
    'Whether evidence really shows what a claim says is not judged: support is the two-way listing of ids, observation and age.',
    'Shortened links are recognised from a fixed list of shortener hosts; the pricing disclosure is checked for the price as a number, not for its wording.',
    'A READY status is a preflight signal about the supplied evidence, not a prediction of acceptance, ranking or revenue.',
    `observed_at may carry at most ${MAX_FRACTION_DIGITS} fractional-second digits (the interface leaves them open); a longer one is declined with DATE_TIME_TOO_PRECISE, and then no evidence or channel rules count as fresh.`,
  ],
  version,
  price: '$0.25',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);
    const report = buildReport(ctx);
    const { claims, artifacts, identity_fields } = report.packet;
    return {
      report,
      counters: {
        claims: claims.length,
        claims_ready: claims.filter((claim) => claim.ready).length,
        artifacts_missing: artifacts.filter((artifact) => !artifact.ready).length,
        identity_fields_missing: identity_fields.filter((field) => !field.ready).length,
      },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
