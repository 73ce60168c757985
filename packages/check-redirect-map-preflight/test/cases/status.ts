// The rule's `status` (an open key), read as Google Search Central's "Redirects and Google Search"
// (https://developers.google.com/search/docs/crawling-indexing/301-redirects) sorts redirect codes:
// 301 and 308 permanent, 302, 303 and 307 temporary.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';

export const statusCases = defineCases<Input>([
  {
    name: 'statuses 301, "308", 302, 303 and 307 are redirect statuses; an absent or null status says nothing',
    input: {
      redirects: [
        { source: '/a', destination: '/x', status: 301 },
        { source: '/b', destination: '/x', status: '308' },
        { source: '/c', destination: '/x', status: 302 },
        { source: '/d', destination: '/x', status: 303 },
        { source: '/e', destination: '/x', status: ' 307 ' },
        { source: '/f', destination: '/x' },
        { source: '/g', destination: '/x', status: null },
      ],
    },
    expect: [],
    absent: ['INVALID_STATUS', 'TEMPORARY_REDIRECT_IN_CHAIN'],
    status: 'READY',
    report: { redirects: { statuses: { permanent: 2, temporary: 3, unspecified: 2, invalid: 0 } } },
  },
  {
    name: 'status 200, 410, "moved", 301.5, "3010", true and an object are no redirect status, each at its own pointer',
    input: {
      redirects: [
        { source: '/a', destination: '/x', status: 200 },
        { source: '/b', destination: '/x', status: 410 },
        { source: '/c', destination: '/x', status: 'moved' },
        { source: '/d', destination: '/x', status: 301.5 },
        { source: '/e', destination: '/x', status: '3010' },
        { source: '/f', destination: '/x', status: true },
        { source: '/g', destination: '/x', status: { code: 301, kind: 'permanent' } },
      ],
    },
    expect: [
      { code: 'INVALID_STATUS', pointer: '/redirects/0/status', subject: '/a', details: { source: '/a', status: 200 } },
      { code: 'INVALID_STATUS', pointer: '/redirects/1/status', details: { status: 410 } },
      { code: 'INVALID_STATUS', pointer: '/redirects/2/status', details: { status: 'moved' } },
      { code: 'INVALID_STATUS', pointer: '/redirects/3/status', details: { status: 301.5 } },
      { code: 'INVALID_STATUS', pointer: '/redirects/4/status', details: { status: '3010' } },
      { code: 'INVALID_STATUS', pointer: '/redirects/5/status', details: { status: true } },
      { code: 'INVALID_STATUS', pointer: '/redirects/6/status', details: { status: '(object)' } },
    ],
    status: 'REVIEW',
    report: { redirects: { statuses: { permanent: 0, temporary: 0, unspecified: 0, invalid: 7 } } },
  },
]);
