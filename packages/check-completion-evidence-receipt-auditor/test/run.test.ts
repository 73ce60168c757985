import { digest } from '@evidence-check/core-receipt';
import { collectIds, run, sampleInput, type Input } from '../src/index.js';
import { isStatement } from '../src/lib/statements.js';

// Decision rules are covered by test/cases.ts; here: the sample, determinism, the ids the evidence
// pack reads, caller keys that JavaScript treats specially, deep values, and the largest input.
describe('completion-evidence-receipt-auditor', () => {
  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(first.findings.map((f) => `${f.code}@${f.pointer}`)).toEqual([
      'EVIDENCE_MISSING@/outcomes/1/evidence',
      'REMAINING_WORK_MISSING@/outcomes/2',
      'UNBLOCK_MISSING@/outcomes/3',
    ]);
    expect(first.report.outcomes.map((o) => o.verdict)).toEqual(['met', 'unmet', 'unmet', 'unmet']);
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('every message says the check is about structure, not truth', () => {
    const result = run({
      outcomes: [
        { id: 'a', status: 'completed', evidence: [], remaining_work: 'x' },
        { id: 'b', status: 'partial', evidence: [{}] },
        { id: 'c', status: 'blocked', evidence: 'x' },
        { id: 'd', status: 'done', evidence: [] },
      ],
    });
    const evidenceCodes = new Set(result.findings.map((f) => f.code));
    expect(evidenceCodes.size).toBeGreaterThanOrEqual(8);
    for (const finding of result.findings) {
      if (finding.code === 'INVALID_ID' || finding.code === 'DUPLICATE_OUTCOME_ID') continue;
      expect(finding.message).toMatch(/structure|not truth|not verified|not a judgement/);
    }
  });

  test('collectIds lists outcome ids and every evidence reference with its field', () => {
    expect(
      collectIds({
        outcomes: [
          { id: 'O1', status: 'completed', evidence: ['ci/run/4512', { kind: 'diff', ref: 'PR #482', url: 'https://x' }, { kind: 'log' }] },
          { id: 2, status: 'blocked', evidence: 'not a list' },
        ],
      }),
    ).toEqual({
      outcomes: [
        { id: 'O1', key: '"O1"', pointer: '/outcomes/0/id' },
        { id: 2, key: '2', pointer: '/outcomes/1/id' },
      ],
      evidence: [
        { field: null, value: 'ci/run/4512', key: '"ci/run/4512"', pointer: '/outcomes/0/evidence/0', outcome: 0, position: 0 },
        { field: 'ref', value: 'PR #482', key: '"PR #482"', pointer: '/outcomes/0/evidence/1', outcome: 0, position: 1 },
        { field: 'url', value: 'https://x', key: '"https://x"', pointer: '/outcomes/0/evidence/1', outcome: 0, position: 1 },
      ],
    });
  });

  test('a caller key named __proto__ is carried over as a key, not as a prototype', () => {
    const input = JSON.parse('{"outcomes":[{"id":"t1","status":"completed","promised_outcome":"x","evidence":["a"],"__proto__":{"polluted":true}}]}') as Input;
    const result = run(input);
    expect(result.findings).toEqual([]);
    expect(Object.keys(result.report.outcomes[0]?.extra ?? {})).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('a deeply nested statement is read without recursion', () => {
    const nest = (depth: number, leaf: unknown) => {
      let value = leaf;
      for (let i = 0; i < depth; i++) value = [value];
      return value;
    };
    // The statement reader itself has no depth limit…
    expect(isStatement(nest(100000, 'Finish the migration.'))).toBe(true);
    expect(isStatement(nest(100000, '  '))).toBe(false);
    // …run() is bounded by the receipt's canonical JSON (core-receipt recurses per level).
    const result = run({ outcomes: [{ id: 't', status: 'partial', promised_outcome: 'x', evidence: ['a'], remaining_work: nest(1000, 'Finish.') }] });
    expect(result.findings).toEqual([]);
  });

  test('largest allowed array completes: 1000 outcomes', () => {
    const statuses = ['completed', 'partial', 'blocked', 'done'];
    const outcomes = Array.from({ length: 1000 }, (_, i) => ({
      id: `task-${i % 900}`,
      status: statuses[i % 4],
      promised_outcome: i % 3 === 0 ? '' : `Outcome ${i}`,
      evidence: Array.from({ length: 5 }, (_, j) => (j === 4 ? { kind: 'note' } : { ref: `r${i}-${j}` })),
      ...(i % 4 === 1 ? { remaining_work: ['rest'] } : {}),
      ...(i % 4 === 2 ? { blocker: 'b' } : {}),
    }));
    const result = run({ outcomes });
    expect(result.report.outcomes).toHaveLength(1000);
    expect(result.summary.unknownStatus).toBe(250);
    expect(result.findings.filter((f) => f.code === 'UNBLOCK_MISSING')).toHaveLength(250);
    expect(result.findings.filter((f) => f.code === 'EVIDENCE_ITEM_UNIDENTIFIED')).toHaveLength(1000);
    expect(result.findings.filter((f) => f.code === 'DUPLICATE_OUTCOME_ID')).toHaveLength(200);
  });
});
