import { secretPathRule } from '../src/index.js';

const id = (path: string) => secretPathRule(path)?.id ?? null;

describe('secret path rules', () => {
  test.each([
    ['.env', 'dotenv'],
    ['app/.env.production', 'dotenv'],
    ['.ENV.local', 'dotenv'],
    ['.env.example', null],
    ['.env.sample', null],
    ['.env.template', null],
    ['.env.dist', null],
    ['home/.ssh/id_ed25519', 'ssh-private-key'],
    ['home/.ssh/id_ed25519.pub', null],
    ['certs/server.pem', 'private-key'],
    ['certs/.pem', null],
    ['store.p12', 'private-key'],
    ['release.jks', 'java-keystore'],
    ['.npmrc', 'credential-dotfile'],
    ['pkg/.pypirc', 'credential-dotfile'],
    ['.git-credentials', 'credential-dotfile'],
    ['.aws/credentials', 'aws-credentials'],
    ['home/.aws/credentials', 'aws-credentials'],
    ['docs/credentials', null],
    ['infra/prod.tfstate', 'terraform-state'],
    ['infra/prod.tfstate.backup', 'terraform-state'],
    ['gcp/my-service-account.json', 'service-account-json'],
    ['credentials.json', 'service-account-json'],
    ['client_secret_123.json', 'service-account-json'],
    ['package.json', null],
    ['vault.kdbx', 'keepass-database'],
    ['secrets/', null],
    ['src/index.ts', null],
  ])('%s -> %s', (path, expected) => {
    expect(id(path)).toBe(expected);
  });
});
