import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { LIST_CAP, type Context, type FileView } from '../context.js';

/**
 * Non-empty files sharing one SHA-256 form a set; every file of it is noted. A path listed twice is
 * one file here (its later entries are duplicate paths, not duplicate content).
 */
export const duplicateContentRule = defineRule<Context>()({
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
  check({ contentSets }, findings) {
    for (const members of contentSets) {
      const sha256 = (members[0] as FileView).file.sha256;
      const paths = members.slice(0, LIST_CAP).map((member) => member.file.path);
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
