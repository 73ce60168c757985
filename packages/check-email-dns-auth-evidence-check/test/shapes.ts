// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Records = Input['records'];

const input = (records: Partial<Records>): Input => ({
  domain: 'example.com',
  observed_at: '2026-03-01T12:00:00Z',
  records: { spf: ['v=spf1 mx -all'], dkim: [], dmarc: ['v=DMARC1; p=reject; rua=mailto:d@example.com'], mx: ['10 mx.example.com.'], ...records },
});

type Found = { code: string; pointer: string; details?: unknown };
const codesAt = (findings: Found[], code: string) => findings.filter((f) => f.code === code).map((f) => f.pointer);
const detailsOf = (findings: Found[], code: string) => findings.filter((f) => f.code === code).map((f) => f.details as Record<string, unknown>);

/** The i-th spelling of one name by letter case: bit k of i upper-cases letter k. */
function caseVariant(name: string, i: number): string {
  return [...name].map((letter, k) => ((i >> k) & 1 ? letter.toUpperCase() : letter)).join('');
}

/** An SPF term that breaks the grammar: an IPv4 octet past 255 (256 + i). */
const badTerm = (i: number) => `ip4:192.0.2.${256 + i}`;

export const shapes = defineShapes<Input>([
  {
    // A long run of white space inside a tag=value part, not at its end: a trim that backtracks
    // over the run from every start re-reads it n times.
    name: 'one DMARC record with an n-character run of white space inside a report URI',
    max: 260_000,
    grow: (n) => input({ dmarc: [`v=DMARC1; p=reject; rua=mailto:d@example.com${' \t'.repeat(n >> 1)}${n & 1 ? ' ' : ''}x`] }),
    verify(result, n) {
      const malformed = detailsOf(result.findings, 'DMARC_URI_MALFORMED');
      // The one URI holds white space: exactly one finding, at the record, for rua.
      expect(codesAt(result.findings, 'DMARC_URI_MALFORMED')).toEqual(['/records/dmarc/0']);
      expect(malformed[0]).toMatchObject({ tag: 'rua', uri: `mailto:d@example.com${' \t'.repeat(n >> 1)}${n & 1 ? ' ' : ''}x` });
      expect(codesAt(result.findings, 'DMARC_NO_RUA')).toEqual([]);
      expect((result.report as { dmarc: { policy: string } }).dmarc.policy).toBe('reject');
    },
  },
  {
    // The 100 key records the schema allows, all of one selector (in other letter case): one
    // duplicate group of 100, and n characters of white space in all around the `=` and after the
    // value of one tag in each record (n/300 per place).
    name: '100 DKIM records of one selector whose tags hold n characters of white space',
    max: 260_000,
    grow: (n) => {
      const pad = ' '.repeat(Math.floor(n / 300));
      return {
        ...input({}),
        records: {
          ...input({}).records,
          dkim: Array.from({ length: 100 }, (_, i) => ({ selector: caseVariant('selector', i), value: `v=DKIM1; k=rsa; n${pad}=${pad}note ${i}${pad}x; p=` })),
        },
      };
    },
    verify(result) {
      const members = Array.from({ length: 100 }, (_, i) => `/records/dkim/${i}`);
      expect(codesAt(result.findings, 'DKIM_DUPLICATE_SELECTOR')).toEqual(members);
      for (const details of detailsOf(result.findings, 'DKIM_DUPLICATE_SELECTOR')) expect(details.count).toBe(100);
      // Every record's p= is empty: revoked, each at its own value; the padded tag parses.
      expect(codesAt(result.findings, 'DKIM_KEY_REVOKED')).toEqual(members.map((pointer) => `${pointer}/value`));
      expect(codesAt(result.findings, 'DKIM_RECORD_MALFORMED')).toEqual([]);
    },
  },
  {
    // One record of n include terms, pasted as n quoted character-strings (RFC 7208 §3.3).
    name: 'one SPF record of n include terms, quoted as n character-strings',
    max: 20_000,
    grow: (n) => input({ spf: [`"v=spf1 " ${Array.from({ length: n }, (_, i) => `"include:_s${i}.example.net "`).join(' ')} "-all"`] }),
    verify(result, n) {
      const report = result.report as { spf: { lookups: number; all: string; records: { valid: boolean }[] } };
      expect(report.spf.lookups).toBe(n);
      expect(report.spf.all).toBe('-all');
      expect(codesAt(result.findings, 'SPF_SYNTAX_ERROR')).toEqual([]);
      expect(codesAt(result.findings, 'SPF_TOO_MANY_LOOKUPS')).toEqual(n > 10 ? ['/records/spf/0'] : []);
      expect(codesAt(result.findings, 'SPF_NESTED_LOOKUPS_UNCOUNTED')).toEqual(n > 10 ? [] : ['/records/spf/0']);
      expect(report.spf.records[0]?.valid).toBe(n <= 10);
    },
  },
  {
    // Repeated includes are found with one map of the domains seen (not by comparing pairs), and
    // every mechanism after `all` is one finding: n includes over n/2 domains (each twice, the
    // second in upper case), `-all`, then n `a` mechanisms.
    name: 'one SPF record of n includes naming each domain twice, then n mechanisms after all',
    max: 10_000,
    grow: (n) => {
      const half = Math.max(1, n >> 1);
      const includes = Array.from({ length: 2 * half }, (_, i) => (i < half ? `include:_s${i}.example.net` : `include:_S${i - half}.EXAMPLE.net.`));
      return input({ spf: [`v=spf1 ${includes.join(' ')} -all${' a'.repeat(n)}`] });
    },
    verify(result, n) {
      const half = Math.max(1, n >> 1);
      const duplicates = detailsOf(result.findings, 'SPF_DUPLICATE_INCLUDE');
      expect(duplicates).toHaveLength(half);
      expect(new Set(duplicates.map((details) => details.term))).toEqual(new Set(Array.from({ length: half }, (_, i) => `include:_S${i}.EXAMPLE.net.`)));
      expect(detailsOf(result.findings, 'SPF_TERMS_AFTER_ALL')).toHaveLength(n);
      expect((result.report as { spf: { lookups: number } }).spf.lookups).toBe(2 * half);
    },
  },
  {
    // Many faulty terms in one record: one syntax error per term, each at its own position.
    name: 'one SPF record of n malformed ip4 terms',
    max: 20_000,
    grow: (n) => input({ spf: [`v=spf1 ${Array.from({ length: n }, (_, i) => badTerm(i)).join(' ')} -all`] }),
    verify(result, n) {
      const errors = detailsOf(result.findings, 'SPF_SYNTAX_ERROR');
      expect(errors).toHaveLength(n);
      // Term i starts after "v=spf1 " and the i terms before it, each followed by one space.
      let position = 'v=spf1 '.length + 1;
      const expected = Array.from({ length: n }, (_, i) => {
        const at = position;
        position += badTerm(i).length + 1;
        return { term: badTerm(i), position: at };
      });
      // Findings at one pointer are ordered by their details, not by position: compare by position.
      const byPosition = errors.map(({ term, position: at }) => ({ term, position: at as number })).sort((a, b) => a.position - b.position);
      expect(byPosition).toEqual(expected);
      expect((result.report as { spf: { lookups: number } }).spf.lookups).toBe(0);
    },
  },
  {
    // One rua of n URIs, every one without a scheme: n findings at the one record.
    name: 'one DMARC record whose rua lists n malformed URIs',
    max: 20_000,
    grow: (n) => input({ dmarc: [`v=DMARC1; p=quarantine; rua=${Array.from({ length: n }, (_, i) => `r${i}@example.com`).join(',')}`] }),
    verify(result, n) {
      const malformed = detailsOf(result.findings, 'DMARC_URI_MALFORMED');
      // Findings at one pointer are ordered by their details: compare as sorted lists.
      expect(malformed.map((details) => details.uri as string).sort()).toEqual(Array.from({ length: n }, (_, i) => `r${i}@example.com`).sort());
      expect(new Set(codesAt(result.findings, 'DMARC_URI_MALFORMED'))).toEqual(new Set(['/records/dmarc/0']));
      expect((result.report as { dmarc: { rua: string[] } }).dmarc.rua).toHaveLength(n);
    },
  },
]);
