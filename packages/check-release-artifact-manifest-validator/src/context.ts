import { normalizePath, PrefixSet, type NormalizedPath } from './lib/paths.js';
import type { Input } from './generated/schema.js';

/** Lists inside one finding's details are cut to this many entries (their full count is given beside). */
export const LIST_CAP = 20;

export type File = Input['files'][number];

export interface FileView extends NormalizedPath {
  file: File;
  index: number;
  /** The normalized path, lowercased: entries equal here name one file on a case-insensitive file system. */
  folded: string;
}

/** Per-rule results the report is built from (rules record what they decided). */
export interface Outcome {
  duplicatePaths: number;
  duplicateContent: number;
  sensitiveFiles: string[];
  missing: string[];
}

export interface ManifestContext {
  input: Input;
  views: FileView[];
  /** Entries with a non-empty path, grouped by folded path, in order of first appearance. */
  pathGroups: Map<string, number[]>;
  /** First entry of each normalized path, and of each folded path. */
  byNormalized: Map<string, number>;
  byFolded: Map<string, number>;
  /** policy.allowed_prefixes, normalized, as one set of folders. */
  prefixes: PrefixSet;
  totalBytes: bigint;
  outcome: Outcome;
}

export function prepare(input: Input): ManifestContext {
  const pathGroups = new Map<string, number[]>();
  const byNormalized = new Map<string, number>();
  const byFolded = new Map<string, number>();
  let totalBytes = 0n;
  const views = input.files.map((file, index): FileView => {
    const path = normalizePath(file.path);
    const folded = path.normalized.toLowerCase();
    totalBytes += BigInt(file.size_bytes);
    if (path.normalized !== '') {
      const group = pathGroups.get(folded);
      if (group) group.push(index);
      else pathGroups.set(folded, [index]);
      if (!byNormalized.has(path.normalized)) byNormalized.set(path.normalized, index);
      if (!byFolded.has(folded)) byFolded.set(folded, index);
    }
    return { ...path, file, index, folded };
  });
  return {
    input,
    views,
    pathGroups,
    byNormalized,
    byFolded,
    prefixes: new PrefixSet((input.policy.allowed_prefixes ?? []).map((prefix) => normalizePath(prefix).normalized)),
    totalBytes,
    outcome: { duplicatePaths: 0, duplicateContent: 0, sensitiveFiles: [], missing: [] },
  };
}
