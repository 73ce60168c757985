/**
 * Both snapshots read once: page URLs, robots.txt rule sets, sitemap and canonical URLs, and the
 * robots verdicts for every examined agent and path. Rules and the report only read this.
 */
import { jsonPointer } from '@evidence-check/core-receipt';
import { compareInstants, parseInstant, type Instant } from '@evidence-check/instant';
import { GLOBAL_AGENT, MAJOR_CRAWLERS } from './lib/agents.js';
import { canonicalChange, titleChange, type CanonicalChange, type TitleChange } from './lib/changes.js';
import { canonicalPath } from './lib/robots/encoding.js';
import { parseRobots, type RobotsRule } from './lib/robots/parse.js';
import { Robots, type Decision } from './lib/robots/ruleset.js';
import { parseAbsolute, parseHttpUrl, schemaTypeKey, urlKey } from './lib/url.js';
import type { Input } from './generated/schema.js';

export type Snapshot = Input['baseline'];
export type Side = 'baseline' | 'current';

/** One URL the caller listed (a sitemap entry or the canonical), read once. */
export interface UrlItem {
  pointer: string;
  raw: string;
  /** The absolute http(s) URL, resolved against the page URL; null when it is none. */
  url: URL | null;
  /** What two snapshots compare: the URL without its fragment, or the trimmed text. */
  key: string;
  /** True when the text is a relative reference that only resolves against the page URL. */
  relative: boolean;
  /** Same scheme, host and port as the snapshot's page: its robots.txt governs the URL. */
  onSite: boolean;
  /** Path and query as the URL carries them, when the URL is on the site. */
  path: string | null;
  /** `path` in the canonical form robots.txt rules are matched in (computed once, see `canonicalPath`). */
  canonicalPath: string | null;
}

export interface SnapshotView {
  side: Side;
  snapshot: Snapshot;
  pageUrl: URL | null;
  instant: Instant | null;
  robots: Robots;
  sitemapUrls: UrlItem[];
  /** Null when the canonical is empty. */
  canonical: UrlItem | null;
  /** Title with runs of white space collapsed; null when absent or blank. */
  title: string | null;
  schemaTypes: Array<{ index: number; raw: string; key: string }>;
}

export interface ExaminedPath {
  path: string;
  canonical: string;
}

export interface PathVerdict {
  agent: string;
  path: ExaminedPath;
  baseline: Decision;
  current: Decision;
}

/** A whole-site block of the current robots.txt for one agent (`Disallow: /` with no `Allow: /`). */
export interface SiteBlock {
  /** The deciding rule of the current robots.txt, or null when it blocks no whole site. */
  rule: RobotsRule | null;
  /** True when the baseline robots.txt did not block the whole site for the agent. */
  newly: boolean;
}

export interface Context {
  input: Input;
  baseline: SnapshotView;
  current: SnapshotView;
  /** `*` first, then every major crawler token a group in either snapshot names. */
  agents: string[];
  paths: ExaminedPath[];
  /** Agent by agent, path by path, in the order of `agents` and `paths`. */
  verdicts: PathVerdict[];
  /** `*` decisions by canonical path, for the per-item rules. */
  global: Map<string, PathVerdict>;
  /** True when the current capture is strictly later than the baseline; null when unreadable. */
  ordered: boolean | null;
  /** By agent of `agents`. */
  siteBlocks: Map<string, SiteBlock>;
  /** Baseline sitemap entries whose URL the current list lacks, and how many current entries are new. */
  sitemap: { removed: UrlItem[]; added: number };
  canonicalChange: CanonicalChange;
  titleChange: TitleChange;
}

function sameSite(a: URL | null, b: URL | null): boolean {
  return a !== null && b !== null && a.protocol === b.protocol && a.host === b.host;
}

function urlItem(raw: string, pointer: string, page: URL | null, relative: boolean): UrlItem {
  const text = raw.trim();
  const url = parseHttpUrl(text, relative ? page : null);
  const onSite = sameSite(url, page);
  const path = url && onSite ? `${url.pathname}${url.search}` : null;
  return {
    pointer,
    raw,
    url,
    relative: url !== null && parseAbsolute(text) === null,
    key: url ? urlKey(url) : text,
    onSite,
    path,
    canonicalPath: path === null ? null : canonicalPath(path),
  };
}

function view(side: Side, snapshot: Snapshot, sameRobots?: SnapshotView): SnapshotView {
  const pageUrl = parseHttpUrl(snapshot.url);
  const title = snapshot.title === undefined ? '' : snapshot.title.trim().split(/\s+/).join(' ');
  return {
    side,
    snapshot,
    pageUrl,
    // Lenient: every form the schema's `format: "date-time"` lets through (±hh, ±hhmm offsets too).
    instant: parseInstant(snapshot.captured_at, { lenient: true }),
    // Equal texts read the same: the current snapshot then shares the baseline's rule sets and their decisions.
    robots: sameRobots && sameRobots.snapshot.robots_text === snapshot.robots_text ? sameRobots.robots : new Robots(parseRobots(snapshot.robots_text)),
    sitemapUrls: snapshot.sitemap_urls.map((raw, index) => urlItem(raw, jsonPointer(side, 'sitemap_urls', index), pageUrl, false)),
    canonical: snapshot.canonical.trim() === '' ? null : urlItem(snapshot.canonical, jsonPointer(side, 'canonical'), pageUrl, true),
    title: title === '' ? null : title,
    schemaTypes: snapshot.schema_types.map((raw, index) => ({ index, raw, key: schemaTypeKey(raw) })),
  };
}

/** `/` first (the whole site), then each on-site path in request order, each once. */
function examinedPaths(views: readonly SnapshotView[]): ExaminedPath[] {
  const seen = new Set<string>();
  const paths: ExaminedPath[] = [];
  const add = (path: string, canonical: string) => {
    if (seen.has(canonical)) return;
    seen.add(canonical);
    paths.push({ path, canonical });
  };
  add('/', canonicalPath('/'));
  for (const snapshot of views) {
    for (const item of [...snapshot.sitemapUrls, ...(snapshot.canonical ? [snapshot.canonical] : [])]) {
      if (item.path !== null) add(item.path, item.canonicalPath as string);
    }
  }
  return paths;
}

export function prepare(input: Input): Context {
  const baseline = view('baseline', input.baseline);
  const current = view('current', input.current, baseline);
  const agents = [
    GLOBAL_AGENT,
    ...MAJOR_CRAWLERS.map(({ token }) => token).filter((token) => baseline.robots.names(token) || current.robots.names(token)),
  ];
  const paths = examinedPaths([baseline, current]);
  const verdicts: PathVerdict[] = [];
  const global = new Map<string, PathVerdict>();
  for (const agent of agents) {
    const before = baseline.robots.ruleSet(agent);
    const after = current.robots.ruleSet(agent);
    for (const path of paths) {
      const verdict = { agent, path, baseline: before.decideCanonical(path.canonical), current: after.decideCanonical(path.canonical) };
      verdicts.push(verdict);
      if (agent === GLOBAL_AGENT) global.set(path.canonical, verdict);
    }
  }
  const ordered = baseline.instant && current.instant ? compareInstants(current.instant, baseline.instant) > 0 : null;
  const siteBlocks = new Map(
    agents.map((agent): [string, SiteBlock] => {
      const rule = current.robots.ruleSet(agent).blocksEverything();
      return [agent, { rule, newly: rule !== null && baseline.robots.ruleSet(agent).blocksEverything() === null }];
    }),
  );
  return {
    input,
    baseline,
    current,
    agents,
    paths,
    verdicts,
    global,
    ordered,
    siteBlocks,
    sitemap: sitemapChanges(baseline, current),
    canonicalChange: canonicalChange(baseline.canonical, current.canonical),
    titleChange: titleChange(baseline.title, current.title),
  };
}

/** List entries whose URL the other list lacks. */
function sitemapChanges(baseline: SnapshotView, current: SnapshotView): Context['sitemap'] {
  const before = new Set(baseline.sitemapUrls.map((item) => item.key));
  const after = new Set(current.sitemapUrls.map((item) => item.key));
  return {
    removed: baseline.sitemapUrls.filter((item) => !after.has(item.key)),
    added: current.sitemapUrls.filter((item) => !before.has(item.key)).length,
  };
}

/** The `*` verdict on a URL item's path (null when the item is off-site or invalid). */
export function globalVerdict(ctx: Context, item: UrlItem): PathVerdict | null {
  return item.canonicalPath === null ? null : (ctx.global.get(item.canonicalPath) ?? null);
}
