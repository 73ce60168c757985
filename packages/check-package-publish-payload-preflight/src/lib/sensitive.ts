/** Secret-looking paths, by name and folder (never by content): git metadata, unbundled node_modules, and the shared secret rules. */
import { secretPathRule } from '@evidence-check/secret-paths';
import type { PackEntry } from './files.js';
import { bundledNames } from './package-json.js';

/**
 * The kind of secret a package-relative path looks like, or null. `bundled` names the bundled
 * dependencies whose `node_modules/<name>/` folders are expected in the pack (`true`: all).
 */
export function sensitiveKind(path: string, bundled: ReadonlySet<string> | true): string | null {
  const segments = path.split('/');
  if (segments.includes('.git')) return 'git metadata';
  // A folder named node_modules: any segment but the last (the file's own name).
  const modules = segments.indexOf('node_modules');
  if (modules !== -1 && modules < segments.length - 1) {
    const top = segments[0] === 'node_modules' ? (segments[1]?.startsWith('@') ? `${segments[1]}/${segments[2] ?? ''}` : segments[1]) : undefined;
    const isBundled = top !== undefined && (bundled === true || bundled.has(top));
    if (!isBundled) return 'node_modules folder';
  }
  return secretPathRule(path)?.label ?? null;
}

/** A packed entry that looks like a secret, with its kind. */
export interface SensitiveEntry {
  entry: PackEntry;
  kind: string;
}

/** Every packed entry that looks like a secret, repeats included, in pack order. */
export function sensitiveEntries(packed: readonly PackEntry[], pkg: Record<string, unknown>): SensitiveEntry[] {
  const bundled = bundledNames(pkg);
  return packed.flatMap((entry) => {
    const kind = sensitiveKind(entry.path, bundled);
    return kind === null ? [] : [{ entry, kind }];
  });
}
