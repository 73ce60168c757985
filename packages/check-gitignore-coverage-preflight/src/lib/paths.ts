/** Repository-relative path helpers: what git would accept as a path, and the folders above one. */

/** Why a path is not a repository-relative, '/'-separated path, or null when it is one. */
export function invalidPathReason(path: string): string | null {
  if (path === '') return 'empty path';
  if (path.startsWith('/')) return 'absolute path';
  if (/^[A-Za-z]:/.test(path)) return 'drive letter';
  if (path.includes('\\')) return 'backslash separator';
  if (path.includes('\u0000')) return 'NUL character';
  // One scan over the segments (one trailing "/" marks a folder and ends no segment).
  const end = path.endsWith('/') ? path.length - 1 : path.length;
  let dots = false;
  for (let start = 0; start <= end; ) {
    let stop = start;
    while (stop < end && path.charCodeAt(stop) !== 0x2f) stop++;
    const length = stop - start;
    if (length === 0) return 'empty segment';
    if (length <= 2 && path.charCodeAt(start) === 0x2e && (length === 1 || path.charCodeAt(start + 1) === 0x2e)) dots = true;
    start = stop + 1;
  }
  return dots ? '"." or ".." segment' : null;
}

/** The folder of a valid path that holds its (k + 1)-th "/" (k = 0: the top folder), with that "/". */
export function folderAt(path: string, k: number): string {
  let slash = path.indexOf('/');
  for (let i = 0; i < k; i++) slash = path.indexOf('/', slash + 1);
  return path.slice(0, slash + 1);
}
