// Shared lint rules for every package; packages run `eslint src test` against this file.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { PURE_PACKAGE_SOURCES, purityRules } from './tools/purity.mjs';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/src/generated/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // The one purity mechanism: checks and every workspace package a check imports read no clock,
  // randomness, environment, network or file. The conventions meta-test proves it covers them.
  { files: PURE_PACKAGE_SOURCES, rules: purityRules({ allowHashing: false }) },
  { files: ['packages/core-receipt/src/**/*.ts'], rules: purityRules({ allowHashing: true }) },
);
