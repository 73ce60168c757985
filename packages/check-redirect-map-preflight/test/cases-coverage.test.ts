// The conventions meta-test proves every code is produced by some case; this also proves every
// code is absent in some case, and that each rule's own case file produces each of its codes.
import { codesNeverAbsent, unproducedCodes, type Case } from '@evidence-check/test-utils';
import { definition, type Input } from '../src/index.js';
import { rules } from '../src/codes.js';
import { cases } from './cases.js';
import { baselineCases } from './cases/baseline.js';
import { chainIntoLoopCases } from './cases/chain-into-loop.js';
import { chainsCases } from './cases/chains.js';
import { duplicatesCases } from './cases/duplicates.js';
import { loopsCases } from './cases/loops.js';
import { selfRedirectCases } from './cases/self-redirect.js';
import { statusCases } from './cases/status.js';
import { temporaryHopsCases } from './cases/temporary-hops.js';
import { validityCases } from './cases/validity.js';

const byRule: Record<string, Case<Input>[]> = {
  validity: validityCases,
  'redirect-status': statusCases,
  'duplicate-sources': duplicatesCases,
  'self-redirect': selfRedirectCases,
  'redirect-loop': loopsCases,
  'chain-into-loop': chainIntoLoopCases,
  'redirect-chain': chainsCases,
  'temporary-hop-in-chain': temporaryHopsCases,
  'baseline-coverage': baselineCases,
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
