// Shared lint rules for every package; packages run `eslint src test` against this file.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
  {
    // Checks must stay pure: no clock, randomness, environment or I/O in their sources.
    files: ['packages/check-*/src/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'process', 'fetch', 'setTimeout', 'setInterval'],
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'net', 'http', 'https', 'child_process', 'express', 'ajv'] }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'run() must not read the clock' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'run() must not read the clock' },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'run() must be deterministic' },
      ],
    },
  },
);
