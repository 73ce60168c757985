/**
 * Glob patterns as in-toto's artifact rules read them (in-toto spec §4.3.3; in-toto-python applies
 * them with Python's `fnmatch`): `*` matches any run of characters, `/` included; `?` any one
 * character; `[…]` one character of a class (`[!…]` negated, ranges `a-z`, a `]` first is a member,
 * an unclosed `[` is a literal). There is no escape character: `[*]` matches a literal `*`.
 * One addition: `**` + `/` at the start or after a `/` also matches no folder at all (gitignore(5),
 * goreleaser and npm read `dist/**` + `/*.js` as covering `dist/a.js`; fnmatch alone would not).
 *
 * A pattern is compiled once to a bit-parallel automaton (one bit per pattern position, the
 * positions after a star loop on every character) that reads a path once, character by
 * character: no backtracking, so `*a*a*a…b` costs time linear in the path whatever the pattern.
 */

/** One pattern position: which code points it accepts. */
interface Atom {
  /** A literal code point, or -1. */
  char: number;
  /** Any code point (`?`). */
  any: boolean;
  /** A class: sorted [low, high] code point pairs, and whether it is negated. */
  ranges: number[] | null;
  negated: boolean;
}

const literal = (char: number): Atom => ({ char, any: false, ranges: null, negated: false });
const ANY: Atom = { char: -1, any: true, ranges: null, negated: false };

function accepts(atom: Atom, char: number): boolean {
  if (atom.any) return true;
  if (atom.ranges === null) return atom.char === char;
  let inside = false;
  for (let i = 0; i < atom.ranges.length; i += 2) {
    if (char >= (atom.ranges[i] as number) && char <= (atom.ranges[i + 1] as number)) {
      inside = true;
      break;
    }
  }
  return inside !== atom.negated;
}

/** Whether a text would be read as a pattern rather than a literal path. */
export function looksLikeGlob(text: string): boolean {
  return /[*?[]/.test(text);
}

/**
 * The members of a class body `pat[start, end)` (the text between `[` and its `]`), read as
 * CPython's `fnmatch.translate` reads it: chunks split at `-`, a range between the last character
 * of one chunk and the first of the next, reversed ranges dropped, other characters literal.
 */
function classAtom(chars: number[], start: number, end: number): Atom | null {
  const negated = chars[start] === 33; // "!"
  const first = negated ? start + 1 : start;
  const body = chars.slice(first, end);
  if (body.length === 0) return negated ? ANY : null; // "[!]" is not reached here; an empty class never matches
  // Split at the hyphens that are not the first character (after "!"), as fnmatch does.
  const chunks: number[][] = [];
  let from = 0;
  let search = 1;
  for (;;) {
    let hyphen = -1;
    for (let k = search; k < body.length; k++) {
      if (body[k] === 45) {
        hyphen = k;
        break;
      }
    }
    if (hyphen === -1) break;
    chunks.push(body.slice(from, hyphen));
    from = hyphen + 1;
    search = hyphen + 3;
  }
  const last = body.slice(from);
  if (last.length > 0 || chunks.length === 0) chunks.push(last);
  else (chunks[chunks.length - 1] as number[]).push(45);
  // A reversed range "z-a" is dropped with its two ends' neighbours joined, from the right.
  for (let k = chunks.length - 1; k > 0; k--) {
    const before = chunks[k - 1] as number[];
    const after = chunks[k] as number[];
    if ((before[before.length - 1] as number) > (after[0] as number)) {
      chunks[k - 1] = [...before.slice(0, -1), ...after.slice(1)];
      chunks.splice(k, 1);
    }
  }
  const ranges: number[] = [];
  chunks.forEach((chunk, k) => {
    chunk.forEach((char, i) => {
      const rangeEnd = i === chunk.length - 1 && k < chunks.length - 1;
      const rangeStart = i === 0 && k > 0;
      if (rangeStart) return; // the high end of the range opened by the previous chunk
      if (rangeEnd) ranges.push(char, (chunks[k + 1] as number[])[0] as number);
      else ranges.push(char, char);
    });
  });
  if (ranges.length === 0) return negated ? ANY : null;
  return { char: -1, any: false, ranges, negated };
}

const WHOLE = 1;
const FOLDER = 2;

const NEVER: Atom = { char: -1, any: false, ranges: [], negated: false };

/** A compiled pattern: atoms, the states that loop (stars) and the moves without reading (`**` + `/`). */
export class Glob {
  readonly source: string;
  readonly #atoms: Atom[] = [];
  /** Bit j: state j (j atoms matched) loops on any character. */
  readonly #loops: Uint32Array;
  /** Moves from state `from` to state `from + 1` and `from + 2` without reading: the entry of a `**` + `/`. */
  readonly #skips: number[] = [];
  readonly #words: number;
  /** The pattern ends with a star: once every atom matched, any rest is accepted. */
  readonly #openEnd: boolean;
  /** Per-code point transition masks, computed on first use. */
  readonly #masks = new Map<number, Uint32Array>();
  /** Literal characters every match contains: a path lacking one is not read. */
  readonly #required: string[];
  /** Transition masks of the ASCII characters when the state set fits one number (≤ 31 atoms). */
  readonly #ascii: Int32Array | null;
  /** The state sets of a run, reused (a glob reads one path at a time). */
  readonly #state: Uint32Array;
  readonly #next: Uint32Array;

  constructor(source: string) {
    this.source = source;
    const chars = Array.from(source, (c) => c.codePointAt(0) as number);
    const loopAt = new Set<number>();
    const required = new Set<number>();
    let i = 0;
    while (i < chars.length) {
      const c = chars[i] as number;
      if (c === 42) {
        // "*": a run of stars is one star; "**/" at the start or after "/" may also match nothing.
        let j = i;
        while (chars[j] === 42) j++;
        const atBoundary = i === 0 || chars[i - 1] === 47;
        if (j - i >= 2 && atBoundary && chars[j] === 47) {
          // Entry e, star state e + 1 (loops, left by "/"), after-group g = e + 2; e moves to e + 1 and to g.
          const entry = this.#atoms.length;
          this.#skips.push(entry);
          this.#atoms.push(NEVER, literal(47));
          loopAt.add(entry + 1);
          i = j + 1;
        } else {
          loopAt.add(this.#atoms.length);
          i = j;
        }
        continue;
      }
      if (c === 63) {
        this.#atoms.push(ANY);
        i++;
        continue;
      }
      if (c === 91) {
        let j = i + 1;
        if (chars[j] === 33) j++;
        if (chars[j] === 93) j++;
        while (j < chars.length && chars[j] !== 93) j++;
        if (j < chars.length) {
          const atom = classAtom(chars, i + 1, j);
          this.#atoms.push(atom ?? NEVER);
          i = j + 1;
          continue;
        }
      }
      this.#atoms.push(literal(c));
      required.add(c);
      i++;
    }
    this.#required = [...required].map((c) => String.fromCodePoint(c));
    const states = this.#atoms.length + 1;
    this.#words = Math.ceil(states / 32);
    this.#loops = new Uint32Array(this.#words);
    for (const j of loopAt) this.#set(this.#loops, j);
    this.#openEnd = loopAt.has(this.#atoms.length);
    this.#state = new Uint32Array(this.#words);
    this.#next = new Uint32Array(this.#words);
    this.#ascii = this.#atoms.length < 31 ? Int32Array.from({ length: 128 }, (_, c) => (this.#mask(c)[0] as number) | 0) : null;
  }

  /** Bit j + 1 set when atom j accepts the code point. */
  #mask(char: number): Uint32Array {
    let mask = this.#masks.get(char);
    if (mask) return mask;
    mask = new Uint32Array(this.#words);
    this.#atoms.forEach((atom, j) => {
      if (accepts(atom, char)) this.#set(mask as Uint32Array, j + 1);
    });
    this.#masks.set(char, mask);
    return mask;
  }

  #has(state: Uint32Array, j: number): boolean {
    return ((state[j >>> 5] as number) & (1 << (j & 31))) !== 0;
  }

  #set(state: Uint32Array, j: number): void {
    state[j >>> 5] = (state[j >>> 5] as number) | (1 << (j & 31));
  }

  /** Follows the moves without reading: a `**` + `/` entry also enters its star and skips the group. */
  #close(state: Uint32Array): void {
    for (const entry of this.#skips) {
      if (!this.#has(state, entry)) continue;
      this.#set(state, entry + 1);
      this.#set(state, entry + 2);
    }
  }

  /** The pattern matches the whole path (fnmatch). */
  matches(path: string): boolean {
    return (this.#run(path) & WHOLE) !== 0;
  }

  /** The pattern matches the path or one of its parent folders (the path up to one of its "/"). */
  admits(path: string): boolean {
    return this.#run(path) !== 0;
  }

  /** Reads a path once: WHOLE | FOLDER flags. */
  #run(path: string): number {
    for (const char of this.#required) if (!path.includes(char)) return 0;
    return this.#ascii ? this.#runOneWord(path, this.#ascii) : this.#runWords(path);
  }

  /** The common case, at most 31 atoms: the state set is one number. */
  #runOneWord(path: string, ascii: Int32Array): number {
    const final = 1 << this.#atoms.length;
    const loops = this.#loops[0] as number;
    const skips = this.#skips;
    const close = (state: number): number => {
      for (const entry of skips) if (state & (1 << entry)) state |= (1 << (entry + 1)) | (1 << (entry + 2));
      return state;
    };
    let state = close(1);
    let folder = 0;
    for (let i = 0; i < path.length; ) {
      const char = path.charCodeAt(i);
      if (state & final) {
        if (this.#openEnd) return WHOLE | FOLDER;
        if (char === 47) folder = FOLDER;
      }
      let mask: number;
      if (char < 128) {
        mask = ascii[char] as number;
        i++;
      } else {
        const point = path.codePointAt(i) as number;
        mask = (this.#mask(point)[0] as number) | 0;
        i += point > 0xffff ? 2 : 1;
      }
      state = ((state << 1) & mask) | (state & loops);
      if (state === 0) return folder;
      if (skips.length > 0) state = close(state);
    }
    return state & final ? WHOLE | FOLDER : folder;
  }

  #runWords(path: string): number {
    const final = this.#atoms.length;
    let state = this.#state;
    let next = this.#next;
    state.fill(0);
    state[0] = 1;
    this.#close(state);
    let folder = 0;
    for (let i = 0; i < path.length; ) {
      const char = path.codePointAt(i) as number;
      if (this.#has(state, final)) {
        if (this.#openEnd) return WHOLE | FOLDER;
        if (char === 47) folder = FOLDER;
      }
      const mask = this.#mask(char);
      let carry = 0;
      let alive = 0;
      for (let w = 0; w < this.#words; w++) {
        const word = state[w] as number;
        const value = ((((word << 1) | carry) & (mask[w] as number)) | (word & (this.#loops[w] as number))) >>> 0;
        carry = word >>> 31;
        next[w] = value;
        alive |= value;
      }
      if (alive === 0) return folder;
      this.#close(next);
      [state, next] = [next, state];
      i += char > 0xffff ? 2 : 1;
    }
    return this.#has(state, final) ? WHOLE | FOLDER : folder;
  }
}
