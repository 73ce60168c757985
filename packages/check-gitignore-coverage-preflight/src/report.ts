import type { Evaluation, Finding } from '@evidence-check/core-receipt';
import type { Code } from './codes.js';
import type { Context } from './context.js';

export type PathEntry = {
  path: string;
  ignored: boolean;
  /** The pattern line that decided, as `git check-ignore -v` reports it; null when none did. */
  pattern: string | null;
  sensitive: boolean;
  tracked: boolean;
};

export type Report = {
  paths: PathEntry[];
  patterns: { lines: number; rules: number; negations: number; neverMatching: number; unsupported: number; unmatched: number };
};

/** The verdict on every path of `paths`, the pattern tallies, and the summary counters. */
export function buildReport(ctx: Context, findings: readonly Finding[]): Evaluation<Report> {
  const count = (code: Code) => findings.filter((finding) => finding.code === code).length;
  const entries: PathEntry[] = ctx.paths.map(({ path, ignored, by, sensitive, tracked }) => ({
    path,
    ignored,
    pattern: by === null ? null : (ctx.patterns[by] as string),
    sensitive: sensitive !== null,
    tracked,
  }));
  return {
    report: {
      paths: entries,
      patterns: {
        lines: ctx.patterns.length,
        rules: ctx.rules.length,
        negations: ctx.negations.length,
        neverMatching: count('PATTERN_NEVER_MATCHES'),
        unsupported: count('UNSUPPORTED_PATTERN'),
        unmatched: count('PATTERN_UNMATCHED'),
      },
    },
    counters: {
      paths: entries.length,
      ignored: entries.filter((entry) => entry.ignored).length,
      sensitive: entries.filter((entry) => entry.sensitive).length,
      sensitiveUncovered: count('SENSITIVE_PATH_UNCOVERED'),
      sensitiveTracked: count('SENSITIVE_PATH_TRACKED'),
      tracked: entries.filter((entry) => entry.tracked).length,
    },
  };
}
