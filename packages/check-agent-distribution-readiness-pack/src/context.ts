// What every rule and the report read, prepared once: the declined fields, each surface's age,
// usability and mismatches, surfaces by id, the distinct channels and the required surfaces.
import { jsonPointer } from '@evidence-check/core-receipt';
import { addDays, compareInstants, fractionDigits, parseInstant, SCHEMA_DATE_TIME, wholeDaysBetween, type Instant } from '@evidence-check/instant';
import type { Input } from './generated/schema.js';
import { REQUIRED_SURFACES } from './lib/channels.js';
import { releaseComparer, type ReleaseField } from './lib/compare.js';

/** Every form the schema's `format: "date-time"` lets through (`±hh`, `±hhmm` offsets too). */

export type Surface = Input['surfaces'][number];
export type SurfaceType = Surface['type'];
export type Channel = Input['target_channels'][number];
export type Kind = Input['product']['kind'];

/**
 * A surface capture older than this many whole days before `observed_at` is stale. Discovery
 * pages, registries and price lists change with every release; a month-old capture no longer
 * shows what a visitor sees today. An age of exactly 30 days is still fresh.
 */
export const MAX_SURFACE_AGE_DAYS = 30;

/**
 * Bounds the interface leaves open, on values every surface finding would repeat: observed_at
 * (a fraction of a second has 9 digits at nanoseconds), the product's version (SemVer and npm cap
 * versions at 256 characters) and canonical URL (sitemaps cap URLs at 2,048). A longer value is
 * declined with a finding at its pointer instead of being compared.
 */
export const MAX_FRACTION_DIGITS = 30;
export const MAX_VERSION_LENGTH = 256;
export const MAX_URL_LENGTH = 2048;

export interface Declined {
  /** observed_at's fractional digits when declined, else null. */
  observedDigits: number | null;
  /** Product fields declined for their length, with that length and the bound. */
  product: Array<{ field: 'version' | 'canonical_url'; length: number; max: number }>;
}

export interface SurfaceView {
  index: number;
  surface: Surface;
  pointer: string;
  /** Days from captured_at to observed_at, rounded down; null when either cannot be read. */
  ageDays: number | null;
  /** captured_at lies after observed_at. */
  capturedAfterObserved: boolean;
  /** Older than MAX_SURFACE_AGE_DAYS at observed_at. */
  stale: boolean;
  /**
   * The capture is evidence a visitor could rely on: a final, non-failing answer (HTTP 200–399)
   * captured no later than observed_at. Failing surfaces (4xx, 5xx), interim answers (1xx) and
   * captures dated after observed_at are not usable.
   */
  usable: boolean;
  /** Release fields this surface shows differently from the product. */
  mismatches: ReleaseField[];
}

export interface ChannelView {
  channel: Channel;
  /** Index of the channel's first occurrence in target_channels; later repeats are folded into it. */
  index: number;
  pointer: string;
}

/** A surface type the product's kind requires. */
export interface RequiredSurface {
  type: SurfaceType;
  /** Surfaces of the type captured, usable or not. */
  captured: number;
  /** A usable surface of the type exists. */
  satisfied: boolean;
}

export interface Context {
  input: Input;
  /** null when observed_at cannot be read or is declined: no age or order is judged. */
  observed: Instant | null;
  declined: Declined;
  surfaces: SurfaceView[];
  /** Surfaces by id, in input order (a duplicated id maps to every member). */
  byId: Map<string, SurfaceView[]>;
  /** The distinct target channels in order of first occurrence. */
  channels: ChannelView[];
  /** Every index of each target channel, for the duplicate rule. */
  channelIndices: Map<Channel, number[]>;
  /** The surface types the product's kind requires, in REQUIRED_SURFACES order. */
  required: RequiredSurface[];
  /** price_usd above zero. */
  paid: boolean;
}

export function usableOfType(ctx: Pick<Context, 'surfaces'>, ...types: SurfaceType[]): SurfaceView[] {
  return ctx.surfaces.filter((view) => view.usable && types.includes(view.surface.type));
}

export function prepare(input: Input): Context {
  const observedDigits = fractionDigits(input.observed_at);
  const declined: Declined = { observedDigits: observedDigits > MAX_FRACTION_DIGITS ? observedDigits : null, product: [] };
  const { version, canonical_url } = input.product;
  if (version.length > MAX_VERSION_LENGTH) declined.product.push({ field: 'version', length: version.length, max: MAX_VERSION_LENGTH });
  if (canonical_url.length > MAX_URL_LENGTH) declined.product.push({ field: 'canonical_url', length: canonical_url.length, max: MAX_URL_LENGTH });
  const mismatches = releaseComparer(input.product, new Set(declined.product.map(({ field }) => field)));
  const observed = declined.observedDigits === null ? parseInstant(input.observed_at, SCHEMA_DATE_TIME) : null;
  const surfaces = input.surfaces.map((surface, index): SurfaceView => {
    const captured = parseInstant(surface.captured_at, SCHEMA_DATE_TIME);
    const known = observed !== null && captured !== null;
    const capturedAfterObserved = known && compareInstants(captured, observed) > 0;
    const stale = known && compareInstants(addDays(captured, MAX_SURFACE_AGE_DAYS), observed) < 0;
    const status = surface.http_status;
    return {
      index,
      surface,
      pointer: jsonPointer('surfaces', index),
      ageDays: known ? wholeDaysBetween(captured, observed) : null,
      capturedAfterObserved,
      stale,
      usable: status >= 200 && status <= 399 && !capturedAfterObserved,
      mismatches: mismatches(surface),
    };
  });
  const byId = new Map<string, SurfaceView[]>();
  for (const view of surfaces) {
    const members = byId.get(view.surface.id);
    if (members) members.push(view);
    else byId.set(view.surface.id, [view]);
  }
  const channelIndices = new Map<Channel, number[]>();
  const channels: ChannelView[] = [];
  input.target_channels.forEach((channel, index) => {
    const seen = channelIndices.get(channel);
    if (seen) {
      seen.push(index);
      return;
    }
    channelIndices.set(channel, [index]);
    channels.push({ channel, index, pointer: jsonPointer('target_channels', index) });
  });
  const required = REQUIRED_SURFACES[input.product.kind].map((type) => ({
    type,
    captured: surfaces.filter((view) => view.surface.type === type).length,
    satisfied: usableOfType({ surfaces }, type).length > 0,
  }));
  return { input, observed, declined, surfaces, byId, channels, channelIndices, required, paid: input.product.price_usd > 0 };
}
