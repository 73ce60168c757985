// Expected lookups follow Node's, npm's and TypeScript's documented resolution; real packages and
// Node's own resolver are the outside truth in real-packages.test.ts, publint in publint-oracle.test.ts.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { pack } from './helpers.js';

export const sensitiveFilesCases = defineCases<Input>([
  {
    name: 'SENSITIVE_FILE_PACKED for secrets, .git and unbundled node_modules; bundled dependencies and templates are fine',
    input: pack({ bundleDependencies: ['left-pad', '@scope/util'] }, [
      '.env', 'config/.env.production', '.env.example', '.npmrc', 'certs/server.key', 'keys/id_rsa', '.git/HEAD',
      'node_modules/left-pad/index.js', 'node_modules/@scope/util/index.js', 'node_modules/evil/index.js', 'test/fixture.pem',
    ]),
    expect: [
      { code: 'SENSITIVE_FILE_PACKED', pointer: '/pack_files/3', subject: '.env', details: { path: '.env', kind: '.env file' } },
      { code: 'SENSITIVE_FILE_PACKED', pointer: '/pack_files/4', details: { kind: '.env file' } },
      { code: 'SENSITIVE_FILE_PACKED', pointer: '/pack_files/6', details: { kind: 'credential dotfile' } },
      { code: 'SENSITIVE_FILE_PACKED', pointer: '/pack_files/7', details: { kind: 'private key or certificate bundle' } },
      { code: 'SENSITIVE_FILE_PACKED', pointer: '/pack_files/8', details: { kind: 'SSH private key' } },
      { code: 'SENSITIVE_FILE_PACKED', pointer: '/pack_files/9', details: { kind: 'git metadata' } },
      { code: 'SENSITIVE_FILE_PACKED', pointer: '/pack_files/12', details: { path: 'node_modules/evil/index.js', kind: 'node_modules folder' } },
      { code: 'SENSITIVE_FILE_PACKED', pointer: '/pack_files/13', details: { kind: 'private key or certificate bundle' } },
    ],
    report: { sensitiveFiles: ['.env', 'config/.env.production', '.npmrc', 'certs/server.key', 'keys/id_rsa', '.git/HEAD', 'node_modules/evil/index.js', 'test/fixture.pem'] },
  },
  {
    name: 'a secret listed twice (once as ./.env) is flagged at both entries and counted once',
    input: pack({}, ['.env', 'index.js', './.env']),
    expect: [
      { code: 'SENSITIVE_FILE_PACKED', pointer: '/pack_files/3', subject: '.env', details: { path: '.env' } },
      { code: 'SENSITIVE_FILE_PACKED', pointer: '/pack_files/5', subject: './.env', details: { path: '.env' } },
    ],
    report: { sensitiveFiles: ['.env'], files: { packed: 5 } },
  },
  {
    name: 'bundledDependencies: true allows every node_modules folder',
    input: pack({ bundledDependencies: true }, ['node_modules/any/index.js', '.env.example', 'src/keys.ts']),
    expect: [],
    absent: ['SENSITIVE_FILE_PACKED'],
  },
]);
