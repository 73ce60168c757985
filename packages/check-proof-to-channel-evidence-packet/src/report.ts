import type { Evaluation, Finding } from '@evidence-check/core-receipt';
import { formatDecimal, fromNumber } from '@evidence-check/exact-decimal';
import { compareInstants, olderThan, wholeDaysBetween } from '@evidence-check/instant';
import type { ArtifactEntry, ClaimEntry, Context, IdentityEntry } from './context.js';
import type { Input } from './generated/schema.js';

export type Report = {
  packet: {
    product: { id: string; name: string; version: string; priceUsd: string };
    /** rulesAgeDays is null when observed_at is declined (DATE_TIME_TOO_PRECISE). */
    channel: { name: string; kind: Input['channel']['kind']; ruleStatus: Input['channel']['rule_status']; rulesAgeDays: number | null; ready: boolean; missing: string | null };
    /** One entry per artifact, in a fixed order: ready, or the missing piece in words. */
    artifacts: ArtifactEntry[];
    /** One entry per `channel.identity_fields` entry, in input order. */
    identityFields: IdentityEntry[];
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
    ruleStatus: channel.rule_status,
    rulesAgeDays: now === null ? null : wholeDaysBetween(ctx.rulesCaptured, now),
    ready: missing.length === 0,
    missing: missing.length ? missing.join('; ') : null,
  };
}

export function buildReport(ctx: Context, _findings: readonly Finding[]): Evaluation<Report> {
  const { product } = ctx.input;
  const claims = ctx.claims.map((claim) => claim.entry);
  const artifacts = ctx.artifacts.entries;
  const identityFields = ctx.identity.map((field) => field.entry);
  const report: Report = {
    packet: {
      product: { id: product.id, name: product.name, version: product.version, priceUsd: formatDecimal(fromNumber(product.price_usd)) },
      channel: channelEntry(ctx),
      artifacts,
      identityFields,
      claims,
    },
  };
  return {
    report,
    counters: {
      claims: claims.length,
      claimsReady: claims.filter((claim) => claim.ready).length,
      artifactsMissing: artifacts.filter((artifact) => !artifact.ready).length,
      identityFieldsMissing: identityFields.filter((field) => !field.ready).length,
    },
  };
}
