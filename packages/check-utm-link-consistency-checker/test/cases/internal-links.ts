// UTM parameters are for links that bring visitors from elsewhere; on a link inside your own site
// they start a new campaign touch and replace the visitor's real source in GA4 attribution. The
// link's open keys say where it is published: `internal: true`, or `page_url`.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';

const UTM = 'utm_source=home&utm_medium=banner&utm_campaign=launch';

export const internalLinksCases = defineCases<Input>([
  {
    name: 'UTM_ON_INTERNAL_LINK: page_url on the same site (www. ignored) or internal: true',
    input: {
      links: [
        { id: 'hero', url: `https://shop.example.com/sale?${UTM}`, page_url: 'https://www.shop.example.com/' },
        { id: 'nav', url: `https://shop.example.com/new?${UTM}`, internal: true },
      ],
    },
    expect: [
      { code: 'UTM_ON_INTERNAL_LINK', pointer: '/links/0/url', subject: 'hero', details: { id: 'hero', reason: 'page_url', params: 'utm_source, utm_medium, utm_campaign' } },
      { code: 'UTM_ON_INTERNAL_LINK', pointer: '/links/1/url', details: { id: 'nav', reason: 'internal' } },
    ],
    status: 'REVIEW',
  },
  {
    name: 'a page on another site, internal: false or not a boolean, an unreadable page_url, no open keys: not internal',
    input: {
      links: [
        { id: 'a', url: `https://shop.example.com/sale?${UTM}`, page_url: 'https://blog.example.com/post' },
        { id: 'b', url: `https://shop.example.com/b?${UTM}`, internal: false },
        { id: 'c', url: `https://shop.example.com/c?${UTM}`, internal: 'yes' },
        { id: 'd', url: `https://shop.example.com/d?${UTM}`, page_url: 'not a url' },
        { id: 'e', url: `https://shop.example.com/e?${UTM}` },
      ],
    },
    expect: [],
    absent: ['UTM_ON_INTERNAL_LINK'],
  },
  {
    name: 'an internal link without utm_ keys is what it should be',
    input: { links: [{ id: 'a', url: 'https://shop.example.com/sale', internal: true }], policy: { required: [] } },
    expect: [],
    status: 'READY',
    absent: ['UTM_ON_INTERNAL_LINK'],
  },
]);
