// Shared jest settings: ESM TypeScript through ts-jest (type-checking is the `typecheck` task's job).
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, diagnostics: false, tsconfig: { isolatedModules: true, verbatimModuleSyntax: false } }],
  },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // turbo runs many suites at once on a 2-core machine: a limit for hung tests, not a speed assertion.
  testTimeout: 30_000,
};
