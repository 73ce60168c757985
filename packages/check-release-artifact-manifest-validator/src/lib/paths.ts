import { secretPathRule } from '@evidence-check/secret-paths';
import { Glob, looksLikeGlob } from './glob.js';
/** Path rules shared by the manifest checks: normalization, sensitivity and "is this a program". */

export interface NormalizedPath {
  /** Backslashes turned into slashes, empty and "." segments dropped; ".." kept. */
  normalized: string;
  absolute: boolean;
  traversal: boolean;
}

const DRIVE = /^[A-Za-z]:/;

export function normalizePath(raw: string): NormalizedPath {
  const slashed = raw.includes('\\') ? raw.replace(/\\/g, '/') : raw;
  const absolute = slashed.startsWith('/') || DRIVE.test(slashed);
  // One scan over the segments: most paths have no empty or "." segment and are their own normal form.
  let clean = true;
  let traversal = false;
  for (let start = 0; start <= slashed.length; ) {
    let end = slashed.indexOf('/', start);
    if (end === -1) end = slashed.length;
    const length = end - start;
    if (length === 0 || (length === 1 && slashed.charCodeAt(start) === 46)) clean = false;
    else if (length === 2 && slashed.charCodeAt(start) === 46 && slashed.charCodeAt(start + 1) === 46) traversal = true;
    start = end + 1;
  }
  if (clean) return { normalized: slashed, absolute, traversal };
  const segments = slashed.split('/').filter((segment) => segment !== '' && segment !== '.');
  return { normalized: segments.join('/'), absolute, traversal };
}

/** A prefix is a folder: "dist" and "dist/" both admit "dist/a.txt" (and a file named "dist"), never "distro/a". */
export function underPrefix(path: string, prefix: string): boolean {
  if (prefix === '') return true;
  return path === prefix || path.startsWith(prefix + '/');
}

/** Up to this many prefixes are compared one by one; more are looked up in a tree. */
const FEW_PREFIXES = 8;

interface FolderNode {
  /** A prefix ends here. */
  end: boolean;
  children: Map<string, FolderNode>;
}

/**
 * Normalized prefixes as a tree of folder names, so a path is tested against all of them in one
 * walk down its own folders (the same verdict as `underPrefix` against each, without the
 * paths × prefixes comparisons). A prefix with `*`, `?` or `[` is also a glob (`./glob.ts`): it
 * admits a path it matches or whose parent folder it matches.
 */
export class PrefixSet {
  readonly #root: FolderNode = { end: false, children: new Map() };
  readonly size: number;
  /** A few prefixes are compared directly (`startsWith` beats a walk down a deep path). */
  readonly #few: readonly string[] | null;
  /** The distinct glob-looking prefixes, compiled. */
  readonly globs: readonly Glob[];

  constructor(prefixes: readonly string[]) {
    this.size = prefixes.length;
    this.globs = [...new Set(prefixes.filter(looksLikeGlob))].map((prefix) => new Glob(prefix));
    this.#few = prefixes.length <= FEW_PREFIXES ? prefixes : null;
    if (this.#few) return;
    for (const prefix of prefixes) {
      let node = this.#root;
      if (prefix !== '') {
        for (const segment of prefix.split('/')) {
          let next = node.children.get(segment);
          if (!next) node.children.set(segment, (next = { end: false, children: new Map() }));
          node = next;
        }
      }
      node.end = true;
    }
  }

  /** Whether a normalized path is one of the prefixes or lies under one, read as folders or as globs. */
  covers(path: string): boolean {
    return this.#coversLiterally(path) || this.globs.some((glob) => glob.admits(path));
  }

  #coversLiterally(path: string): boolean {
    if (this.#few) return this.#few.some((prefix) => underPrefix(path, prefix));
    let node: FolderNode | undefined = this.#root;
    let start = 0;
    while (node) {
      if (node.end) return true;
      if (start > path.length) return false;
      let slash = path.indexOf('/', start);
      if (slash === -1) slash = path.length;
      node = node.children.get(path.slice(start, slash));
      start = slash + 1;
    }
    return false;
  }
}


function extensionOf(base: string): string {
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/** The kind of secret a normalized path looks like, or null. */
export function sensitiveKind(path: string): string | null {
  const segments = path.split('/');
  if (segments.includes('.git')) return 'git metadata';
  // A folder named node_modules: any segment but the last (the file's own name).
  const modules = segments.indexOf('node_modules');
  if (modules !== -1 && modules < segments.length - 1) return 'node_modules folder';
  return secretPathRule(path)?.label ?? null;
}

const PROGRAM_ROLES = new Set(['program', 'binary', 'bin', 'executable', 'script', 'cli', 'tool', 'launcher']);
const PROGRAM_EXTENSIONS = new Set([
  '.sh', '.bash', '.zsh', '.fish', '.ksh', '.csh', '.command', '.py', '.pl', '.rb', '.php', '.js', '.mjs', '.cjs',
  '.lua', '.tcl', '.awk', '.exe', '.com', '.bat', '.cmd', '.ps1', '.psm1', '.bin', '.run', '.appimage', '.so',
  '.dylib', '.dll', '.out', '.elf', '.app', '.jar',
]);
const PROGRAM_FOLDERS = new Set(['bin', 'sbin', 'libexec', 'scripts']);
const PROGRAM_FOLDER_LENGTH = Math.max(...[...PROGRAM_FOLDERS].map((name) => name.length));
const DOC_NAMES = new Set([
  'license', 'licence', 'copying', 'notice', 'readme', 'changelog', 'changes', 'authors', 'contributors',
  'makefile', 'dockerfile', 'version', 'manifest', 'checksums', 'sha256sums',
]);

/** Whether a file may reasonably carry the executable bit: its role, folder or name says it is a program. */
export function looksLikeProgram(path: string, role: string | undefined): boolean {
  if (role !== undefined && PROGRAM_ROLES.has(role.trim().toLowerCase())) return true;
  const segments = path.split('/');
  const base = (segments[segments.length - 1] ?? '').toLowerCase();
  for (let i = 0; i < segments.length - 1; i++) {
    const segment = segments[i] as string;
    // Folder names of programs are short: only those are lowercased and looked up.
    if (segment.length <= PROGRAM_FOLDER_LENGTH && PROGRAM_FOLDERS.has(segment.toLowerCase())) return true;
  }
  if (/\.so(\.\d+)+$/.test(base)) return true;
  const extension = extensionOf(base);
  if (extension === '') return !base.startsWith('.') && !DOC_NAMES.has(base);
  return PROGRAM_EXTENSIONS.has(extension);
}
