// Output is a function of the request's JSON value only: every case, run again with every
// object's members in reverse order (header keys that differ only in letter case included),
// gives the same bytes.
import { reorderedMembers } from '@evidence-check/test-utils';
import { run } from '../src/index.js';
import { cases } from './cases.js';

test.each(cases.map((testCase) => [testCase.name, testCase.input] as const))('%s: member order never shows', (_name, input) => {
  expect(JSON.stringify(run(reorderedMembers(input) as typeof input))).toBe(JSON.stringify(run(input)));
});
