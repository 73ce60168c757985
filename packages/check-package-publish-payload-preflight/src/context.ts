import type { Input } from './generated/schema.js';
import { packDrift, type Drift } from './lib/drift.js';
import { collectEntrypoints, patternTargets, resolveEntry, type Entrypoint, type InvalidEntry, type Resolution } from './lib/entrypoints.js';
import { FileSet, normalizeList, type PackEntry } from './lib/files.js';
import { lintConditions, localDependencies, type ConditionLint } from './lib/conditions.js';
import { emptyFolderReferences, unmatchedFilesEntries, type FolderReference, type UnmatchedFilesEntry } from './lib/folders.js';
import { sensitiveEntries, type SensitiveEntry } from './lib/sensitive.js';
import { untypedExports, type UntypedExport } from './lib/types-beside.js';

/**
 * What every rule and the report read: the manifest, the packed files, every entrypoint resolved
 * once, and the verdicts both a rule and the report need (missing entrypoints, empty build
 * folders, secret-looking files, drift), each computed here once.
 */
export interface Context {
  pkg: Record<string, unknown>;
  /** Every file entry of `pack_files` (folders left out, repeats kept), normalized. */
  packed: PackEntry[];
  files: FileSet;
  entries: Entrypoint[];
  invalid: InvalidEntry[];
  /** The resolution of each entry of `entries` against the pack, in the same order. */
  resolutions: Resolution[];
  /** The previous pack, when `previous_files` is given. */
  previous: { list: PackEntry[]; files: FileSet } | null;
  /** How many entries `previous_files` has as sent (folders included); null without it. */
  previousCount: number | null;
  /** Entrypoints that resolve to no packed file (array fallbacks are optional, never missing). */
  missing: Entrypoint[];
  emptyFolders: FolderReference[];
  /** Plain `files` entries matching nothing packed (and not in an empty build folder's group). */
  unmatchedFiles: UnmatchedFilesEntry[];
  /** The package.json-only shape verdicts of `exports` and `imports` (condition order, arrays, folder mappings, imports keys). */
  conditions: ConditionLint;
  /** JavaScript files of the "." export with no types condition and no declaration beside them. */
  untyped: UntypedExport[];
  localDependencies: Array<{ name: string; spec: string }>;
  sensitive: SensitiveEntry[];
  /** The difference to the previous pack; null without `previous_files`. */
  drift: Drift | null;
}

export function prepare(input: Input): Context {
  const pkg = input.package as Record<string, unknown>;
  const packed = normalizeList(input.pack_files);
  const files = new FileSet(packed.map((entry) => entry.path));
  const { entries, invalid } = collectEntrypoints(pkg);
  // Pattern targets are looked up together, then every entry is resolved against the pack.
  const patterns = files.firstMatches(patternTargets(entries));
  const resolutions = entries.map((entry) => resolveEntry(entry, files, patterns));
  const emptyFolders = emptyFolderReferences(entries, pkg, files);
  const previousList = input.previous_files === undefined ? null : normalizeList(input.previous_files);
  const previous = previousList === null ? null : { list: previousList, files: new FileSet(previousList.map((entry) => entry.path)) };
  return {
    pkg,
    packed,
    files,
    entries,
    invalid,
    resolutions,
    previous,
    previousCount: input.previous_files === undefined ? null : input.previous_files.length,
    missing: entries.filter((entry, i) => resolutions[i]?.resolved === null && !entry.fallback),
    emptyFolders,
    unmatchedFiles: unmatchedFilesEntries(pkg, files, emptyFolders),
    conditions: lintConditions(pkg),
    untyped: untypedExports(pkg, files),
    localDependencies: localDependencies(pkg),
    sensitive: sensitiveEntries(packed, pkg),
    drift: previous === null ? null : packDrift(entries, packed, files, previous),
  };
}
