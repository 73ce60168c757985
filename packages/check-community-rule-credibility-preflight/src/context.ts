// What every rule and the report read, prepared once: the channel and community, the age of the
// community's rules, and the account's promotional share counting the proposed action.
import { Big, formatDecimal, fromNumber } from '@evidence-check/exact-decimal';
import { addDays, compareInstants, parseInstant, SCHEMA_DATE_TIME, wholeDaysBetween } from '@evidence-check/instant';
import type { Input } from './generated/schema.js';
import { shortenerHost } from './lib/links.js';

/** Every form the schema's `format: "date-time"` lets through (`±hh`, `±hhmm` offsets too). */

export type Channel = Input['channel'];
export type Action = Input['action'];
export type Community = NonNullable<Input['community']>;

/** Community rules captured longer ago than this many whole days are stale (exactly 90 is fresh). */
export const MAX_RULES_AGE_DAYS = 90;

/** The promotional share allowed when the community states none: Reddit's "9:1" guidance, one in ten. */
export const DEFAULT_MAX_PROMOTIONAL_RATIO = '0.1';

/** Link-aggregator channels whose public guidelines forbid generated or AI-edited text. */
export const HUMAN_ONLY_CHANNELS: readonly Channel[] = ['news-forum', 'show-forum'];

/** Channels whose published guidance expects a person, not a company, behind self-promotion (Reddit, Product Hunt). */
export const PERSONAL_ACCOUNT_CHANNELS: readonly Channel[] = ['discussion-board', 'launch-site'];

/** Channels where a post is a product launch judged by a crowd. */
export const LAUNCH_STYLE_CHANNELS: readonly Channel[] = ['show-forum', 'launch-site'];

export interface Promotion {
  /** The action promotes the caller's own product, so it adds to the promotional count. */
  applies: boolean;
  /** Promotional contributions including the proposed action when it promotes (exact integer text). */
  promotional: string;
  /** All contributions including the proposed action when it promotes (exact integer text). */
  contributions: string;
  /** The largest allowed share, exact decimal text. */
  maxRatio: string;
  /** Where maxRatio comes from. */
  maxRatioSource: 'community' | 'default';
  /** promotional / contributions > maxRatio, compared exactly (promotional > maxRatio × contributions). */
  exceeded: boolean;
}

export interface Context {
  input: Input;
  action: Action;
  channel: Channel;
  community: Community | null;
  /** The action is a top-level submission (a post or a launch), not a comment or a message. */
  submission: boolean;
  /** Whole days from rules_captured_at to observed_at; null without community or readable times. */
  rulesAgeDays: number | null;
  rulesStale: boolean;
  rulesCapturedAfterObserved: boolean;
  promotion: Promotion;
  /** The known shortener `link_url` goes through, or null. */
  linkShortener: string | null;
}

export function prepare(input: Input): Context {
  const { action, account, channel } = input;
  const community = input.community ?? null;
  const observed = parseInstant(input.observed_at, SCHEMA_DATE_TIME);
  const captured = community ? parseInstant(community.rules_captured_at, SCHEMA_DATE_TIME) : null;
  const known = observed !== null && captured !== null;

  const applies = action.promotes_own_product;
  const added = applies ? 1 : 0;
  const promotional = fromNumber(account.promotional_contributions).plus(added);
  const contributions = fromNumber(account.community_contributions).plus(added);
  const fromCommunity = community?.max_promotional_ratio !== undefined;
  const max = fromCommunity ? fromNumber(community!.max_promotional_ratio!) : new Big(DEFAULT_MAX_PROMOTIONAL_RATIO);

  return {
    input,
    action,
    channel,
    community,
    submission: action.type === 'post' || action.type === 'launch',
    rulesAgeDays: known ? wholeDaysBetween(captured, observed) : null,
    rulesStale: known && compareInstants(addDays(captured, MAX_RULES_AGE_DAYS), observed) < 0,
    rulesCapturedAfterObserved: known && compareInstants(captured, observed) > 0,
    promotion: {
      applies,
      promotional: formatDecimal(promotional),
      contributions: formatDecimal(contributions),
      maxRatio: formatDecimal(max),
      maxRatioSource: fromCommunity ? 'community' : 'default',
      exceeded: applies && promotional.gt(max.times(contributions)),
    },
    linkShortener: action.link_url === undefined ? null : shortenerHost(action.link_url),
  };
}
