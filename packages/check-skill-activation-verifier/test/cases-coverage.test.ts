// Every declared code is produced by a case and absent in another, and each new rule's own case
// file produces each of its codes.
import { codesNeverAbsent, unproducedCodes, type Case } from '@evidence-check/test-utils';
import { rules } from '../src/codes.js';
import { definition, type Input } from '../src/index.js';
import { cases as allCases } from './cases.js';
import { availabilityCases } from './cases/availability.js';
import { skillMetadataCases } from './cases/skill-metadata.js';

const byRule: Record<string, Case<Input>[]> = { 'skill-metadata': skillMetadataCases, availability: availabilityCases };

test('every declared code is produced by a case and absent in another', () => {
  expect(unproducedCodes(definition, allCases)).toEqual([]);
  expect(codesNeverAbsent(definition, allCases)).toEqual([]);
});

test.each(rules.filter((rule) => byRule[rule.name]).map((rule) => [rule.name, Object.keys(rule.codes)] as const))('rule %s: its own cases produce each of its codes', (name, ruleCodes) => {
  const produced = new Set(byRule[name]!.flatMap((testCase) => testCase.expect.map((expected) => expected.code)));
  expect(ruleCodes.filter((code) => !produced.has(code))).toEqual([]);
});
