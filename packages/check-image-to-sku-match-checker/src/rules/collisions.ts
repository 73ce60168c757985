import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { LIST_CAP, type Context } from '../context.js';
import { collisionKinds } from '../lib/collision.js';

/** Every path of a set that is the same once case and extension are ignored, with the set's key as `details.group`. */
export const collisionsRule = defineRule<Context>()({
  name: 'file-name-collisions',
  codes: {
    FILE_NAME_COLLISION: {
      severity: 'warning',
      message: 'File "{{path}}" is one of {{count}} paths that are the same once case and extension are ignored ({{kind}}).',
      description:
        'Paths that are the same once letter case and the extension are ignored; one may overwrite or shadow another. Every colliding file is flagged.',
      example: '`TEE-BLUE-M_back.JPG`, `tee-blue-m_back.png`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { key, members } of ctx.collisions) {
      const kinds = collisionKinds(members.map(({ path }) => path));
      const paths = members.slice(0, LIST_CAP).map((member) => member.path);
      findings.addGroup(
        'FILE_NAME_COLLISION',
        key,
        members.map(({ path, index }, k) => ({
          subject: path,
          pointer: jsonPointer('files', index, 'path'),
          details: { path, kind: kinds[k] as string, count: members.length, paths },
        })),
      );
    }
  },
});
