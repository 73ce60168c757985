// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Snapshot = Input['baseline'];
type Found = { code: string; pointer: string; details?: unknown };
type Verdict = { agent: string; path: string; baseline: string; current: string; rule: string | null };
type Report = { robots: { agents: string[]; verdicts: Verdict[] }; sitemap: { disallowed: number; removed: number; added: number } };

const MAX_ROBOTS = 32_768;
const SITE = 'https://e.com';

const codesAt = (findings: Found[], code: string) => findings.filter((f) => f.code === code).map((f) => f.pointer);
const detailsOf = (findings: Found[], code: string) => findings.filter((f) => f.code === code).map((f) => f.details as Record<string, unknown>);

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
/** The low `count` bits of `bits` as letters: 0 is "a", 1 is "b". */
const letters = (bits: number, count: number) => range(count).map((k) => ((bits >> k) & 1 ? 'b' : 'a')).join('');
/** Twelve scrambled letters for path i. */
const word = (i: number) => letters(Math.imul(i + 1, 2654435761) >>> 7, 12);
/** Whether `needle`'s letters occur in order in `text`. */
function subsequence(needle: string, text: string): boolean {
  let k = 0;
  for (let i = 0; i < text.length && k < needle.length; i++) if (text[i] === needle[k]) k++;
  return k === needle.length;
}

/** Appends lines while the text stays within `limit` characters. */
function fill(head: string, line: (i: number) => string, limit = MAX_ROBOTS): string {
  let text = head;
  for (let i = 0; ; i++) {
    const next = line(i);
    if (text.length + next.length > limit) return text;
    text += next;
  }
}

/**
 * Wildcard rules that every examined path nearly meets: each needs a digit run and then a `y`;
 * the paths hold every digit and a `y`, but the `y` only before the digits, so the character
 * pre-check passes and the matcher has to read the path to refuse the rule.
 */
const nearMisses = (i: number) => `Disallow: /*${i}*y\n`;
/** `*` and the major crawler tokens the check examines when a group names them (src/agents.ts), in its order. */
const ALL_AGENTS = [
  '*', 'Googlebot', 'Bingbot', 'Applebot', 'DuckDuckBot', 'Yandex', 'Baiduspider', 'GPTBot', 'OAI-SearchBot', 'ChatGPT-User', 'ClaudeBot',
  'Claude-SearchBot', 'Claude-User', 'anthropic-ai', 'PerplexityBot', 'Perplexity-User', 'CCBot', 'Google-Extended', 'Applebot-Extended',
  'Bytespider', 'Meta-ExternalAgent', 'Amazonbot',
];
const agentLines = ALL_AGENTS.map((agent) => `User-agent: ${agent}\n`).join('');

const snapshot = (capturedAt: string, robots: string, sitemap: string[]): Snapshot => ({
  captured_at: capturedAt,
  url: `${SITE}/`,
  robots_text: robots,
  sitemap_urls: sitemap,
  canonical: `${SITE}/`,
  schema_types: [],
});

export const shapes = defineShapes<Input>([
  {
    // Every major crawler named in one group of near-miss wildcard rules filling both robots.txt
    // files; n sitemap paths on each side, every even one under /k/, which only the current file
    // disallows. Each path is decided for 22 agents against every rule.
    name: 'n sitemap paths per side against robots.txt files full of near-miss wildcard rules for 22 agents',
    max: 5000,
    grow: (n) => {
      const head = `${agentLines}Disallow: /*/k/\n`;
      const path = (side: string, i: number) => `${SITE}/y/${i % 2 === 0 ? 'k' : 'o'}/0123456789${side}${i}`;
      return {
        baseline: snapshot('2026-02-01T09:00:00Z', fill(agentLines, nearMisses), Array.from({ length: n }, (_, i) => path('b', i))),
        current: snapshot('2026-03-01T09:00:00Z', fill(head, nearMisses), Array.from({ length: n }, (_, i) => path('c', i))),
      };
    },
    verify(result, n) {
      const report = result.report as Report;
      const even = Array.from({ length: n }, (_, i) => i).filter((i) => i % 2 === 0);
      // Each even current path is disallowed by the one /k/ rule; nothing else matches anywhere.
      expect(codesAt(result.findings, 'SITEMAP_URL_DISALLOWED')).toEqual(even.map((i) => `/current/sitemap_urls/${i}`));
      for (const details of detailsOf(result.findings, 'SITEMAP_URL_DISALLOWED')) expect(details).toMatchObject({ rule: 'Disallow: /*/k/', line: 23, newly: true });
      expect(report.robots.agents).toEqual(ALL_AGENTS);
      // 1 + 2n paths (`/` and both sitemaps; the canonical is `/`) for every agent.
      expect(report.robots.verdicts).toHaveLength(ALL_AGENTS.length * (1 + 2 * n));
      // Baseline and current /k/ paths are both newly disallowed: per agent, one finding counting them.
      const newly = detailsOf(result.findings, 'PATHS_NEWLY_DISALLOWED');
      expect(newly.map((details) => details.agent).sort()).toEqual([...ALL_AGENTS].sort());
      for (const details of newly) expect(details.count).toBe(2 * even.length);
      expect(report.sitemap.disallowed).toBe(even.length);
    },
  },
  {
    // One sitemap URL of n characters, nearly matching every rule of a robots.txt full of
    // wildcard rules: each rule finds its first segment at once and then reads the rest of the path.
    name: 'one sitemap URL of n characters against a robots.txt full of near-miss wildcard rules',
    max: 250_000,
    grow: (n) => {
      const robots = fill('User-agent: *\nDisallow: /*a*b$\n', (i) => `Disallow: /*a*b${i}\n`);
      const url = `${SITE}/b0123456789/${'a'.repeat(n)}`;
      return { baseline: snapshot('2026-02-01T09:00:00Z', 'User-agent: *\nAllow: /\n', [url]), current: snapshot('2026-03-01T09:00:00Z', robots, [url]) };
    },
    verify(result) {
      // No rule matches: the path has no "b" after its "a"s and does not end in "b".
      expect(result.findings.filter((f) => f.code.startsWith('SITEMAP_URL') || f.code === 'PATHS_NEWLY_DISALLOWED')).toEqual([]);
      expect((result.report as Report).robots.verdicts.every((verdict) => verdict.current === 'allowed' && verdict.rule === null)).toBe(true);
    },
  },
  {
    // A robots.txt of n rules with many `*` and one literal prefix, against 300 paths that every
    // rule's prefix and character set meet: every rule is a candidate for every path and reads it
    // to the end. Path i ends in "b<i>x": the rules whose number starts i's digits match it.
    name: 'a robots.txt of n many-wildcard rules sharing one prefix against 300 paths',
    max: 4000,
    grow: (n) => {
      let robots = 'User-agent: *\n';
      for (let i = 0; i < n; i++) robots += `Disallow: /s/*a*a*a*a*a*a*b${i}\n`;
      const paths = Array.from({ length: 300 }, (_, i) => `${SITE}/s/b0123456789/${'a'.repeat(40)}/b${i}x`);
      return { baseline: snapshot('2026-02-01T09:00:00Z', '', paths), current: snapshot('2026-03-01T09:00:00Z', robots, paths) };
    },
    verify(result, n) {
      // Rule j meets path i when "b<j>" follows the a's: when j's digits start i's. The longest
      // such j < n decides (the most octets win); a path with none stays allowed.
      const deciding = (i: number): number | null => {
        const digits = String(i);
        for (let length = digits.length; length > 0; length--) if (Number(digits.slice(0, length)) < n) return Number(digits.slice(0, length));
        return null;
      };
      const decided = Array.from({ length: 300 }, (_, i) => [i, deciding(i)] as const).filter(([, j]) => j !== null);
      expect(codesAt(result.findings, 'SITEMAP_URL_DISALLOWED')).toEqual(decided.map(([i]) => `/current/sitemap_urls/${i}`));
      expect(detailsOf(result.findings, 'SITEMAP_URL_DISALLOWED').map((details) => details.rule)).toEqual(decided.map(([, j]) => `Disallow: /s/*a*a*a*a*a*a*b${j}`));
      expect((result.report as { robots: { current: { rules: number } } }).robots.current.rules).toBe(n);
    },
  },
  {
    // Near-identical rules: 1000 disallows, each ten one-letter segments over "a" and "b"
    // (`/*a*b*b*…`, rule j spelling the bits of j), against n paths per side of twelve such letters.
    // Every rule is a candidate for every path; a rule matches when its letters are a subsequence
    // of the path's, and with one length and one kind the earliest matching line decides.
    name: 'n paths per side against 1000 near-identical one-letter wildcard rules',
    max: 5000,
    grow: (n) => ({
      baseline: snapshot('2026-02-01T09:00:00Z', 'User-agent: *\nAllow: /\n', range(n).map((i) => `${SITE}/${word(i)}x${i}`)),
      current: snapshot('2026-03-01T09:00:00Z', `User-agent: *\n${range(1000).map((j) => `Disallow: /${[...letters(j, 10)].map((c) => `*${c}`).join('')}\n`).join('')}`, range(n).map((i) => `${SITE}/${word(i)}y${i}`)),
    }),
    verify(result, n) {
      const deciding = (i: number): number | null => {
        const text = word(i);
        for (let j = 0; j < 1000; j++) if (subsequence(letters(j, 10), text)) return j;
        return null;
      };
      const decided = range(n).map((i) => [i, deciding(i)] as const).filter(([, j]) => j !== null);
      expect(codesAt(result.findings, 'SITEMAP_URL_DISALLOWED')).toEqual(decided.map(([i]) => `/current/sitemap_urls/${i}`));
      expect(detailsOf(result.findings, 'SITEMAP_URL_DISALLOWED').map((details) => details.line)).toEqual(decided.map(([, j]) => (j as number) + 2));
    },
  },
  {
    // Two sitemap lists of n URLs with nothing in common: every baseline URL is removed and named
    // at its own pointer, every current one is added.
    name: 'two disjoint sitemap lists of n URLs each',
    max: 5000,
    grow: (n) => ({
      baseline: snapshot('2026-02-01T09:00:00Z', 'User-agent: *\nDisallow: /old/\n', Array.from({ length: n }, (_, i) => `${SITE}/old/${i}#f`)),
      current: snapshot('2026-03-01T09:00:00Z', 'User-agent: *\nDisallow: /old/\n', Array.from({ length: n }, (_, i) => `${SITE}/new/${i}`)),
    }),
    verify(result, n) {
      expect(codesAt(result.findings, 'SITEMAP_URL_REMOVED')).toEqual(Array.from({ length: n }, (_, i) => `/baseline/sitemap_urls/${i}`));
      for (const details of detailsOf(result.findings, 'SITEMAP_URL_REMOVED')) expect(details).toMatchObject({ removed: n, baselineCount: n });
      const report = result.report as Report;
      expect(report.sitemap).toMatchObject({ removed: n, added: n, disallowed: 0 });
    },
  },
]);
