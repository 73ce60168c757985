// The conventions meta-test proves every code is produced by some case; this also proves every
// code is absent in some case.
import { codesNeverAbsent, unproducedCodes } from '@evidence-check/test-utils';
import { definition } from '../src/index.js';
import { cases } from './cases.js';

test('every declared code is produced by a case and absent in another', () => {
  expect(unproducedCodes(definition, cases)).toEqual([]);
  expect(codesNeverAbsent(definition, cases)).toEqual([]);
});
