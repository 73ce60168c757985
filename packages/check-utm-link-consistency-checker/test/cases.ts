// Cases as data: every declared code is produced by at least one case (the conventions meta-test
// checks it) and every case input is a packet the gateway accepts.
import { defineCases } from '@evidence-check/test-utils';
import { sampleInput, type Input } from '../src/index.js';
import { appStoreCases } from './cases/app-store.js';
import { ga4ChannelCases } from './cases/ga4-channel.js';
import { ga4ParametersCases } from './cases/ga4-parameters.js';
import { internalLinksCases } from './cases/internal-links.js';

const UTM = 'utm_source=news&utm_medium=email&utm_campaign=launch';
const link = (id: string, url: string) => ({ id, url });

export const cases = defineCases<Input>([
  {
    name: 'complete, consistent links are READY',
    input: { links: [link('a', `https://x.example/a?${UTM}`), link('b', `https://x.example/b?${UTM}`)] },
    expect: [],
    status: 'READY',
    absent: ['UTM_MISSING', 'DUPLICATE_ID', 'DUPLICATE_LINK', 'UTM_CASE_DRIFT', 'URL_INVALID', 'URL_NOT_HTTP', 'UTM_IN_FRAGMENT', 'POSSIBLE_PII', 'UTM_PARAM_REPEATED', 'UTM_WHITESPACE', 'UTM_ENCODING_SUSPECT', 'UTM_UNKNOWN_PARAMETER', 'UTM_CHANNEL_UNASSIGNED', 'UTM_ON_INTERNAL_LINK', 'UTM_ON_APP_STORE_LINK'],
    report: {
      links: 2,
      checked: 2,
      required: ['utm_source', 'utm_medium', 'utm_campaign'],
      values: [
        { param: 'utm_campaign', value: 'launch', links: 2 },
        { param: 'utm_medium', value: 'email', links: 2 },
        { param: 'utm_source', value: 'news', links: 2 },
      ],
    },
  },
  {
    name: 'missing, blank and miscased UTM keys: one finding per link',
    input: { links: [link('a', 'https://x.example/?UTM_Source=news&utm_medium=&utm_campaign=launch')] },
    expect: [
      {
        code: 'UTM_MISSING',
        pointer: '/links/0/url',
        subject: 'a',
        details: {
          id: 'a',
          params: 'utm_source, utm_medium',
          count: 2,
          missing: [
            { param: 'utm_source', blank: false, miscasedKey: 'UTM_Source' },
            { param: 'utm_medium', blank: true, miscasedKey: null },
          ],
        },
      },
    ],
    status: 'BLOCKED',
    report: { linksMissingUtm: 1 },
  },
  {
    name: 'policy.required replaces the default list',
    input: { links: [link('a', 'https://x.example/?utm_source=news')], policy: { required: ['utm_source'] } },
    expect: [],
    absent: ['UTM_MISSING'],
  },
  {
    name: 'a name listed twice in policy.required is one requirement',
    input: { links: [link('a', 'https://x.example/?utm_source=news')], policy: { required: ['utm_id', 'utm_source', 'utm_id', 'utm_term', 'utm_source'] } },
    expect: [{ code: 'UTM_MISSING', pointer: '/links/0/url', details: { params: 'utm_id, utm_term', count: 2 } }],
    report: { required: ['utm_id', 'utm_source', 'utm_id', 'utm_term', 'utm_source'] },
  },
  {
    name: 'policy.required may name a parameter outside the default',
    input: { links: [link('a', `https://x.example/?${UTM}`)], policy: { required: ['utm_id'] } },
    expect: [{ code: 'UTM_MISSING', pointer: '/links/0/url', details: { params: 'utm_id', count: 1 } }],
  },
  {
    name: 'invalid and non-http URLs; every link of a repeated id',
    input: {
      links: [link('a', 'not a url'), link('b', 'mailto:x@example.com?utm_source=a'), link('a', `https://x.example/?${UTM}`), link('c', 'javascript:void(0)')],
    },
    expect: [
      { code: 'DUPLICATE_ID', pointer: '/links/0/id', subject: 'a', details: { group: 'a', id: 'a', count: 2, links: [0, 2] } },
      { code: 'URL_INVALID', pointer: '/links/0/url', subject: 'a', details: { id: 'a' } },
      { code: 'URL_NOT_HTTP', pointer: '/links/1/url', subject: 'b', details: { id: 'b', scheme: 'mailto' } },
      { code: 'DUPLICATE_ID', pointer: '/links/2/id', subject: 'a', details: { group: 'a', id: 'a', count: 2, links: [0, 2] } },
      { code: 'URL_NOT_HTTP', pointer: '/links/3/url', subject: 'c', details: { id: 'c', scheme: 'javascript' } },
    ],
    status: 'BLOCKED',
    report: { checked: 1 },
  },
  {
    name: 'allowed values are exact; an unreadable policy entry is reported and not applied; both sides of a drift are flagged',
    input: {
      links: [link('a', `https://x.example/?${UTM}`), link('b', 'https://x.example/?utm_source=News&utm_medium=Email&utm_campaign=launch')],
      policy: { allowed_values: { utm_medium: ['email'], utm_source: 'news', utm_campaign: [1, 2] } },
    },
    expect: [
      { code: 'UTM_CASE_DRIFT', pointer: '/links/0/url', subject: 'a', details: { group: 'utm_medium:email', param: 'utm_medium', value: 'email', canonical: 'email', usesCanonical: true } },
      { code: 'UTM_CASE_DRIFT', pointer: '/links/0/url', subject: 'a', details: { group: 'utm_source:news', param: 'utm_source', value: 'news', canonical: 'news', usesCanonical: true } },
      { code: 'UTM_CASE_DRIFT', pointer: '/links/1/url', subject: 'b', details: { group: 'utm_medium:email', param: 'utm_medium', value: 'Email', usesCanonical: false } },
      { code: 'UTM_CASE_DRIFT', pointer: '/links/1/url', subject: 'b', details: { group: 'utm_source:news', param: 'utm_source', value: 'News', usesCanonical: false } },
      { code: 'UTM_VALUE_NOT_ALLOWED', pointer: '/links/1/url', details: { param: 'utm_medium', value: 'Email', allowed: ['email'], allowedCount: 1 } },
      { code: 'UTM_VALUE_NOT_ALLOWED', pointer: '/links/1/url', details: { param: 'utm_source', value: 'News', allowed: ['news'], allowedCount: 1 } },
      { code: 'POLICY_ALLOWED_VALUES_INVALID', pointer: '/policy/allowed_values/utm_campaign', subject: 'utm_campaign', details: { param: 'utm_campaign' } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'allowed values that are met',
    input: { links: [link('a', `https://x.example/?${UTM}`)], policy: { allowed_values: { utm_medium: ['email', 'social'], utm_source: 'news' } } },
    expect: [],
    absent: ['UTM_VALUE_NOT_ALLOWED', 'POLICY_ALLOWED_VALUES_INVALID'],
  },
  {
    name: 'case drift: every link of the group, the most used spelling named canonical whatever the order',
    input: {
      links: [
        link('a', 'https://x.example/?utm_source=FB&utm_medium=social&utm_campaign=x'),
        link('b', 'https://x.example/?utm_source=fb&utm_medium=social&utm_campaign=x'),
        link('c', 'https://x.example/?utm_source=fb&utm_medium=Social&utm_campaign=x'),
      ],
    },
    expect: [
      { code: 'UTM_CASE_DRIFT', pointer: '/links/0/url', subject: 'a', details: { group: 'utm_source:fb', value: 'FB', canonical: 'fb', usesCanonical: false, spellings: ['FB', 'fb'], spellingCount: 2 } },
      { code: 'UTM_CASE_DRIFT', pointer: '/links/0/url', subject: 'a', details: { group: 'utm_medium:social', value: 'social', canonical: 'social', usesCanonical: true } },
      { code: 'UTM_CASE_DRIFT', pointer: '/links/1/url', subject: 'b', details: { group: 'utm_source:fb', value: 'fb', canonical: 'fb', usesCanonical: true } },
      { code: 'UTM_CASE_DRIFT', pointer: '/links/1/url', subject: 'b', details: { group: 'utm_medium:social', value: 'social', canonical: 'social', usesCanonical: true } },
      { code: 'UTM_CASE_DRIFT', pointer: '/links/2/url', subject: 'c', details: { group: 'utm_source:fb', value: 'fb', canonical: 'fb', usesCanonical: true } },
      { code: 'UTM_CASE_DRIFT', pointer: '/links/2/url', subject: 'c', details: { group: 'utm_medium:social', value: 'Social', canonical: 'social', usesCanonical: false, spellings: ['social', 'Social'] } },
    ],
    status: 'REVIEW',
  },
  {
    name: 'whitespace and encoding drift in decoded values; values differing only by whitespace are one spelling',
    input: {
      links: [
        link('a', 'https://x.example/?utm_source=news+&utm_medium=email&utm_campaign=spring%09sale'),
        link('b', 'https://x.example/?utm_source=news&utm_medium=email&utm_campaign=big++sale'),
        link('c', 'https://x.example/?utm_source=news&utm_medium=email&utm_campaign=spring%2520sale'),
        link('d', 'https://x.example/?utm_source=news&utm_medium=email&utm_campaign=caf%E9'),
      ],
    },
    expect: [
      { code: 'UTM_WHITESPACE', pointer: '/links/0/url', subject: 'a', details: { param: 'utm_source', value: 'news ', issue: 'leading-or-trailing' } },
      { code: 'UTM_WHITESPACE', pointer: '/links/0/url', subject: 'a', details: { param: 'utm_campaign', value: 'spring\tsale', issue: 'non-space-whitespace' } },
      { code: 'UTM_WHITESPACE', pointer: '/links/1/url', subject: 'b', details: { param: 'utm_campaign', value: 'big  sale', issue: 'repeated' } },
      { code: 'UTM_ENCODING_SUSPECT', pointer: '/links/2/url', subject: 'c', details: { param: 'utm_campaign', value: 'spring%20sale', issue: 'double-encoded' } },
      { code: 'UTM_ENCODING_SUSPECT', pointer: '/links/3/url', subject: 'd', details: { param: 'utm_campaign', value: 'caf\uFFFD', issue: 'malformed-percent-encoding' } },
    ],
    absent: ['UTM_CASE_DRIFT'],
  },
  {
    name: 'a tracked parameter set twice',
    input: { links: [link('a', `https://x.example/?${UTM}&utm_source=other`)] },
    expect: [{ code: 'UTM_PARAM_REPEATED', pointer: '/links/0/url', details: { id: 'a', param: 'utm_source', count: 2, values: ['news', 'other'] } }],
  },
  {
    name: 'an untracked parameter may repeat',
    input: { links: [link('a', `https://x.example/?${UTM}&tag=x&tag=y`)] },
    expect: [],
    absent: ['UTM_PARAM_REPEATED'],
  },
  {
    name: 'duplicate links: every link of one normalized URL under two ids; a trailing slash keeps a link apart',
    input: {
      links: [
        link('a', `https://Shop.Example.com:443/p?${UTM}&q=a+b`),
        link('b', 'https://shop.example.com/p?q=a%20b&utm_campaign=launch&utm_medium=email&utm_source=news#frag'),
        link('c', `https://shop.example.com/p/?${UTM}&q=a+b`),
        link('b', `https://shop.example.com/p?${UTM}&q=a+b`),
      ],
    },
    expect: [
      { code: 'DUPLICATE_LINK', pointer: '/links/0/url', subject: 'a', details: { otherIds: ['b'], count: 3 } },
      { code: 'DUPLICATE_ID', pointer: '/links/1/id', subject: 'b', details: { group: 'b', count: 2 } },
      { code: 'DUPLICATE_LINK', pointer: '/links/1/url', subject: 'b', details: { otherIds: ['a'], count: 3 } },
      { code: 'DUPLICATE_ID', pointer: '/links/3/id', subject: 'b', details: { group: 'b', count: 2 } },
      { code: 'DUPLICATE_LINK', pointer: '/links/3/url', subject: 'b', details: { otherIds: ['a'], count: 3 } },
    ],
    report: { duplicateLinks: 3 },
  },
  {
    name: 'one id listed twice with one URL is a duplicate id, not a duplicate link',
    input: { links: [link('a', `https://x.example/?${UTM}`), link('a', `https://x.example/?${UTM}`)] },
    expect: [
      { code: 'DUPLICATE_ID', pointer: '/links/0/id', details: { group: 'a', count: 2 } },
      { code: 'DUPLICATE_ID', pointer: '/links/1/id', details: { group: 'a', count: 2 } },
    ],
    absent: ['DUPLICATE_LINK'],
    report: { duplicateLinks: 0 },
  },
  {
    name: 'UTM parameters in the fragment',
    input: { links: [link('a', `https://x.example/?${UTM}#/route?utm_content=hero&x=1`)] },
    expect: [{ code: 'UTM_IN_FRAGMENT', pointer: '/links/0/url', details: { id: 'a', params: ['utm_content'] } }],
  },
  {
    name: 'possible personal data is flagged conservatively',
    input: {
      links: [
        link('a', `https://x.example/?${UTM}&e=jane.doe%40example.co.uk`),
        link('b', `https://x.example/?${UTM}&Phone=`),
        link('c', `https://x.example/?${UTM}&first-name=Jane`),
        link('d', `https://x.example/?${UTM}&ref=%2B44%2020%207946%200958`),
        link('e', `https://x.example/?${UTM}&ref=(555)%20123-4567`),
        link('f', `https://x.example/?${UTM}&ts=1700000000123&order=2024-01-15&v=1.2.3.4&at=@handle`),
      ],
    },
    expect: [
      { code: 'POSSIBLE_PII', pointer: '/links/0/url', subject: 'a', details: { id: 'a', param: 'e', reasons: 'email-address', heuristic: true } },
      { code: 'POSSIBLE_PII', pointer: '/links/2/url', subject: 'c', details: { id: 'c', param: 'first-name', reasons: 'pii-key', heuristic: true } },
      { code: 'POSSIBLE_PII', pointer: '/links/3/url', subject: 'd', details: { id: 'd', param: 'ref', reasons: 'phone-number', heuristic: true } },
      { code: 'POSSIBLE_PII', pointer: '/links/4/url', subject: 'e', details: { id: 'e', param: 'ref', reasons: 'phone-number', heuristic: true } },
    ],
    report: { possiblePii: 4 },
  },
  {
    name: 'the sample request: every faulty link at its own pointer',
    input: sampleInput,
    expect: [
      { code: 'DUPLICATE_LINK', pointer: '/links/0/url', subject: 'nl-hero', details: { otherIds: ['nl-hero-copy'], count: 2 } },
      { code: 'UTM_CASE_DRIFT', pointer: '/links/0/url', subject: 'nl-hero', details: { group: 'utm_source:newsletter', value: 'newsletter', canonical: 'newsletter', usesCanonical: true } },
      { code: 'UTM_CASE_DRIFT', pointer: '/links/1/url', subject: 'nl-footer', details: { group: 'utm_source:newsletter', value: 'Newsletter', usesCanonical: false } },
      { code: 'UTM_MISSING', pointer: '/links/2/url', subject: 'ig-bio', details: { params: 'utm_campaign' } },
      { code: 'UTM_VALUE_NOT_ALLOWED', pointer: '/links/3/url', subject: 'fb-post', details: { param: 'utm_medium', value: 'paid-social' } },
      { code: 'UTM_WHITESPACE', pointer: '/links/3/url', subject: 'fb-post', details: { param: 'utm_campaign', issue: 'leading-or-trailing' } },
      { code: 'DUPLICATE_LINK', pointer: '/links/4/url', subject: 'nl-hero-copy', details: { otherIds: ['nl-hero'], count: 2 } },
      { code: 'UTM_CASE_DRIFT', pointer: '/links/4/url', subject: 'nl-hero-copy', details: { group: 'utm_source:newsletter', usesCanonical: true } },
      { code: 'POSSIBLE_PII', pointer: '/links/5/url', subject: 'sms-1', details: { param: 'email', reasons: 'pii-key, email-address' } },
      { code: 'UTM_IN_FRAGMENT', pointer: '/links/6/url', subject: 'app-link', details: { params: ['utm_source', 'utm_medium', 'utm_campaign'] } },
      { code: 'UTM_MISSING', pointer: '/links/6/url', subject: 'app-link', details: { count: 3 } },
    ],
    status: 'BLOCKED',
    report: { links: 7, checked: 7, linksMissingUtm: 2, duplicateLinks: 2, possiblePii: 1 },
  },
  ...ga4ParametersCases,
  ...ga4ChannelCases,
  ...internalLinksCases,
  ...appStoreCases,
]);
