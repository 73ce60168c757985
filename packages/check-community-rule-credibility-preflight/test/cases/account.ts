// Who stands behind self-promotion.
// - Reddit self-promotion guidance (reddit.com/wiki/selfpromotion, as kept by r/atheism's spam
//   policy, https://www.reddit.com/r/atheism/wiki/guidelines/spam): "It's perfectly fine to be a
//   redditor with a website, it's not okay to be a website with a reddit account."
// - Product Hunt, "I decide what's featured on the leaderboard" AMA by its curator
//   (https://www.producthunt.com/p/producthunt/i-decide-what-s-featured-on-the-leaderboard-ama-w-gabe-from-product-hunt):
//   top mistakes include "Maker's profile is their product/business and not an actual user account".
import type { Case } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { bare, packet } from './helpers.js';

export const accountCases: Case<Input>[] = [
  {
    name: 'Reddit: a company account promoting its own product on a discussion board asks for a revision',
    input: packet((p) => {
      p.account.identity_type = 'company';
      p.action.promotes_own_product = true;
    }),
    expect: [{ code: 'ACCOUNT_NOT_PERSONAL', pointer: '/account/identity_type', details: { type: 'post', channel: 'discussion-board' } }],
    status: 'REVIEW',
  },
  {
    name: 'Product Hunt: a launch from a business profile asks for a revision',
    input: bare('launch-site', (p) => {
      p.action.type = 'launch';
      p.account.identity_type = 'company';
      p.action.promotes_own_product = true;
    }),
    expect: [{ code: 'ACCOUNT_NOT_PERSONAL', pointer: '/account/identity_type', details: { type: 'launch', channel: 'launch-site' } }],
  },
  {
    name: 'a company account that does not promote its own product, or a person who does, is not flagged',
    input: packet((p) => {
      p.account.identity_type = 'company';
    }),
    expect: [],
    absent: ['ACCOUNT_NOT_PERSONAL'],
  },
  {
    name: 'the Hacker News guidelines set no rule on company accounts: not flagged on news-forum',
    input: bare('news-forum', (p) => {
      p.account.identity_type = 'company';
      p.action.promotes_own_product = true;
    }),
    expect: [],
    absent: ['ACCOUNT_NOT_PERSONAL'],
  },
  {
    name: 'an unknown identity is not taken for a company',
    input: packet((p) => {
      p.account.identity_type = 'unknown';
      p.action.promotes_own_product = true;
    }),
    expect: [],
    absent: ['ACCOUNT_NOT_PERSONAL'],
  },
];
