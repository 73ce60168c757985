// The conventions meta-test proves every code is produced by some case; this also proves every
// code is absent in some case, and that each peer-parity rule's own case file produces its codes.
import { codesNeverAbsent, unproducedCodes, type Case } from '@evidence-check/test-utils';
import { definition, type Input } from '../src/index.js';
import { rules } from '../src/codes.js';
import { cases } from './cases.js';
import { attemptTimestampCases } from './cases/attempt-timestamp.js';
import { freshnessCases } from './cases/freshness.js';

const byRule: Record<string, { cases: Case<Input>[]; codes?: string[] }> = {
  'attempt-timestamp': { cases: attemptTimestampCases },
  // The freshness rule's older codes are produced by test/cases.ts; its new one here.
  freshness: { cases: freshnessCases, codes: ['STALE_EVENT_RETRY'] },
};

test('every declared code is produced by a case and absent in another', () => {
  expect(unproducedCodes(definition, cases)).toEqual([]);
  expect(codesNeverAbsent(definition, cases)).toEqual([]);
});

test.each(rules.filter((rule) => rule.name in byRule).map((rule) => [rule.name, Object.keys(rule.codes)] as const))(
  'rule %s: its own cases produce each of its new codes',
  (name, ruleCodes) => {
    const { cases: own, codes } = byRule[name]!;
    const produced = new Set(own.flatMap((testCase) => testCase.expect.map((expected) => expected.code)));
    expect((codes ?? ruleCodes).filter((code) => !produced.has(code))).toEqual([]);
  },
);
