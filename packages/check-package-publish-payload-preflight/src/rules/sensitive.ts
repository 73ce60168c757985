/** Secret-looking paths, by name and folder (never by content). */

const ENV_TEMPLATE_SUFFIXES = ['.example', '.sample', '.template', '.dist', '.defaults'];
const CREDENTIAL_FILES = new Set(['.npmrc', '.netrc', '_netrc', '.pypirc', '.git-credentials', '.htpasswd', '.pgpass']);
const SSH_KEYS = new Set(['id_rsa', 'id_dsa', 'id_ecdsa', 'id_ed25519', 'id_ecdsa_sk', 'id_ed25519_sk']);
const KEY_EXTENSIONS = new Set(['.pem', '.key', '.p12', '.pfx', '.jks', '.keystore', '.ppk']);

/**
 * The kind of secret a package-relative path looks like, or null. `bundled` names the bundled
 * dependencies whose `node_modules/<name>/` folders are expected in the pack (`true`: all).
 */
export function sensitiveKind(path: string, bundled: ReadonlySet<string> | true): string | null {
  const segments = path.split('/');
  const base = segments[segments.length - 1] ?? '';
  const folders = segments.slice(0, -1);
  if (folders.includes('.git') || base === '.git') return 'git metadata';
  if (folders.includes('node_modules')) {
    const top = segments[0] === 'node_modules' ? (segments[1]?.startsWith('@') ? `${segments[1]}/${segments[2] ?? ''}` : segments[1]) : undefined;
    const isBundled = top !== undefined && (bundled === true || bundled.has(top));
    if (!isBundled) return 'node_modules folder';
  }
  const lower = base.toLowerCase();
  if (lower === '.env' || (lower.startsWith('.env.') && !ENV_TEMPLATE_SUFFIXES.some((suffix) => lower.endsWith(suffix)))) {
    return 'environment file';
  }
  if (CREDENTIAL_FILES.has(lower)) return 'credentials file';
  if (lower === 'credentials' && folders[folders.length - 1] === '.aws') return 'credentials file';
  if (SSH_KEYS.has(lower)) return 'private key';
  const dot = lower.lastIndexOf('.');
  if (dot > 0 && KEY_EXTENSIONS.has(lower.slice(dot))) return 'private key or certificate';
  return null;
}
