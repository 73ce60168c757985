// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Finding = { code: string; pointer: string; details: Record<string, unknown> };
const of = (findings: Finding[], code: string) => findings.filter((f) => f.code === code);
const codesAt = (findings: Finding[], code: string) => of(findings, code).map((f) => f.pointer);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
type CueReport = { characters: number; lines: number; longestLine: number };
const cueReport = (report: unknown, i: number) => (report as { cues: CueReport[] }).cues[i] as CueReport;

export const shapes = defineShapes<Input>([
  {
    name: 'one cue, one line of n characters',
    max: 262_144,
    grow: (n) => ({ cues: [{ id: 1, start_ms: 0, end_ms: 60_000, text: 'x'.repeat(n) }] }),
    verify(result, n) {
      expect(of(result.findings as Finding[], 'LINE_TOO_LONG').map((f) => [f.pointer, f.details.length])).toEqual(n > 42 ? [['/cues/0/text', n]] : []);
      // n characters in 60 s
      expect(codesAt(result.findings as Finding[], 'READING_SPEED_TOO_HIGH')).toEqual(n > 17 * 60 ? ['/cues/0/text'] : []);
      expect(cueReport(result.report, 0)).toMatchObject({ characters: n, lines: 1, longestLine: n });
    },
  },
  {
    name: 'one cue of n short lines, accented letters',
    max: 131_072,
    // "e" + combining acute (one grapheme) and "é" alternate, one per line.
    grow: (n) => ({ cues: [{ id: 1, start_ms: 0, end_ms: 5000, text: range(n).map((i) => (i % 2 ? '\u00e9' : 'e\u0301')).join('\n') }] }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(of(findings, 'TOO_MANY_LINES').map((f) => f.details.lines)).toEqual(n > 2 ? [n] : []);
      expect(codesAt(findings, 'LINE_TOO_LONG')).toEqual([]);
      expect(cueReport(result.report, 0)).toMatchObject({ characters: n, lines: n, longestLine: 1 });
    },
  },
  {
    name: 'one line of n markup runs, tags, overrides and references',
    max: 20_000,
    // Each run shows "é" and one character reference: two characters.
    grow: (n) => ({ cues: [{ id: 1, start_ms: 0, end_ms: 7000, text: '<c.yellow>e\u0301</c>{\\an8}&#x41;'.repeat(n) }] }),
    verify(result, n) {
      expect(cueReport(result.report, 0)).toMatchObject({ characters: 2 * n, lines: 1, longestLine: 2 * n });
      expect(codesAt(result.findings as Finding[], 'LINE_TOO_LONG')).toEqual(2 * n > 42 ? ['/cues/0/text'] : []);
    },
  },
  {
    name: 'one line of n unclosed markup openers',
    max: 60_000,
    // "<", "{\" and "&#x" that nothing closes stay visible: 6 characters per run.
    grow: (n) => ({ cues: [{ id: 1, start_ms: 0, end_ms: 7000, text: '<{\\&#x'.repeat(n) }] }),
    verify(result, n) {
      expect(cueReport(result.report, 0)).toMatchObject({ characters: 6 * n, lines: 1 });
      expect(of(result.findings as Finding[], 'EMPTY_TEXT')).toEqual([]);
    },
  },
  {
    name: 'every cue overlaps every other, all sharing one id',
    max: 1000,
    // Cue i runs from i to 1,000,000 - i: each lies inside all earlier ones.
    grow: (n) => ({ cues: range(n).map((i) => ({ id: 'same', start_ms: i, end_ms: 1_000_000 - i, text: 'x'.repeat(200) })) }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      // The sweep pairs each cue with the one that ends last (cue 0): n - 1 pairs, both members flagged.
      expect(codesAt(findings, 'CUE_OVERLAP')).toEqual([...range(n - 1).map(() => '/cues/0/end_ms'), ...range(n - 1).map((i) => `/cues/${i + 1}/start_ms`)]);
      expect(codesAt(findings, 'DUPLICATE_CUE_ID')).toEqual(n > 1 ? range(n).map((i) => `/cues/${i}/id`) : []);
      expect(codesAt(findings, 'LINE_TOO_LONG')).toEqual(range(n).map((i) => `/cues/${i}/text`));
      expect(codesAt(findings, 'DURATION_TOO_LONG')).toHaveLength(n);
    },
  },
  {
    name: 'cues listed in reverse start order, 50 ms apart',
    max: 1000,
    grow: (n) => ({ cues: range(n).map((i) => ({ id: i, start_ms: (n - i) * 1000, end_ms: (n - i) * 1000 + 950, text: 'Hello there.' })) }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      // Every listed neighbour pair (i - 1, i) is out of order: the first and last cue once, the others twice.
      const order = range(n).flatMap((i) => Array.from({ length: (i > 0 ? 1 : 0) + (i < n - 1 ? 1 : 0) }, () => `/cues/${i}/start_ms`));
      expect(codesAt(findings, 'CUE_OUT_OF_ORDER')).toEqual(order);
      // Every timeline neighbour pair is 50 ms apart.
      expect(of(findings, 'GAP_TOO_SHORT').map((f) => f.details.gapMs)).toEqual(range(2 * (n - 1)).map(() => 50));
      expect(codesAt(findings, 'CUE_OVERLAP')).toEqual([]);
    },
  },
  {
    name: 'one line of n doubled spaces before punctuation and unclosed italic tags',
    max: 60_000,
    // Visible "a  ." per run: one run of two spaces and one space before "." each; every <i> opens inside the last.
    grow: (n) => ({ cues: [{ id: 1, start_ms: 0, end_ms: 7000, text: 'a  .<i>'.repeat(n) }] }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(of(findings, 'DOUBLED_SPACE').map((f) => f.details.runs)).toEqual([n]);
      expect(of(findings, 'SPACE_BEFORE_PUNCTUATION').map((f) => f.details.count)).toEqual([n]);
      expect(of(findings, 'ITALIC_TAGS_UNBALANCED').map((f) => [f.details.opened, f.details.fault])).toEqual([[n, n > 1 ? 'nested' : 'unclosed']]);
      expect(cueReport(result.report, 0)).toMatchObject({ characters: 4 * n, lines: 1 });
    },
  },
]);
