// Output is a function of the request's JSON value only: every case, run again with every
// object's members in reverse order (header keys that differ only in letter case included),
// gives the same bytes.
import { run } from '../src/index.js';
import { cases } from './cases.js';

function reversedMembers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedMembers);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value).reverse()) copy[key] = reversedMembers((value as Record<string, unknown>)[key]);
  return copy;
}

test.each(cases.map((testCase) => [testCase.name, testCase.input] as const))('%s: member order never shows', (_name, input) => {
  expect(JSON.stringify(run(reversedMembers(input) as typeof input))).toBe(JSON.stringify(run(input)));
});
