// publint rule https://publint.dev/rules#use_license (a suggestion: a notice here); npm warns
// "No license field" on publish (https://docs.npmjs.com/cli/v11/configuring-npm/package-json#license).
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';

export const licenseFieldCases = defineCases<Input>([
  {
    name: 'LICENSE_FIELD_MISSING names the packed license file',
    input: { package: { name: 'demo-pkg', version: '1.0.0' }, pack_files: ['package.json', 'README.md', 'LICENSE.md'] },
    expect: [{ code: 'LICENSE_FIELD_MISSING', pointer: '/package/license', subject: 'license', details: { licenseFile: 'LICENSE.md' } }],
    status: 'READY',
  },
  {
    name: 'LICENSE_FIELD_MISSING without any license file, beside LICENSE_MISSING',
    input: { package: { name: 'demo-pkg', version: '1.0.0' }, pack_files: ['package.json', 'README.md', 'docs/LICENSE'] },
    expect: [
      { code: 'LICENSE_MISSING', pointer: '/pack_files' },
      { code: 'LICENSE_FIELD_MISSING', pointer: '/package/license', details: { licenseFile: null } },
    ],
  },
  {
    name: 'a license field is enough',
    input: { package: { name: 'demo-pkg', version: '1.0.0', license: 'UNLICENSED' }, pack_files: ['package.json', 'README.md', 'LICENSE'] },
    expect: [],
    absent: ['LICENSE_FIELD_MISSING'],
  },
]);
