import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { LIST_CAP, type FileView, type ManifestContext } from '../context.js';

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/**
 * Entries that name one file — exactly, after normalization, or up to letter case — form a
 * duplicate set; every entry of the set is flagged, the first included.
 */
export const duplicatePathRule = defineRule<ManifestContext>()({
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
  check({ views, pathGroups, outcome }, findings) {
    for (const [folded, indices] of pathGroups) {
      if (indices.length < 2) continue;
      const members = indices.map((index) => views[index] as FileView);
      const raw = countBy(members, (member) => member.file.path);
      const normalized = countBy(members, (member) => member.normalized);
      const paths = members.slice(0, LIST_CAP).map((member) => member.file.path);
      outcome.duplicatePaths += members.length;
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
