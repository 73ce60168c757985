/**
 * File paths that conventionally hold secrets, judged by name and folder, never by content.
 * Names are compared without regard to letter case (`.ENV` is `.env` on the default macOS and
 * Windows file systems). A directory entry (trailing "/") is never a secret by itself.
 * Shared by gitignore-coverage-preflight, package-publish-payload-preflight and
 * release-artifact-manifest-validator, so the three agree on what a secret looks like.
 */
export interface SecretPathRule {
  id: string;
  label: string;
  test(basename: string, path: string): boolean;
}

/** `.env.example` and friends are committed on purpose: templates, not secrets. */
const TEMPLATE_SUFFIX = /\.(example|sample|template|dist|defaults)$/;
const SSH_KEYS = new Set(['id_rsa', 'id_dsa', 'id_ecdsa', 'id_ed25519', 'id_ecdsa_sk', 'id_ed25519_sk']);
const CREDENTIAL_DOTFILES = new Set(['.npmrc', '.pypirc', '.netrc', '_netrc', '.git-credentials', '.pgpass', '.htpasswd']);

const ext =
  (...extensions: string[]) =>
  (basename: string): boolean => {
    for (const e of extensions) if (basename.length > e.length && basename.endsWith(e)) return true;
    return false;
  };

export const SECRET_PATH_RULES: readonly SecretPathRule[] = [
  { id: 'dotenv', label: '.env file', test: (b) => (b === '.env' || b.startsWith('.env.')) && !TEMPLATE_SUFFIX.test(b) },
  { id: 'ssh-private-key', label: 'SSH private key', test: (b) => SSH_KEYS.has(b) },
  { id: 'private-key', label: 'private key or certificate bundle', test: ext('.pem', '.key', '.p12', '.pfx', '.ppk') },
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

/** The first rule a `/`-separated path falls under, or null. */
export function secretPathRule(path: string): SecretPathRule | null {
  if (path.endsWith('/')) return null;
  // Only the name is lowercased: the one rule that reads folders needs the name "credentials",
  // so the whole path (which may be long) is lowercased only then. For any other name no rule
  // reads the path beyond its name, which the name itself stands in for.
  const basename = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  const lower = basename === 'credentials' ? path.toLowerCase() : basename;
  for (const rule of SECRET_PATH_RULES) if (rule.test(basename, lower)) return rule;
  return null;
}
