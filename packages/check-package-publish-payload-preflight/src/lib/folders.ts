/** Build folders that package.json points into and the pack holds nothing under; `files` entries that match nothing. */
import { jsonPointer } from '@evidence-check/core-receipt';
import { topFolder, type Entrypoint } from './entrypoints.js';
import { packageRelative, type FileSet } from './files.js';
import { own } from './package-json.js';

const GLOB = /[*?[\]{}!]/;

/** A place in package.json that points into a folder. */
export interface FolderReference {
  folder: string;
  pointer: string;
  referencedBy: string;
}

/** A plain `files` entry (no glob, no negation) that names no packed file and no packed folder. */
export interface UnmatchedFilesEntry {
  entry: string;
  index: number;
  pointer: string;
}

/** The plain entries of `files` (no glob, no negation), package-relative, with their index. */
function plainFilesEntries(pkg: Record<string, unknown>): Array<{ entry: string; path: string; index: number }> {
  const filesField = own(pkg, 'files');
  if (!Array.isArray(filesField)) return [];
  const out: Array<{ entry: string; path: string; index: number }> = [];
  filesField.forEach((item, index) => {
    if (typeof item !== 'string' || GLOB.test(item)) return;
    const path = packageRelative(item);
    if (path === null || path === '') return;
    out.push({ entry: item, path, index });
  });
  return out;
}

const matched = (files: FileSet, path: string) => files.has(path) || files.hasFolder(path);

/**
 * Every reference to a build folder that entrypoints point into and that holds no packed file,
 * in declaration order: the entrypoints (their top folder) first, then the plain `files` entries
 * that name such a folder. A `files` entry alone proves no fault: npm ignores entries that match
 * nothing (see unmatchedFilesEntries).
 */
export function emptyFolderReferences(entries: readonly Entrypoint[], pkg: Record<string, unknown>, files: FileSet): FolderReference[] {
  const references: FolderReference[] = [];
  entries.forEach((entry) => {
    const folder = entry.fallback ? null : topFolder(entry);
    if (folder !== null && !matched(files, folder)) references.push({ folder, pointer: jsonPointer('package', ...entry.segments), referencedBy: entry.field });
  });
  const empty = new Set(references.map(({ folder }) => folder));
  for (const { path, index } of plainFilesEntries(pkg)) {
    if (empty.has(path)) references.push({ folder: path, pointer: jsonPointer('package', 'files', index), referencedBy: `files[${index}]` });
  }
  return references;
}

/**
 * Plain `files` entries that match no packed file or folder and are not already part of an empty
 * build folder's group. npm-packlist ignores such an entry, so the pack is not broken by it.
 */
export function unmatchedFilesEntries(pkg: Record<string, unknown>, files: FileSet, emptyFolders: readonly FolderReference[]): UnmatchedFilesEntry[] {
  const grouped = new Set(emptyFolders.map(({ pointer }) => pointer));
  const out: UnmatchedFilesEntry[] = [];
  for (const { entry, path, index } of plainFilesEntries(pkg)) {
    const pointer = jsonPointer('package', 'files', index);
    if (!matched(files, path) && !grouped.has(pointer)) out.push({ entry, index, pointer });
  }
  return out;
}
