import type { Input } from './generated/schema.js';
import { Matcher, type Walk } from './lib/matcher.js';
import { invalidPathReason } from './lib/paths.js';
import { classifyPattern, utf8Bytes, type PatternKind } from './lib/patterns.js';
import { sensitiveRule, type SensitiveRule } from './lib/sensitive.js';

/** One supported pattern line, ready for matching. */
export interface Rule {
  index: number;
  text: string;
  negative: boolean;
  /** The pattern without its "!", in byte-string form. */
  positive: string;
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
  /** What each check-point of the path matched (null for an invalid path). */
  walk: Walk | null;
}

/** What every rule reads: the pattern lines and the verdict on every path. */
export interface Context {
  patterns: readonly string[];
  lines: Array<{ index: number; text: string; kind: PatternKind }>;
  rules: Rule[];
  negations: Rule[];
  paths: PathVerdict[];
  tracked: PathVerdict[];
  /** matched[line]: the line matches a check-point (a folder or the path itself) of a valid path of either list. */
  matched: Uint8Array;
}

export function prepare(input: Input): Context {
  const patterns = input.patterns ?? [];
  // git skips a UTF-8 byte order mark at the start of the file (dir.c skip_utf8_bom): before the first line only.
  const lines = patterns.map((text, index) => ({ index, text, kind: classifyPattern(index === 0 && text.startsWith('\ufeff') ? text.slice(1) : text) }));
  const rules: Rule[] = [];
  for (const { index, text, kind } of lines) {
    if (kind.kind !== 'rule') continue;
    rules.push({ index, text, negative: kind.negative, positive: utf8Bytes(kind.positive) });
  }
  const negations = rules.filter((rule) => rule.negative);
  const negative = new Uint8Array(patterns.length);
  for (const rule of negations) negative[rule.index] = 1;
  const matcher = new Matcher(rules, patterns.length);

  /**
   * git check-ignore: the first excluded folder decides; else the last line matching the path
   * itself (a negation there is reported for a file, never for a folder path).
   */
  const decide = ({ excluded, last }: Walk, folder: boolean): { ignored: boolean; by: number | null } => {
    const parent = excluded.length > 0 ? (excluded[excluded.length - 1] as number) : -1;
    if (parent >= 0) return { ignored: true, by: parent };
    if (last < 0) return { ignored: false, by: null };
    if (negative[last] === 0) return { ignored: true, by: last };
    return { ignored: false, by: folder ? null : last };
  };

  // Every valid path of both lists is walked first, so files of one folder share the walk to it.
  const lists = [input.paths, input.tracked_paths ?? []];
  const invalid = lists.map((list) => list.map(invalidPathReason));
  const bytes = lists.map((list, l) => list.map((path, i) => (invalid[l]?.[i] === null ? utf8Bytes(path) : '')));
  matcher.walkAll(bytes.flat().filter((path) => path !== ''));

  const trackedSet = new Set(input.tracked_paths ?? []);
  const verdictIn = (list: number) => (path: string, index: number): PathVerdict => {
    const reason = invalid[list]?.[index] ?? null;
    const walk = reason === null ? matcher.walk(bytes[list]?.[index] as string) : null;
    const { ignored, by } = walk === null ? { ignored: false, by: null } : decide(walk, path.endsWith('/'));
    return { index, path, invalid: reason, sensitive: sensitiveRule(path), ignored, by, tracked: trackedSet.has(path), walk };
  };
  return {
    patterns,
    lines,
    rules,
    negations,
    paths: input.paths.map(verdictIn(0)),
    tracked: (input.tracked_paths ?? []).map(verdictIn(1)),
    matched: matcher.matched,
  };
}
