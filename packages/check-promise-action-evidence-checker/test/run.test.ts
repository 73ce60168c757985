import { digest } from '@evidence-check/core-receipt';
import { collectIds, run, sampleInput, type Input } from '../src/index.js';

// Decision rules are covered by test/cases.ts; here: the sample, determinism, the ids the evidence
// pack reads, caller keys that JavaScript treats specially, and the largest input.
describe('promise-action-evidence-checker', () => {
  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(first.findings.map((f) => `${f.code}@${f.pointer}`)).toEqual([
      'COMPLETED_WITHOUT_EVIDENCE@/actions/1/evidence_ids',
      'EVIDENCE_NOT_FOUND@/actions/2/evidence_ids/0',
      'EVIDENCE_UNREFERENCED@/evidence/1',
      'PROMISE_UNADDRESSED@/promises/2',
    ]);
    expect(first.report.promises.map((p) => p.verdict)).toEqual(['fulfilled', 'unsupported', 'unaddressed']);
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('collectIds lists declared and cited ids with canonical keys and pointers', () => {
    const ids = collectIds({
      promises: [{ id: 'P1' }],
      actions: [{ id: 7, status: 'completed', promise_ids: ['P1'], evidence_ids: ['E1', null] }],
      evidence: [{ id: 'E1' }],
    });
    expect(ids).toEqual({
      promises: [{ id: 'P1', key: '"P1"', pointer: '/promises/0/id' }],
      actions: [{ id: 7, key: '7', pointer: '/actions/0/id' }],
      evidence: [{ id: 'E1', key: '"E1"', pointer: '/evidence/0/id' }],
      citedEvidence: [
        { id: 'E1', key: '"E1"', pointer: '/actions/0/evidence_ids/0', action: 0 },
        { id: null, key: null, pointer: '/actions/0/evidence_ids/1', action: 0 },
      ],
    });
  });

  test('a caller key named __proto__ is carried over as a key, not as a prototype', () => {
    const input = JSON.parse('{"promises":[{"id":"P1","__proto__":{"polluted":true}}],"actions":[],"evidence":[]}') as Input;
    const result = run(input);
    const extra = result.report.promises[0]?.extra as Record<string, unknown>;
    expect(Object.keys(extra)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(extra)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('largest allowed arrays complete: 1000 promises, 2000 actions, 5000 evidence items', () => {
    const promises = Array.from({ length: 1000 }, (_, i) => ({ id: `P${i}` }));
    const evidence = Array.from({ length: 5000 }, (_, i) => ({ id: `E${i}` }));
    const actions = Array.from({ length: 2000 }, (_, i) => ({
      id: `A${i}`,
      status: i % 2 === 0 ? 'completed' : 'in_progress',
      promise_ids: [`P${i % 1000}`, `P${(i * 7) % 1000}`],
      evidence_ids: [`E${i}`, `E${i + 2000}`, `E${(i * 13) % 5000}`],
    }));
    const result = run({ promises, actions, evidence });
    expect(result.report.promises).toHaveLength(1000);
    expect(result.report.evidence).toHaveLength(5000);
    // Even-numbered actions are completed and serve only even-numbered promises (i and 7i mod 1000
    // keep parity); odd promises are served by in-progress actions only.
    expect(result.summary.fulfilled).toBe(500);
    expect(result.summary.partial).toBe(500);
    expect(result.summary.errors).toBe(0);
  });

  test('one id shared by every item of the largest lists stays one finding per member', () => {
    const result = run({
      promises: Array.from({ length: 1000 }, () => ({ id: 'P' })),
      actions: Array.from({ length: 2000 }, () => ({ id: 'A', status: 'completed', promise_ids: ['P'], evidence_ids: Array.from({ length: 20 }, () => 'E') })),
      evidence: Array.from({ length: 5000 }, () => ({ id: 'E' })),
    });
    const count = (code: string) => result.findings.filter((f) => f.code === code).length;
    expect(count('DUPLICATE_ID')).toBe(8000);
    expect(count('DUPLICATE_REFERENCE')).toBe(40000);
    expect(result.report.promises.every((p) => p.verdict === 'fulfilled')).toBe(true);
  });
});
