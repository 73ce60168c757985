import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { LIST_CAP, type Context, type FileView } from '../context.js';
import { countBy } from '../lib/counts.js';

/**
 * Entries that name one file — exactly, after normalization, or up to letter case — form a
 * duplicate set; every entry of the set is flagged, the first included.
 */
export const duplicatePathRule = defineRule<Context>()({
  name: 'duplicate-path',
  codes: {
    DUPLICATE_PATH: {
      severity: 'error',
      message: 'File "{{path}}" is one of {{count}} entries that name the same file ({{kind}}).',
      description:
        'Several entries name the same file, exactly, after normalizing ./ and backslashes, or up to letter case (they collide on case-insensitive file systems); every entry of the set is flagged.',
      example: '`docs/README.md` and `./docs/readme.md`',
    },
  } as const satisfies CodeTable,
  check({ pathSets }, findings) {
    for (const members of pathSets) {
      const { folded } = members[0] as FileView;
      const raw = countBy(members, (member) => member.file.path);
      const normalized = countBy(members, (member) => member.normalized);
      const paths = members.slice(0, LIST_CAP).map((member) => member.file.path);
      findings.addGroup(
        'DUPLICATE_PATH',
        folded,
        members.map(({ file, index, normalized: path }) => ({
          subject: file.path,
          pointer: jsonPointer('files', index, 'path'),
          details: {
            path: file.path,
            // How this entry meets another of its set: the same text, the same normalized path, or only up to case.
            kind: (raw.get(file.path) ?? 0) > 1 ? 'exact' : (normalized.get(path) ?? 0) > 1 ? 'normalized' : 'case',
            count: members.length,
            paths,
          },
        })),
      );
    }
  },
});
