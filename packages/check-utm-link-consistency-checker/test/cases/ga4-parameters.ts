// GA4 collects nine campaign parameters from a landing page URL ("[GA4] URL builders: Collect
// campaign data with custom URLs", https://support.google.com/analytics/answer/10917952, table
// "Parameters": utm_id, utm_source, utm_medium, utm_campaign, utm_source_platform, utm_term,
// utm_content, utm_creative_format, utm_marketing_tactic); any other utm_ key is dropped.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';

const link = (id: string, url: string) => ({ id, url });
const ALL_NINE =
  'utm_id=c1&utm_source=news&utm_medium=email&utm_campaign=launch&utm_source_platform=dv360&utm_term=shoes&utm_content=hero&utm_creative_format=video&utm_marketing_tactic=prospecting';

export const ga4ParametersCases = defineCases<Input>([
  {
    name: 'UTM_UNKNOWN_PARAMETER: a typo, a miscased key and a Universal Analytics leftover, one finding naming the likely meant parameter',
    input: { links: [link('a', 'https://x.example/?utm_source=news&utm_medium=email&utm_campain=spring&UTM_Content=hero&utm_nooverride=1')] },
    expect: [
      { code: 'UTM_MISSING', pointer: '/links/0/url', details: { params: 'utm_campaign', missing: [{ param: 'utm_campaign', blank: false, miscasedKey: null }] } },
      {
        code: 'UTM_UNKNOWN_PARAMETER',
        pointer: '/links/0/url',
        subject: 'a',
        details: {
          id: 'a',
          params: 'utm_campain, UTM_Content, utm_nooverride',
          count: 3,
          unknown: [
            { param: 'utm_campain', suggestion: 'utm_campaign' },
            { param: 'UTM_Content', suggestion: 'utm_content' },
            { param: 'utm_nooverride', suggestion: null },
          ],
        },
      },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'all nine GA4 parameters, and a utm_ key the policy names, are known',
    input: { links: [link('a', `https://x.example/?${ALL_NINE}&utm_team=growth`)], policy: { required: ['utm_source', 'utm_medium', 'utm_campaign', 'utm_team'] } },
    expect: [],
    status: 'READY',
    absent: ['UTM_UNKNOWN_PARAMETER'],
  },
  {
    name: 'a miscased required key is reported once, by UTM_MISSING',
    input: { links: [link('a', 'https://x.example/?UTM_Source=news&utm_medium=email&utm_campaign=launch')] },
    expect: [{ code: 'UTM_MISSING', pointer: '/links/0/url', details: { missing: [{ param: 'utm_source', blank: false, miscasedKey: 'UTM_Source' }] } }],
    absent: ['UTM_UNKNOWN_PARAMETER'],
  },
]);
