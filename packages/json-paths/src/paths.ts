/**
 * Dotted paths into a JSON body: `customer.email`, `items.0.sku`. A segment addresses an object
 * member by its exact name, or an array element by a canonical non-negative index (`0`, `12`; not
 * `01`, `-1` or `1.0`). Names that contain a dot cannot be addressed.
 */
export type ParsedPath = { ok: true; segments: string[] } | { ok: false; reason: string };

export function parsePath(path: string): ParsedPath {
  if (path === '') return { ok: false, reason: 'the path is empty' };
  const segments = path.split('.');
  const blank = segments.findIndex((segment) => segment === '');
  if (blank !== -1) return { ok: false, reason: `segment ${blank + 1} of the path is empty` };
  return { ok: true, segments };
}
