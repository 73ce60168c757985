import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

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
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { path, pointer, form, components } of ctx.paths) {
      if (form) findings.add('ABSOLUTE_PATH', { subject: path, pointer, details: { path, form } });
      if (path.length > ctx.limit) findings.add('PATH_TOO_LONG', { subject: path, pointer, details: { path, length: path.length, limit: ctx.limit } });
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
