import { defineCheck, runRules } from '@evidence-check/core-receipt';
import { codes, rules, type Code } from './codes.js';
import { prepare } from './rules/context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export { invalidPathReason } from './rules/context.js';

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
  patterns: { lines: number; rules: number; negations: number; unsupported: number; unmatched: number };
};

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'gitignore-coverage-preflight',
  title: 'Gitignore Coverage Preflight',
  category: 'Developer Tools',
  summary: 'Flags sensitive-looking files that ignore rules leave uncovered or that are tracked anyway.',
  limitations: [
    'Evaluates one root .gitignore supplied as pattern lines; nested .gitignore files, .git/info/exclude and core.excludesFile are not read.',
    'Implements a conservative portable subset of ignore matching; patterns outside it are reported, not applied.',
    'Matching is case-sensitive, as git with core.ignorecase=false; sensitive names are recognised in any case.',
    'Sensitive paths are recognised by conventional file names only; file contents are never seen.',
    'Reads no repository: tracked status comes from the supplied tracked_paths.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);
    const emitted = findings.sorted();
    const count = (code: Code) => emitted.filter((finding) => finding.code === code).length;
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
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
