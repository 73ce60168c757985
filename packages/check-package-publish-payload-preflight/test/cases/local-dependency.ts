// publint rule https://publint.dev/rules#local_dependency
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { pack } from './helpers.js';

export const localDependencyCases = defineCases<Input>([
  {
    name: 'LOCAL_DEPENDENCY for file: and link: dependencies; registry, git and dev dependencies are fine',
    input: pack(
      {
        dependencies: { utils: 'file:../utils', shared: 'link:../shared', semver: '^7.0.0', gitdep: 'github:user/repo' },
        devDependencies: { local: 'file:../local' },
      },
      [],
    ),
    expect: [
      { code: 'LOCAL_DEPENDENCY', pointer: '/package/dependencies/shared', details: { spec: 'link:../shared' } },
      { code: 'LOCAL_DEPENDENCY', pointer: '/package/dependencies/utils', subject: 'utils', details: { name: 'utils', spec: 'file:../utils' } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'registry dependencies only',
    input: pack({ dependencies: { semver: '^7.0.0' } }, []),
    expect: [],
    absent: ['LOCAL_DEPENDENCY'],
  },
]);
