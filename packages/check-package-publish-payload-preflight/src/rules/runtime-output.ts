import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { once, own, type Context } from './context.js';
import { topFolder } from './entrypoints.js';
import { packageRelative } from './files.js';

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
export const emptyFolderReferences = once((ctx: Context): FolderReference[] => {
  const references: FolderReference[] = [];
  ctx.entries.forEach((entry) => {
    const folder = entry.fallback ? null : topFolder(entry);
    if (folder !== null) references.push({ folder, pointer: jsonPointer('package', ...entry.segments), referencedBy: entry.field });
  });
  const filesField = own(ctx.pkg, 'files');
  if (Array.isArray(filesField)) {
    filesField.forEach((item, index) => {
      if (typeof item !== 'string' || GLOB.test(item)) return;
      const path = packageRelative(item);
      if (path === null || path === '' || ctx.files.has(path)) return;
      if (path.slice(path.lastIndexOf('/') + 1).includes('.')) return; // a file name, not a build folder
      references.push({ folder: path, pointer: jsonPointer('package', 'files', index), referencedBy: `files[${index}]` });
    });
  }
  return references.filter(({ folder }) => !ctx.files.hasFolder(folder) && !ctx.files.has(folder));
});

/**
 * A build folder with nothing packed under it: the package was packed before it was built. A
 * group fault: every entrypoint and `files` entry pointing into the folder is flagged at its own
 * pointer, with `details.group` = the folder.
 */
export const runtimeOutputRule = defineRule<Context>()({
  name: 'runtime-output',
  codes: {
    NO_RUNTIME_OUTPUT: {
      severity: 'error',
      message: 'Nothing is packed under "{{folder}}/", which {{referencedBy}} points into.',
      description: 'Entrypoints or the files list point into a build folder with no packed file at all: the package was packed before it was built. Every reference to the folder is flagged.',
      example: '`files: ["lib"]`, nothing under `lib/`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const byFolder = new Map<string, FolderReference[]>();
    for (const reference of emptyFolderReferences(ctx)) {
      const references = byFolder.get(reference.folder);
      if (references) references.push(reference);
      else byFolder.set(reference.folder, [reference]);
    }
    for (const [folder, references] of byFolder) {
      findings.addGroup(
        'NO_RUNTIME_OUTPUT',
        `${folder}/`,
        references.map(({ pointer, referencedBy }) => ({ subject: folder, pointer, details: { folder, referencedBy } })),
      );
    }
  },
});
