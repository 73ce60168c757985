// Product Hunt, "I decide what's featured on the leaderboard" AMA by its curator
// (https://www.producthunt.com/p/producthunt/i-decide-what-s-featured-on-the-leaderboard-ama-w-gabe-from-product-hunt):
// the first of the top mistakes is "Product is waitlisted".
import type { Case } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { bare } from './helpers.js';

export const launchSiteCases: Case<Input>[] = [
  {
    name: 'Product Hunt: a launch of a landing page or waitlist asks for a revision',
    input: bare('launch-site', (p) => {
      p.action.type = 'launch';
      p.action.landing_page_only = true;
    }),
    expect: [{ code: 'LAUNCH_LANDING_PAGE_ONLY', pointer: '/action/landing_page_only', details: { type: 'launch', channel: 'launch-site' } }],
    status: 'REVIEW',
  },
  {
    name: 'a comment on a launch site is no launch: not flagged',
    input: bare('launch-site', (p) => {
      p.action.type = 'comment';
      p.action.landing_page_only = true;
    }),
    expect: [],
    absent: ['LAUNCH_LANDING_PAGE_ONLY'],
  },
  {
    name: 'Show HN: a sign-up barrier alone is a notice; the post is still allowed',
    input: bare('show-forum', (p) => {
      p.action.tryable_without_signup = false;
    }),
    expect: [{ code: 'SHOW_SIGNUP_REQUIRED', pointer: '/action/tryable_without_signup' }],
    status: 'READY',
    report: { decision: 'allow', reviseReasons: [] },
  },
];
