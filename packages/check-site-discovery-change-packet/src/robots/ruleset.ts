import { canonicalPath } from './encoding.js';
import { characterMask, covers } from './match.js';
import type { ParsedRobots, RobotsRule } from './parse.js';

/** The answer for one path: allowed or not, and the rule that decided (null: no rule matched). */
export interface Decision {
  allowed: boolean;
  rule: RobotsRule | null;
}

interface TrieNode {
  children: Map<number, TrieNode>;
  rules: RobotsRule[];
}

const newNode = (): TrieNode => ({ children: new Map(), rules: [] });

/** Whether `candidate` would beat `best` if it matched: longer wins, then allow, then the earlier line. */
function outranks(candidate: RobotsRule, best: RobotsRule | null): boolean {
  if (best === null) return true;
  if (candidate.specificity !== best.specificity) return candidate.specificity > best.specificity;
  if (candidate.allow !== best.allow) return candidate.allow;
  return candidate.line < best.line;
}

/**
 * The rules that apply to one crawler, merged from every group that names it (RFC 9309 §2.2.1).
 * Rules are filed in a trie under their literal prefix, so one walk along the path finds the only
 * rules that can match; each is then confirmed by its linear matcher, best candidates first.
 */
export class RuleSet {
  readonly rules: readonly RobotsRule[];
  readonly #root: TrieNode = newNode();

  constructor(rules: readonly RobotsRule[]) {
    this.rules = rules;
    // RFC 9309 §2.2.2: duplicate rules MAY be deduplicated; the earliest line of each stays.
    const seen = new Set<string>();
    for (const rule of rules) {
      const key = `${rule.allow ? 'A' : 'D'}${rule.canonical}`;
      if (seen.has(key)) continue;
      seen.add(key);
      let node = this.#root;
      const { prefix } = rule.matcher;
      for (let i = 0; i < prefix.length; i++) {
        const code = prefix.charCodeAt(i);
        let next = node.children.get(code);
        if (!next) {
          next = newNode();
          node.children.set(code, next);
        }
        node = next;
      }
      node.rules.push(rule);
    }
  }

  /** Decides a path that is already in canonical form (see `canonicalPath`). */
  decideCanonical(path: string): Decision {
    let best: RobotsRule | null = null;
    let has: ReturnType<typeof characterMask> | null = null;
    let node: TrieNode | undefined = this.#root;
    for (let depth = 0; node; depth++) {
      for (const rule of node.rules) {
        if (!outranks(rule, best)) continue;
        has ??= characterMask(path);
        if (covers(has, rule.matcher.needs) && rule.matcher.matches(path)) best = rule;
      }
      node = depth < path.length ? node.children.get(path.charCodeAt(depth)) : undefined;
    }
    // RFC 9309 §2.2.2: "The /robots.txt URI is implicitly allowed."
    return path === '/robots.txt' ? { allowed: true, rule: null } : { allowed: best === null || best.allow, rule: best };
  }

  /** Decides a URI path (path and query, as a URL carries them). */
  decide(path: string): Decision {
    return this.decideCanonical(canonicalPath(path));
  }

  /**
   * The rule that shuts the whole site when one does: a disallow that matches every path and is
   * not outweighed by an allow that matches every path as well (`Allow: /` beside `Disallow: /`).
   */
  blocksEverything(): RobotsRule | null {
    let disallow: RobotsRule | null = null;
    let allow: RobotsRule | null = null;
    for (const rule of this.rules) {
      if (!rule.matchesAll) continue;
      if (rule.allow) {
        if (allow === null || rule.specificity > allow.specificity) allow = rule;
      } else if (disallow === null || rule.specificity > disallow.specificity) {
        disallow = rule;
      }
    }
    if (disallow === null) return null;
    return allow !== null && allow.specificity >= disallow.specificity ? null : disallow;
  }
}

/**
 * Resolves the groups for a product token: every group naming it, merged; else every `*` group,
 * merged; else no rules at all (RFC 9309 §2.2.1). Rule sets are shared between tokens that resolve
 * to the same groups, so a path is decided once per distinct rule set.
 */
export class Robots {
  readonly parsed: ParsedRobots;
  readonly #byKey = new Map<string, RuleSet>();
  readonly #byToken = new Map<string, RuleSet>();
  readonly #tokens: ReadonlySet<string>;

  constructor(parsed: ParsedRobots) {
    this.parsed = parsed;
    this.#tokens = new Set(parsed.groups.flatMap((group) => group.agents.filter((agent): agent is string => agent !== null)));
  }

  /** True when some group names this product token itself (not through `*`). */
  names(token: string): boolean {
    return this.#tokens.has(token.toLowerCase());
  }

  ruleSet(token: string): RuleSet {
    const lower = token.toLowerCase();
    const known = this.#byToken.get(lower);
    if (known) return known;
    let indices = this.parsed.groups.flatMap((group, index) => (group.agents.includes(lower) ? [index] : []));
    if (indices.length === 0) indices = this.parsed.groups.flatMap((group, index) => (group.agents.includes('*') ? [index] : []));
    const key = indices.join(',');
    let set = this.#byKey.get(key);
    if (!set) {
      set = new RuleSet(indices.flatMap((index) => (this.parsed.groups[index] as { rules: RobotsRule[] }).rules));
      this.#byKey.set(key, set);
    }
    this.#byToken.set(lower, set);
    return set;
  }
}
