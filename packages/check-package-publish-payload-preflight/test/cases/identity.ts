// Expected lookups follow Node's, npm's and TypeScript's documented resolution; real packages and
// Node's own resolver are the outside truth in real-packages.test.ts, publint in publint-oracle.test.ts.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { BASE, named, versioned } from './helpers.js';

export const identityCases = defineCases<Input>([
  {
    name: 'a scoped valid name and a strict SemVer version with pre-release and build',
    input: { package: { name: '@scope/ok-name', version: '1.2.3-beta.1+build.5', license: 'MIT' }, pack_files: BASE },
    expect: [],
    absent: ['INVALID_PACKAGE_NAME', 'PACKAGE_NAME_NOT_NEW_STYLE', 'INVALID_VERSION'],
    report: { name: '@scope/ok-name', version: '1.2.3-beta.1+build.5' },
  },
  { name: 'a name starting with a dot is invalid', input: named('.hidden'), expect: [{ code: 'INVALID_PACKAGE_NAME', pointer: '/package/name', subject: '.hidden', details: { name: '".hidden"' } }] },
  { name: 'a name with a space is invalid', input: named('has space'), expect: [{ code: 'INVALID_PACKAGE_NAME', pointer: '/package/name' }] },
  {
    name: 'a missing name is invalid',
    input: named(undefined),
    expect: [{ code: 'INVALID_PACKAGE_NAME', pointer: '/package/name', subject: null, details: { name: '(missing)', problems: 'name must be a string' } }],
    report: { name: null },
  },
  { name: 'capital letters are only valid for old packages', input: named('CamelCase'), expect: [{ code: 'PACKAGE_NAME_NOT_NEW_STYLE', pointer: '/package/name', details: { name: 'CamelCase' } }], status: 'REVIEW' },
  { name: 'a core module name is only valid for old packages', input: named('http'), expect: [{ code: 'PACKAGE_NAME_NOT_NEW_STYLE', pointer: '/package/name' }] },
  { name: 'a leading v is not SemVer; semver.clean shows the intended version', input: versioned('v1.2.3'), expect: [{ code: 'INVALID_VERSION', pointer: '/package/version', subject: 'v1.2.3', details: { version: '"v1.2.3"', cleaned: '1.2.3' } }] },
  { name: 'two parts are not a version', input: versioned('1.2'), expect: [{ code: 'INVALID_VERSION', pointer: '/package/version', details: { cleaned: null } }] },
  { name: 'a number is not a version string', input: versioned(1), expect: [{ code: 'INVALID_VERSION', pointer: '/package/version', subject: null, details: { version: '1', cleaned: null } }] },
]);
