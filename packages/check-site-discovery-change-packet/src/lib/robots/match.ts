import type { PatternForm } from './encoding.js';

/**
 * A robots.txt pattern as a matcher that runs in time linear in the path and the pattern: no
 * regular expression is built from the caller's text and nothing backtracks.
 *
 * A pattern `s0*s1*…*sk` matches a path when `s0` is a prefix and `s1…sk` occur in order after
 * it (RFC 9309 §2.2.2: matching starts at the first octet and the rest of the path is free).
 * Taking the leftmost occurrence of each middle segment is optimal: it leaves the longest rest of
 * the path for the segments after it. With a final `$` the last segment must also end the path;
 * it is tried at the one place it can be, after the leftmost placement of the others.
 * Occurrences are found with Knuth–Morris–Pratt, so a search never re-reads the path.
 */
export interface Matcher {
  /** The literal prefix before the first `*` (or the whole pattern when it has none). */
  readonly prefix: string;
  /** Characters the segments after the prefix need (see `characterMask`); empty for a literal pattern. */
  readonly needs: CharacterMask;
  /** The segments after the prefix that must occur in order, leftmost first; with a final `$`, all but the last. */
  readonly middle: readonly string[];
  /** With a final `$` and a `*`: the segment that must end the path; null otherwise. */
  readonly tail: string | null;
  matches(path: string): boolean;
}

/** Which ASCII characters occur in a text, as four 32-bit words (canonical forms are ASCII). */
export type CharacterMask = readonly [number, number, number, number];

export function characterMask(text: string, from = 0): CharacterMask {
  const mask = [0, 0, 0, 0];
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i) & 127;
    mask[code >> 5] = (mask[code >> 5] as number) | (1 << (code & 31));
  }
  return mask as unknown as CharacterMask;
}

/** True when every character `needs` names occurs in `has`: a cheap test before the real match. */
export function covers(has: CharacterMask, needs: CharacterMask): boolean {
  return (needs[0] & ~has[0]) === 0 && (needs[1] & ~has[1]) === 0 && (needs[2] & ~has[2]) === 0 && (needs[3] & ~has[3]) === 0;
}

/** The Knuth–Morris–Pratt failure table of a segment. */
export function failureTable(segment: string): Int32Array {
  const table = new Int32Array(segment.length);
  let k = 0;
  for (let i = 1; i < segment.length; i++) {
    while (k > 0 && segment.charCodeAt(i) !== segment.charCodeAt(k)) k = table[k - 1] as number;
    if (segment.charCodeAt(i) === segment.charCodeAt(k)) k++;
    table[i] = k;
  }
  return table;
}

/** Index just past the leftmost occurrence of `segment` in `text` at or after `from`, or -1. */
export function findEnd(text: string, from: number, segment: string, table: Int32Array): number {
  if (segment.length === 0) return from;
  let k = 0;
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    while (k > 0 && code !== segment.charCodeAt(k)) k = table[k - 1] as number;
    if (code === segment.charCodeAt(k)) k++;
    if (k === segment.length) return i + 1;
  }
  return -1;
}

export function compileMatcher(form: PatternForm): Matcher {
  const [prefix = '', ...rest] = form.segments;
  const { anchored } = form;
  if (rest.length === 0) {
    return {
      prefix,
      needs: [0, 0, 0, 0],
      middle: [],
      tail: null,
      matches: anchored ? (path) => path === prefix : (path) => path.startsWith(prefix),
    };
  }
  const last = rest[rest.length - 1] as string;
  const middle = anchored ? rest.slice(0, -1) : rest;
  const tables = middle.map(failureTable);
  return {
    prefix,
    needs: characterMask(rest.join('')),
    middle,
    tail: anchored ? last : null,
    matches(path) {
      if (!path.startsWith(prefix)) return false;
      let position = prefix.length;
      for (let i = 0; i < middle.length; i++) {
        position = findEnd(path, position, middle[i] as string, tables[i] as Int32Array);
        if (position < 0) return false;
      }
      if (!anchored) return true;
      return path.length - last.length >= position && path.endsWith(last);
    },
  };
}
