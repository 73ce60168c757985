import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A link whose source, medium and campaign match none of GA4's default channel conditions. */
export const ga4ChannelRule = defineRule<Context>()({
  name: 'ga4-channel',
  codes: {
    UTM_CHANNEL_UNASSIGNED: {
      severity: 'warning',
      message: 'Link "{{id}}" (utm_source={{source}}, utm_medium={{medium}}) matches no GA4 default channel; its sessions land in "Unassigned".',
      description:
        'The link\'s utm_medium, with its utm_source and utm_campaign, meets none of the conditions of GA4\'s default channel group (email, cpc, social, referral, display, affiliate, organic, sms, audio, …, or a known search, social, video or shopping source), so GA4 reports its traffic as Unassigned.',
      example: '`utm_source=newsletter&utm_medium=newsletter`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { id, pointer, channel } of ctx.links) {
      if (!channel || channel.channel !== 'Unassigned') continue;
      findings.add('UTM_CHANNEL_UNASSIGNED', { subject: id, pointer, details: { id, source: channel.source, medium: channel.medium, channel: channel.channel } });
    }
  },
});
