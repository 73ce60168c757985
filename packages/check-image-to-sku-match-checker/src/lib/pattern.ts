import { RE2JS } from 're2js';

/**
 * `sku_pattern` runs on RE2JS, the pure-JavaScript port of RE2: its matching time is linear in
 * the input, so patterns that would backtrack catastrophically in a backtracking engine
 * (`^(a+)+$`) simply finish, and the check needs no native module (it runs in browsers and edge
 * workers too). RE2 syntax rejects backreferences and lookaround; that rejection, like any
 * syntax error, becomes a result instead of an exception. The pattern is compiled once per run.
 */
export type CompiledPattern = { ok: true; extract: (path: string) => ExtractResult; size: number } | { ok: false; reason: string };

/**
 * The most work one request may ask of a sku_pattern: its compiled size (RE2 instructions) times
 * the characters of all file paths. Matching is linear in each, but RE2JS's engines (bit-state
 * backtracker, NFA, lazy DFA) spend up to a few tens of nanoseconds per instruction and character
 * on patterns that keep many threads alive (`(a[ab]{20})$`); the bound keeps a request's matching
 * to about a tenth of a second even then. A 40-instruction pattern over 100,000 path characters
 * (1000 paths of 100) is within it.
 */
export const PATTERN_WORK_LIMIT = 4_000_000;

export type ExtractResult = { sku: string } | { miss: 'pattern-no-match' | 'empty-capture' };

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function compilePattern(source: string): CompiledPattern {
  let re: RE2JS;
  try {
    re = RE2JS.compile(source);
  } catch (error) {
    return { ok: false, reason: `not a valid RE2 expression: ${message(error)}` };
  }
  const groups = re.groupCount();
  if (groups !== 1) {
    return { ok: false, reason: `must have exactly one capture group, found ${groups} (use (?:…) for grouping without capture)` };
  }
  return {
    ok: true,
    size: re.programSize(),
    extract(path) {
      const match = re.matcher(path);
      if (!match.find()) return { miss: 'pattern-no-match' };
      const sku = match.group(1);
      if (sku === null || sku === '') return { miss: 'empty-capture' };
      return { sku };
    },
  };
}
