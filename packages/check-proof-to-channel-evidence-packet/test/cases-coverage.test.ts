// The conventions meta-test proves every code is produced by some case; this also proves every
// code is absent in some case, and that each peer-parity case file produces the codes it adds.
import { codesNeverAbsent, unproducedCodes, type Case } from '@evidence-check/test-utils';
import { definition, type Input } from '../src/index.js';
import { cases } from './cases.js';
import { artifactsCases } from './cases/artifacts.js';
import { freeClaimsCases } from './cases/free-claims.js';
import { linkCases } from './cases/link.js';

test('every declared code is produced by a case and absent in another', () => {
  expect(unproducedCodes(definition, cases)).toEqual([]);
  expect(codesNeverAbsent(definition, cases)).toEqual([]);
});

/** Each case file, the codes it adds (produced and shown absent there) and the older codes whose new boundary it proves. */
const byFile: Array<[string, Case<Input>[], string[], string[]]> = [
  ['artifacts', artifactsCases, ['SCREENSHOT_EVIDENCE_NOT_CURRENT'], ['SCREENSHOTS_MISSING']],
  ['link', linkCases, ['LINK_TARGET_UNRECOGNISED'], ['ATTRIBUTION_MECHANISM_MISSING']],
  ['free-claims', freeClaimsCases, ['FREE_CLAIM_WITHOUT_TERMS'], []],
];

test.each(byFile)('case file %s produces and shows absent the codes it adds', (_name, own, added, older) => {
  const produced = new Set(own.flatMap((testCase) => testCase.expect.map((expected) => expected.code)));
  const absent = new Set(own.flatMap((testCase) => testCase.absent ?? []));
  expect([...added, ...older].filter((code) => !produced.has(code))).toEqual([]);
  expect([...added, ...older].filter((code) => !absent.has(code))).toEqual([]);
});
