// The conventions meta-test proves every code is produced by some case; this also proves every
// code is absent in some case, and that each new rule's own case file produces each of its codes.
import { codesNeverAbsent, unproducedCodes, type Case } from '@evidence-check/test-utils';
import { definition, type Input } from '../src/index.js';
import { rules } from '../src/codes.js';
import { cases, headerCases } from './cases.js';
import { alignmentCases } from './cases/alignment.js';
import { bodyUnsubscribeLinkCases } from './cases/body-unsubscribe-link.js';
import { dkimValidityCases } from './cases/dkim-validity.js';
import { listIdCases } from './cases/list-id.js';
import { messageTypeCases } from './cases/message-type.js';
import { sharedFromCases } from './cases/shared-from.js';

const byRule: Record<string, Case<Input>[]> = {
  'message-type': [...messageTypeCases, ...headerCases],
  'list-unsubscribe': headerCases,
  'one-click-post': headerCases,
  duplicates: headerCases,
  dkim: [...headerCases, ...dkimValidityCases],
  transactional: headerCases,
  alignment: alignmentCases,
  'list-id': listIdCases,
  'body-unsubscribe-link': bodyUnsubscribeLinkCases,
  'shared-from': sharedFromCases,
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
