import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { r } from './helpers.js';

export const chainIntoLoopCases = defineCases<Input>([
  {
    name: 'every rule that leads into a loop is flagged, each with its own hop count',
    input: { redirects: [r('/w', '/x'), r('/x', '/y'), r('/y', '/a'), r('/a', '/b'), r('/b', '/a')] },
    expect: [
      { code: 'CHAIN_INTO_LOOP', pointer: '/redirects/0', subject: '/w', details: { chain: ['/w', '/x', '/y', '/a'], hops: 3, loopEntry: '/a', group: 'loop:/a' } },
      { code: 'CHAIN_INTO_LOOP', pointer: '/redirects/1', subject: '/x', details: { chain: ['/x', '/y', '/a'], hops: 2, loopEntry: '/a', group: 'loop:/a' } },
      { code: 'CHAIN_INTO_LOOP', pointer: '/redirects/2', subject: '/y', details: { chain: ['/y', '/a'], hops: 1, loopEntry: '/a', group: 'loop:/a' } },
      { code: 'REDIRECT_LOOP', pointer: '/redirects/3', details: { group: 'loop:/a' } },
      { code: 'REDIRECT_LOOP', pointer: '/redirects/4', details: { group: 'loop:/a' } },
    ],
    absent: ['REDIRECT_CHAIN'],
    report: { chains: [], flattened: [] },
  },
  {
    name: 'rules leading into a self-redirect',
    input: { redirects: [r('/s', '/s/'), r('/t', '/s'), r('/u', '/t')] },
    expect: [
      { code: 'SELF_REDIRECT', pointer: '/redirects/0', details: { source: '/s', destination: '/s/', normalized: '/s' } },
      { code: 'CHAIN_INTO_LOOP', pointer: '/redirects/1', details: { chain: ['/t', '/s'], hops: 1, loopEntry: '/s', group: 'loop:/s' } },
      { code: 'CHAIN_INTO_LOOP', pointer: '/redirects/2', details: { chain: ['/u', '/t', '/s'], hops: 2, loopEntry: '/s', group: 'loop:/s' } },
    ],
    absent: ['REDIRECT_LOOP', 'REDIRECT_CHAIN'],
  },
]);
