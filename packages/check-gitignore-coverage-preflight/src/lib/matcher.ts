/**
 * All rules of one .gitignore against all paths, as `git check-ignore` decides: each folder of a
 * path in turn (the first one excluded settles it, "it is not possible to re-include a file if a
 * parent directory of that file is excluded"), then the path itself; at each of these check-points
 * the last matching line wins. A line with no slash is matched against the last name only; one with
 * a slash against the whole path (gitignore(5)).
 *
 * No rule is tried against every check-point. Each rule is indexed by what a match must contain:
 * - name rules (no slash, or "**" + "/name") by their plain name, its literal start or end, or a run of
 *   three plain bytes; each distinct name is matched once, against the few rules the index offers;
 * - path rules with `**` or a literal start (`build/`, `src/**` + `/x`) are followed byte by byte along
 *   each path, from the point where their literal start has been read;
 * - other path rules (a `*` folder then `x.js`) only at the check-point of their own depth, offered by the index
 *   of their last name.
 * Every match is one automaton run (see Glob), linear in the text.
 */
import { bytesOf, containsBytes, Glob, literalPrefix, literalRun, literalSuffix, parseGlob, requiredBytes, SHAPE_KEEPER, type Step } from './glob.js';

/** A supported line, as the matcher needs it. */
export interface RuleLine {
  index: number;
  negative: boolean;
  /** The pattern without its "!" (escaped when it starts with "#" or "!"), in byte-string form. */
  positive: string;
}

/** One line, compiled (a class, so that every rule object has one shape for the hot loops). */
class Compiled {
  constructor(
    readonly index: number,
    readonly negative: boolean,
    /** A trailing "/": matches folders only. */
    readonly mustBeDir: boolean,
    readonly kind: 'name' | 'depth' | 'walk',
    /** name: the name glob; depth: the whole-path glob; walk: the glob after the literal start. */
    readonly glob: Glob,
    /** depth: the number of names the glob spans. */
    readonly depth = 0,
    /** walk: the literal start, read before the automaton starts. */
    readonly prefix = '',
    /** walk: bytes every matching path contains after the literal start (null when there are none). */
    readonly required: Int32Array | null = null,
  ) {}
}

/** What one check-point of one path decided. */
export interface Walk {
  /** Per folder check-point (outermost first): the line that excluded it or a folder above it, else -1. */
  excluded: readonly number[];
  /** The last line matching the path itself (see `finalText`), else -1. */
  last: number;
  /** For each negation matching somewhere on the path: [line, check-point] of its first match (check-points: folders, then the path). */
  negations: number[];
}

/** A byte trie: items hang at the node of the text that leads to them. */
interface TrieNode<T> {
  key: number;
  only: TrieNode<T> | null;
  children: Map<number, TrieNode<T>> | null;
  items: T[] | null;
}

const trieNode = <T>(key: number): TrieNode<T> => ({ key, only: null, children: null, items: null });

function trieChild<T>(node: TrieNode<T>, key: number): TrieNode<T> | null {
  if (node.only?.key === key) return node.only;
  return node.children?.get(key) ?? null;
}

function trieInsert<T>(root: TrieNode<T>, text: string, item: T, reverse = false): void {
  let node = root;
  for (let i = 0; i < text.length; i++) {
    const key = text.charCodeAt(reverse ? text.length - 1 - i : i);
    let next = trieChild(node, key);
    if (!next) {
      next = trieNode<T>(key);
      if (node.only === null) node.only = next;
      else (node.children ??= new Map([[node.only.key, node.only]])).set(key, next);
    }
    node = next;
  }
  (node.items ??= []).push(item);
}

/** An index entry: a rule whose last name must match this glob. */
interface NameEntry {
  rule: Compiled;
  glob: Glob;
  /** The glob is plain text: matched by the index lookup itself. */
  exact: boolean;
}

/** What the rules say about one name (a path component), computed once per distinct name. */
interface NameVerdict {
  /** Name rules matching it, by line; the file list leaves folder-only rules out. */
  folder: Compiled[];
  file: Compiled[];
  negationsFolder: Compiled[];
  negationsFile: Compiled[];
  markedFolder: boolean;
  markedFile: boolean;
  /** Depth rules whose last name matches it, by their depth. */
  byDepth: Map<number, Compiled[]> | null;
}

/** The verdict on every name no rule matches (nothing in it ever changes). */
const NO_RULES: NameVerdict = Object.freeze({
  folder: [],
  file: [],
  negationsFolder: [],
  negationsFile: [],
  markedFolder: true,
  markedFile: true,
  byDepth: null,
}) as NameVerdict;

const GRAM = 3;
const gramAt = (text: string, i: number): number => (text.charCodeAt(i) << 16) | (text.charCodeAt(i + 1) << 8) | text.charCodeAt(i + 2);
const byIndex = (a: Compiled, b: Compiled) => a.index - b.index;
const SLASH = 0x2f;

/** The steps after the last literal "/" step (the glob of the last name). */
function lastName(steps: readonly Step[]): Step[] {
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i] as Step;
    if (step.kind === 'byte' && step.literal === SLASH) return steps.slice(i + 1);
  }
  return [...steps];
}

const isLiteral = (step: Step) => step.kind === 'byte' && step.literal !== null;

function compile(line: RuleLine): { rule: Compiled; name: Step[] | null } {
  let body = line.positive;
  const mustBeDir = body.endsWith('/');
  if (mustBeDir) body = body.slice(0, -1);
  const { index, negative } = line;
  if (!body.includes('/')) {
    const steps = parseGlob(body, false);
    return { rule: new Compiled(index, negative, mustBeDir, 'name', new Glob(steps)), name: steps };
  }
  if (body.startsWith('/')) body = body.slice(1);
  // "**/name" matches the name in any folder: a name rule.
  const rest = body.slice(3);
  if (body.startsWith('**/') && rest !== '' && rest !== '**' && !rest.includes('/')) {
    const steps = parseGlob(rest, false);
    return { rule: new Compiled(index, negative, mustBeDir, 'name', new Glob(steps)), name: steps };
  }
  const steps = parseGlob(body, true);
  const prefix = literalPrefix(steps);
  if (!steps.some((step) => step.kind === 'globstar')) {
    const name = lastName(steps);
    const run = literalRun(name);
    const nameLiteral = Math.max(literalPrefix(name).length, literalSuffix(name).length, run.length >= GRAM ? run.length : 0);
    // Without "**" the glob spans a fixed number of names: find it through its last name unless its literal start says more.
    if (prefix.length === 0 || nameLiteral >= prefix.length || name.every(isLiteral)) {
      const depth = steps.filter((step) => step.kind === 'byte' && step.literal === SLASH).length + 1;
      return { rule: new Compiled(index, negative, mustBeDir, 'depth', new Glob(steps), depth), name };
    }
  }
  const glob = new Glob(steps.slice(prefix.length));
  const required = requiredBytes(steps.slice(prefix.length));
  return { rule: new Compiled(index, negative, mustBeDir, 'walk', glob, 0, prefix, required.some((word) => word !== 0) ? required : null), name: null };
}

export class Matcher {
  readonly #walkTrie = trieNode<Compiled>(-1);
  readonly #exact = new Map<string, NameEntry[]>();
  readonly #starts = trieNode<NameEntry>(-1);
  readonly #ends = trieNode<NameEntry>(-1);
  readonly #grams = new Map<number, NameEntry[]>();
  readonly #anyName: NameEntry[] = [];
  readonly #names = new Map<string, NameVerdict>();
  readonly #walks = new Map<string, Walk>();
  /** Lines that matched at least one check-point of one path. */
  readonly matched: Uint8Array;
  /** Stamps: an entry offered for the current name, a negation already recorded for the current path. */
  #stamp = 0;
  readonly #offered: Int32Array;
  readonly #seen: Int32Array;

  /** Some followed line needs certain bytes in a path: paths are checked for them first. */
  readonly #anyRequired: boolean = false;

  constructor(lines: readonly RuleLine[], size: number) {
    this.matched = new Uint8Array(size);
    this.#offered = new Int32Array(size);
    this.#seen = new Int32Array(size);
    for (const line of lines) {
      const { rule, name } = compile(line);
      if (rule.kind === 'walk') {
        trieInsert(this.#walkTrie, rule.prefix, rule);
        if (rule.required !== null) this.#anyRequired = true;
      }
      if (name !== null) this.#indexName(rule, name);
    }
  }

  #indexName(rule: Compiled, steps: Step[]): void {
    const glob = rule.kind === 'name' ? rule.glob : new Glob(steps);
    if (steps.every(isLiteral)) {
      const text = literalPrefix(steps);
      const list = this.#exact.get(text);
      const entry = { rule, glob, exact: true };
      if (list) list.push(entry);
      else this.#exact.set(text, [entry]);
      return;
    }
    const entry = { rule, glob, exact: false };
    const start = literalPrefix(steps);
    const end = literalSuffix(steps);
    const run = literalRun(steps);
    const ends = Math.max(start.length, end.length);
    if (ends > 0 && ends >= (run.length >= GRAM ? run.length : 0)) {
      if (start.length >= end.length) trieInsert(this.#starts, start, entry);
      else trieInsert(this.#ends, end, entry, true);
    } else if (run.length >= GRAM) {
      // The least crowded three-byte piece of the run, so the index stays selective.
      let best = gramAt(run, 0);
      for (let i = 1; i + GRAM <= run.length; i++) {
        const gram = gramAt(run, i);
        if ((this.#grams.get(gram)?.length ?? 0) < (this.#grams.get(best)?.length ?? 0)) best = gram;
      }
      const list = this.#grams.get(best);
      if (list) list.push(entry);
      else this.#grams.set(best, [entry]);
    } else {
      this.#anyName.push(entry);
    }
  }

  /** The rules whose last name matches `name`, once per distinct name. */
  #name(name: string): NameVerdict {
    const known = this.#names.get(name);
    if (known) return known;
    const stamp = ++this.#stamp;
    const hits: NameEntry[] = [];
    const offered = this.#offered;
    const offer = (entries: readonly NameEntry[] | null | undefined) => {
      if (!entries) return;
      for (const entry of entries) {
        if (offered[entry.rule.index] === stamp) continue;
        offered[entry.rule.index] = stamp;
        if (entry.exact || entry.glob.matchesName(name)) hits.push(entry);
      }
    };
    offer(this.#exact.get(name));
    for (let node = trieChild(this.#starts, name.charCodeAt(0)), i = 1; node; node = i < name.length ? trieChild(node, name.charCodeAt(i++)) : null) offer(node.items);
    for (let node = trieChild(this.#ends, name.charCodeAt(name.length - 1)), i = name.length - 2; node; node = i >= 0 ? trieChild(node, name.charCodeAt(i--)) : null) offer(node.items);
    if (this.#grams.size > 0) for (let i = 0; i + GRAM <= name.length; i++) offer(this.#grams.get(gramAt(name, i)));
    offer(this.#anyName);
    if (hits.length === 0) {
      this.#names.set(name, NO_RULES);
      return NO_RULES;
    }
    const folder: Compiled[] = [];
    let byDepth: Map<number, Compiled[]> | null = null;
    for (const { rule } of hits) {
      if (rule.kind === 'name') folder.push(rule);
      else {
        byDepth ??= new Map();
        const list = byDepth.get(rule.depth);
        if (list) list.push(rule);
        else byDepth.set(rule.depth, [rule]);
      }
    }
    folder.sort(byIndex);
    for (const list of byDepth?.values() ?? []) list.sort(byIndex);
    const file = folder.filter((rule) => !rule.mustBeDir);
    const verdict: NameVerdict = {
      folder,
      file,
      negationsFolder: folder.filter((rule) => rule.negative),
      negationsFile: file.filter((rule) => rule.negative),
      markedFolder: false,
      markedFile: false,
      byDepth,
    };
    this.#names.set(name, verdict);
    return verdict;
  }

  // The walk in progress: the automata followed along the path (rule and its states at
  // states[offset…]), the check-point, the best line there and the negations met so far.
  readonly #active: Compiled[] = [];
  readonly #offsets: number[] = [];
  #states = new Int32Array(256);
  #used = 0;
  #checkpoint = 0;
  #best: Compiled | null = null;
  #negations: number[] = [];
  #lastName = '';
  /** The bytes of the paths being walked (a folder and its files), when some line needs certain bytes. */
  #present: Int32Array | null = null;
  #lastVerdict: NameVerdict | null = null;

  #activate(rules: readonly Compiled[], present: Int32Array | null): void {
    for (const rule of rules) {
      if (present !== null && rule.required !== null && !containsBytes(present, rule.required)) continue;
      const glob = rule.glob.build();
      const words = glob.words;
      if (this.#used + words > this.#states.length) {
        const grown = new Int32Array(Math.max(this.#states.length * 2, this.#used + words));
        grown.set(this.#states.subarray(0, this.#used));
        this.#states = grown;
      }
      if (words === 1) this.#states[this.#used] = glob.start[0] as number;
      else this.#states.set(glob.start, this.#used);
      this.#active.push(rule);
      this.#offsets.push(this.#used);
      this.#used += words;
    }
  }

  /**
   * Moves the followed automata from `first` on over `path[from, to)`, one automaton at a time
   * (its tables stay at hand for the whole run of bytes). A dead one keeps all-zero states until
   * `#compact` drops it.
   */
  #advance(path: string, from: number, to: number, first: number): void {
    const active = this.#active;
    const offsets = this.#offsets;
    const states = this.#states;
    for (let a = first; a < active.length; a++) {
      const glob = (active[a] as Compiled).glob;
      const at = offsets[a] as number;
      if (glob.words === 1) {
        let word = states[at] as number;
        for (let i = from; i < to && word !== 0; ) {
          const byte = path.charCodeAt(i++);
          const next = glob.step0(word, byte);
          // A byte that leaves the states as they are leaves them so for the rest of its run.
          if (next === word) while (i < to && path.charCodeAt(i) === byte) i++;
          word = next;
        }
        states[at] = word;
      } else {
        for (let i = from; i < to; i++) if (!glob.step(states, at, path.charCodeAt(i))) break;
      }
    }
  }

  /** Drops the automata with no state left. */
  #compact(): void {
    const active = this.#active;
    const offsets = this.#offsets;
    const states = this.#states;
    let kept = 0;
    let at = 0;
    for (let a = 0; a < active.length; a++) {
      const rule = active[a] as Compiled;
      const from = offsets[a] as number;
      const words = rule.glob.words;
      let alive = 0;
      for (let w = 0; w < words; w++) alive |= states[from + w] as number;
      if (alive === 0) continue;
      if (at !== from) states.copyWithin(at, from, from + words);
      active[kept] = rule;
      offsets[kept] = at;
      kept++;
      at += words;
    }
    // Truncating an array can shrink its storage; only do it when something was dropped.
    if (kept !== active.length) {
      active.length = kept;
      offsets.length = kept;
    }
    this.#used = at;
  }

  #consider(rule: Compiled, stamp: number): void {
    if (this.#best === null || rule.index > this.#best.index) this.#best = rule;
    this.matched[rule.index] = 1;
    if (rule.negative && this.#seen[rule.index] !== stamp) {
      this.#seen[rule.index] = stamp;
      this.#negations.push(rule.index, this.#checkpoint);
    }
  }

  /** The last line matching the check-point `path[0, end)` (a folder, or the path itself). */
  #evaluate(path: string, end: number, nameStart: number, folder: boolean, stamp: number): Compiled | null {
    // Neighbouring check-points often share their name ("src/…/src", "a/a/a"): reuse the last verdict.
    const length = end - nameStart;
    let verdict = this.#lastVerdict;
    if (verdict === null || length !== this.#lastName.length || !path.startsWith(this.#lastName, nameStart)) {
      this.#lastName = path.slice(nameStart, end);
      verdict = this.#lastVerdict = this.#name(this.#lastName);
    }
    const names = folder ? verdict.folder : verdict.file;
    this.#best = names.length > 0 ? (names[names.length - 1] as Compiled) : null;
    if (!(folder ? verdict.markedFolder : verdict.markedFile)) {
      for (const rule of names) this.matched[rule.index] = 1;
      if (folder) verdict.markedFolder = true;
      else verdict.markedFile = true;
    }
    for (const rule of folder ? verdict.negationsFolder : verdict.negationsFile) {
      if (this.#seen[rule.index] !== stamp) {
        this.#seen[rule.index] = stamp;
        this.#negations.push(rule.index, this.#checkpoint);
      }
    }
    const depth = this.#checkpoint + 1;
    for (const rule of verdict.byDepth?.get(depth) ?? []) {
      if ((folder || !rule.mustBeDir) && rule.glob.matches(path, 0, end)) this.#consider(rule, stamp);
    }
    const active = this.#active;
    for (let a = 0; a < active.length; a++) {
      const rule = active[a] as Compiled;
      if ((folder || !rule.mustBeDir) && rule.glob.accepts(this.#states, this.#offsets[a] as number)) this.#consider(rule, stamp);
    }
    return this.#best;
  }

  /** The walk of one path: from memory, or walked now (alone). */
  walk(path: string): Walk {
    const known = this.#walks.get(path);
    if (known) return known;
    this.walkAll([path]);
    return this.#walks.get(path) as Walk;
  }

  /**
   * Every check-point of each valid path in byte-string form: each folder (as a folder), then the
   * path as given (a trailing "/" included, as git matches it, and never as a folder). Paths in one
   * folder share the walk down to it (a repository has many files per folder): only their own
   * names are read once each.
   */
  walkAll(paths: Iterable<string>): void {
    const byFolder = new Map<string, string[]>();
    for (const path of new Set(paths)) {
      if (this.#walks.has(path)) continue;
      const folder = path.slice(0, path.lastIndexOf('/') + 1);
      const group = byFolder.get(folder);
      if (group) group.push(path);
      else byFolder.set(folder, [path]);
    }
    const rootRules = this.#walkTrie.items;
    const filtered = this.#anyRequired;
    for (const [folder, group] of byFolder) {
      // A line with no literal start is followed only if the folder and its files hold all its plain bytes.
      let present: Int32Array | null = null;
      if (filtered) {
        present = bytesOf(group[0] as string, 0, folder.length);
        for (const path of group) {
          const bytes = bytesOf(path, folder.length);
          for (let w = 0; w < 8; w++) present[w] = (present[w] as number) | (bytes[w] as number);
        }
      }
      const stamp = ++this.#stamp;
      this.#negations = [];
      this.#checkpoint = 0;
      this.#active.length = 0;
      this.#offsets.length = 0;
      this.#used = 0;
      if (rootRules) this.#activate(rootRules, present);
      // The folder is read in its first path (a slice of a long path is slower to read).
      this.#present = present;
      const { excluded, node } = this.#walkFolder(group[0] as string, folder.length, stamp);
      if (group.length === 1) {
        this.#finish(group[0] as string, folder.length, excluded, node, stamp);
        continue;
      }
      // The state at the end of the folder, restored for each of its files.
      const active = [...this.#active];
      const offsets = [...this.#offsets];
      const states = this.#states.slice(0, this.#used);
      const negations = this.#negations;
      const checkpoint = this.#checkpoint;
      for (const path of group) {
        const own = ++this.#stamp;
        for (let k = 0; k < negations.length; k += 2) this.#seen[negations[k] as number] = own;
        this.#negations = negations.slice();
        this.#checkpoint = checkpoint;
        this.#active.length = 0;
        this.#offsets.length = 0;
        this.#active.push(...active);
        this.#offsets.push(...offsets);
        if (this.#states.length < states.length) this.#states = new Int32Array(states.length * 2);
        this.#states.set(states);
        this.#used = states.length;
        this.#finish(path, folder.length, excluded, node, own);
      }
    }
  }

  /** Reads the folder `path[0, end)` (empty, or names each followed by "/"): its folder check-points, and every byte. */
  #walkFolder(path: string, end: number, stamp: number): { excluded: number[]; node: TrieNode<Compiled> | null } {
    const excluded: number[] = [];
    let node: TrieNode<Compiled> | null = this.#walkTrie;
    let excludedSoFar = -1;
    for (let nameStart = 0; nameStart < end; ) {
      let slash = nameStart;
      while (path.charCodeAt(slash) !== SLASH) slash++;
      node = this.#readName(path, nameStart, slash, node);
      const best = this.#evaluate(path, slash, nameStart, true, stamp);
      if (excludedSoFar < 0 && best !== null && !best.negative) excludedSoFar = best.index;
      excluded.push(excludedSoFar);
      this.#checkpoint++;
      this.#advance(path, slash, slash + 1, 0);
      this.#compact();
      if (node !== null) {
        node = trieChild(node, SLASH);
        if (node?.items) this.#activate(node.items, this.#present);
      }
      nameStart = slash + 1;
    }
    return { excluded, node };
  }

  /** The name `text[start, end)`: every followed automaton reads it, and so does each one whose literal start ends inside it. */
  #readName(text: string, start: number, end: number, node: TrieNode<Compiled> | null): TrieNode<Compiled> | null {
    this.#advance(text, start, end, 0);
    for (let i = start; i < end && node !== null; i++) {
      node = trieChild(node, text.charCodeAt(i));
      if (node?.items) {
        const first = this.#active.length;
        this.#activate(node.items, this.#present);
        this.#advance(text, i + 1, end, first);
      }
    }
    return node;
  }

  /** The last name of `path` (from `nameStart`) and the path's own check-point. */
  #finish(path: string, nameStart: number, excluded: readonly number[], node: TrieNode<Compiled> | null, stamp: number): void {
    this.#readName(path, nameStart, path.length, node);
    const last = this.#evaluate(path, path.length, nameStart, false, stamp);
    this.#walks.set(path, { excluded, last: last === null ? -1 : last.index, negations: this.#negations });
  }
}

/**
 * A matcher and a compiled line that live as long as the module, for the same reason as
 * SHAPE_KEEPER in glob.ts: the shapes the hot methods are optimized for outlive each run.
 */
export const SHAPE_KEEPERS = [new Matcher([{ index: 0, negative: false, positive: 'a/**/b' }, { index: 1, negative: true, positive: 'c' }], 2), new Compiled(0, false, false, 'name', SHAPE_KEEPER)];
