/**
 * Sensitive-path rules: file names that conventionally hold secrets. Names are compared without
 * regard to letter case (`.ENV` is the same file as `.env` on the default macOS and Windows file
 * systems). A directory entry (trailing "/") is never sensitive by itself.
 */
export interface SensitiveRule {
  id: string;
  label: string;
  test(basename: string, path: string): boolean;
}

const TEMPLATE_SUFFIX = /\.(example|sample|template)$/;
const SSH_KEYS = new Set(['id_rsa', 'id_dsa', 'id_ecdsa', 'id_ed25519', 'id_ecdsa_sk', 'id_ed25519_sk']);
const CREDENTIAL_DOTFILES = new Set(['.npmrc', '.pypirc', '.netrc', '_netrc', '.git-credentials', '.pgpass', '.htpasswd']);

const ext = (...extensions: string[]) => (basename: string) => extensions.some((e) => basename.endsWith(e) && basename.length > e.length);

export const SENSITIVE_RULES: readonly SensitiveRule[] = [
  {
    id: 'dotenv',
    label: '.env file',
    test: (b) => (b === '.env' || b.startsWith('.env.')) && !TEMPLATE_SUFFIX.test(b),
  },
  { id: 'ssh-private-key', label: 'SSH private key', test: (b) => SSH_KEYS.has(b) },
  { id: 'private-key', label: 'private key or certificate bundle', test: ext('.pem', '.key', '.p12', '.pfx') },
  { id: 'java-keystore', label: 'Java keystore', test: ext('.jks', '.keystore') },
  { id: 'credential-dotfile', label: 'credential dotfile', test: (b) => CREDENTIAL_DOTFILES.has(b) },
  { id: 'aws-credentials', label: 'AWS credentials file', test: (_b, p) => p === '.aws/credentials' || p.endsWith('/.aws/credentials') },
  { id: 'terraform-state', label: 'Terraform state', test: ext('.tfstate', '.tfstate.backup') },
  {
    id: 'service-account-json',
    label: 'service-account or credentials JSON',
    test: (b) => b.endsWith('.json') && (/service[-_]?account/.test(b) || b.startsWith('credentials') || b.startsWith('client_secret')),
  },
  { id: 'keepass-database', label: 'KeePass database', test: ext('.kdbx') },
];

/** The first rule a path falls under, or null. */
export function sensitiveRule(path: string): SensitiveRule | null {
  if (path.endsWith('/')) return null;
  const lower = path.toLowerCase();
  const basename = lower.slice(lower.lastIndexOf('/') + 1);
  return SENSITIVE_RULES.find((rule) => rule.test(basename, lower)) ?? null;
}
