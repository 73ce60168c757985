// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Finding = { code: string; pointer: string; details: Record<string, unknown> };
const codesAt = (findings: Finding[], code: string) => findings.filter((f) => f.code === code);
const pointersOf = (findings: Finding[], code: string) => codesAt(findings, code).map((f) => f.pointer);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

export const shapes = defineShapes<Input>([
  {
    name: 'k promises each requiring k kinds, served by k completed actions each citing k evidence items of other kinds',
    max: 40_000,
    grow: (n) => {
      const k = Math.max(1, Math.min(1000, Math.floor(Math.sqrt(n))));
      return {
        promises: range(k).map((i) => ({ id: `P${i}`, required_evidence_kinds: range(k).map((j) => `need-${j}`) })),
        actions: range(k).map((i) => ({ id: `A${i}`, status: 'completed', promise_ids: range(k).map((j) => `P${j}`), evidence_ids: range(k).map((j) => `E${(i * k + j) % (k * 4)}`) })),
        evidence: range(Math.min(k * 4, 5000)).map((i) => ({ id: `E${i}`, kind: `have-${i}` })),
      };
    },
    verify(result, n) {
      const findings = result.findings as Finding[];
      const k = Math.max(1, Math.min(1000, Math.floor(Math.sqrt(n))));
      // No action has any required kind: every promise misses all k, named up to 20 at a time.
      const missing = codesAt(findings, 'EVIDENCE_KIND_MISSING');
      expect(missing.map((f) => f.pointer)).toEqual(range(k).map((i) => `/promises/${i}/required_evidence_kinds`));
      for (const finding of missing) expect(finding.details.count).toBe(k);
    },
  },
  {
    name: 'n actions share one id and all serve one promise without completing it',
    max: 2000,
    grow: (n) => ({
      promises: [{ id: 'P' }],
      actions: range(n).map(() => ({ id: 'A', status: 'blocked', promise_ids: ['P'], evidence_ids: ['E'] })),
      evidence: [{ id: 'E' }],
    }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      // One duplicate set of n members, each at its own id; the promise names all n statuses.
      expect(pointersOf(findings, 'DUPLICATE_ID')).toEqual(n >= 2 ? range(n).map((i) => `/actions/${i}/id`) : []);
      expect(codesAt(findings, 'DUPLICATE_ID').every((f) => f.details.count === n && f.details.first === 1)).toBe(true);
      const partial = codesAt(findings, 'PROMISE_PARTIAL');
      expect(partial.map((f) => f.pointer)).toEqual(['/promises/0']);
      expect(partial[0]?.details.statuses).toEqual(range(n).map(() => 'blocked'));
      expect(pointersOf(findings, 'EVIDENCE_UNREFERENCED')).toEqual([]);
    },
  },
  {
    name: 'one action lists every promise and evidence id twice, most of them missing',
    max: 40_000,
    grow: (n) => ({
      promises: range(Math.min(Math.ceil(n / 2), 1000)).map((i) => ({ id: `P${i}` })),
      actions: [{ id: 'A', status: 'completed', promise_ids: range(n).map((i) => `P${i >> 1}`), evidence_ids: range(n).map((i) => `E${i >> 1}`) }],
      evidence: range(Math.min(Math.ceil(n / 4), 5000)).map((i) => ({ id: `E${i}` })),
    }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      const paired = n - (n % 2);
      const promises = Math.min(Math.ceil(n / 2), 1000);
      const evidence = Math.min(Math.ceil(n / 4), 5000);
      // Every entry with a twin is flagged, once per list member, at its own entry.
      const duplicates = pointersOf(findings, 'DUPLICATE_REFERENCE');
      expect(duplicates).toHaveLength(2 * paired);
      // Pointers order evidence_ids before promise_ids.
      expect(duplicates).toEqual([...range(paired).map((i) => `/actions/0/evidence_ids/${i}`), ...range(paired).map((i) => `/actions/0/promise_ids/${i}`)]);
      expect(pointersOf(findings, 'PROMISE_NOT_FOUND')).toEqual(range(n).filter((i) => i >> 1 >= promises).map((i) => `/actions/0/promise_ids/${i}`));
      expect(pointersOf(findings, 'EVIDENCE_NOT_FOUND')).toEqual(range(n).filter((i) => i >> 1 >= evidence).map((i) => `/actions/0/evidence_ids/${i}`));
      expect(pointersOf(findings, 'PROMISE_UNADDRESSED')).toEqual([]);
    },
  },
  {
    name: 'n duplicate promises served by n actions each',
    max: 1000,
    grow: (n) => ({
      promises: range(n).map(() => ({ id: 'P' })),
      actions: range(n).map((i) => ({ id: `A${i}`, status: 'failed', promise_ids: ['P'], evidence_ids: [] })),
      evidence: [],
    }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(pointersOf(findings, 'DUPLICATE_ID')).toEqual(n >= 2 ? range(n).map((i) => `/promises/${i}/id`) : []);
      // The set is partial (all n actions serve its id, none completed) and judged once, at its first
      // member, which alone lists the n actions and their statuses.
      const partial = codesAt(findings, 'PROMISE_PARTIAL');
      expect(partial.map((f) => f.pointer)).toEqual(['/promises/0']);
      expect(partial[0]?.details.statuses).toEqual(range(n).map(() => 'failed'));
      const report = result.report as { verdicts: Record<string, number>; promises: Array<{ verdict: string; actions: unknown[] }> };
      expect(report.verdicts.partial).toBe(n);
      expect(report.promises.map((p) => p.actions.length)).toEqual(range(n).map((i) => (i === 0 ? n : 0)));
    },
  },
  {
    name: 'one action whose id is a list of n numbers lists n invalid references',
    max: 40_000,
    grow: (n) => ({
      promises: [{ id: 'P' }],
      actions: [{ id: range(n), status: 'partial', promise_ids: range(n).map(() => null), evidence_ids: [] }],
      evidence: [],
    }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(pointersOf(findings, 'INVALID_ID')).toEqual(['/actions/0/id']);
      expect(pointersOf(findings, 'INVALID_REFERENCE')).toEqual(range(n).map((i) => `/actions/0/promise_ids/${i}`));
      expect(pointersOf(findings, 'PROMISE_UNADDRESSED')).toEqual(['/promises/0']);
      // The entries name the action by its id's canonical JSON, cut to 256 characters.
      expect(codesAt(findings, 'INVALID_REFERENCE').every((f) => (f.details.action as string).length <= 257)).toBe(true);
    },
  },
  {
    name: 'one action with a long unknown status serves n promises',
    max: 1000,
    grow: (n) => ({
      promises: range(n).map((i) => ({ id: `P${i}` })),
      actions: [{ id: 'A', status: { note: 's'.repeat(100 * n) }, promise_ids: range(n).map((i) => `P${i}`), evidence_ids: [] }],
      evidence: [],
    }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(pointersOf(findings, 'UNKNOWN_ACTION_STATUS')).toEqual(['/actions/0/status']);
      // Every promise is partial and lists the one status, cut to 256 characters once it is longer.
      const partial = codesAt(findings, 'PROMISE_PARTIAL');
      expect(partial.map((f) => f.pointer)).toEqual(range(n).map((i) => `/promises/${i}`));
      const status = { note: 's'.repeat(100 * n) };
      const text = JSON.stringify(status);
      const listed = text.length > 256 ? `${text.slice(0, 256)}…` : status;
      expect(partial.every((f) => JSON.stringify(f.details.statuses) === JSON.stringify([listed]))).toBe(true);
    },
  },
  {
    name: 'one action with a long id cites n missing evidence ids',
    max: 40_000,
    grow: (n) => ({
      promises: [{ id: 'P' }],
      actions: [{ id: 'a'.repeat(4 * n), status: 'completed', promise_ids: ['P'], evidence_ids: range(n) }],
      evidence: [],
    }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      // Each cited id is its own finding at its own entry, whatever the action's id; an id past the
      // bound is flagged once and the entries name the action by its first 256 characters.
      expect(pointersOf(findings, 'EVIDENCE_NOT_FOUND')).toEqual(range(n).map((i) => `/actions/0/evidence_ids/${i}`));
      expect(pointersOf(findings, 'ID_TOO_LONG')).toEqual(4 * n > 256 ? ['/actions/0/id'] : []);
      expect(codesAt(findings, 'EVIDENCE_NOT_FOUND').every((f) => (f.details.action as string).length === Math.min(4 * n, 256) + (4 * n > 256 ? 1 : 0))).toBe(true);
    },
  },
]);
