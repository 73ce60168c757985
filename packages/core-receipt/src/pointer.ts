/** RFC 6901 JSON Pointer from path segments: `jsonPointer('paths', 3)` is `/paths/3`. */
export function jsonPointer(...segments: ReadonlyArray<string | number>): string {
  let pointer = '';
  for (const segment of segments) {
    const text = String(segment);
    // Most segments (indices, member names) need no escape: no regex for them.
    pointer += '/' + (text.includes('~') || text.includes('/') ? text.replace(/~/g, '~0').replace(/\//g, '~1') : text);
  }
  return pointer;
}

export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  const segments = pointer.slice(1).split('/');
  // Only a segment with an escape needs unescaping (most pointers have none).
  if (pointer.includes('~')) for (let i = 0; i < segments.length; i++) segments[i] = (segments[i] as string).replace(/~1/g, '/').replace(/~0/g, '~');
  return segments;
}

const ARRAY_INDEX = /^(0|[1-9][0-9]*)$/;

/**
 * Orders pointers as the input is ordered: array indices numerically (`/paths/9` before
 * `/paths/10`), other segments by UTF-16 code units, a parent before its children.
 */
export function comparePointers(a: string, b: string): number {
  if (a === b) return 0;
  return compareSegments(parsePointer(a), parsePointer(b));
}

/** `comparePointers` on pointers parsed once (sorting n findings parses n pointers, not n log n). */
export function compareSegments(left: readonly string[], right: readonly string[]): number {
  const shared = Math.min(left.length, right.length);
  for (let i = 0; i < shared; i++) {
    const x = left[i] as string;
    const y = right[i] as string;
    if (x === y) continue;
    if (ARRAY_INDEX.test(x) && ARRAY_INDEX.test(y)) return x.length - y.length || (x < y ? -1 : 1);
    return x < y ? -1 : 1;
  }
  return left.length - right.length;
}
