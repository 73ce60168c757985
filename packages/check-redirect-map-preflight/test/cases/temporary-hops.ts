// Temporary hops inside chains. Google Search Central, "Redirects and Google Search"
// (https://developers.google.com/search/docs/crawling-indexing/301-redirects): for 301 and 308
// "the indexing pipeline uses the redirect as a strong signal that the redirect target should be
// canonical"; for 302, 303 and 307 it is "a weak signal".
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';

export const temporaryHopsCases = defineCases<Input>([
  {
    name: 'a 302 inside a chain: the entry is flagged, the temporary rule of one hop is not',
    input: { redirects: [{ source: '/old', destination: '/shoes', status: 301 }, { source: '/shoes', destination: '/footwear/', status: 302 }] },
    expect: [
      { code: 'REDIRECT_CHAIN', pointer: '/redirects/0' },
      {
        code: 'TEMPORARY_REDIRECT_IN_CHAIN',
        pointer: '/redirects/0',
        subject: '/old',
        details: { source: '/old', hops: 2, temporaryHops: 1, firstTemporary: '/shoes', firstTemporaryStatus: 302, finalTarget: '/footwear/', group: 'chain:/footwear' },
      },
    ],
    status: 'REVIEW',
    report: { chains: [{ source: '/old', hops: 2, temporaryHops: 1 }], redirects: { statuses: { permanent: 1, temporary: 1 } } },
  },
  {
    name: 'a chain of permanent hops (301, 308) is told apart: a chain only',
    input: { redirects: [{ source: '/a', destination: '/b', status: 301 }, { source: '/b', destination: '/c', status: '308' }] },
    expect: [{ code: 'REDIRECT_CHAIN', pointer: '/redirects/0', details: { hops: 2 } }],
    absent: ['TEMPORARY_REDIRECT_IN_CHAIN', 'INVALID_STATUS'],
    report: { chains: [{ source: '/a', hops: 2, temporaryHops: 0 }] },
  },
  {
    name: 'a single 307 of one hop is a legitimate temporary move',
    input: { redirects: [{ source: '/sale', destination: '/winter-sale', status: 307 }] },
    expect: [],
    absent: ['TEMPORARY_REDIRECT_IN_CHAIN', 'REDIRECT_CHAIN'],
    status: 'READY',
  },
  {
    name: 'the entry itself temporary, and two temporary hops counted ("302" as a string)',
    input: {
      redirects: [
        { source: '/a', destination: '/b', status: 307 },
        { source: '/b', destination: '/c', status: 301 },
        { source: '/c', destination: '/d', status: '302' },
      ],
    },
    expect: [
      { code: 'REDIRECT_CHAIN', pointer: '/redirects/0', details: { hops: 3 } },
      { code: 'TEMPORARY_REDIRECT_IN_CHAIN', pointer: '/redirects/0', details: { hops: 3, temporaryHops: 2, firstTemporary: '/a', firstTemporaryStatus: 307 } },
      { code: 'REDIRECT_CHAIN', pointer: '/redirects/1', details: { hops: 2 } },
      { code: 'TEMPORARY_REDIRECT_IN_CHAIN', pointer: '/redirects/1', details: { hops: 2, temporaryHops: 1, firstTemporary: '/c', firstTemporaryStatus: 302 } },
    ],
  },
  {
    name: 'a chain into a loop through a temporary hop is reported as the loop, not as a temporary chain',
    input: {
      redirects: [
        { source: '/x', destination: '/sale', status: 302 },
        { source: '/sale', destination: '/promo', status: 302 },
        { source: '/promo', destination: '/sale', status: 302 },
      ],
    },
    expect: [
      { code: 'CHAIN_INTO_LOOP', pointer: '/redirects/0' },
      { code: 'REDIRECT_LOOP', pointer: '/redirects/1' },
      { code: 'REDIRECT_LOOP', pointer: '/redirects/2' },
    ],
    absent: ['TEMPORARY_REDIRECT_IN_CHAIN', 'REDIRECT_CHAIN'],
  },
]);
