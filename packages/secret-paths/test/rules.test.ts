import { SECRET_PATH_RULES, secretPathRule } from '../src/index.js';

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

describe('secretPathRule reads only what it needs', () => {
  // The reference: lowercase the whole path, take its last name, try every rule in order.
  const reference = (path: string) => {
    if (path.endsWith('/')) return null;
    const lower = path.toLowerCase();
    const basename = lower.slice(lower.lastIndexOf('/') + 1);
    return SECRET_PATH_RULES.find((rule) => rule.test(basename, lower))?.id ?? null;
  };
  const folders = ['', 'a/', '.AWS/', 'home/.aws/', 'x/.Aws/', 'ΑΣ/', 'İ/', 'deep/'.repeat(50)];
  const names = ['credentials', 'CREDENTIALS', 'Credentials.json', '.env', '.ENV.example', 'id_rsa', 'ΣΑΣ.pem', 'İd_rsa', 'x.kdbx', 'a.p12', 'README', 'service_Account.json', '.pem', ''];
  test.each(folders.flatMap((folder) => names.map((name) => folder + name)))('%s', (path) => {
    expect(secretPathRule(path)?.id ?? null).toBe(reference(path));
  });
});
