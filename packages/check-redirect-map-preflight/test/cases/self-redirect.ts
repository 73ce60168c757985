import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { r } from './helpers.js';

export const selfRedirectCases = defineCases<Input>([
  {
    name: 'a self-redirect after normalization (case of scheme and host, default port, slash, query order, fragment)',
    input: { redirects: [r('HTTPS://Example.com:443/a/?y=2&x=1', 'https://example.com/a?x=1&y=2#top')] },
    expect: [
      { code: 'SELF_REDIRECT', pointer: '/redirects/0', subject: 'HTTPS://Example.com:443/a/?y=2&x=1', details: { normalized: '/a?x=1&y=2' } },
    ],
    absent: ['REDIRECT_LOOP'],
    report: { loops: [] },
  },
  {
    name: 'http to https on the same host is an upgrade, not a self-redirect',
    input: { redirects: [r('http://example.com/a', 'https://example.com/a')] },
    expect: [],
    absent: ['SELF_REDIRECT'],
  },
]);
