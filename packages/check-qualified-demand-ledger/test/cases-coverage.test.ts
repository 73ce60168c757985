// run.test.ts proves every code is produced by a case and absent in another; this proves each
// peer-parity case file produces, and shows absent, the codes it adds.
import type { Case } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';
import { actorTokensCases } from './cases/actor-tokens.js';
import { moneyCases } from './cases/money.js';
import { parentOrderCases } from './cases/parent-order.js';

const byFile: Array<[string, Case<Input>[], string[]]> = [
  ['money', moneyCases, ['CURRENCY_NOT_ISO_4217', 'AMOUNT_FINER_THAN_MINOR_UNIT']],
  ['actor-tokens', actorTokensCases, ['ACTOR_TOKEN_NOT_OPAQUE']],
  ['parent-order', parentOrderCases, ['PARENT_AFTER_CHILD']],
];

test.each(byFile)('case file %s produces and shows absent %j', (_name, own, codes) => {
  const produced = new Set(own.flatMap((testCase) => testCase.expect.map((expected) => expected.code)));
  const absent = new Set(own.flatMap((testCase) => testCase.absent ?? []));
  expect(codes.filter((code) => !produced.has(code) || !absent.has(code))).toEqual([]);
});
