import type { CodeTable } from '@evidence-check/core-receipt';

/** Every finding this check can emit; the README documents each one. */
export const codes = {
  MISSING_ENTRYPOINT: {
    severity: 'error',
    message: '{{field}} points to "{{target}}", which is not in the pack.',
    description: 'A declared entrypoint resolves to no packed file the way Node, npm, bundlers or TypeScript would look it up.',
    example: '`main: dist/index.js`, only `dist/other.js` packed',
  },
  TYPESCRIPT_SOURCE_ONLY: {
    severity: 'error',
    message: '{{field}} points to "{{target}}", but only the TypeScript source "{{source}}" is packed.',
    description: 'A JavaScript entrypoint is missing while its TypeScript source is packed: the build output was not shipped.',
    example: '`bin: ./bin/cli.js`, `bin/cli.ts` packed',
  },
  INVALID_ENTRYPOINT: {
    severity: 'error',
    message: '{{field}} is not a valid entrypoint: {{reason}}.',
    description: 'An entrypoint field has a shape Node or npm rejects (a non-string target, an exports target without "./", mixed subpath and condition keys).',
    example: '`exports: { ".": "index.js" }` (no `./`)',
  },
  NO_RUNTIME_OUTPUT: {
    severity: 'error',
    message: 'Nothing is packed under "{{folder}}/", which {{referencedBy}} points into.',
    description: 'Entrypoints or the files list point into a build folder with no packed file at all: the package was packed before it was built.',
    example: '`files: ["lib"]`, nothing under `lib/`',
  },
  SENSITIVE_FILE_PACKED: {
    severity: 'error',
    message: 'The pack contains "{{path}}" ({{kind}}).',
    description: 'A secret-looking file is packed: .env files, private keys, .npmrc and other credentials, .git or node_modules (bundled dependencies excepted).',
    example: '`.env.local`, `.npmrc`, `certs/server.key`',
  },
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
  INVALID_PACKAGE_NAME: {
    severity: 'error',
    message: 'Package name {{name}} is invalid: {{problems}}.',
    description: 'The name is missing or breaks npm\'s naming rules, so the registry refuses it.',
    example: '`.hidden`, `has space`',
  },
  PACKAGE_NAME_NOT_NEW_STYLE: {
    severity: 'warning',
    message: 'Package name "{{name}}" is only valid for old packages: {{problems}}.',
    description: 'The name breaks a rule npm adds for new packages (capital letters, core module names, special characters, over 214 characters).',
    example: '`CamelCase`, `http`',
  },
  INVALID_VERSION: {
    severity: 'error',
    message: 'Version {{version}} is not a valid semantic version.',
    description: 'The version is missing or is not a strict SemVer 2.0.0 version, so npm refuses to publish it.',
    example: '`v1.2.3`, `1.2`',
  },
  ENTRYPOINT_REMOVED: {
    severity: 'error',
    message: '"{{path}}" was an entrypoint in the previous pack and is no longer packed.',
    description: 'A file that the declared entrypoints reached in the previous pack is gone; consumers importing it break.',
    example: '`bin/cli.js`, `dist/themes/contrast.css`',
  },
  FILE_REMOVED: {
    severity: 'warning',
    message: '"{{path}}" was packed before and is not packed now.',
    description: 'A file of the previous pack is missing from the new one; deep imports of it break.',
    example: '`dist/legacy.js`',
  },
  FILE_ADDED: {
    severity: 'notice',
    message: '"{{path}}" is newly packed.',
    description: 'A file is in the new pack but was not in the previous one.',
    example: '`bin/cli.ts`',
  },
} as const satisfies CodeTable;

export type Code = keyof typeof codes;
