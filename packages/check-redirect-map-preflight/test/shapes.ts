// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Found = { code: string; pointer: string; details?: unknown };
const codesAt = (findings: Found[], code: string) => findings.filter((f) => f.code === code).map((f) => f.pointer);
const detailsOf = (findings: Found[], code: string) => findings.filter((f) => f.code === code).map((f) => f.details as Record<string, unknown>);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The i-th spelling of a host by letter case: bit k of i upper-cases its k-th letter. */
function caseVariant(host: string, i: number): string {
  let letter = 0;
  return [...host].map((char) => (/[a-z]/.test(char) ? ((i >> letter++) & 1 ? char.toUpperCase() : char) : char)).join('');
}

/** A finding lists at most this many sources of a chain (src/context.ts MAX_LISTED_HOPS). */
const LISTED = 50;

export const shapes = defineShapes<Input>([
  {
    // Two spellings of one source whose path holds a run of n slashes before its last segment (a
    // trailing-slash trim that backtracks reads the run once from every slash in it).
    name: 'two rules for one source with a run of n slashes inside its path',
    max: 260_000,
    grow: (n) => {
      const source = `/a${'/'.repeat(n)}b`;
      return { redirects: [{ source, destination: '/to' }, { source: `${source}/`, destination: '/to' }] };
    },
    verify(result, n) {
      // The trailing slash is not significant: one duplicate set of both rules, keyed by the path as written.
      expect(codesAt(result.findings, 'DUPLICATE_SOURCE')).toEqual(['/redirects/0/source', '/redirects/1/source']);
      for (const details of detailsOf(result.findings, 'DUPLICATE_SOURCE')) expect(details.normalized).toBe(`/a${'/'.repeat(n)}b`);
      expect(result.findings).toHaveLength(2);
    },
  },
  {
    // A chain of n rules, listed last hop first: rule j sends /p(n-1-j) to /p(n-j). Every rule but
    // the last hop has two or more hops; each finding lists at most 50 sources of its chain.
    name: 'one chain of n rules, listed in reverse',
    max: 1000,
    grow: (n) => ({ redirects: range(n).map((j) => ({ source: `/p${n - 1 - j}`, destination: `/p${n - j}` })) }),
    verify(result, n) {
      // Rule j reaches /p(n) through rules j-1, …, 0: j + 1 hops.
      const chained = range(n).filter((j) => j + 1 >= 2);
      expect(codesAt(result.findings, 'REDIRECT_CHAIN')).toEqual(chained.map((j) => `/redirects/${j}`));
      const details = detailsOf(result.findings, 'REDIRECT_CHAIN');
      chained.forEach((j, k) => {
        expect(details[k]).toMatchObject({ hops: j + 1, finalTarget: `/p${n}`, chainTruncated: j + 1 > LISTED, group: `chain:/p${n}` });
        expect((details[k]?.chain as string[]).length).toBe(j + 1 > LISTED ? LISTED : j + 2);
      });
      const report = result.report as { chains: { source: string; hops: number }[]; flattened: unknown[] };
      expect(report.chains).toEqual(n >= 2 ? [expect.objectContaining({ source: '/p0', hops: n })] : []);
      expect(report.flattened).toHaveLength(chained.length);
    },
  },
  {
    // A chain of n rules in input order, every other one temporary (302): each rule of two or more
    // hops counts the temporary rules on its way, which a walk per rule would make quadratic.
    name: 'one chain of n rules, every other one temporary',
    max: 1000,
    grow: (n) => ({ redirects: range(n).map((j) => ({ source: `/p${j}`, destination: `/p${j + 1}`, status: j % 2 ? 302 : 301 })) }),
    verify(result, n) {
      // Rule j has n - j hops; the temporary rules among j … n-1 are the odd ones.
      const chained = range(n).filter((j) => n - j >= 2);
      const temporaryFrom = (j: number) => Math.floor(n / 2) - Math.floor(j / 2);
      const withTemporary = chained.filter((j) => temporaryFrom(j) > 0);
      expect(codesAt(result.findings, 'TEMPORARY_REDIRECT_IN_CHAIN')).toEqual(withTemporary.map((j) => `/redirects/${j}`));
      detailsOf(result.findings, 'TEMPORARY_REDIRECT_IN_CHAIN').forEach((details, k) => {
        const j = withTemporary[k] as number;
        expect(details).toMatchObject({ hops: n - j, temporaryHops: temporaryFrom(j), firstTemporary: `/p${j % 2 ? j : j + 1}`, firstTemporaryStatus: 302 });
      });
      expect(codesAt(result.findings, 'REDIRECT_CHAIN_TOO_LONG')).toEqual(chained.filter((j) => n - j > 10).map((j) => `/redirects/${j}`));
    },
  },
  {
    // A loop of ⌈n/2⌉ rules and ⌊n/2⌋ feeder rules, feeder f entering the loop at member f: many
    // rules lead into one loop at many places, and each loop finding lists the loop from its rule.
    name: 'a loop of n/2 rules with n/2 feeders entering it at every member',
    max: 1000,
    grow: (n) => {
      const loop = Math.ceil(n / 2);
      const feeders = n - loop;
      return {
        redirects: [
          ...range(feeders).map((f) => ({ source: `/feed/${f}`, destination: `/loop/${f % loop}` })),
          ...range(loop).map((k) => ({ source: `/loop/${k}`, destination: `/loop/${(k + 1) % loop}` })),
        ],
      };
    },
    verify(result, n) {
      const loop = Math.ceil(n / 2);
      const feeders = n - loop;
      const members = range(loop).map((k) => `/redirects/${feeders + k}`);
      if (loop >= 2) {
        expect(codesAt(result.findings, 'REDIRECT_LOOP')).toEqual(members);
        for (const details of detailsOf(result.findings, 'REDIRECT_LOOP')) expect(details).toMatchObject({ length: loop, cycleTruncated: loop > LISTED });
      } else {
        expect(codesAt(result.findings, 'SELF_REDIRECT')).toEqual(members);
      }
      expect(codesAt(result.findings, 'CHAIN_INTO_LOOP')).toEqual(range(feeders).map((f) => `/redirects/${f}`));
      // Every finding about the loop shares its group: the loop's earliest rule, /loop/0.
      const groups = new Set([...detailsOf(result.findings, 'REDIRECT_LOOP'), ...detailsOf(result.findings, 'CHAIN_INTO_LOOP')].map((details) => details.group));
      expect([...groups]).toEqual(feeders > 0 || loop >= 2 ? ['loop:/loop/0'] : []);
      for (const details of detailsOf(result.findings, 'CHAIN_INTO_LOOP')) expect(details.hops).toBe(1);
    },
  },
  {
    // n spellings of one source (the host in other letter case) sending it to two destinations:
    // one conflicting set of n members.
    name: 'n spellings of one source naming conflicting destinations',
    max: 1000,
    grow: (n) => ({
      redirects: range(n).map((i) => ({ source: `https://${caseVariant('www.shop-example.com', i)}/same?b=2&a=1`, destination: `/to/${i % 2}` })),
    }),
    verify(result, n) {
      const code = n >= 2 ? 'CONFLICTING_SOURCE' : 'DUPLICATE_SOURCE';
      expect(codesAt(result.findings, code)).toEqual(n >= 2 ? range(n).map((i) => `/redirects/${i}/source`) : []);
      detailsOf(result.findings, code).forEach((details, i) =>
        expect(details).toMatchObject({ normalized: '/same?a=1&b=2', count: n, position: i + 1, firstIndex: 0, destination: `/to/${i % 2}` }),
      );
    },
  },
  {
    // n legacy URLs against n/2 rules: every odd one has no rule and is flagged at its own pointer.
    name: 'n baseline URLs, half of them without a redirect',
    max: 2000,
    grow: (n) => ({
      redirects: range(Math.max(1, Math.ceil(n / 2))).map((k) => ({ source: `/old/${2 * k}/`, destination: `/new/${k}` })),
      baseline_sources: range(n).map((i) => `/old/${i}?`),
    }),
    verify(result, n) {
      const odd = range(n).filter((i) => i % 2 === 1);
      expect(codesAt(result.findings, 'UNREDIRECTED_BASELINE_SOURCE')).toEqual(odd.map((i) => `/baseline_sources/${i}`));
      const report = result.report as { baseline: { total: number; covered: number; missing: string[] } };
      expect(report.baseline).toEqual({ total: n, covered: n - odd.length, missing: odd.map((i) => `/old/${i}?`) });
    },
  },
]);
