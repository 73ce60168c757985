import { duplicateSets } from '@evidence-check/core-receipt';
import type { Input } from './generated/schema.js';
import { EMPTY_SHA256, isSha256 } from './lib/hash.js';
import { Glob, looksLikeGlob } from './lib/glob.js';
import { normalizePath, PrefixSet, sensitiveKind, type NormalizedPath } from './lib/paths.js';

/** Lists inside one finding's details are cut to this many entries (their full count is given beside). */
export const LIST_CAP = 20;

export type File = Input['files'][number];

export interface FileView extends NormalizedPath {
  file: File;
  index: number;
  /** The normalized path, lowercased: entries equal here name one file on a case-insensitive file system. */
  folded: string;
}

/** A policy.required_paths entry that names no manifest file. */
export interface MissingPath {
  index: number;
  required: string;
  /** The manifest path that differs from it only in letter case, or null. */
  caseVariant: string | null;
  /**
   * A required path is literal (as in-toto-python reads REQUIRE); when it holds `*`, `?` or `[`,
   * how many manifest files it would match as a glob (the hint for a caller who meant one), else null.
   */
  globMatches: number | null;
}

/**
 * What every rule and the report read, prepared once: each entry's normalized path, the duplicate
 * sets (by path, by content), the missing required paths and the sensitive files. Rules and report
 * only read it.
 */
export interface Context {
  input: Input;
  views: FileView[];
  /** Entries with a non-empty path that name one file up to case, two or more per set, in order of first appearance. */
  pathSets: FileView[][];
  /** Non-empty files (one per path) sharing a well-formed SHA-256, two or more per set, in order of first appearance. */
  contentSets: FileView[][];
  /** policy.allowed_prefixes, normalized, as one set of folders. */
  prefixes: PrefixSet;
  totalBytes: bigint;
  missing: MissingPath[];
  sensitive: Array<{ view: FileView; kind: string }>;
}

export function prepare(input: Input): Context {
  const byNormalized = new Map<string, number>();
  const byFolded = new Map<string, number>();
  let totalBytes = 0n;
  const views = input.files.map((file, index): FileView => {
    const path = normalizePath(file.path);
    const folded = path.normalized.toLowerCase();
    totalBytes += BigInt(file.size_bytes);
    if (path.normalized !== '') {
      if (!byNormalized.has(path.normalized)) byNormalized.set(path.normalized, index);
      if (!byFolded.has(folded)) byFolded.set(folded, index);
    }
    return { ...path, file, index, folded };
  });
  const pathSets = duplicateSets(views, (view) => (view.normalized === '' ? null : view.folded));

  // A path listed twice is one file for content: its later entries are duplicate paths, not duplicate content.
  const laterEntries = new Set<number>();
  for (const members of pathSets) for (const member of members.slice(1)) laterEntries.add(member.index);
  const contentSets = duplicateSets(views, ({ file, index }) =>
    !isSha256(file.sha256) || file.sha256 === EMPTY_SHA256 || laterEntries.has(index) ? null : file.sha256,
  );

  const missing: MissingPath[] = [];
  (input.policy.required_paths ?? []).forEach((required, index) => {
    const path = normalizePath(required).normalized;
    if (byNormalized.has(path)) return;
    const variant = byFolded.get(path.toLowerCase());
    let globMatches: number | null = null;
    if (looksLikeGlob(path)) {
      const glob = new Glob(path);
      globMatches = views.reduce((count, view) => count + (view.normalized !== '' && glob.matches(view.normalized) ? 1 : 0), 0);
    }
    missing.push({ index, required, caseVariant: variant === undefined ? null : (input.files[variant]?.path ?? null), globMatches });
  });

  const sensitive = views.flatMap((view) => {
    const kind = view.normalized === '' ? null : sensitiveKind(view.normalized);
    return kind === null ? [] : [{ view, kind }];
  });

  return {
    input,
    views,
    pathSets,
    contentSets,
    prefixes: new PrefixSet((input.policy.allowed_prefixes ?? []).map((prefix) => normalizePath(prefix).normalized)),
    totalBytes,
    missing,
    sensitive,
  };
}
