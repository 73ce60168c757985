// The conventions meta-test proves every code is produced by some case; this also proves every
// code is absent in some case, and that each peer-parity rule's own case file produces its codes.
import { codesNeverAbsent, unproducedCodes, type Case } from '@evidence-check/test-utils';
import { definition, type Input } from '../src/index.js';
import { rules } from '../src/codes.js';
import { cases } from './cases.js';
import { cacheWritesCases } from './cases/cache-writes.js';
import { longContextCases } from './cases/long-context.js';
import { reasoningCases } from './cases/reasoning.js';
import { unreadKeysCases } from './cases/unread-keys.js';

const byRule: Record<string, Case<Input>[]> = {
  'cache-writes': cacheWritesCases,
  'reasoning-tokens': reasoningCases,
  'long-context': longContextCases,
  'unread-keys': unreadKeysCases,
};

test('every declared code is produced by a case and absent in another', () => {
  expect(unproducedCodes(definition, cases)).toEqual([]);
  expect(codesNeverAbsent(definition, cases)).toEqual([]);
});

test.each(rules.filter((rule) => rule.name in byRule).map((rule) => [rule.name, Object.keys(rule.codes)] as const))(
  'rule %s: its own cases produce each of its codes',
  (name, ruleCodes) => {
    const produced = new Set((byRule[name] ?? []).flatMap((testCase) => testCase.expect.map((expected) => expected.code)));
    expect(ruleCodes.filter((code) => !produced.has(code))).toEqual([]);
  },
);
