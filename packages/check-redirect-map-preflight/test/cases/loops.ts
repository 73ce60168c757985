import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { r } from './helpers.js';

export const loopsCases = defineCases<Input>([
  {
    name: 'a loop of three rules flags all three, each with the cycle from itself',
    input: { redirects: [r('/x', '/a'), r('/b', '/c'), r('/a', '/b'), r('/c', '/a')] },
    expect: [
      { code: 'CHAIN_INTO_LOOP', pointer: '/redirects/0', subject: '/x', details: { chain: ['/x', '/a'], chainTruncated: false, loopEntry: '/a', hops: 1, group: 'loop:/b' } },
      { code: 'REDIRECT_LOOP', pointer: '/redirects/1', subject: '/b', details: { cycle: '/b -> /c -> /a -> /b', length: 3, cycleTruncated: false, group: 'loop:/b' } },
      { code: 'REDIRECT_LOOP', pointer: '/redirects/2', subject: '/a', details: { cycle: '/a -> /b -> /c -> /a', length: 3, group: 'loop:/b' } },
      { code: 'REDIRECT_LOOP', pointer: '/redirects/3', subject: '/c', details: { cycle: '/c -> /a -> /b -> /c', length: 3, group: 'loop:/b' } },
    ],
    status: 'BLOCKED',
    absent: ['REDIRECT_CHAIN', 'SELF_REDIRECT'],
    report: { loops: [{ cycle: ['/b', '/c', '/a', '/b'], length: 3 }], chains: [], flattened: [] },
  },
  {
    name: 'two loops get two groups',
    input: { redirects: [r('/sale', '/promo'), r('/p', '/q'), r('/promo', '/sale'), r('/q', '/p/')] },
    expect: [
      { code: 'REDIRECT_LOOP', pointer: '/redirects/0', details: { group: 'loop:/sale', length: 2, cycle: '/sale -> /promo -> /sale' } },
      { code: 'REDIRECT_LOOP', pointer: '/redirects/1', details: { group: 'loop:/p', length: 2, cycle: '/p -> /q -> /p' } },
      { code: 'REDIRECT_LOOP', pointer: '/redirects/2', details: { group: 'loop:/sale', length: 2, cycle: '/promo -> /sale -> /promo' } },
      { code: 'REDIRECT_LOOP', pointer: '/redirects/3', details: { group: 'loop:/p', length: 2, cycle: '/q -> /p -> /q' } },
    ],
    report: { loops: [{ cycle: ['/sale', '/promo', '/sale'], length: 2 }, { cycle: ['/p', '/q', '/p'], length: 2 }] },
  },
  {
    name: 'a chain that ends on a page is no loop',
    input: { redirects: [r('/a', '/b'), r('/b', '/c')] },
    expect: [{ code: 'REDIRECT_CHAIN', pointer: '/redirects/0' }],
    absent: ['REDIRECT_LOOP', 'CHAIN_INTO_LOOP'],
  },
]);
