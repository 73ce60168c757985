// Each cross-section rule added under test/cases/ produces its codes from its own file, and every
// code of the pack is absent in some case.
import { codesNeverAbsent, type Case } from '@evidence-check/test-utils';
import { rules } from '../src/codes.js';
import { definition, type Input } from '../src/index.js';
import { cases } from './cases.js';
import { completedOnFailedCallsCases } from './cases/completed-on-failed-calls.js';
import { evidenceDigestCases } from './cases/evidence-digest.js';

const byRule: Record<string, Case<Input>[]> = { 'evidence-digest': evidenceDigestCases, 'completed-on-failed-calls': completedOnFailedCallsCases };

test('every cross-section code is absent in some case', () => {
  expect(codesNeverAbsent(definition, cases).filter((code) => code.startsWith('CROSS_'))).toEqual([]);
});

test.each(rules.filter((rule) => byRule[rule.name]).map((rule) => [rule.name, Object.keys(rule.codes)] as const))('rule %s: its own cases produce each of its codes', (name, ruleCodes) => {
  const produced = new Set(byRule[name]!.flatMap((testCase) => testCase.expect.map((expected) => expected.code)));
  expect(ruleCodes.filter((code) => !produced.has(code))).toEqual([]);
});
