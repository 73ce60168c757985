import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { r } from './helpers.js';

export const validityCases = defineCases<Input>([
  {
    name: 'a clean map is READY',
    input: { redirects: [r('/a', '/x'), r('/b', 'https://other.example/y')], baseline_sources: ['/a', '/b/'] },
    expect: [],
    status: 'READY',
    absent: ['INVALID_SOURCE', 'INVALID_DESTINATION', 'UNREDIRECTED_BASELINE_SOURCE', 'REDIRECT_CHAIN', 'REDIRECT_LOOP'],
    report: { redirects: { total: 2, valid: 2, invalid: 0, duplicates: 0, conflicts: 0 }, baseline: { total: 2, covered: 2, missing: [] } },
  },
  {
    name: 'invalid destinations: unparseable, javascript:, a relative path above the root, empty',
    input: { redirects: [r('/a', 'http://exa mple.com/'), r('/b', ' JavaScript:alert(1)'), r('/c/d', '../../e'), r('/f', ' ')] },
    expect: [
      { code: 'INVALID_DESTINATION', pointer: '/redirects/0/destination', details: { reason: 'unparseable' } },
      { code: 'INVALID_DESTINATION', pointer: '/redirects/1/destination', subject: '/b', details: { reason: 'unsafe-scheme', scheme: 'javascript' } },
      { code: 'INVALID_DESTINATION', pointer: '/redirects/2/destination', details: { reason: 'escapes-root' } },
      { code: 'INVALID_DESTINATION', pointer: '/redirects/3/destination', details: { reason: 'empty' } },
    ],
    status: 'BLOCKED',
    report: { redirects: { total: 4, valid: 0, invalid: 4 } },
  },
  {
    name: 'one level up from /c/ stays inside the root',
    input: { redirects: [r('/c/d', '../e')] },
    expect: [],
    absent: ['INVALID_DESTINATION'],
  },
  {
    name: 'invalid sources, in the map and in the baseline',
    input: { redirects: [r('old', '/new'), r('mailto:a@b.c', '/x'), r('/ok', '/fine')], baseline_sources: ['//cdn/x', '/ok'] },
    expect: [
      { code: 'INVALID_SOURCE', pointer: '/baseline_sources/0', subject: '//cdn/x', details: { reason: 'not-absolute' } },
      { code: 'INVALID_SOURCE', pointer: '/redirects/0/source', subject: 'old', details: { reason: 'not-absolute' } },
      { code: 'INVALID_SOURCE', pointer: '/redirects/1/source', details: { reason: 'unsupported-scheme', scheme: 'mailto' } },
    ],
    absent: ['UNREDIRECTED_BASELINE_SOURCE', 'INVALID_DESTINATION'],
    report: { redirects: { invalid: 2 }, baseline: { total: 2, covered: 1, missing: [] } },
  },
]);
