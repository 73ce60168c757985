import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import semver from 'semver';
import type { Context } from '../context.js';
import { npmNameVerdict } from '../lib/npm-name.js';
import { own } from '../lib/package-json.js';

/** The SemVer 2.0.0 grammar as semver.org publishes it: no leading "v" or "=", no spaces. */
const SEMVER_2 =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

/** The name by npm's rules (validate-npm-package-name's, see lib/npm-name.ts); the version by the SemVer 2.0.0 grammar. */
export const identityRule = defineRule<Context>()({
  name: 'identity',
  codes: {
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
  } as const satisfies CodeTable,
  check({ pkg }, findings) {
    const name = own(pkg, 'name');
    const namePointer = jsonPointer('package', 'name');
    if (typeof name !== 'string') {
      findings.add('INVALID_PACKAGE_NAME', {
        subject: null,
        pointer: namePointer,
        details: { name: name === undefined ? '(missing)' : JSON.stringify(name) ?? '', problems: 'name must be a string' },
      });
    } else {
      const verdict = npmNameVerdict(name);
      if (!verdict.validForOldPackages) {
        findings.add('INVALID_PACKAGE_NAME', { subject: name, pointer: namePointer, details: { name: JSON.stringify(name), problems: verdict.errors.join('; ') } });
      } else if (!verdict.validForNewPackages) {
        findings.add('PACKAGE_NAME_NOT_NEW_STYLE', { subject: name, pointer: namePointer, details: { name, problems: verdict.warnings.join('; ') } });
      }
    }
    const value = own(pkg, 'version');
    if (typeof value !== 'string' || !SEMVER_2.test(value) || semver.valid(value) === null) {
      findings.add('INVALID_VERSION', {
        subject: typeof value === 'string' ? value : null,
        pointer: jsonPointer('package', 'version'),
        details: {
          version: value === undefined ? '(missing)' : JSON.stringify(value) ?? '',
          cleaned: typeof value === 'string' ? semver.clean(value, { loose: true }) : null,
        },
      });
    }
  },
});
