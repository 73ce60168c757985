/**
 * The names git refuses to check out because a file system would read them as the repository's
 * own `.git` directory: `verify_path()` / `verify_dotfile()` in git's read-cache.c and
 * `is_ntfs_dotgit()` / `is_hfs_dotgit()` in path.c and utf8.c (core.protectNTFS is on by default
 * since Git 2.24.1 on every platform, core.protectHFS on macOS).
 */

/** Code points HFS+ ignores when it compares names (git's utf8.c `next_hfs_char`). */
const HFS_IGNORED = new Set([
  0x200c, 0x200d, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x206a, 0x206b, 0x206c, 0x206d, 0x206e, 0x206f, 0xfeff,
]);

/** ".git" in ASCII letters of any case (verify_dotfile matches case-insensitively). */
const isDotGit = (text: string): boolean => text.length === 4 && text.charCodeAt(0) === 0x2e && text.slice(1).toLowerCase() === 'git';

/** The component with the HFS-ignored code points removed, or null when it has none. */
function withoutHfsIgnored(component: string): string | null {
  let found = false;
  let out = '';
  for (const char of component) {
    if (HFS_IGNORED.has(char.codePointAt(0) as number)) found = true;
    else out += char;
  }
  return found ? out : null;
}

/**
 * NTFS aliases of `.git`: `.git` or its 8.3 short name `git~1` (any case) followed only by dots
 * and spaces, which Windows strips, then the end, an alternate data stream (`:`) or a backslash.
 */
function ntfsAlias(component: string): boolean {
  const lower = component.slice(0, 5).toLowerCase();
  let rest: string;
  if (lower.startsWith('.git')) rest = component.slice(4);
  else if (lower === 'git~1') rest = component.slice(5);
  else return false;
  for (let i = 0; i < rest.length; i++) {
    const char = rest.charCodeAt(i);
    // An alternate data stream (":") or a separator ("\\" on Windows, as is_xplatform_dir_sep reads it) ends the name.
    if (char === 0x3a || char === 0x5c) return true;
    if (char !== 0x2e && char !== 0x20) return false;
  }
  return true;
}

/**
 * How a component names git's `.git` directory ("dot-git", "NTFS alias", "HFS+ alias"), or null.
 * Only the first letter is tested before any work: every alias starts with ".", "g" or "G",
 * or with an HFS-ignored code point (U+200C-U+206F, U+FEFF).
 */
export function gitDirectoryAlias(component: string): string | null {
  const first = component.charCodeAt(0);
  if (first === 0x2e || first === 0x67 || first === 0x47) {
    if (isDotGit(component)) return 'dot-git';
    if (ntfsAlias(component)) return 'NTFS alias';
  }
  if (first !== 0x2e && first < 0x200c) return null;
  const hfs = withoutHfsIgnored(component);
  return hfs !== null && isDotGit(hfs) ? 'HFS+ alias' : null;
}
