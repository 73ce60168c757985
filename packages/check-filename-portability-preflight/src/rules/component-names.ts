import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { forbiddenCharacters, reservedDeviceName, utf8Length } from '../lib/windows.js';

const MAX_COMPONENT_BYTES = 255;
const isName = (component: string): boolean => component !== '' && component !== '.' && component !== '..';

/**
 * Each name of a path against Windows' naming rules and the 255-byte name limit. A path is one
 * input item: each code is reported once per path, for its first offending component.
 */
export const componentNamesRule = defineRule<Context>()({
  name: 'component-names',
  codes: {
    RESERVED_NAME: {
      severity: 'error',
      message: 'Component "{{component}}" of "{{path}}" is the Windows device name {{name}}.',
      description: 'A component is a reserved device name (CON, PRN, AUX, NUL, COM0-9, LPT0-9, superscript forms, CONIN$, CONOUT$) in any case, with any extension or trailing dots and spaces; Windows cannot create it.',
      example: '`assets/aux.png`',
    },
    INVALID_CHARACTER: {
      severity: 'error',
      message: 'Component "{{component}}" of "{{path}}" contains characters Windows forbids: {{characters}}.',
      description: 'A component contains one of < > : " \\ | ? * or a control character (U+0000-U+001F).',
      example: '`notes/meeting: q3?.txt`',
    },
    TRAILING_DOT_OR_SPACE: {
      severity: 'error',
      message: 'Component "{{component}}" of "{{path}}" ends with a dot or a space.',
      description: 'Windows strips trailing dots and spaces, so the file is created under another name or cannot be opened.',
      example: '`reports/final. `',
    },
    COMPONENT_TOO_LONG: {
      severity: 'error',
      message: 'Component of "{{path}}" is {{bytes}} UTF-8 bytes long (limit 255).',
      description: 'Most file systems (ext4, APFS, NTFS in practice) cap one name at 255 bytes or units.',
      example: '128 × `é` (256 bytes)',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { path, pointer, components } of ctx.paths) {
      const subject = path;
      // One pass over the names: the first offending component for each code.
      let reserved: { component: string; name: string } | null = null;
      let invalid: { component: string; characters: string[] } | null = null;
      let trailing: string | null = null;
      let tooLong: { component: string; bytes: number } | null = null;
      for (const component of components) {
        if (!isName(component)) continue;
        if (reserved === null) {
          const name = reservedDeviceName(component);
          if (name) reserved = { component, name };
        }
        if (invalid === null) {
          const characters = forbiddenCharacters(component);
          if (characters.length > 0) invalid = { component, characters };
        }
        if (trailing === null) {
          const last = component.charCodeAt(component.length - 1);
          if (last === 0x2e || last === 0x20) trailing = component;
        }
        if (tooLong === null) {
          const bytes = utf8Length(component);
          if (bytes > MAX_COMPONENT_BYTES) tooLong = { component, bytes };
        }
      }
      if (reserved) findings.add('RESERVED_NAME', { subject, pointer, details: { path, ...reserved } });
      if (invalid) findings.add('INVALID_CHARACTER', { subject, pointer, details: { path, ...invalid } });
      if (trailing !== null) findings.add('TRAILING_DOT_OR_SPACE', { subject, pointer, details: { path, component: trailing } });
      if (tooLong) findings.add('COMPONENT_TOO_LONG', { subject, pointer, details: { path, ...tooLong } });
    }
  },
});
