import { digest } from '@evidence-check/core-receipt';
import { run, sampleInput, type Input } from '../src/index.js';

const LIMIT = 256 * 1024;
const size = (input: Input) => Buffer.byteLength(JSON.stringify(input));

// Decision rules are covered by test/cases.ts; here: the sample, determinism and the largest inputs.
describe('policy-change-evidence-builder', () => {
  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(new Set(first.findings.map((f) => f.code))).toEqual(
      new Set([
        'APPLIES_TO_REMOVED',
        'CLAUSE_REMOVED',
        'CHANGE_SELF_APPROVED',
        'REQUIREMENT_ADDED',
        'CLAUSE_TEXT_CHANGED',
        'CLAUSE_ADDED',
        'EFFECTIVE_DATE_BEFORE_BASELINE',
        'VERSION_NOT_CHANGED',
        'VERSION_CHANGED_WITHOUT_CHANGES',
      ]),
    );
    expect(first.report.policies[0]!.changes.map((c) => [c.clause, c.change])).toEqual([
      ['R1', 'modified'],
      ['R3', 'removed'],
      ['R4', 'added'],
    ]);
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('1000 policies complete with one entry each', () => {
    const policies = Array.from({ length: 1000 }, (_, i) => ({
      id: `p${i}`,
      baseline: { version: '1', effective_date: '2026-01-01', clauses: [{ id: 'a', text: 'x y', applies_to: ['u'] }] },
      current: { version: '2', effective_date: '2026-02-01', clauses: [{ id: 'a', text: i % 2 ? 'x  y' : 'x z', applies_to: ['u', 'v'] }] },
    }));
    const input = { policies };
    expect(size(input)).toBeLessThan(LIMIT);
    const result = run(input);
    expect(result.report.policies).toHaveLength(1000);
    expect(result.summary.clausesModified).toBe(1000);
    expect(result.findings.filter((f) => f.code === 'CLAUSE_TEXT_CHANGED')).toHaveLength(500);
  });

  test('one policy of thousands of clauses per side, all shuffled, renamed or duplicated, stays linear', () => {
    const n = 3000;
    const baseline = Array.from({ length: n }, (_, i) => ({ id: `c${i}`, applies_to: [`a${i % 7}`] }));
    const current = Array.from({ length: n }, (_, i) => ({ id: `c${(i * 7919) % n}${i % 3 === 0 ? 'x' : ''}`, applies_to: [`a${i % 5}`] }));
    const input: Input = { policies: [{ id: 'big', baseline: { version: '1', clauses: baseline }, current: { version: '1', effective_date: '2026-01-01', clauses: current } }] };
    expect(size(input)).toBeLessThan(LIMIT);
    const result = run(input);
    const { counts } = result.report.policies[0]!;
    expect(counts.added).toBe(n / 3);
    expect(counts.removed).toBe(n / 3);
    expect(counts.added + counts.removed + counts.modified + counts.unchanged).toBe(n + n / 3);
  });
});
