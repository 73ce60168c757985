import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import type { FolderReference } from '../lib/folders.js';

/**
 * A build folder that entrypoints point into with nothing packed under it: the package was packed
 * before it was built. A group fault: every entrypoint pointing into the folder and every `files`
 * entry naming it is flagged at its own pointer, with `details.group` = the folder.
 */
export const runtimeOutputRule = defineRule<Context>()({
  name: 'runtime-output',
  codes: {
    NO_RUNTIME_OUTPUT: {
      severity: 'error',
      message: 'Nothing is packed under "{{folder}}/", which {{referencedBy}} points into.',
      description: 'Entrypoints point into a build folder with no packed file at all: the package was packed before it was built. Every entrypoint and every files entry naming the folder is flagged.',
      example: '`main: "lib/index.js"`, `files: ["lib"]`, nothing under `lib/`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const byFolder = new Map<string, FolderReference[]>();
    for (const reference of ctx.emptyFolders) {
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
