import { canonicalPattern, type PatternForm } from './encoding.js';
import { compileMatcher, type Matcher } from './match.js';

/**
 * robots.txt as RFC 9309 §2 reads it. One pass over the text, no regular expression:
 * - lines end at CR, LF or CRLF; `#` starts a comment; a UTF-8 byte order mark is skipped;
 * - a record is `key : value` with optional spaces or tabs around the colon; keys are read as
 *   Google's parser reads them (google/robotstxt robots.cc, `ParsedRobotsKey::KeyIs*`): without
 *   regard to case, by prefix, and with the misspellings it accepts (see `readKey`); a line with
 *   another key is an "other record" and is ignored (§2.2.4);
 * - a line without a colon whose two words are split by blanks (`Disallow /`) is read as if the
 *   colon were there, as Google does (robots.cc `GetKeyAndValueFrom`, test `ID_LineSyntax_Line`);
 * - consecutive user-agent lines share one group; an allow or disallow line ends the run, so the
 *   next user-agent line starts a new group. Other records, sitemap lines and empty lines do not
 *   end a run (§2.2.4: "a Sitemaps record MUST NOT terminate a group");
 * - allow and disallow lines before the first user-agent line belong to no group and are ignored
 *   (§2.2.2); an empty pattern is no rule;
 * - `sitemap:` lines are collected wherever they stand.
 */

export interface RobotsRule {
  allow: boolean;
  /** The pattern as written (after the colon, trimmed). */
  pattern: string;
  /** The canonical pattern (see encoding.ts). */
  canonical: string;
  /** Its length: the most octets wins (RFC 9309 §2.2.2). */
  specificity: number;
  /** 1-based line number in the robots text. */
  line: number;
  /** The line as written, without its comment and surrounding blanks: `Disallow: /cart`. */
  text: string;
  /** True for a pattern that matches every path (`/`, `/*`, `*`). */
  matchesAll: boolean;
  matcher: Matcher;
}

export interface RobotsGroup {
  /** Product tokens in lower case; `*` for the global group; `null` for a value that is no token. */
  agents: Array<string | null>;
  rules: RobotsRule[];
  line: number;
}

export interface SitemapRecord {
  url: string;
  line: number;
}

/** A line whose key Google reads only through its typo tolerance (`Disalow`, `useragent`, `Disallow /`). */
export interface MisreadKey {
  line: number;
  /** The key as written (or the whole first word of a line without a colon). */
  key: string;
  directive: Directive;
  /** True when the colon was missing and a blank separated key and value. */
  noColon: boolean;
  /** The line as written, without its comment and surrounding blanks. */
  text: string;
}

export interface ParsedRobots {
  groups: RobotsGroup[];
  sitemaps: SitemapRecord[];
  /** Lines read through Google's typo tolerance, in line order. */
  misread: MisreadKey[];
  /** Rules that stand before any user-agent line (ignored for matching). */
  ungroupedRules: number;
}

const SPACE = 0x20;
const TAB = 0x09;

function trimBlanks(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && (text.charCodeAt(start) === SPACE || text.charCodeAt(start) === TAB)) start++;
  while (end > start && (text.charCodeAt(end - 1) === SPACE || text.charCodeAt(end - 1) === TAB)) end--;
  return text.slice(start, end);
}

function isTokenChar(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x2d || code === 0x5f;
}

/**
 * The product token of a user-agent value (RFC 9309 §2.2.1: letters, `_` and `-`): its leading
 * run of token characters in lower case, so `Googlebot/2.1` and `Googlebot Images` name
 * `googlebot`. `*`, alone or followed by blanks, is the global group.
 */
export function productToken(value: string): string | null {
  if (value.charCodeAt(0) === 0x2a) {
    return value.length === 1 || value.charCodeAt(1) === SPACE || value.charCodeAt(1) === TAB ? '*' : null;
  }
  let end = 0;
  while (end < value.length && isTokenChar(value.charCodeAt(end))) end++;
  return end === 0 ? null : value.slice(0, end).toLowerCase();
}

export type Directive = 'user-agent' | 'allow' | 'disallow' | 'sitemap';

/**
 * Google's key table (google/robotstxt robots.cc, `kAllowFrequentTypos = true`): a key names a
 * directive when it starts, in any case, with one of these spellings, tried in this order.
 */
const KEY_SPELLINGS: ReadonlyArray<readonly [Directive, readonly string[]]> = [
  ['user-agent', ['user-agent', 'useragent', 'user agent']],
  ['allow', ['allow']],
  ['disallow', ['disallow', 'dissallow', 'dissalow', 'disalow', 'diasllow', 'disallaw']],
  ['sitemap', ['sitemap', 'site-map']],
];

/** The directive a key names as Google reads it, and whether it is spelled exactly so; null for another key. */
export function readKey(key: string): { directive: Directive; exact: boolean } | null {
  const lower = key.toLowerCase();
  for (const [directive, spellings] of KEY_SPELLINGS) {
    if (spellings.some((spelling) => lower.startsWith(spelling))) return { directive, exact: lower === directive };
  }
  return null;
}

/**
 * Key and value of a content line: split at the first colon; without one, at a run of blanks when
 * the line holds exactly two words (Google's "assume the colon"); null when neither applies.
 */
function splitLine(content: string): { key: string; value: string; noColon: boolean } | null {
  const colon = content.indexOf(':');
  if (colon !== -1) return { key: trimBlanks(content.slice(0, colon)), value: trimBlanks(content.slice(colon + 1)), noColon: false };
  let end = 0;
  while (end < content.length && !isBlank(content.charCodeAt(end))) end++;
  if (end === content.length) return null;
  let start = end;
  while (start < content.length && isBlank(content.charCodeAt(start))) start++;
  for (let i = start; i < content.length; i++) if (isBlank(content.charCodeAt(i))) return null;
  return { key: content.slice(0, end), value: content.slice(start), noColon: true };
}

function isBlank(code: number): boolean {
  return code === SPACE || code === TAB;
}

function isMatchAll(form: PatternForm): boolean {
  if (form.anchored) return false;
  const text = form.text;
  let i = text.startsWith('/') ? 1 : 0;
  if (i === 1 && text.length === 1) return true;
  if (i === text.length) return false;
  for (; i < text.length; i++) if (text.charCodeAt(i) !== 0x2a) return false;
  return true;
}

/** Splits at CR, LF and CRLF without a regular expression; yields each line with its number. */
function* lines(text: string): Generator<[string, number]> {
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let number = 1;
  for (let i = start; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code !== 0x0a && code !== 0x0d) continue;
    yield [text.slice(start, i), number++];
    if (code === 0x0d && text.charCodeAt(i + 1) === 0x0a) i++;
    start = i + 1;
  }
  if (start < text.length) yield [text.slice(start), number];
}

export function parseRobots(text: string): ParsedRobots {
  const groups: RobotsGroup[] = [];
  const sitemaps: SitemapRecord[] = [];
  const misread: MisreadKey[] = [];
  let ungroupedRules = 0;
  let group: RobotsGroup | null = null;
  let inAgentRun = false;
  for (const [raw, line] of lines(text)) {
    const hash = raw.indexOf('#');
    const content = trimBlanks(hash === -1 ? raw : raw.slice(0, hash));
    if (content === '') continue;
    const split = splitLine(content);
    if (split === null || split.key === '') continue;
    const { value } = split;
    const read = readKey(split.key);
    if (read === null) continue;
    const key = read.directive;
    if (!read.exact || split.noColon) misread.push({ line, key: split.key, directive: key, noColon: split.noColon, text: content });
    if (key === 'user-agent') {
      if (!inAgentRun || group === null) {
        group = { agents: [], rules: [], line };
        groups.push(group);
      }
      group.agents.push(productToken(value));
      inAgentRun = true;
    } else if (key === 'allow' || key === 'disallow') {
      inAgentRun = false;
      if (value === '') continue;
      if (group === null) {
        ungroupedRules++;
        continue;
      }
      const form = canonicalPattern(value);
      group.rules.push({
        allow: key === 'allow',
        pattern: value,
        canonical: form.text,
        specificity: form.text.length,
        line,
        text: content,
        matchesAll: isMatchAll(form),
        matcher: compileMatcher(form),
      });
    } else if (key === 'sitemap') {
      if (value !== '') sitemaps.push({ url: value, line });
    }
  }
  return { groups, sitemaps, misread, ungroupedRules };
}
