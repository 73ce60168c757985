/**
 * The default rule for finding a SKU in a file path.
 *
 * 1. The base name is the text after the last `/` or `\`.
 * 2. Candidates are the base name cut at each `_`, `-` or `.` (view and extension suffixes), plus
 *    the whole base name. The longest candidate that is a roster SKU is the file's SKU, so SKUs that
 *    themselves contain `-`, `_` or `.` still match (`TEE-RED-M_front.jpg` is `TEE-RED-M`).
 * 3. Without a roster match, the file's SKU is the base name up to its first `_`, `-` or `.`
 *    (`SOCK-7_side.jpg` is `SOCK`); when that is empty (`.DS_Store`) the file names no SKU.
 */
export function baseName(path: string): string {
  const cut = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  return path.slice(cut + 1);
}

const SEPARATOR = /[_.-]/;

const isSeparator = (code: number): boolean => code === 95 || code === 46 || code === 45; // _ . -

/**
 * Candidate prefixes of a base name, longest first; with `lengths`, only those of a length in it
 * (a roster SKU of another length cannot match, so no other prefix is cut out of a long name).
 */
export function candidates(base: string, lengths?: ReadonlySet<number>): string[] {
  const out = !lengths || lengths.has(base.length) ? [base] : [];
  for (let i = base.length - 1; i > 0; i--) if (isSeparator(base.charCodeAt(i)) && (!lengths || lengths.has(i))) out.push(base.slice(0, i));
  return out;
}

/** The base name up to its first separator ('' when it starts with one). */
export function leadingToken(base: string): string {
  const index = base.search(SEPARATOR);
  return index === -1 ? base : base.slice(0, index);
}

/** Extension-less, lowercase form of a path: two files with the same key collide. */
export function collisionKey(path: string): string {
  const unified = path.replace(/\\/g, '/');
  const base = baseName(unified);
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? unified.slice(0, unified.length - base.length + dot) : unified;
  return stem.toLowerCase();
}

export function stripExtension(path: string): string {
  const base = baseName(path);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? path.slice(0, path.length - base.length + dot) : path;
}
