// GA4's default channel group, "[GA4] Default channel group",
// https://support.google.com/analytics/answer/9756891 (table "Channel definitions"); each case
// name quotes the condition it proves. Conditions match regardless of case: Admin API
// ChannelGroupFilter.StringFilter, "The match is case insensitive."
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';

const tagged = (id: string, source: string, medium: string, campaign = 'launch') => ({
  id,
  url: `https://x.example/?utm_source=${encodeURIComponent(source)}&utm_medium=${encodeURIComponent(medium)}&utm_campaign=${encodeURIComponent(campaign)}`,
});

export const ga4ChannelCases = defineCases<Input>([
  {
    name: 'UTM_CHANNEL_UNASSIGNED: custom mediums from unlisted sources match no condition; "workshop" is not a shop campaign ([^a-df-z] before "shop")',
    input: { links: [tagged('nl', 'newsletter', 'newsletter'), tagged('qr', 'poster', 'qr'), tagged('ws', 'flyer', 'print', 'workshop')] },
    expect: [
      { code: 'UTM_CHANNEL_UNASSIGNED', pointer: '/links/0/url', subject: 'nl', details: { id: 'nl', source: 'newsletter', medium: 'newsletter', channel: 'Unassigned' } },
      { code: 'UTM_CHANNEL_UNASSIGNED', pointer: '/links/1/url', details: { source: 'poster', medium: 'qr' } },
      { code: 'UTM_CHANNEL_UNASSIGNED', pointer: '/links/2/url', details: { source: 'flyer', medium: 'print' } },
    ],
    status: 'REVIEW',
  },
  {
    name: 'Email "Source = email|e-mail|e_mail|e mail OR Medium = ...", case-insensitively; Affiliates "Medium = affiliate"; Audio "Medium exactly matches audio"; SMS "Source exactly matches sms OR Medium exactly matches sms"',
    input: { links: [tagged('a', 'newsletter', 'E-Mail'), tagged('b', 'email', 'blast'), tagged('c', 'partner', 'affiliate'), tagged('d', 'spotify', 'audio'), tagged('e', 'sms', 'text')] },
    expect: [],
    absent: ['UTM_CHANNEL_UNASSIGNED'],
  },
  {
    name: 'Paid Search/Social/Video "Source matches a list of ... sites AND Medium matches regex ^(.*cp.*|ppc|retargeting|paid.*)$"; Display "Medium is one of display, banner, expandable, interstitial, cpm"; Paid Other on the medium alone',
    input: {
      links: [tagged('a', 'google', 'cpc'), tagged('b', 'facebook', 'paid_social'), tagged('c', 'youtube', 'cpv'), tagged('d', 'partner', 'interstitial'), tagged('e', 'partner', 'retargeting'), tagged('f', 'partner', 'paidsearch')],
    },
    expect: [],
    absent: ['UTM_CHANNEL_UNASSIGNED'],
  },
  {
    name: 'Organic Social "Source matches a regex list of social sites OR Medium is one of social, social-network, social-media, sm, social network, social media"; Organic Video "Medium matches regex ^(.*video.*)$"; Organic Search "Source matches a list of search sites OR Medium exactly matches organic"; Referral "Medium is one of referral, app, link"',
    input: {
      links: [
        tagged('a', 'instagram', 'bio'),
        tagged('b', 'partner', 'social network'),
        tagged('c', 'partner', 'explainer-video'),
        tagged('d', 'news.google.com', 'feed'),
        tagged('e', 'partner', 'organic'),
        tagged('f', 'partner', 'link'),
      ],
    },
    expect: [],
    absent: ['UTM_CHANNEL_UNASSIGNED'],
  },
  {
    name: 'Cross-network "Campaign Name contains cross-network"; Organic Shopping "Campaign name matches regex ^(.*(([^a-df-z]|^)shop|shopping).*)$"; Mobile Push "Medium ends with push OR Medium contains mobile or notification OR Source exactly matches firebase"',
    input: {
      links: [
        tagged('a', 'partner', 'promo', 'q3-cross-network'),
        tagged('b', 'partner', 'promo', 'summer-shop'),
        tagged('c', 'partner', 'promo', 'eshop'),
        tagged('d', 'partner', 'web_push'),
        tagged('e', 'partner', 'in-app-notification'),
        tagged('f', 'firebase', 'promo'),
      ],
    },
    expect: [],
    absent: ['UTM_CHANNEL_UNASSIGNED'],
  },
  {
    name: 'no utm_medium, or a blank one: UTM_MISSING speaks, not the channel rule',
    input: { links: [{ id: 'a', url: 'https://x.example/?utm_source=news&utm_campaign=launch' }, { id: 'b', url: 'https://x.example/?utm_source=news&utm_medium=&utm_campaign=launch' }] },
    expect: [
      { code: 'UTM_MISSING', pointer: '/links/0/url' },
      { code: 'UTM_MISSING', pointer: '/links/1/url' },
    ],
    absent: ['UTM_CHANNEL_UNASSIGNED'],
  },
]);
