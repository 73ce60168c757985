import ignore, { type Ignore } from 'ignore';
import type { Input } from '../generated/schema.js';
import { classifyPattern, literalNeedle, utf8Bytes, type PatternKind } from './patterns.js';
import { sensitiveRule, type SensitiveRule } from './sensitive.js';

/** One supported pattern line, ready for matching. */
export interface Rule {
  index: number;
  text: string;
  negative: boolean;
  /** The line as git reads it, in byte-string form (see utf8Bytes). */
  bytes: string;
  /** The pattern without its "!", in byte-string form. */
  positive: string;
  /** Plain text every matched path contains (see literalNeedle). */
  needle: string;
}

/** One entry of `paths` or `tracked_paths`, with git's verdict on it. */
export interface PathVerdict {
  index: number;
  path: string;
  /** Why the path is not a repository-relative path; null when it is one. */
  invalid: string | null;
  sensitive: SensitiveRule | null;
  ignored: boolean;
  /** Index into `patterns` of the deciding line, as `git check-ignore -v` reports it. */
  by: number | null;
  /** Listed in `tracked_paths` (for entries of `paths`). */
  tracked: boolean;
}

/** What every rule reads: the pattern lines, the matchers and the verdict on every path. */
export interface Context {
  patterns: readonly string[];
  lines: Array<{ index: number; text: string; kind: PatternKind }>;
  rules: Rule[];
  negations: Rule[];
  /** The whole .gitignore as one matcher; each rule's mark is its line index. */
  full: Ignore;
  /** A matcher holding one rule's positive form only: "does this rule match here?". */
  single(rule: Rule): Ignore;
  paths: PathVerdict[];
  tracked: PathVerdict[];
}

/** Git's ignore matching with case-sensitive names (core.ignorecase=false). */
const matcher = (): Ignore => ignore({ ignorecase: false });

/** Why a path is not a repository-relative, '/'-separated path, or null when it is one. */
export function invalidPathReason(path: string): string | null {
  if (path === '') return 'empty path';
  if (path.startsWith('/')) return 'absolute path';
  if (/^[A-Za-z]:/.test(path)) return 'drive letter';
  if (path.includes('\\')) return 'backslash separator';
  if (path.includes('\u0000')) return 'NUL character';
  const segments = (path.endsWith('/') ? path.slice(0, -1) : path).split('/');
  if (segments.some((s) => s === '')) return 'empty segment';
  if (segments.some((s) => s === '.' || s === '..')) return '"." or ".." segment';
  return null;
}

/** Ancestor directories of a valid path, outermost first, each with a trailing '/'. */
export function ancestors(path: string): string[] {
  const out: string[] = [];
  const end = path.endsWith('/') ? path.length - 1 : path.length;
  for (let i = path.indexOf('/'); i !== -1 && i < end; i = path.indexOf('/', i + 1)) out.push(path.slice(0, i + 1));
  return out;
}

export function prepare(input: Input): Context {
  const patterns = input.patterns ?? [];
  const lines = patterns.map((text, index) => ({ index, text, kind: classifyPattern(text) }));
  const rules: Rule[] = [];
  for (const { index, text, kind } of lines) {
    if (kind.kind !== 'rule') continue;
    const positive = utf8Bytes(kind.positive);
    rules.push({ index, text, negative: kind.negative, bytes: utf8Bytes(text), positive, needle: literalNeedle(positive) });
  }
  const negations = rules.filter((rule) => rule.negative);
  const full = matcher().add(rules.map((rule) => ({ pattern: rule.bytes, mark: String(rule.index) })));

  const singles = new Map<Rule, Ignore>();
  const single = (rule: Rule): Ignore => {
    let found = singles.get(rule);
    if (!found) singles.set(rule, (found = matcher().add(rule.positive)));
    return found;
  };
  // The rule plus "!*/": parents never count, so a file path is tested against the rule alone.
  const fileOnly = new Map<Rule, Ignore>();
  const matchesFileItself = (rule: Rule, path: string): boolean => {
    let found = fileOnly.get(rule);
    if (!found) fileOnly.set(rule, (found = matcher().add([rule.positive, '!*/'])));
    return found.ignores(path);
  };

  // Keyed and matched by the byte-string form of each path.
  const decisions = new Map<string, { ignored: boolean; by: number | null }>();
  const decide = (path: string): { ignored: boolean; by: number | null } => {
    const known = decisions.get(path);
    if (known) return known;
    const result = full.checkIgnore(path);
    let decision = { ignored: result.ignored, by: result.rule?.mark === undefined ? null : Number(result.rule.mark) };
    if (!result.ignored && !path.endsWith('/')) {
      // Not ignored: the last negation matching the file itself decided, as git check-ignore -v reports.
      for (let i = negations.length - 1; i >= 0; i--) {
        const rule = negations[i] as Rule;
        if (path.includes(rule.needle) && matchesFileItself(rule, path)) {
          decision = { ignored: false, by: rule.index };
          break;
        }
      }
    }
    decisions.set(path, decision);
    return decision;
  };

  const trackedSet = new Set(input.tracked_paths ?? []);
  const verdict = (path: string, index: number): PathVerdict => {
    const invalid = invalidPathReason(path);
    const { ignored, by } = invalid === null ? decide(utf8Bytes(path)) : { ignored: false, by: null };
    return { index, path, invalid, sensitive: sensitiveRule(path), ignored, by, tracked: trackedSet.has(path) };
  };
  return {
    patterns,
    lines,
    rules,
    negations,
    full,
    single,
    paths: input.paths.map(verdict),
    tracked: (input.tracked_paths ?? []).map(verdict),
  };
}
