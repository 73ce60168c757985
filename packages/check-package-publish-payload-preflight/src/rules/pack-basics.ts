import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

const README = /^readme(\..*)?$/i;
const LICENSE = /^(licen[sc]e|copying)([.-].*)?$/i;

/** What every pack carries at its root; each finding is about the list as a whole (`/pack_files`). */
export const packBasicsRule = defineRule<Context>()({
  name: 'pack-basics',
  codes: {
    PACKAGE_JSON_MISSING: {
      severity: 'error',
      message: 'package.json is not in the pack.',
      description: 'Every npm package carries package.json at its root; a pack without it cannot be installed.',
      example: '`["index.js"]`',
    },
    README_MISSING: {
      severity: 'notice',
      message: 'No README is packed.',
      description: 'No README file at the package root; the registry page will be empty.',
      example: 'only `docs/README.md`',
    },
    LICENSE_MISSING: {
      severity: 'notice',
      message: 'No LICENSE file is packed.',
      description: 'No LICENSE, LICENCE or COPYING file at the package root; users get no license text.',
      example: 'no `LICENSE`',
    },
  } as const satisfies CodeTable,
  check({ packed, files }, findings) {
    const at = { subject: null, pointer: '/pack_files' };
    if (!files.has('package.json')) findings.add('PACKAGE_JSON_MISSING', at);
    const rootNames = packed.filter((entry) => !entry.path.includes('/')).map((entry) => entry.path);
    if (!rootNames.some((name) => README.test(name))) findings.add('README_MISSING', at);
    if (!rootNames.some((name) => LICENSE.test(name))) findings.add('LICENSE_MISSING', at);
  },
});
