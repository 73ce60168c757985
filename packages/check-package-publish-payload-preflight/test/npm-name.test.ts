// npm's package-name rules, against npm's own validate-npm-package-name (the oracle, run here on
// Node 24, whose core-module list the check has frozen): the same verdict, errors and warnings in
// the same order, for every core module name, hand-picked edge names and arbitrary names.
import { builtinModules } from 'node:module';
import fc from 'fast-check';
import validate from 'validate-npm-package-name';
import { CORE_MODULES, npmNameVerdict } from '../src/lib/npm-name.js';

function oracle(name: string) {
  const verdict = validate(name);
  return { validForNewPackages: verdict.validForNewPackages, validForOldPackages: verdict.validForOldPackages, errors: verdict.errors ?? [], warnings: verdict.warnings ?? [] };
}

test('the frozen core-module list is this Node 24 runtime’s', () => {
  if (process.versions.node.split('.')[0] === '24') expect([...CORE_MODULES].sort()).toEqual([...builtinModules].sort());
  for (const name of builtinModules) expect(npmNameVerdict(name)).toEqual(oracle(name));
});

test.each([
  '', '.hidden', '_under', ' padded ', 'node_modules', 'FAVICON.ICO', 'CamelCase', 'has space', 'http', 'HTTP', 'fs/promises',
  '@scope/pkg', '@scope/.pkg', '@sc ope/pkg', '@scope/pk~g', 'a'.repeat(214), 'a'.repeat(215), "it's", 'ü', '@/x', '@a/b/c', 'a/b',
])('%j', (name) => {
  expect(npmNameVerdict(name)).toEqual(oracle(name));
});

test('arbitrary names (those the library can encode)', () => {
  const name = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.string({ unit: fc.constantFrom('a', 'B', '@', '/', '.', '_', ' ', '~', '!', '(', '*', "'", '-', '%', 'é'), maxLength: 20 }),
    fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([scope, pkg]) => `@${scope}/${pkg}`),
  );
  fc.assert(
    fc.property(name.filter((text) => text.isWellFormed()), (text) => {
      expect(npmNameVerdict(text)).toEqual(oracle(text));
    }),
    { numRuns: 5000 },
  );
});
