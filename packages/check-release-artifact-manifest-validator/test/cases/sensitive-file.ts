import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { entry } from './helpers.js';

const paths = [
  '.env', 'app/.env.local', 'app/.env.example', 'keys/server.pem', 'deploy/id_ed25519', 'deploy/id_ed25519.pub',
  '.npmrc', 'home/.aws/credentials', 'src/.git/config', 'lib/node_modules/x/index.js', '.gitignore', 'docs/keynote.md',
  'infra/prod.tfstate', 'vault.kdbx',
];

export const sensitiveFileCases = defineCases<Input>([
  {
    name: 'sensitive-file: by name and by folder',
    input: { files: paths.map((path, i) => entry(path, String(i))), policy: {} },
    expect: [
      { code: 'SENSITIVE_FILE', pointer: '/files/0/path', subject: '.env', details: { kind: '.env file' } },
      { code: 'SENSITIVE_FILE', pointer: '/files/1/path', subject: 'app/.env.local', details: { kind: '.env file' } },
      { code: 'SENSITIVE_FILE', pointer: '/files/3/path', subject: 'keys/server.pem', details: { kind: 'private key or certificate bundle' } },
      { code: 'SENSITIVE_FILE', pointer: '/files/4/path', subject: 'deploy/id_ed25519', details: { kind: 'SSH private key' } },
      { code: 'SENSITIVE_FILE', pointer: '/files/6/path', subject: '.npmrc', details: { kind: 'credential dotfile' } },
      { code: 'SENSITIVE_FILE', pointer: '/files/7/path', subject: 'home/.aws/credentials', details: { kind: 'AWS credentials file' } },
      { code: 'SENSITIVE_FILE', pointer: '/files/8/path', subject: 'src/.git/config', details: { kind: 'git metadata' } },
      { code: 'SENSITIVE_FILE', pointer: '/files/9/path', subject: 'lib/node_modules/x/index.js', details: { kind: 'node_modules folder' } },
      { code: 'SENSITIVE_FILE', pointer: '/files/12/path', subject: 'infra/prod.tfstate', details: { kind: 'Terraform state' } },
      { code: 'SENSITIVE_FILE', pointer: '/files/13/path', subject: 'vault.kdbx', details: { kind: 'KeePass database' } },
    ],
    status: 'BLOCKED',
    report: {
      sensitiveFiles: ['.env', 'app/.env.local', 'keys/server.pem', 'deploy/id_ed25519', '.npmrc', 'home/.aws/credentials', 'src/.git/config', 'lib/node_modules/x/index.js', 'infra/prod.tfstate', 'vault.kdbx'],
    },
  },
  {
    name: 'sensitive-file: templates, public keys and look-alike names pass',
    input: { files: ['app/.env.example', 'deploy/id_ed25519.pub', '.gitignore', 'docs/keynote.md', 'git/config'].map((path, i) => entry(path, String(i))), policy: {} },
    expect: [],
    absent: ['SENSITIVE_FILE'],
  },
]);
