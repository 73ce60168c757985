// The conventions meta-test proves every code is produced by some case; this also proves every
// code is absent in some case, and that each rule's own case file produces each of its codes.
import { codesNeverAbsent, unproducedCodes, type Case } from '@evidence-check/test-utils';
import { definition, type Input } from '../src/index.js';
import { rules } from '../src/codes.js';
import { cases } from './cases.js';
import { boundaryCases } from './cases/boundary.js';
import { rruleCases } from './cases/rrule.js';
import { rrulePartsCases } from './cases/rrule-parts.js';
import { sequenceCases } from './cases/sequence.js';
import { uidConflictCases } from './cases/uid-conflict.js';
import { valuesCases } from './cases/values.js';
import { globalTzidCases, vtimezoneCases } from './cases/vtimezone.js';
import { zonesCases } from './cases/zones.js';

const byRule: Record<string, Case<Input>[]> = {
  'date-values': valuesCases,
  'time-zones': zonesCases,
  'event-boundary': boundaryCases,
  sequence: sequenceCases,
  'uid-conflict': uidConflictCases,
  vtimezone: [...vtimezoneCases, ...globalTzidCases],
  recurrence: rruleCases,
  'recurrence-parts': rrulePartsCases,
};

test('every declared code is produced by a case and absent in another', () => {
  expect(unproducedCodes(definition, cases)).toEqual([]);
  expect(codesNeverAbsent(definition, cases)).toEqual([]);
});

test.each(rules.map((rule) => [rule.name, Object.keys(rule.codes)] as const))('rule %s: its own cases produce each of its codes', (name, ruleCodes) => {
  const own = byRule[name] ?? [];
  const produced = new Set(own.flatMap((testCase) => testCase.expect.map((expected) => expected.code)));
  expect(ruleCodes.filter((code) => !produced.has(code))).toEqual([]);
});
