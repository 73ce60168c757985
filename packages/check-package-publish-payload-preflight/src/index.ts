import { defineCheck, runRules } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { drift } from './rules/baseline-drift.js';
import { prepare, own } from './rules/context.js';
import { missingEntrypoints } from './rules/entrypoint-targets.js';
import { emptyFolderReferences } from './rules/runtime-output.js';
import { sensitiveEntries } from './rules/sensitive-files.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

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

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'package-publish-payload-preflight',
  title: 'Package Publish Payload Preflight',
  category: 'Developer Tools',
  summary: 'Checks a package pack manifest for missing entrypoints, absent runtime output, sensitive files and baseline drift.',
  limitations: [
    'Checks the supplied package.json and file lists only; no lifecycle scripts run and no file is opened.',
    'The file list is taken as the pack as is; npm\'s own include and exclude rules are not re-applied.',
    'Entrypoints are resolved by path; what the files contain (valid JavaScript, matching types) is not checked.',
    'Sensitive files are recognized by name and folder, not by content.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);

    const entrypoints: EntrypointReport[] = ctx.entries.map((entry, i) => {
      const resolved = ctx.resolutions[i]?.resolved ?? null;
      return { field: entry.field, target: entry.target, resolved, present: resolved !== null };
    });
    const missing = missingEntrypoints(ctx).map((entry) => entry.field);
    const sensitiveFiles = unique(sensitiveEntries(ctx).map(({ entry }) => entry.path));
    const changes = drift(ctx);
    const added = unique((changes?.added ?? []).map((entry) => entry.path));
    const removed = unique((changes?.removed ?? []).map(({ entry }) => entry.path));
    const removedEntrypoints = unique((changes?.removed ?? []).filter(({ entrypoint }) => entrypoint).map(({ entry }) => entry.path)).length;
    const name = own(ctx.pkg, 'name');
    const pkgVersion = own(ctx.pkg, 'version');
    const report: Report = {
      name: typeof name === 'string' ? name : null,
      version: typeof pkgVersion === 'string' ? pkgVersion : null,
      entrypoints,
      files: {
        packed: ctx.files.size,
        previous: input.previous_files === undefined ? null : input.previous_files.length,
        added: added.length,
        removed: removed.length,
        removedEntrypoints,
      },
      missingEntrypoints: missing,
      foldersWithoutOutput: unique(emptyFolderReferences(ctx).map(({ folder }) => folder)),
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
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;

