import RE2 from 're2';

/**
 * `sku_pattern` runs on RE2, whose matching time is linear in the input: patterns that would
 * backtrack catastrophically in a backtracking engine (`^(a+)+$`) simply finish. RE2 rejects
 * backreferences and lookaround; that rejection, like any syntax error, becomes a result instead
 * of an exception.
 */
export type CompiledPattern = { ok: true; extract: (path: string) => ExtractResult } | { ok: false; reason: string };

export type ExtractResult = { sku: string } | { miss: 'pattern-no-match' | 'empty-capture' };

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function compilePattern(source: string): CompiledPattern {
  let re: RE2;
  let counter: RE2;
  try {
    re = new RE2(source);
    // An empty alternative always matches '', so the result's length reveals the group count.
    counter = new RE2(`(?:${source})|`);
  } catch (error) {
    return { ok: false, reason: `not a valid RE2 expression: ${message(error)}` };
  }
  const groups = (counter.exec('')?.length ?? 1) - 1;
  if (groups !== 1) {
    return { ok: false, reason: `must have exactly one capture group, found ${groups} (use (?:…) for grouping without capture)` };
  }
  return {
    ok: true,
    extract(path) {
      const match = re.exec(path);
      if (!match) return { miss: 'pattern-no-match' };
      const sku = match[1];
      if (sku === undefined || sku === '') return { miss: 'empty-capture' };
      return { sku };
    },
  };
}
