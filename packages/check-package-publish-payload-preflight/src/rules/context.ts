import type { Input } from '../generated/schema.js';
import { collectEntrypoints, patternTargets, resolveEntry, type Entrypoint, type InvalidEntry, type Resolution } from './entrypoints.js';
import { FileSet, normalizeList, type PackEntry } from './files.js';

/** What every rule reads: the manifest, the packed files and every entrypoint resolved once. */
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
}

/** An own property of package.json (`__proto__` and friends are ordinary data). */
export function own(pkg: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(pkg, key) ? pkg[key] : undefined;
}

export function prepare(input: Input): Context {
  const pkg = input.package as Record<string, unknown>;
  const packed = normalizeList(input.pack_files);
  const files = new FileSet(packed.map((entry) => entry.path));
  const { entries, invalid } = collectEntrypoints(pkg);
  const previousList = input.previous_files === undefined ? null : normalizeList(input.previous_files);
  return {
    pkg,
    packed,
    files,
    entries,
    invalid,
    resolutions: resolveAll(entries, files),
    previous: previousList === null ? null : { list: previousList, files: new FileSet(previousList.map((entry) => entry.path)) },
  };
}

/** Every entry resolved against the files; pattern targets are looked up together. */
function resolveAll(entries: readonly Entrypoint[], files: FileSet): Resolution[] {
  const patterns = files.firstMatches(patternTargets(entries));
  return entries.map((entry) => resolveEntry(entry, files, patterns));
}

/**
 * A derived verdict computed once per context, shared by the rule that reports it and the report
 * that lists it.
 */
export function once<T>(compute: (ctx: Context) => T): (ctx: Context) => T {
  const cache = new WeakMap<Context, T>();
  return (ctx) => {
    if (!cache.has(ctx)) cache.set(ctx, compute(ctx));
    return cache.get(ctx) as T;
  };
}
