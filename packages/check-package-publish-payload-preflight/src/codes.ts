import type { CodeSpec } from '@evidence-check/core-receipt';

/** Every finding this check can emit; the README documents each one. */
export const codes = {
  MISSING_ENTRYPOINT: {
    severity: 'error',
    message: '{{field}} points to "{{target}}", which is not in the pack.',
    description: 'A declared entrypoint resolves to no packed file the way Node, npm, bundlers or TypeScript would look it up.',
  },
  TYPESCRIPT_SOURCE_ONLY: {
    severity: 'error',
    message: '{{field}} points to "{{target}}", but only the TypeScript source "{{source}}" is packed.',
    description: 'A JavaScript entrypoint is missing while its TypeScript source is packed: the build output was not shipped.',
  },
  INVALID_ENTRYPOINT: {
    severity: 'error',
    message: '{{field}} is not a valid entrypoint: {{reason}}.',
    description: 'An entrypoint field has a shape Node or npm rejects (a non-string target, an exports target without "./", mixed subpath and condition keys).',
  },
  NO_RUNTIME_OUTPUT: {
    severity: 'error',
    message: 'Nothing is packed under "{{folder}}/", which {{referencedBy}} points into.',
    description: 'Entrypoints or the files list point into a build folder with no packed file at all: the package was packed before it was built.',
  },
  SENSITIVE_FILE_PACKED: {
    severity: 'error',
    message: 'The pack contains "{{path}}" ({{kind}}).',
    description: 'A secret-looking file is packed: .env files, private keys, .npmrc and other credentials, .git or node_modules (bundled dependencies excepted).',
  },
  PACKAGE_JSON_MISSING: {
    severity: 'error',
    message: 'package.json is not in the pack.',
    description: 'Every npm package carries package.json at its root; a pack without it cannot be installed.',
  },
  README_MISSING: {
    severity: 'notice',
    message: 'No README is packed.',
    description: 'No README file at the package root; the registry page will be empty.',
  },
  LICENSE_MISSING: {
    severity: 'notice',
    message: 'No LICENSE file is packed.',
    description: 'No LICENSE, LICENCE or COPYING file at the package root; users get no license text.',
  },
  INVALID_PACKAGE_NAME: {
    severity: 'error',
    message: 'Package name {{name}} is invalid: {{problems}}.',
    description: 'The name is missing or breaks npm\'s naming rules, so the registry refuses it.',
  },
  PACKAGE_NAME_NOT_NEW_STYLE: {
    severity: 'warning',
    message: 'Package name "{{name}}" is only valid for old packages: {{problems}}.',
    description: 'The name breaks a rule npm adds for new packages (capital letters, core module names, special characters, over 214 characters).',
  },
  INVALID_VERSION: {
    severity: 'error',
    message: 'Version {{version}} is not a valid semantic version.',
    description: 'The version is missing or is not a strict SemVer 2.0.0 version, so npm refuses to publish it.',
  },
  ENTRYPOINT_REMOVED: {
    severity: 'error',
    message: '"{{path}}" was an entrypoint in the previous pack and is no longer packed.',
    description: 'A file that the declared entrypoints reached in the previous pack is gone; consumers importing it break.',
  },
  FILE_REMOVED: {
    severity: 'warning',
    message: '"{{path}}" was packed before and is not packed now.',
    description: 'A file of the previous pack is missing from the new one; deep imports of it break.',
  },
  FILE_ADDED: {
    severity: 'notice',
    message: '"{{path}}" is newly packed.',
    description: 'A file is in the new pack but was not in the previous one.',
  },
} as const satisfies Record<string, CodeSpec>;

export type Code = keyof typeof codes;
