// Google's Campaign URL Builder sends app store links elsewhere (ga-dev-tools WarningsFor.tsx:
// play.google.com → "use the Google Play URL Builder", itunes.apple.com → "iOS Campaign Tracking
// URL Builder"). The Play URL builder writes the campaign inside `referrer`
// (`details?id=<app>&referrer=utm_source%3D...`), the only parameter Play hands to the app.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';

const PLAY = 'https://play.google.com/store/apps/details?id=com.example.app';
const INNER = encodeURIComponent('utm_source=newsletter&utm_medium=email&utm_campaign=launch');

export const appStoreCases = defineCases<Input>([
  {
    name: 'UTM_ON_APP_STORE_LINK: utm_ keys in the own query of a Google Play or App Store link',
    input: {
      links: [
        { id: 'play', url: `${PLAY}&utm_source=newsletter&utm_medium=email&utm_campaign=launch` },
        { id: 'ios', url: 'https://apps.apple.com/us/app/example/id123?utm_source=newsletter&utm_medium=email&utm_campaign=launch' },
      ],
    },
    expect: [
      { code: 'UTM_ON_APP_STORE_LINK', pointer: '/links/0/url', subject: 'play', details: { id: 'play', store: 'Google Play', params: 'utm_source, utm_medium, utm_campaign' } },
      { code: 'UTM_ON_APP_STORE_LINK', pointer: '/links/1/url', details: { store: 'App Store' } },
    ],
    status: 'REVIEW',
  },
  {
    name: 'a Play link with the campaign inside referrer is complete (no false UTM_MISSING); its values are reported',
    input: { links: [{ id: 'play', url: `${PLAY}&referrer=${INNER}` }, { id: 'ios', url: 'https://apps.apple.com/us/app/example/id123?pt=118&ct=launch&mt=8' }] },
    expect: [],
    status: 'READY',
    absent: ['UTM_MISSING', 'UTM_ON_APP_STORE_LINK'],
    report: {
      values: [
        { param: 'utm_campaign', value: 'launch', links: 1 },
        { param: 'utm_medium', value: 'email', links: 1 },
        { param: 'utm_source', value: 'newsletter', links: 1 },
      ],
    },
  },
  {
    name: 'a Play referrer lacking utm_campaign is missing it; top-level utm_ keys do not fill the gap',
    input: { links: [{ id: 'play', url: `${PLAY}&utm_campaign=launch&referrer=${encodeURIComponent('utm_source=newsletter&utm_medium=email')}` }] },
    expect: [
      { code: 'UTM_MISSING', pointer: '/links/0/url', details: { params: 'utm_campaign' } },
      { code: 'UTM_ON_APP_STORE_LINK', pointer: '/links/0/url', details: { params: 'utm_campaign' } },
    ],
    status: 'BLOCKED',
  },
]);
