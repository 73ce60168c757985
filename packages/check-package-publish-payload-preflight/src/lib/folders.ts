/** Build folders that package.json points into and the pack holds nothing under. */
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

/**
 * Every reference to a folder with no packed file under it, in declaration order: entrypoints
 * (their top folder) first, then plain folder names of `files` (no glob, no negation, no extension).
 */
export function emptyFolderReferences(entries: readonly Entrypoint[], pkg: Record<string, unknown>, files: FileSet): FolderReference[] {
  const references: FolderReference[] = [];
  entries.forEach((entry) => {
    const folder = entry.fallback ? null : topFolder(entry);
    if (folder !== null) references.push({ folder, pointer: jsonPointer('package', ...entry.segments), referencedBy: entry.field });
  });
  const filesField = own(pkg, 'files');
  if (Array.isArray(filesField)) {
    filesField.forEach((item, index) => {
      if (typeof item !== 'string' || GLOB.test(item)) return;
      const path = packageRelative(item);
      if (path === null || path === '' || files.has(path)) return;
      if (path.slice(path.lastIndexOf('/') + 1).includes('.')) return; // a file name, not a build folder
      references.push({ folder: path, pointer: jsonPointer('package', 'files', index), referencedBy: `files[${index}]` });
    });
  }
  return references.filter(({ folder }) => !files.hasFolder(folder) && !files.has(folder));
}
