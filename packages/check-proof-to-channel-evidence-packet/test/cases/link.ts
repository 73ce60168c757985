// Where the link goes and how its visits are attributed.
// - Google Ads destination requirements ("Destination mismatch",
//   https://support.google.com/adspolicy/answer/6368661): the landing page must match the advertised
//   destination; Hacker News Guidelines (https://news.ycombinator.com/newsguidelines.html): "Please
//   submit the original source."
// - Google Analytics, [GA4] URL builders: collect campaign data with custom URLs
//   (https://support.google.com/analytics/answer/10917952): utm_source identifies the referrer, so a
//   link that carries it is itself an attribution mechanism.
import type { Case } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { artifactsWith, ev, packet } from './helpers.js';

export const linkCases: Case<Input>[] = [
  {
    name: 'Google Ads destination mismatch: a link to a host the packet never names is flagged, with the hosts it does name',
    input: packet({ artifacts: { link_target: 'https://deals.partner.example.net/invoice-lint?utm_source=dir' } }),
    expect: [
      {
        code: 'LINK_TARGET_UNRECOGNISED',
        pointer: '/artifacts/link_target',
        subject: null,
        details: { host: 'deals.partner.example.net', knownHosts: ['product.example.com'] },
      },
    ],
    status: 'REVIEW',
    report: { packet: { artifacts: artifactsWith(3, { artifact: 'link_target', ready: false }) } },
  },
  {
    name: 'a link target that is not a URL has no host to recognise',
    input: packet({ artifacts: { link_target: 'see our site' } }),
    expect: [{ code: 'LINK_TARGET_UNRECOGNISED', pointer: '/artifacts/link_target', details: { host: null, destination: 'no readable host' } }],
  },
  {
    name: 'www., subdomains and the host of observed registry evidence are the product\'s own destinations',
    input: packet({
      evidence: [ev('ev-demo', 'demo', ['c-speed']), ev('ev-shot-1', 'screenshot'), ev('ev-npm', 'registry', [], { source_url: 'https://www.npmjs.com/package/invoice-lint' })],
      artifacts: { link_target: 'https://npmjs.com/package/invoice-lint' },
    }),
    expect: [],
    absent: ['LINK_TARGET_UNRECOGNISED'],
  },
  {
    name: 'a subdomain of the product host is the product\'s site',
    input: packet({ artifacts: { link_target: 'https://www.docs.product.example.com/start' } }),
    expect: [],
    absent: ['LINK_TARGET_UNRECOGNISED'],
  },
  {
    name: 'evidence the caller did not observe vouches for no host',
    input: packet({
      evidence: [ev('ev-demo', 'demo', ['c-speed']), ev('ev-shot-1', 'screenshot'), ev('ev-npm', 'registry', [], { source_url: 'https://www.npmjs.com/package/invoice-lint', observed: false })],
      artifacts: { link_target: 'https://www.npmjs.com/package/invoice-lint' },
    }),
    expect: [
      { code: 'LINK_TARGET_UNRECOGNISED', pointer: '/artifacts/link_target', details: { host: 'www.npmjs.com' } },
      { code: 'EVIDENCE_NOT_OBSERVED', pointer: '/evidence/2/observed' },
    ],
  },
  {
    name: 'a shortened link is flagged as shortened, not also as unrecognised',
    input: packet({ artifacts: { link_target: 'https://bit.ly/3xAbc' } }),
    expect: [{ code: 'LINK_TARGET_SHORTENED', pointer: '/artifacts/link_target' }],
    absent: ['LINK_TARGET_UNRECOGNISED'],
  },
  {
    name: 'GA4 URL builder: a link carrying utm_source is attributed even when attribution_mechanism is blank',
    input: packet({ artifacts: { attribution_mechanism: ' ', link_target: 'https://product.example.com/?utm_source=tool-directory&utm_medium=referral' } }),
    expect: [],
    absent: ['ATTRIBUTION_MECHANISM_MISSING'],
    report: { packet: { artifacts: artifactsWith(4, { artifact: 'attribution_mechanism', provided: false, ready: true, missing: null }) } },
  },
  {
    name: 'an empty utm_source attributes nothing',
    input: packet({ artifacts: { attribution_mechanism: '', link_target: 'https://product.example.com/?utm_source=&utm_medium=referral' } }),
    expect: [{ code: 'ATTRIBUTION_MECHANISM_MISSING', pointer: '/artifacts/attribution_mechanism', subject: null }],
  },
];
