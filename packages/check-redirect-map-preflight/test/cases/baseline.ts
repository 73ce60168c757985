import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { r } from './helpers.js';

export const baselineCases = defineCases<Input>([
  {
    name: 'baseline sources without a redirect would 404; another spelling of a source is covered',
    input: { redirects: [r('/a?x=1&y=2', '/b')], baseline_sources: ['/a/?y=2&x=1', '/gone', '/a'] },
    expect: [
      { code: 'UNREDIRECTED_BASELINE_SOURCE', pointer: '/baseline_sources/1', subject: '/gone', details: { normalized: '/gone' } },
      { code: 'UNREDIRECTED_BASELINE_SOURCE', pointer: '/baseline_sources/2', subject: '/a' },
    ],
    status: 'BLOCKED',
    report: { baseline: { total: 3, covered: 1, missing: ['/gone', '/a'] } },
  },
  {
    name: 'a baseline covered by the later rule of a set is covered',
    input: { redirects: [r('/x', '/y'), r('/x/', '/y')], baseline_sources: ['/x'] },
    expect: [
      { code: 'DUPLICATE_SOURCE', pointer: '/redirects/0/source' },
      { code: 'DUPLICATE_SOURCE', pointer: '/redirects/1/source' },
    ],
    absent: ['UNREDIRECTED_BASELINE_SOURCE'],
  },
]);
