import { codesOf, findingsByItem, itemStatus, type Evaluation, type Finding, type Status } from '@evidence-check/core-receipt';
import { formatDecimal, fromNumber } from '@evidence-check/exact-decimal';
import type { Channel, Context, Kind, SurfaceType } from './context.js';

/** An item's verdict: the packet status of its own findings, written in lower case. */
export type Verdict = 'ready' | 'review' | 'blocked';

const VERDICT: Readonly<Record<Status, Verdict>> = { READY: 'ready', REVIEW: 'review', BLOCKED: 'blocked' };

export type Report = {
  product: { name: string; version: string; kind: Kind; priceUsd: string };
  /** One entry per surface, in input order. */
  surfaces: Array<{
    id: string;
    type: SurfaceType;
    httpStatus: number;
    /** Whole days from captured_at to observed_at (negative when captured after it). */
    ageDays: number | null;
    /** HTTP 200–399 and captured no later than observed_at: evidence a claim or channel may rest on. */
    usable: boolean;
    verdict: Verdict;
    reasons: string[];
  }>;
  /** One entry per claim, in input order. */
  claims: Array<{ id: string; verdict: Verdict; reasons: string[] }>;
  /** The surface types the product's kind requires, and whether a usable one exists. */
  requiredSurfaces: Array<{ type: SurfaceType; satisfied: boolean }>;
  /** One entry per distinct target channel, in order of first mention. */
  channels: Array<{ channel: Channel; verdict: 'ready' | 'blocked'; reasons: string[] }>;
};

/**
 * Each surface, claim and channel with the verdict and codes of the findings at it (or under it);
 * a channel's findings sit at its first mention, so a repeat's notice is among its reasons.
 */
export function buildReport(ctx: Context, findings: readonly Finding[]): Evaluation<Report> {
  const { input } = ctx;
  const bySurface = findingsByItem(findings, '/surfaces', input.surfaces.length);
  const byClaim = findingsByItem(findings, '/claims', input.claims.length);
  const byChannel = findingsByItem(findings, '/target_channels', input.target_channels.length);

  const surfaces = ctx.surfaces.map((view) => {
    const own = bySurface[view.index] as Finding[];
    return {
      id: view.surface.id,
      type: view.surface.type,
      httpStatus: view.surface.http_status,
      ageDays: view.ageDays,
      usable: view.usable,
      verdict: VERDICT[itemStatus(own)],
      reasons: codesOf(own),
    };
  });
  const claims = input.claims.map((claim, index) => {
    const own = byClaim[index] as Finding[];
    return { id: claim.id, verdict: VERDICT[itemStatus(own)], reasons: codesOf(own) };
  });
  const channels = ctx.channels.map(({ channel, index }) => {
    const own = byChannel[index] as Finding[];
    return { channel, verdict: itemStatus(own) === 'BLOCKED' ? ('blocked' as const) : ('ready' as const), reasons: codesOf(own) };
  });

  const report: Report = {
    product: { name: input.product.name, version: input.product.version, kind: input.product.kind, priceUsd: formatDecimal(fromNumber(input.product.price_usd)) },
    surfaces,
    claims,
    requiredSurfaces: ctx.required.map(({ type, satisfied }) => ({ type, satisfied })),
    channels,
  };
  return {
    report,
    counters: {
      surfacesUsable: surfaces.filter((surface) => surface.usable).length,
      claimsBlocked: claims.filter((claim) => claim.verdict === 'blocked').length,
      channelsReady: channels.filter((channel) => channel.verdict === 'ready').length,
      channelsBlocked: channels.filter((channel) => channel.verdict === 'blocked').length,
    },
  };
}
