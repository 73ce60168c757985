import ignore, { type Ignore } from 'ignore';
import { defineCheck, jsonPointer, type FindingCollector } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { classifyPattern, literalNeedle, utf8Bytes } from './rules/patterns.js';
import { sensitiveRule } from './rules/sensitive.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

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

interface Rule {
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

interface Decision {
  ignored: boolean;
  /** Index into `patterns` of the deciding line. */
  by: number | null;
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
function ancestors(path: string): string[] {
  const out: string[] = [];
  const end = path.endsWith('/') ? path.length - 1 : path.length;
  for (let i = path.indexOf('/'); i !== -1 && i < end; i = path.indexOf('/', i + 1)) out.push(path.slice(0, i + 1));
  return out;
}

function readPatterns(patterns: readonly string[], findings: FindingCollector<typeof codes>): { rules: Rule[]; unsupported: number } {
  const rules: Rule[] = [];
  let unsupported = 0;
  patterns.forEach((text, index) => {
    const kind = classifyPattern(text);
    if (kind.kind === 'unsupported') {
      unsupported++;
      findings.add('UNSUPPORTED_PATTERN', { subject: text, pointer: jsonPointer('patterns', index), details: { pattern: text, reason: kind.reason } });
    } else if (kind.kind === 'rule') {
      const positive = utf8Bytes(kind.positive);
      rules.push({ index, text, negative: kind.negative, bytes: utf8Bytes(text), positive, needle: literalNeedle(positive) });
    }
  });
  return { rules, unsupported };
}

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
    const patterns = input.patterns ?? [];
    const trackedList = input.tracked_paths ?? [];
    const { rules, unsupported } = readPatterns(patterns, findings);
    const negations = rules.filter((rule) => rule.negative);
    const full = matcher().add(rules.map((rule) => ({ pattern: rule.bytes, mark: String(rule.index) })));

    // One matcher per rule, holding only its positive form: answers "does this rule match here?".
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
    const decisions = new Map<string, Decision>();
    const decide = (path: string): Decision => {
      const known = decisions.get(path);
      if (known) return known;
      const result = full.checkIgnore(path);
      let decision: Decision = { ignored: result.ignored, by: result.rule?.mark === undefined ? null : Number(result.rule.mark) };
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

    const reportInvalid = (list: 'paths' | 'tracked_paths', path: string, index: number): boolean => {
      const reason = invalidPathReason(path);
      if (reason === null) return false;
      findings.add('INVALID_PATH', { subject: path, pointer: jsonPointer(list, index), details: { path, reason } });
      return true;
    };

    const trackedSet = new Set(trackedList);
    const validPaths = new Set<string>();
    let ignoredCount = 0;
    let sensitiveCount = 0;
    let uncovered = 0;
    const entries: PathEntry[] = input.paths.map((path, index) => {
      const sensitive = sensitiveRule(path);
      const tracked = trackedSet.has(path);
      if (sensitive) sensitiveCount++;
      if (reportInvalid('paths', path, index)) return { path, ignored: false, pattern: null, sensitive: sensitive !== null, tracked };
      validPaths.add(path);
      const { ignored, by } = decide(utf8Bytes(path));
      const pattern = by === null ? null : (patterns[by] as string);
      if (ignored) ignoredCount++;
      if (sensitive && !ignored) {
        uncovered++;
        findings.add('SENSITIVE_PATH_UNCOVERED', {
          subject: path,
          pointer: jsonPointer('paths', index),
          details: { path, rule: sensitive.label, ruleId: sensitive.id, negatedBy: pattern },
        });
      }
      return { path, ignored, pattern, sensitive: sensitive !== null, tracked };
    });

    let sensitiveTracked = 0;
    trackedList.forEach((path, index) => {
      if (reportInvalid('tracked_paths', path, index)) return;
      validPaths.add(path);
      const sensitive = sensitiveRule(path);
      const { ignored, by } = decide(utf8Bytes(path));
      const pointer = jsonPointer('tracked_paths', index);
      if (sensitive) {
        sensitiveTracked++;
        findings.add('SENSITIVE_PATH_TRACKED', { subject: path, pointer, details: { path, rule: sensitive.label, ruleId: sensitive.id, ignored } });
      } else if (ignored && by !== null) {
        findings.add('TRACKED_PATH_IGNORED', { subject: path, pointer, details: { path, pattern: patterns[by] as string } });
      }
    });

    // Every valid path and every directory above one: what a rule can match.
    const targets = new Set<string>();
    for (const path of validPaths) {
      const bytes = utf8Bytes(path);
      for (const dir of ancestors(bytes)) targets.add(dir);
      targets.add(bytes);
    }
    const haystack = [...targets].join('\u0000');
    let unmatched = 0;
    for (const rule of rules) {
      const matcherOfRule = single(rule);
      let matched = false;
      for (const target of haystack.includes(rule.needle) ? targets : []) {
        if (target.includes(rule.needle) && matcherOfRule.checkIgnore(target).ignored) {
          matched = true;
          break;
        }
      }
      if (!matched) {
        unmatched++;
        findings.add('PATTERN_UNMATCHED', { subject: rule.text, pointer: jsonPointer('patterns', rule.index), details: { pattern: rule.text } });
      } else if (rule.negative) {
        reportBlockedNegation(rule, matcherOfRule);
      }
    }

    /** A negation matching a path (or a directory above it) whose parent directory is excluded. */
    function reportBlockedNegation(rule: Rule, own: Ignore): void {
      let first: { path: string; directory: string; excludedBy: number } | null = null;
      let blocked = 0;
      for (const path of input.paths) {
        if (!validPaths.has(path)) continue;
        const bytes = utf8Bytes(path);
        if (!bytes.includes(rule.needle)) continue;
        const chain = [...ancestors(bytes), bytes];
        const at = chain.findIndex((target, i) => (i === chain.length - 1 ? own.checkIgnore(target) : own.test(target)).ignored);
        if (at <= 0) continue;
        const parent = full.test(chain[at - 1] as string);
        if (!parent.ignored || parent.rule?.mark === undefined) continue;
        blocked++;
        first ??= { path, directory: ancestors(path)[at - 1] as string, excludedBy: Number(parent.rule.mark) };
      }
      if (!first) return;
      findings.add('NEGATION_INEFFECTIVE', {
        subject: rule.text,
        pointer: jsonPointer('patterns', rule.index),
        details: {
          pattern: rule.text,
          path: first.path,
          directory: first.directory,
          excludedBy: patterns[first.excludedBy] as string,
          blockedPaths: blocked,
        },
      });
    }

    const trackedCount = entries.filter((entry) => entry.tracked).length;
    return {
      report: {
        paths: entries,
        patterns: { lines: patterns.length, rules: rules.length, negations: negations.length, unsupported, unmatched },
      },
      counters: {
        paths: entries.length,
        ignored: ignoredCount,
        sensitive: sensitiveCount,
        sensitiveUncovered: uncovered,
        sensitiveTracked,
        tracked: trackedCount,
      },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
