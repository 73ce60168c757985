// Hacker News Guidelines (https://news.ycombinator.com/newsguidelines.html): "Please submit the
// original source." A link_url on a known shortener hides it even when the caller did not mark it.
import type { Case } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { packet } from './helpers.js';

export const linkCases: Case<Input>[] = [
  {
    name: 'HN "submit the original source": a link_url on a known shortener is flagged at the link, though not marked shortened',
    input: packet((p) => {
      p.action.link_url = 'https://WWW.Bit.ly./3xInvoiceLint';
    }),
    expect: [{ code: 'SHORTENED_LINK', pointer: '/action/link_url', details: { host: 'www.bit.ly' } }],
    status: 'REVIEW',
  },
  {
    name: 'a link marked shortened is flagged once, at the mark',
    input: packet((p) => {
      p.action.link_url = 'https://t.co/abc';
      p.action.shortened_or_redirected_link = true;
    }),
    expect: [{ code: 'SHORTENED_LINK', pointer: '/action/shortened_or_redirected_link' }],
  },
  {
    name: 'a host that merely ends in a shortener name, or a shortener in the query, is not a shortener',
    input: packet((p) => {
      p.action.link_url = 'https://notbit.ly/x?next=https://bit.ly/y';
    }),
    expect: [],
    absent: ['SHORTENED_LINK'],
  },
];
