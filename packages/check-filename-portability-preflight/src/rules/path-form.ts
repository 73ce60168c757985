import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** Room an 8.3 name ("\\" + 8 + "." + 3) needs after a directory (Microsoft: MAX_PATH minus 12). */
const DIRECTORY_RESERVE = 12;

/** The shape of the whole path: absolute, with empty or dot segments, or too long. */
export const pathFormRule = defineRule<Context>()({
  name: 'path-form',
  codes: {
    EMPTY_OR_DOT_COMPONENT: {
      severity: 'error',
      message: 'Path "{{path}}" has an empty, "." or ".." component at position {{position}}.',
      description: 'A doubled slash or a "." or ".." segment does not name a file and is resolved differently by each tool.',
      example: '`a//b`, `../up`',
    },
    ABSOLUTE_PATH: {
      severity: 'error',
      message: 'Path "{{path}}" is absolute ({{form}}).',
      description: 'A path starting with a slash, a backslash or a drive letter is not relative to the archive or repository root.',
      example: '`C:/Users/x`',
    },
    PATH_TOO_LONG: {
      severity: 'warning',
      message: 'Path "{{path}}" is {{length}} UTF-16 code units long (limit {{limit}}).',
      description: 'Windows counts paths in UTF-16 code units; past MAX_PATH (260) many tools fail unless long-path support is enabled.',
      example: 'a 299-character path',
    },
    DIRECTORY_PATH_TOO_LONG: {
      severity: 'warning',
      message: 'Directory "{{directory}}" of "{{path}}" is {{length}} UTF-16 code units long (limit {{limit}}, the path limit minus 12).',
      description: 'Windows creates a directory only when an 8.3 file name still fits after it: "the directory name cannot exceed MAX_PATH minus 12" (248). Reported when the path itself is within its limit.',
      example: 'a 250-character directory holding `a.txt`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { path, pointer, form, components } of ctx.paths) {
      if (form) findings.add('ABSOLUTE_PATH', { subject: path, pointer, details: { path, form } });
      if (path.length > ctx.limit) findings.add('PATH_TOO_LONG', { subject: path, pointer, details: { path, length: path.length, limit: ctx.limit } });
      else {
        // The deepest directory: the path up to its last "/" (a trailing "/" marks the path itself as one).
        const cut = path.endsWith('/') ? path.length - 1 : path.lastIndexOf('/');
        const limit = ctx.limit - DIRECTORY_RESERVE;
        if (cut > limit && limit >= 1) {
          const directory = path.slice(0, cut);
          findings.add('DIRECTORY_PATH_TOO_LONG', { subject: path, pointer, details: { path, directory, length: cut, limit } });
        }
      }
      // A bare root ("/", "C:") has one empty component that is the root itself, not a gap.
      const bareRoot = form !== null && components.length === 1;
      const position = components.findIndex((c) => (c === '' && !bareRoot) || c === '.' || c === '..');
      if (position !== -1) {
        const component = components[position] as string;
        findings.add('EMPTY_OR_DOT_COMPONENT', { subject: path, pointer, details: { path, position: position + 1, component } });
      }
    }
  },
});
