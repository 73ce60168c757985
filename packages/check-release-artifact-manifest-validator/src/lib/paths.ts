import { secretPathRule } from '@evidence-check/secret-paths';
/** Path rules shared by the manifest checks: normalization, sensitivity and "is this a program". */

export interface NormalizedPath {
  /** Backslashes turned into slashes, empty and "." segments dropped; ".." kept. */
  normalized: string;
  absolute: boolean;
  traversal: boolean;
}

const DRIVE = /^[A-Za-z]:/;

export function normalizePath(raw: string): NormalizedPath {
  const slashed = raw.replace(/\\/g, '/');
  const absolute = slashed.startsWith('/') || DRIVE.test(slashed);
  const segments = slashed.split('/').filter((segment) => segment !== '' && segment !== '.');
  return { normalized: segments.join('/'), absolute, traversal: segments.includes('..') };
}

/** A prefix is a folder: "dist" and "dist/" both admit "dist/a.txt" (and a file named "dist"), never "distro/a". */
export function underPrefix(path: string, prefix: string): boolean {
  if (prefix === '') return true;
  return path === prefix || path.startsWith(prefix + '/');
}


function extensionOf(base: string): string {
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/** The kind of secret a normalized path looks like, or null. */
export function sensitiveKind(path: string): string | null {
  const segments = path.split('/');
  const base = segments[segments.length - 1] ?? '';
  const folders = segments.slice(0, -1);
  if (folders.includes('.git') || base === '.git') return 'git metadata';
  if (folders.includes('node_modules')) return 'node_modules folder';
  return secretPathRule(path)?.label ?? null;
}

const PROGRAM_ROLES = new Set(['program', 'binary', 'bin', 'executable', 'script', 'cli', 'tool', 'launcher']);
const PROGRAM_EXTENSIONS = new Set([
  '.sh', '.bash', '.zsh', '.fish', '.ksh', '.csh', '.command', '.py', '.pl', '.rb', '.php', '.js', '.mjs', '.cjs',
  '.lua', '.tcl', '.awk', '.exe', '.com', '.bat', '.cmd', '.ps1', '.psm1', '.bin', '.run', '.appimage', '.so',
  '.dylib', '.dll', '.out', '.elf', '.app', '.jar',
]);
const PROGRAM_FOLDERS = new Set(['bin', 'sbin', 'libexec', 'scripts']);
const DOC_NAMES = new Set([
  'license', 'licence', 'copying', 'notice', 'readme', 'changelog', 'changes', 'authors', 'contributors',
  'makefile', 'dockerfile', 'version', 'manifest', 'checksums', 'sha256sums',
]);

/** Whether a file may reasonably carry the executable bit: its role, folder or name says it is a program. */
export function looksLikeProgram(path: string, role: string | undefined): boolean {
  if (role !== undefined && PROGRAM_ROLES.has(role.trim().toLowerCase())) return true;
  const segments = path.split('/');
  const base = (segments[segments.length - 1] ?? '').toLowerCase();
  if (segments.slice(0, -1).some((segment) => PROGRAM_FOLDERS.has(segment.toLowerCase()))) return true;
  if (/\.so(\.\d+)+$/.test(base)) return true;
  const extension = extensionOf(base);
  if (extension === '') return !base.startsWith('.') && !DOC_NAMES.has(base);
  return PROGRAM_EXTENSIONS.has(extension);
}
