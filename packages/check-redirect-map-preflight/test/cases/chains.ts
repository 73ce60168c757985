import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { r } from './helpers.js';

export const chainsCases = defineCases<Input>([
  {
    name: 'the issue\'s chain /x -> /y -> /z -> /end: /x (3 hops) and /y (2 hops) are flagged, /z is fine',
    input: { redirects: [r('/x', '/y'), r('/y', '/z'), r('/z', '/end')] },
    expect: [
      { code: 'REDIRECT_CHAIN', pointer: '/redirects/0', subject: '/x', details: { chain: ['/x', '/y', '/z', '/end'], hops: 3, finalTarget: '/end', group: 'chain:/end' } },
      { code: 'REDIRECT_CHAIN', pointer: '/redirects/1', subject: '/y', details: { chain: ['/y', '/z', '/end'], hops: 2, finalTarget: '/end', group: 'chain:/end' } },
    ],
    status: 'REVIEW',
    report: {
      chains: [{ source: '/x', chain: ['/x', '/y', '/z', '/end'], chainTruncated: false, finalTarget: '/end', hops: 3 }],
      flattened: [{ source: '/x', destination: '/end', hops: 3 }, { source: '/y', destination: '/end', hops: 2 }],
    },
  },
  {
    name: 'two entries share a tail; every chained rule is flagged, in input order',
    input: { redirects: [r('/b', '/c/'), r('/a', '/b'), r('/c', 'https://new.example/d'), r('/z', '/c')] },
    expect: [
      { code: 'REDIRECT_CHAIN', pointer: '/redirects/0', details: { source: '/b', chain: ['/b', '/c', 'https://new.example/d'], hops: 2, finalTargetValid: true, group: 'chain:https://new.example/d' } },
      { code: 'REDIRECT_CHAIN', pointer: '/redirects/1', details: { source: '/a', chain: ['/a', '/b', '/c', 'https://new.example/d'], hops: 3, group: 'chain:https://new.example/d' } },
      { code: 'REDIRECT_CHAIN', pointer: '/redirects/3', details: { source: '/z', chain: ['/z', '/c', 'https://new.example/d'], hops: 2, group: 'chain:https://new.example/d' } },
    ],
    report: {
      chains: [
        { source: '/a', chain: ['/a', '/b', '/c', 'https://new.example/d'], chainTruncated: false, finalTarget: 'https://new.example/d', hops: 3 },
        { source: '/z', chain: ['/z', '/c', 'https://new.example/d'], chainTruncated: false, finalTarget: 'https://new.example/d', hops: 2 },
      ],
      flattened: [
        { source: '/b', destination: 'https://new.example/d', hops: 2 },
        { source: '/a', destination: 'https://new.example/d', hops: 3 },
        { source: '/z', destination: 'https://new.example/d', hops: 2 },
      ],
    },
  },
  {
    name: 'absolute and root-relative spellings meet when the map has one site origin',
    input: { redirects: [r('https://www.example.com/old', 'https://WWW.example.com:443/mid'), r('/mid', '/new')], baseline_sources: ['/old/'] },
    expect: [{ code: 'REDIRECT_CHAIN', pointer: '/redirects/0', details: { chain: ['https://www.example.com/old', '/mid', '/new'], hops: 2 } }],
    report: { siteOrigin: 'https://www.example.com', baseline: { covered: 1, missing: [] } },
  },
  {
    name: 'with two origins, paths and absolute URLs stay apart',
    input: { redirects: [r('https://a.example/old', 'https://a.example/mid'), r('https://b.example/x', '/y'), r('/mid', '/new')] },
    expect: [],
    absent: ['REDIRECT_CHAIN'],
    report: { siteOrigin: null, chains: [] },
  },
  {
    name: 'a chain whose final target is invalid says so',
    input: { redirects: [r('/a', '/b'), r('/b', 'javascript:x')] },
    expect: [
      { code: 'REDIRECT_CHAIN', pointer: '/redirects/0', details: { finalTarget: 'javascript:x', finalTargetValid: false, hops: 2, group: 'chain:javascript:x' } },
      { code: 'INVALID_DESTINATION', pointer: '/redirects/1/destination' },
    ],
  },
  {
    name: 'rules of one hop are no chain',
    input: { redirects: [r('/a', '/x'), r('/b', '/x')] },
    expect: [],
    absent: ['REDIRECT_CHAIN'],
  },
  // Google Search Central, "How HTTP status codes, and network and DNS errors affect Google Search"
  // (https://developers.google.com/search/docs/crawling-indexing/http-network-errors): Google's
  // crawlers follow up to 10 redirect hops; past that Search Console reports a redirect error.
  {
    name: 'a chain of 11 hops is too long for Google\'s crawlers; 10 hops is still followed',
    input: { redirects: Array.from({ length: 11 }, (_, i) => r(`/v${i}`, `/v${i + 1}`)) },
    partial: true,
    expect: [
      { code: 'REDIRECT_CHAIN', pointer: '/redirects/0', details: { hops: 11 } },
      { code: 'REDIRECT_CHAIN_TOO_LONG', pointer: '/redirects/0', subject: '/v0', details: { source: '/v0', hops: 11, limit: 10, finalTarget: '/v11', group: 'chain:/v11' } },
      { code: 'REDIRECT_CHAIN', pointer: '/redirects/1', details: { hops: 10 } },
      { code: 'REDIRECT_CHAIN', pointer: '/redirects/2', details: { hops: 9 } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'a chain of exactly 10 hops is a chain, not a redirect error',
    input: { redirects: Array.from({ length: 10 }, (_, i) => r(`/v${i}`, `/v${i + 1}`)) },
    partial: true,
    expect: [{ code: 'REDIRECT_CHAIN', pointer: '/redirects/0', details: { hops: 10 } }],
    absent: ['REDIRECT_CHAIN_TOO_LONG'],
    status: 'REVIEW',
  },
]);
