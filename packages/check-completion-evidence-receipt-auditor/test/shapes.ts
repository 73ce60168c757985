// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Finding = { code: string; pointer: string; details: Record<string, unknown> };
const codesAt = (findings: Finding[], code: string) => findings.filter((f) => f.code === code);
const pointersOf = (findings: Finding[], code: string) => codesAt(findings, code).map((f) => f.pointer);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** A list nested `depth` levels deep around a blank string: a statement that states nothing. */
function blankNest(depth: number): unknown {
  let value: unknown = ' ';
  for (let i = 0; i < depth; i++) value = [value, ''];
  return value;
}

export const shapes = defineShapes<Input>([
  {
    name: 'one outcome with n evidence objects, each generated before the work with an upper-case sha256 digest',
    max: 20_000,
    grow: (n) => ({
      outcomes: [
        {
          id: 'o',
          status: 'completed',
          promised_outcome: 'x',
          started_at: '2026-11-21T16:00:00.5Z',
          evidence: range(n).map((i) => ({ ref: `r${i}`, generated_at: '2026-11-21T16:00:00.4999Z', digest: { sha256: 'A'.repeat(64), [`x${i}`]: 'v' } })),
        },
      ],
    }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      // Each item: one bad named digest (the unknown algorithm is accepted), one warning at its generated_at.
      expect(pointersOf(findings, 'EVIDENCE_DIGEST_INVALID')).toEqual(range(n).map((i) => `/outcomes/0/evidence/${i}/digest/sha256`));
      expect(pointersOf(findings, 'EVIDENCE_PREDATES_WORK')).toEqual(range(n).map((i) => `/outcomes/0/evidence/${i}/generated_at`));
      expect(pointersOf(findings, 'EVIDENCE_ITEM_UNIDENTIFIED')).toEqual([]);
    },
  },
  {
    name: 'n outcomes share one id, partial with no evidence and no statements',
    max: 1000,
    grow: (n) => ({ outcomes: range(n).map(() => ({ id: 'o', status: 'partial', evidence: [], remaining_work: '', promised_outcome: [] })) }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      const all = range(n);
      expect(pointersOf(findings, 'DUPLICATE_OUTCOME_ID')).toEqual(n >= 2 ? all.map((i) => `/outcomes/${i}/id`) : []);
      expect(codesAt(findings, 'DUPLICATE_OUTCOME_ID').every((f) => f.details.count === n)).toBe(true);
      expect(pointersOf(findings, 'EVIDENCE_MISSING')).toEqual(all.map((i) => `/outcomes/${i}/evidence`));
      expect(pointersOf(findings, 'REMAINING_WORK_MISSING')).toEqual(all.map((i) => `/outcomes/${i}/remaining_work`));
      expect(pointersOf(findings, 'PROMISED_OUTCOME_MISSING')).toEqual(all.map((i) => `/outcomes/${i}/promised_outcome`));
    },
  },
  {
    name: 'one outcome whose id is a list of n numbers lists n unidentified evidence objects',
    max: 60_000,
    grow: (n) => ({ outcomes: [{ id: range(n), status: 'completed', promised_outcome: 'x', evidence: range(n).map(() => ({ id: '', ref: null, url: ' ', uri: [], path: {} })) }] }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(pointersOf(findings, 'INVALID_ID')).toEqual(['/outcomes/0/id']);
      expect(pointersOf(findings, 'EVIDENCE_ITEM_UNIDENTIFIED')).toEqual(range(n).map((i) => `/outcomes/0/evidence/${i}`));
      // The items name the outcome by its id's canonical JSON, cut to 256 characters.
      const name = JSON.stringify(range(n));
      expect(codesAt(findings, 'EVIDENCE_ITEM_UNIDENTIFIED').every((f) => f.details.outcome === (name.length > 256 ? `${name.slice(0, 256)}…` : name))).toBe(true);
    },
  },
  {
    name: 'blocked outcomes whose statements nest n levels of blank strings',
    // JSON.stringify itself overflows the stack past ~7,000 levels: no caller can send deeper.
    max: 3000,
    grow: (n) => ({
      outcomes: [
        { id: 'b', status: 'blocked', evidence: [], blocker: blankNest(n), blockers: blankNest(n), unblock: blankNest(n), promised_outcome: blankNest(n) },
        { id: 'c', status: 'completed', evidence: ['e'], promised_outcome: 'x', remaining_work: blankNest(n), todo: [blankNest(n), 'later'] },
      ],
    }),
    verify(result) {
      const findings = result.findings as Finding[];
      // Blank at every depth states nothing: the first blank key is flagged, not the outcome.
      expect(pointersOf(findings, 'BLOCKER_MISSING')).toEqual(['/outcomes/0/blocker']);
      expect(pointersOf(findings, 'UNBLOCK_MISSING')).toEqual(['/outcomes/0/unblock']);
      expect(pointersOf(findings, 'PROMISED_OUTCOME_MISSING')).toEqual(['/outcomes/0/promised_outcome']);
      expect(codesAt(findings, 'COMPLETED_WITH_REMAINING_WORK').map((f) => [f.pointer, f.details.key])).toEqual([['/outcomes/1/todo', 'todo']]);
    },
  },
  {
    name: 'one outcome with a long id lists n unidentified evidence items',
    max: 60_000,
    grow: (n) => ({ outcomes: [{ id: 'o'.repeat(4 * n), status: 'completed', promised_outcome: 'x', evidence: range(n).map(() => null) }] }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(pointersOf(findings, 'EVIDENCE_ITEM_UNIDENTIFIED')).toEqual(range(n).map((i) => `/outcomes/0/evidence/${i}`));
      const report = result.report as { outcomes: Array<{ unidentifiedEvidence: number; evidenceItems: number }> };
      expect(report.outcomes[0]).toMatchObject({ unidentifiedEvidence: n, evidenceItems: n });
      // An id past the bound is flagged once; the items name the outcome by its first 256 characters.
      expect(pointersOf(findings, 'ID_TOO_LONG')).toEqual(4 * n > 256 ? ['/outcomes/0/id'] : []);
      expect(codesAt(findings, 'EVIDENCE_ITEM_UNIDENTIFIED').every((f) => f.details.outcome === (4 * n > 256 ? `${'o'.repeat(256)}…` : 'o'.repeat(4 * n)))).toBe(true);
    },
  },
]);
