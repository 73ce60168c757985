// Which findings of one code are itemised under the cap must not depend on the member order of the
// contract or of the body: items are kept by the order findings take in the result (pointer in
// input order, then the dotted path), never by the order they are met.
import { FINDINGS_PER_RESPONSE } from './limits.js';

const ARRAY_INDEX = /^(0|[1-9][0-9]*)$/;

/** Segments as the result orders pointers: array indices numerically, other names by UTF-16 code units, a parent first. */
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

export function compareText(a: string, b: string): number {
  return a === b ? 0 : a < b ? -1 : 1;
}

/** Paths as a contract's trie is filled: in result order, so a trie listing is in result order too. */
export function byPath(a: { segments: readonly string[]; path: string }, b: { segments: readonly string[]; path: string }): number {
  return compareSegments(a.segments, b.segments) || compareText(a.path, b.path);
}

/**
 * The FINDINGS_PER_RESPONSE first items of one code in result order (pointer segments, then
 * the contract path), whatever order they arrive in, and how many arrived in all. `segments` is copied only
 * when an item is kept.
 */
export class Capped<T extends { rule: { segments: readonly string[]; path: string } }> {
  readonly #kept: Array<{ segments: string[]; item: T }> = [];
  total = 0;

  /** Ties at one pointer go by the contract path (several required paths missing below one present value). */
  #compare(segments: readonly string[], item: T, other: { segments: string[]; item: T }): number {
    return compareSegments(segments, other.segments) || byPath(item.rule, other.item.rule);
  }

  /** Whether an item at `segments` could still be kept (the cap is not full, or it sorts before the last kept). */
  wants(segments: readonly string[]): boolean {
    const last = this.#kept[FINDINGS_PER_RESPONSE - 1];
    return !last || compareSegments(segments, last.segments) <= 0;
  }

  add(segments: readonly string[], item: T): void {
    this.total += 1;
    const kept = this.#kept;
    const last = kept[FINDINGS_PER_RESPONSE - 1];
    if (last && this.#compare(segments, item, last) >= 0) return;
    let at = kept.length;
    while (at > 0 && this.#compare(segments, item, kept[at - 1]!) < 0) at--;
    kept.splice(at, 0, { segments: [...segments], item });
    if (kept.length > FINDINGS_PER_RESPONSE) kept.pop();
  }

  /** Counts `count` items of which only `listed` (in result order, all at `segments`) are offered. */
  addListed(segments: readonly string[], count: number, listed: readonly T[]): void {
    for (const item of listed) this.add(segments, item);
    this.total += count - listed.length;
  }

  /** The kept items in result order, each with its own copy of the segments it was added at. */
  get kept(): ReadonlyArray<{ segments: readonly string[]; item: T }> {
    return this.#kept;
  }

  get over(): number {
    return Math.max(0, this.total - FINDINGS_PER_RESPONSE);
  }
}
