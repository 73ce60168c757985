// The conventions meta-test proves every code is produced by some case; this also proves every
// code is absent in some case, and that each rule's own case file produces each of its codes.
import { codesNeverAbsent, unproducedCodes } from '@evidence-check/test-utils';
import { rules } from '../src/codes.js';
import { definition } from '../src/index.js';
import { cases, casesByRule } from './cases.js';

test('every declared code is produced by a case and absent in another', () => {
  expect(unproducedCodes(definition, cases)).toEqual([]);
  expect(codesNeverAbsent(definition, cases)).toEqual([]);
});

test('every rule has its own case file', () => {
  expect(rules.map((rule) => rule.name).filter((name) => !(name in casesByRule))).toEqual([]);
});

test.each(rules.map((rule) => [rule.name, Object.keys(rule.codes)] as const))('rule %s: its own cases produce each of its codes', (name, ruleCodes) => {
  const own = casesByRule[name] ?? [];
  const produced = new Set(own.flatMap((testCase) => testCase.expect.map((expected) => expected.code)));
  expect(ruleCodes.filter((code) => !produced.has(code))).toEqual([]);
});
