import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { EMPTY_SHA256, isSha256 } from '../lib/hash.js';
import { LIST_CAP, type FileView, type ManifestContext } from '../context.js';

/**
 * Non-empty files sharing one SHA-256 form a set; every file of it is noted. A path listed twice is
 * one file here (its later entries are duplicate paths, not duplicate content).
 */
export const duplicateContentRule = defineRule<ManifestContext>()({
  name: 'duplicate-content',
  codes: {
    DUPLICATE_CONTENT: {
      severity: 'notice',
      message: 'File "{{path}}" is one of {{count}} files with the same content.',
      description:
        'Several non-empty files share one SHA-256; often a harmless copy, sometimes a file shipped twice by mistake. Every file of the set is noted.',
      example: '`a.txt` and `b/a-copy.txt`',
    },
  } as const satisfies CodeTable,
  check({ views, pathGroups, outcome }, findings) {
    const laterEntries = new Set<number>();
    for (const indices of pathGroups.values()) for (const index of indices.slice(1)) laterEntries.add(index);
    const byHash = new Map<string, FileView[]>();
    for (const view of views) {
      const { sha256 } = view.file;
      if (!isSha256(sha256) || sha256 === EMPTY_SHA256 || laterEntries.has(view.index)) continue;
      const members = byHash.get(sha256);
      if (members) members.push(view);
      else byHash.set(sha256, [view]);
    }
    for (const [sha256, members] of byHash) {
      if (members.length < 2) continue;
      const paths = members.slice(0, LIST_CAP).map((member) => member.file.path);
      outcome.duplicateContent += members.length;
      findings.addGroup(
        'DUPLICATE_CONTENT',
        sha256,
        members.map(({ file, index }) => ({
          subject: file.path,
          pointer: jsonPointer('files', index, 'sha256'),
          details: { path: file.path, sha256, count: members.length, paths },
        })),
      );
    }
  },
});
