/**
 * Git's wildmatch for the supported subset, as a bit-parallel automaton: a glob of k steps is k + 1
 * states (bit i: "the first i steps are matched"), and each text byte moves all states at once with
 * a few word operations. Matching is O(pattern × text / 32), never backtracking, so `**` chains and
 * `*a*a*…` patterns cost the same as plain ones. Patterns and texts are byte strings (one char per
 * UTF-8 byte, see utf8Bytes), as git compares bytes.
 */

const SLASH = 0x2f;

/** One step of a glob. */
export type Step =
  /** One byte from a set (a literal, `?` or a `[…]` class); `/` is never in `?` or a class. */
  | { kind: 'byte'; bytes: Uint8Array; literal: number | null }
  /** `*`: any run of bytes without `/`. */
  | { kind: 'star' }
  /** `**` where git reads it as such: any run of bytes. */
  | { kind: 'globstar' }
  /**
   * The entry of a "**" + "/" group (followed by its `**` and its "/" steps): the group may also match
   * nothing at all, but only from here, before its `**` has read a byte.
   */
  | { kind: 'optional' };

/** The literal steps, one shared object per byte. */
const LITERALS: Step[] = Array.from({ length: 256 }, (_, code) => {
  const bytes = new Uint8Array(256);
  bytes[code] = 1;
  return { kind: 'byte', bytes, literal: code };
});
const literalStep = (code: number): Step => LITERALS[code] as Step;

const BACKSLASH = 0x5c;
const HYPHEN = 0x2d;
const OPEN = 0x5b;
const CLOSE = 0x5d;
const COLON = 0x3a;

const between = (c: number, low: number, high: number) => c >= low && c <= high;
const isAlpha = (c: number) => between(c, 0x41, 0x5a) || between(c, 0x61, 0x7a);
const isDigit = (c: number) => between(c, 0x30, 0x39);

/**
 * The `[:name:]` classes as git tests them: its own ASCII-only ctype (git-compat-util.h,
 * sane_ctype in ctype.c), so no byte from 0x80 is in any class and `space` is tab, LF, CR and
 * space only; `blank` and `graph` come from the C library in the C locale.
 */
const POSIX_CLASSES: Readonly<Record<string, (c: number) => boolean>> = {
  alnum: (c) => isAlpha(c) || isDigit(c),
  alpha: isAlpha,
  blank: (c) => c === 0x20 || c === 0x09,
  cntrl: (c) => c < 0x20 || c === 0x7f,
  digit: isDigit,
  graph: (c) => between(c, 0x21, 0x7e),
  lower: (c) => between(c, 0x61, 0x7a),
  print: (c) => between(c, 0x20, 0x7e),
  punct: (c) => between(c, 0x21, 0x2f) || between(c, 0x3a, 0x40) || between(c, 0x5b, 0x60) || between(c, 0x7b, 0x7e),
  space: (c) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d,
  upper: (c) => between(c, 0x41, 0x5a),
  xdigit: (c) => isDigit(c) || between(c, 0x41, 0x46) || between(c, 0x61, 0x66),
};

/**
 * A `[…]` class starting at `body[start]` (the "["), read as git's wildmatch reads it: "!" or "^"
 * negates; the first member may be "]"; "\" escapes; "a-z" is a range when "-" follows a member
 * (not a range, not a `[:name:]`) and precedes anything but "]"; `[:name:]` adds a named class,
 * and a "[:" without its ":]" is a literal "[". Returns the reason when wildmatch aborts on it
 * (the pattern then matches nothing): no closing "]", a backslash at the end, an unknown name.
 */
function readClass(body: string, start: number): { bytes: Uint8Array; end: number } | { never: string } {
  const bytes = new Uint8Array(256);
  const unclosed = { never: 'unclosed character class' };
  let p = start + 1;
  const negated = body[p] === '!' || body[p] === '^';
  if (negated) p++;
  let previous = 0;
  for (;;) {
    if (p >= body.length) return unclosed;
    let code = body.charCodeAt(p);
    if (code === BACKSLASH) {
      if (++p >= body.length) return unclosed;
      code = body.charCodeAt(p);
      bytes[code] = 1;
    } else if (code === HYPHEN && previous !== 0 && p + 1 < body.length && body.charCodeAt(p + 1) !== CLOSE) {
      let high = body.charCodeAt(++p);
      if (high === BACKSLASH) {
        if (++p >= body.length) return unclosed;
        high = body.charCodeAt(p);
      }
      for (let c = previous, top = Math.min(high, 255); c <= top; c++) bytes[c] = 1;
      code = 0;
    } else if (code === OPEN && body.charCodeAt(p + 1) === COLON) {
      const from = p + 2;
      let close = from;
      while (close < body.length && body.charCodeAt(close) !== CLOSE) close++;
      if (close >= body.length) return unclosed;
      if (close - from - 1 < 0 || body.charCodeAt(close - 1) !== COLON) {
        // No ":]": the "[" is a member and reading goes on after it.
        bytes[OPEN] = 1;
      } else {
        const name = body.slice(from, close - 1);
        const test = Object.hasOwn(POSIX_CLASSES, name) ? POSIX_CLASSES[name] : undefined;
        if (test === undefined) return { never: `unknown character class [:${name}:]` };
        for (let c = 0; c < 256; c++) if (test(c)) bytes[c] = 1;
        p = close;
        code = 0;
      }
    } else {
      bytes[code] = 1;
    }
    previous = code;
    if (body.charCodeAt(++p) === CLOSE) break;
  }
  if (negated) for (let c = 0; c < 256; c++) bytes[c] = bytes[c] ? 0 : 1;
  bytes[SLASH] = 0;
  return { bytes, end: p };
}

/**
 * Why wildmatch would abort on a glob body (so the line matches no path), or null: a class it
 * cannot read, or a backslash with nothing after it.
 */
export function neverReason(body: string): string | null {
  for (let i = 0; i < body.length; i++) {
    const code = body.charCodeAt(i);
    if (code === BACKSLASH) {
      if (++i >= body.length) return 'trailing backslash';
    } else if (code === OPEN) {
      const read = readClass(body, i);
      if ('never' in read) return read.never;
      i = read.end;
    }
  }
  return null;
}

const ANY = new Uint8Array(256).fill(1);
ANY[SLASH] = 0;

/**
 * The steps of a glob body that `neverReason` accepts. With `pathname` (a pattern with a slash, matched against the
 * whole path), `**` between slashes crosses folders; without it (matched against one name), `**`
 * is a `*`. A `/` in the body is a literal step.
 */
export function parseGlob(body: string, pathname: boolean): Step[] {
  const steps: Step[] = [];
  // git compares a path pattern's literal start (up to its first "*", "?", "[" or "\\") as text and hands
  // wildmatch only the rest (dir.c match_pathname), so a "**" right after that start counts as the start
  // of a pattern: "a**/x" reads as "a" then "**/x" and matches "ax" and "a/b/x".
  const firstSpecial = body.search(/[*?[\\]/);
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (char === '\\') {
      steps.push(literalStep(body.charCodeAt(++i)));
    } else if (char === '?') {
      steps.push({ kind: 'byte', bytes: ANY, literal: null });
    } else if (char === '[') {
      const read = readClass(body, i);
      if ('never' in read) throw new Error(`glob "${body}" can match nothing (${read.never}); classify it first`);
      steps.push({ kind: 'byte', bytes: read.bytes, literal: null });
      i = read.end;
    } else if (char === '*') {
      let end = i;
      while (body[end + 1] === '*') end++;
      const leftBoundary = i === 0 || body[i - 1] === '/' || i === firstSpecial;
      const globstar = pathname && end > i && leftBoundary && (end === body.length - 1 || body[end + 1] === '/');
      if (pathname && end > i && leftBoundary && body[end + 1] === '\\' && body[end + 2] === '/') {
        // wildmatch reads "**" before an escaped "/" as crossing folders, without the shortcut that lets "**/" match nothing.
        steps.push({ kind: 'globstar' });
      } else if (!globstar) {
        if (steps.at(-1)?.kind !== 'star') steps.push({ kind: 'star' });
      } else if (end === body.length - 1) {
        // A trailing "**"; after a "**/" group it already matches all the group adds: "a/**/**" is "a/**".
        if (endsWithGroup(steps)) steps.splice(-3, 3);
        steps.push({ kind: 'globstar' });
      } else {
        // "**/" matches nothing or any text ending in "/"; "**/**/" is the same as "**/".
        if (!endsWithGroup(steps)) steps.push({ kind: 'optional' }, { kind: 'globstar' }, literalStep(SLASH));
        end++;
      }
      i = end;
    } else {
      steps.push(literalStep(body.charCodeAt(i)));
    }
  }
  return steps;
}

/** Whether the steps end with a whole "**" + "/" group. */
function endsWithGroup(steps: readonly Step[]): boolean {
  return steps.length >= 3 && steps.at(-3)?.kind === 'optional' && steps.at(-2)?.kind === 'globstar';
}

/** Whether one-byte steps match `text` at `at`, one byte each. */
function runAt(steps: readonly Step[], text: string, at: number): boolean {
  for (let k = 0; k < steps.length; k++) {
    const step = steps[k] as Step & { kind: 'byte' };
    const code = text.charCodeAt(at + k);
    if (step.literal !== null ? code !== step.literal : step.bytes[code] !== 1) return false;
  }
  return true;
}

/** Plain bytes every match contains in this order at its start (the leading literal steps). */
export function literalPrefix(steps: readonly Step[]): string {
  let out = '';
  for (const step of steps) {
    if (step.kind !== 'byte' || step.literal === null) break;
    out += String.fromCharCode(step.literal);
  }
  return out;
}

/** Plain bytes every match ends with (the trailing literal steps). */
export function literalSuffix(steps: readonly Step[]): string {
  let out = '';
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i] as Step;
    if (step.kind !== 'byte' || step.literal === null) break;
    out = String.fromCharCode(step.literal) + out;
  }
  return out;
}

/** The longest run of literal steps: every match contains it. */
export function literalRun(steps: readonly Step[]): string {
  let best = '';
  let run = '';
  for (const step of steps) {
    if (step.kind === 'byte' && step.literal !== null) {
      run += String.fromCharCode(step.literal);
      if (run.length > best.length) best = run;
    } else {
      run = '';
    }
  }
  return best;
}

/** The bytes every match contains, as a 256-bit set in eight words (the "/" of a "**" + "/" group may be skipped). */
export function requiredBytes(steps: readonly Step[]): Int32Array {
  const mask = new Int32Array(8);
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i] as Step;
    if (step.kind === 'optional') i += 2;
    else if (step.kind === 'byte' && step.literal !== null) mask[step.literal >> 5] = (mask[step.literal >> 5] as number) | (1 << (step.literal & 31));
  }
  return mask;
}

/** The set of bytes of `text[from, to)`, as `requiredBytes` writes it. */
export function bytesOf(text: string, from = 0, to = text.length): Int32Array {
  const mask = new Int32Array(8);
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    mask[code >> 5] = (mask[code >> 5] as number) | (1 << (code & 31));
  }
  return mask;
}

/** Whether every bit of `required` is in `present`. */
export function containsBytes(present: Int32Array, required: Int32Array): boolean {
  for (let w = 0; w < 8; w++) if (((required[w] as number) & ~(present[w] as number)) !== 0) return false;
  return true;
}

const NO_WORDS = new Int32Array(0);

/**
 * Tables are cut from shared blocks: a large .gitignore builds hundreds of small automata, and one
 * typed array each (with its own buffer) costs more than the matching they do.
 */
let block = NO_WORDS;
let blockUsed = 0;
function words(count: number): Int32Array {
  if (count > 4096) return new Int32Array(count);
  if (blockUsed + count > block.length) {
    block = new Int32Array(65536);
    blockUsed = 0;
  }
  const view = block.subarray(blockUsed, blockUsed + count);
  blockUsed += count;
  return view;
}

/**
 * The automaton of a glob. States live in `words` 32-bit words (one for globs of up to 31 steps,
 * which is nearly all of them); the accepting state is bit `steps`. Tables are built on first use:
 * most lines of a large .gitignore are never offered a name they could match.
 */
export class Glob {
  readonly steps: number;
  readonly words: number;
  readonly #source: readonly Step[];
  #built = false;
  /** consume[byte * words + w]: the states whose step accepts `byte` (they move one state on). */
  consume: Int32Array = NO_WORDS;
  /** States that stay where they are on "/" and on any other byte (a `*` or `**` step). */
  loopSlash: Int32Array = NO_WORDS;
  loopOther: Int32Array = NO_WORDS;
  /** States that also count as the next one (a `*` or `**` may match nothing) … */
  skipOne: Int32Array = NO_WORDS;
  /** … and as the one three on (the entry of a "**" + "/" group skips its `**` and its "/"). */
  skipThree: Int32Array = NO_WORDS;
  hasSkips = false;
  /** The states before any byte. */
  start: Int32Array = NO_WORDS;

  /** The least number of bytes a match has (its one-byte steps): a shorter text never matches. */
  readonly minLength: number;
  /**
   * For a glob of one-byte steps and `*` only: its runs of one-byte steps between the stars (see
   * matchesName), each with its text when all its steps are literal; null for other globs.
   */
  readonly #runs: Array<{ steps: Step[]; text: string | null }> | null;
  /** The longest chain of steps that can match nothing in a row: the passes a closure takes. */
  chain = 0;
  /** Reused states for `matches` of globs of more than one word. */
  #scratch: Int32Array = NO_WORDS;

  constructor(steps: readonly Step[]) {
    this.words = ((steps.length + 1 + 31) >> 5) || 1;
    this.steps = steps.length;
    this.#source = steps;
    let minLength = 0;
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i] as Step;
      if (step.kind === 'optional') i += 2;
      else if (step.kind === 'byte') minLength++;
    }
    this.minLength = minLength;
    let runs: Array<{ steps: Step[]; text: string | null }> | null = [{ steps: [], text: null }];
    for (const step of steps) {
      if (step.kind === 'star') runs.push({ steps: [], text: null });
      else if (step.kind === 'byte') (runs.at(-1) as { steps: Step[] }).steps.push(step);
      else {
        runs = null;
        break;
      }
    }
    for (const run of runs ?? []) run.text = run.steps.every((step) => step.kind === 'byte' && step.literal !== null) ? literalPrefix(run.steps) : null;
    this.#runs = runs;
  }

  /**
   * Whether the glob matches a whole name (a text without "/"). A glob of one-byte steps and `*`
   * is matched the classic way: the first run at the start, the last at the end, and each run
   * between at its leftmost place after the one before (`indexOf` for plain text), which is right
   * because a `*` takes any text; every run read moves on, so a name is read about once. Other
   * globs run their automaton.
   */
  matchesName(name: string): boolean {
    const runs = this.#runs;
    if (runs === null) return this.matches(name);
    if (name.length < this.minLength) return false;
    const first = runs[0] as { steps: Step[]; text: string | null };
    if (runs.length === 1) return name.length === first.steps.length && runAt(first.steps, name, 0);
    const last = runs[runs.length - 1] as { steps: Step[]; text: string | null };
    const end = name.length - last.steps.length;
    if (!runAt(first.steps, name, 0) || !runAt(last.steps, name, end)) return false;
    let at = first.steps.length;
    for (let r = 1; r < runs.length - 1; r++) {
      const { steps, text } = runs[r] as { steps: Step[]; text: string | null };
      let found = -1;
      if (text !== null) {
        found = name.indexOf(text, at);
        if (found > end - steps.length) found = -1;
      } else {
        for (let p = at; p <= end - steps.length && found < 0; p++) if (runAt(steps, name, p)) found = p;
      }
      if (found < 0) return false;
      at = found + steps.length;
    }
    return at <= end;
  }

  /** Builds the tables (once); every public use of them comes after this. */
  build(): this {
    if (this.#built) return this;
    this.#built = true;
    const size = this.words;
    this.consume = words(256 * size);
    this.loopSlash = words(size);
    this.loopOther = words(size);
    this.skipOne = words(size);
    this.skipThree = words(size);
    const set = (array: Int32Array, at: number, bit: number) => {
      array[at] = (array[at] as number) | (1 << (bit & 31));
    };
    this.#source.forEach((step, i) => {
      const w = i >> 5;
      if (step.kind === 'byte') {
        if (step.literal !== null) set(this.consume, step.literal * size + w, i);
        else for (let byte = 0; byte < 256; byte++) if (step.bytes[byte]) set(this.consume, byte * size + w, i);
        return;
      }
      set(this.skipOne, w, i);
      if (step.kind === 'optional') {
        set(this.skipThree, w, i);
        return;
      }
      set(this.loopOther, w, i);
      if (step.kind === 'globstar') set(this.loopSlash, w, i);
    });
    this.hasSkips = this.skipOne.some((word) => word !== 0);
    // chain[i]: how many steps from i on can match nothing one after another (at most a few).
    const steps = this.#source;
    const chain = new Array<number>(steps.length + 4).fill(0);
    for (let i = steps.length - 1; i >= 0; i--) {
      const kind = (steps[i] as Step).kind;
      if (kind === 'byte') continue;
      chain[i] = Math.max(1 + (chain[i + 1] as number), kind === 'optional' ? 1 + (chain[i + 3] as number) : 0);
      this.chain = Math.max(this.chain, chain[i] as number);
    }
    this.#scratch = words(size);
    this.start = words(size);
    this.start[0] = 1;
    this.#close(this.start, 0);
    return this;
  }

  /** Adds every state reachable without a byte (through `*`, `**` and a "**" + "/" group matching nothing). */
  #close(states: Int32Array, at: number): void {
    if (!this.hasSkips) return;
    const words = this.words;
    // Each pass moves every state one epsilon step on; `#chain` passes reach the end of any chain.
    for (let pass = 0; pass < this.chain; pass++) {
      let carryOne = 0;
      let carryThree = 0;
      for (let w = 0; w < words; w++) {
        const word = states[at + w] as number;
        const one = word & (this.skipOne[w] as number);
        const three = word & (this.skipThree[w] as number);
        const next = word | (one << 1) | carryOne | (three << 3) | carryThree;
        carryOne = one >>> 31;
        carryThree = three >>> 29;
        states[at + w] = next;
      }
    }
  }

  /**
   * One word of states over one byte (for one-word globs). Everything it reads is in typed arrays,
   * never in number fields (a field whose numbers outgrow small integers changes the object's
   * shape, and optimized code keyed to a shape that dies with a run is thrown away after it).
   */
  step0(word: number, byte: number): number {
    let next = ((word & (this.consume[byte] as number)) << 1) | (word & ((byte === SLASH ? this.loopSlash[0] : this.loopOther[0]) as number));
    if (next !== 0 && this.hasSkips) {
      const one = this.skipOne[0] as number;
      const three = this.skipThree[0] as number;
      for (let pass = this.chain; pass > 0; pass--) next |= ((next & one) << 1) | ((next & three) << 3);
    }
    return next;
  }

  /** Moves the states at `states[at…]` over one byte, in place; false when no state is left. */
  step(states: Int32Array, at: number, byte: number): boolean {
    const words = this.words;
    if (words === 1) {
      const next = this.step0(states[at] as number, byte);
      states[at] = next;
      return next !== 0;
    }
    const loop = byte === SLASH ? this.loopSlash : this.loopOther;
    let carry = 0;
    let alive = 0;
    const row = byte * words;
    for (let w = 0; w < words; w++) {
      const word = states[at + w] as number;
      const moved = word & (this.consume[row + w] as number);
      const next = (moved << 1) | carry | (word & (loop[w] as number));
      carry = moved >>> 31;
      states[at + w] = next;
      alive |= next;
    }
    if (alive === 0) return false;
    this.#close(states, at);
    return true;
  }

  /** Whether the states at `states[at…]` include the accepting one. */
  accepts(states: Int32Array, at: number): boolean {
    return (((states[at + (this.steps >> 5)] as number) >>> (this.steps & 31)) & 1) === 1;
  }

  /** Whether the glob matches all of `text[from, to)`. */
  matches(text: string, from = 0, to = text.length): boolean {
    if (to - from < this.minLength) return false;
    this.build();
    if (this.words === 1) {
      let word = this.start[0] as number;
      for (let i = from; i < to && word !== 0; ) {
        const byte = text.charCodeAt(i++);
        const next = this.step0(word, byte);
        // A byte that leaves the states as they are leaves them so for the rest of its run.
        if (next === word) while (i < to && text.charCodeAt(i) === byte) i++;
        word = next;
      }
      return ((word >>> this.steps) & 1) === 1;
    }
    // The general step, with every table at hand (this loop is where long globs spend their time).
    const states = this.#scratch;
    states.set(this.start);
    const { consume, loopSlash, loopOther, skipOne, skipThree, chain, words } = this;
    for (let i = from; i < to; i++) {
      const byte = text.charCodeAt(i);
      const loop = byte === SLASH ? loopSlash : loopOther;
      const row = byte * words;
      let carry = 0;
      let alive = 0;
      for (let w = 0; w < words; w++) {
        const word = states[w] as number;
        const moved = word & (consume[row + w] as number);
        const next = (moved << 1) | carry | (word & (loop[w] as number));
        carry = moved >>> 31;
        states[w] = next;
        alive |= next;
      }
      if (alive === 0) return false;
      for (let pass = 0; pass < chain; pass++) {
        let carryOne = 0;
        let carryThree = 0;
        for (let w = 0; w < words; w++) {
          const word = states[w] as number;
          const one = word & (skipOne[w] as number);
          const three = word & (skipThree[w] as number);
          states[w] = word | (one << 1) | carryOne | (three << 3) | carryThree;
          carryOne = one >>> 31;
          carryThree = three >>> 29;
        }
      }
    }
    return this.accepts(states, 0);
  }
}

/**
 * One automaton that lives as long as the module: the shape of Glob objects stays alive between
 * runs, so the optimized code of the matching loops (keyed to that shape) survives garbage
 * collection instead of being recompiled at the start of every run.
 */
export const SHAPE_KEEPER = new Glob(parseGlob('a*?', false)).build();
