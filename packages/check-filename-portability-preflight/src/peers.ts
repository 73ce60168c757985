import type { PeerComparison } from '@evidence-check/core-receipt';

const MICROSOFT = 'Microsoft: Naming Files, Paths, and Namespaces';
const PYTHON = 'Python pathlib / ntpath';
const GIT = 'git verify_path (core.protectNTFS, core.protectHFS)';
const SANITIZE = 'sanitize-filename (npm)';
const APPLE = 'Apple File System (APFS) and HFS+';

/** The peers users of a filename preflight already trust, each of their rules and our code for it. */
export const comparison = {
  peers: [
    { name: MICROSOFT, url: 'https://learn.microsoft.com/en-us/windows/win32/fileio/naming-a-file' },
    {
      name: PYTHON,
      url: 'https://docs.python.org/3/library/pathlib.html#pathlib.PurePath.is_reserved',
      oracle: 'PureWindowsPath.is_reserved() over 5000+ generated names (test/python-oracle.test.ts)',
    },
    {
      name: GIT,
      url: 'https://github.com/git/git/blob/master/read-cache.c',
      oracle: 'the installed git (update-index --index-info) over 3300+ generated paths (test/git-oracle.test.ts)',
    },
    {
      name: SANITIZE,
      url: 'https://github.com/parshap/node-sanitize-filename/blob/master/index.js',
      oracle: 'sanitize() over 1300+ generated names (test/sanitize-filename-oracle.test.ts)',
    },
    { name: APPLE, url: 'https://developer.apple.com/documentation/foundation/file_system/about_apple_file_system' },
  ],
  rules: [
    { peer: MICROSOFT, rule: 'Reserved names CON, PRN, AUX, NUL, COM0-9, LPT0-9, COM¹²³, LPT¹²³, also followed by an extension', ours: 'RESERVED_NAME' },
    { peer: MICROSOFT, rule: 'Reserved characters < > : " / \\ | ? *', ours: 'INVALID_CHARACTER', note: '"/" is the path separator here; a name cannot hold it.' },
    { peer: MICROSOFT, rule: 'Characters 1 through 31 (and NUL)', ours: 'INVALID_CHARACTER' },
    { peer: MICROSOFT, rule: 'Do not end a file or directory name with a space or a period', ours: 'TRAILING_DOT_OR_SPACE' },
    { peer: MICROSOFT, rule: 'Do not assume case sensitivity', ours: 'CASE_COLLISION' },
    { peer: MICROSOFT, rule: 'Maximum path length limitation (MAX_PATH, 260)', ours: 'PATH_TOO_LONG', note: 'The limit is max_path_length (default 260, up to 32767 for long-path-aware tools).' },
    { peer: MICROSOFT, rule: 'A directory cannot exceed MAX_PATH minus 12 (room for an 8.3 name)', ours: 'DIRECTORY_PATH_TOO_LONG' },
    { peer: MICROSOFT, rule: 'Fully qualified paths: drive letter, UNC, leading backslash', ours: 'ABSOLUTE_PATH' },
    { peer: MICROSOFT, rule: '"." and ".." as path components', ours: 'EMPTY_OR_DOT_COMPONENT' },
    {
      peer: MICROSOFT,
      rule: 'Short 8.3 names (e.g. PROGRA~1) may alias a long name',
      ours: 'GIT_RESERVED_NAME',
      note: 'Only the alias git refuses (GIT~1 for .git); other short names depend on the names already in the directory, which a list of paths cannot show.',
    },
    { peer: PYTHON, rule: 'PureWindowsPath.is_reserved(): device name read up to the first "." with trailing spaces dropped', ours: 'RESERVED_NAME', note: 'COM0 and LPT0 are reserved here, as Microsoft lists them; Python 3.11-3.12 does not.' },
    { peer: PYTHON, rule: 'ntpath.isreserved() (3.13): trailing dot or space', ours: 'TRAILING_DOT_OR_SPACE' },
    { peer: PYTHON, rule: 'ntpath.isreserved() (3.13): wildcards, separators, colon, pipe and ASCII controls', ours: 'INVALID_CHARACTER' },
    { peer: GIT, rule: 'verify_dotfile: ".git" in any case as any component', ours: 'GIT_RESERVED_NAME' },
    { peer: GIT, rule: 'is_ntfs_dotgit: ".git" or "git~1" followed by dots, spaces or an alternate data stream', ours: 'GIT_RESERVED_NAME' },
    { peer: GIT, rule: 'is_hfs_dotgit: ".git" with code points HFS+ ignores (U+200C-U+200F, U+202A-U+202E, U+206A-U+206F, U+FEFF)', ours: 'GIT_RESERVED_NAME' },
    { peer: GIT, rule: 'verify_path: "." or ".." components, doubled slashes', ours: 'EMPTY_OR_DOT_COMPONENT' },
    { peer: GIT, rule: 'verify_path: a leading slash (and, on Windows, a drive prefix)', ours: 'ABSOLUTE_PATH' },
    {
      peer: GIT,
      rule: 'symlink checks: .gitmodules, .gitattributes, .gitignore, .mailmap (and NTFS/HFS aliases) as symbolic links',
      ours: null,
      note: 'The request lists path strings without file modes, so a symbolic link cannot be told from a file.',
    },
    { peer: SANITIZE, rule: 'illegal characters / ? < > \\ : * | "', ours: 'INVALID_CHARACTER' },
    { peer: SANITIZE, rule: 'C0 controls U+0000-U+001F', ours: 'INVALID_CHARACTER' },
    {
      peer: SANITIZE,
      rule: 'C1 controls U+0080-U+009F',
      ours: null,
      note: 'Windows, macOS and Linux accept them in names; no file system or git rule rejects them, so they are not flagged.',
    },
    { peer: SANITIZE, rule: 'names made only of dots (".", "..", "...")', ours: ['EMPTY_OR_DOT_COMPONENT', 'TRAILING_DOT_OR_SPACE'] },
    { peer: SANITIZE, rule: 'Windows reserved names con, prn, aux, nul, com0-9, lpt0-9 with or without an extension', ours: 'RESERVED_NAME' },
    { peer: SANITIZE, rule: 'trailing dots and spaces', ours: 'TRAILING_DOT_OR_SPACE' },
    { peer: SANITIZE, rule: 'truncation at 255 UTF-8 bytes', ours: 'COMPONENT_TOO_LONG' },
    { peer: APPLE, rule: 'Normalization-insensitive names (APFS; HFS+ stores NFD)', ours: 'UNICODE_NORMALIZATION_COLLISION' },
    { peer: APPLE, rule: 'Case-insensitive volumes by default', ours: 'CASE_COLLISION' },
    { peer: APPLE, rule: '":" is shown as "/" by the Finder (HFS path separator)', ours: 'INVALID_CHARACTER' },
  ],
} as const satisfies PeerComparison;
