import type { Evaluation, Finding } from '@evidence-check/core-receipt';
import type { Context } from './context.js';
import { own } from './lib/package-json.js';

export type EntrypointReport = { field: string; target: string; resolved: string | null; present: boolean };

export type Report = {
  name: string | null;
  version: string | null;
  entrypoints: EntrypointReport[];
  files: { packed: number; previous: number | null; added: number; removed: number; removedEntrypoints: number };
  missingEntrypoints: string[];
  foldersWithoutOutput: string[];
  sensitiveFiles: string[];
  added: string[];
  removed: string[];
};

/** Paths once each, in order of first appearance. */
const unique = (paths: readonly string[]): string[] => [...new Set(paths)];

/** The report lists what the rules flagged, from the verdicts `prepare` computed once. */
export function buildReport(ctx: Context, _findings: readonly Finding[]): Evaluation<Report> {
  const entrypoints: EntrypointReport[] = ctx.entries.map((entry, i) => {
    const resolved = ctx.resolutions[i]?.resolved ?? null;
    return { field: entry.field, target: entry.target, resolved, present: resolved !== null };
  });
  const missing = ctx.missing.map((entry) => entry.field);
  const sensitiveFiles = unique(ctx.sensitive.map(({ entry }) => entry.path));
  const added = unique((ctx.drift?.added ?? []).map((entry) => entry.path));
  const removed = unique((ctx.drift?.removed ?? []).map(({ entry }) => entry.path));
  const removedEntrypoints = unique((ctx.drift?.removed ?? []).filter(({ entrypoint }) => entrypoint).map(({ entry }) => entry.path)).length;
  const name = own(ctx.pkg, 'name');
  const pkgVersion = own(ctx.pkg, 'version');
  const report: Report = {
    name: typeof name === 'string' ? name : null,
    version: typeof pkgVersion === 'string' ? pkgVersion : null,
    entrypoints,
    files: {
      packed: ctx.files.size,
      previous: ctx.previousCount,
      added: added.length,
      removed: removed.length,
      removedEntrypoints,
    },
    missingEntrypoints: missing,
    foldersWithoutOutput: unique(ctx.emptyFolders.map(({ folder }) => folder)),
    sensitiveFiles,
    added,
    removed,
  };
  return {
    report,
    counters: {
      entrypoints: entrypoints.length,
      missingEntrypoints: missing.length,
      sensitiveFiles: sensitiveFiles.length,
      added: added.length,
      removed: removed.length,
    },
  };
}
