import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { PERSONAL_ACCOUNT_CHANNELS, type Context } from '../context.js';
import { integerText } from '../lib/text.js';

/** Content credibility and the promotion boundary of the account. */
export const credibilityRule = defineRule<Context>()({
  name: 'credibility',
  codes: {
    SHORTENED_LINK: {
      severity: 'warning',
      message: 'The {{type}} uses a shortened or redirected link; link to the original source.',
      description:
        'The caller marks the link shortened or redirected, or `link_url`\'s host is a known shortener (then reported at `/action/link_url` with `details.host`). A shortener hides the destination: Hacker News asks for the original source, and many communities\' spam filters remove shortened links.',
      example: '`https://bit.ly/…`',
    },
    CLAIMS_UNSUPPORTED: {
      severity: 'warning',
      message: 'The {{type}} makes claims that the caller has not supported with evidence.',
      description: 'The action states claims the caller marks as unsupported; state only what the evidence shows.',
      example: '`claims_supported: false`',
    },
    PROMOTIONAL_RATIO_EXCEEDED: {
      severity: 'warning',
      message: 'With this {{type}}, {{promotional}} of {{contributions}} contributions promote the caller\'s products, above the allowed share of {{maxRatio}}.',
      description:
        'Counting the proposed action, promotional contributions exceed max_promotional_ratio of all contributions (default 0.1: Reddit\'s "9:1" self-promotion guidance; compared exactly).',
      example: '5 of 7 contributions promotional, limit 0.1',
    },
    ACCOUNT_NOT_PERSONAL: {
      severity: 'warning',
      message: 'A company account promotes its own product with this {{type}} on {{channel}}; post from the person who made it.',
      description:
        'On a discussion board or launch site, an account with `identity_type: company` promotes its own product. Reddit self-promotion guidance: "It\'s perfectly fine to be a redditor with a website, it\'s not okay to be a website with a reddit account"; Product Hunt: a maker profile is a person, not the product or business.',
      example: '`identity_type: "company"`, `promotes_own_product: true` on `launch-site`',
    },
    ACCOUNT_PRIMARILY_PROMOTIONAL: {
      severity: 'warning',
      message: 'The account is used primarily for promotion, and this {{type}} promotes again.',
      description: 'Hacker News guidelines: do not use the site primarily for promotion; Reddit: be a member with a product, not a product with an account.',
      example: '`primary_use_is_promotion: true`',
    },
    PROMOTIONAL_COUNT_EXCEEDS_TOTAL: {
      severity: 'warning',
      message: 'The account reports {{promotional}} promotional contributions out of {{contributions}} in all; the counts are inconsistent.',
      description: 'promotional_contributions is larger than community_contributions, which is impossible: the account evidence must be corrected.',
      example: '`promotional_contributions: 8`, `community_contributions: 5`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const { action, promotion } = ctx;
    const { account } = ctx.input;
    const type = action.type;
    if (action.shortened_or_redirected_link) findings.add('SHORTENED_LINK', { pointer: '/action/shortened_or_redirected_link', details: { type } });
    else if (ctx.linkShortener !== null) findings.add('SHORTENED_LINK', { pointer: '/action/link_url', details: { type, host: ctx.linkShortener } });
    if (!action.claims_supported) findings.add('CLAIMS_UNSUPPORTED', { pointer: '/action/claims_supported', details: { type } });
    if (account.promotional_contributions > account.community_contributions) {
      findings.add('PROMOTIONAL_COUNT_EXCEEDS_TOTAL', {
        pointer: '/account/promotional_contributions',
        details: { promotional: integerText(account.promotional_contributions), contributions: integerText(account.community_contributions) },
      });
    }
    if (promotion.exceeded) {
      findings.add('PROMOTIONAL_RATIO_EXCEEDED', {
        pointer: '/account/promotional_contributions',
        details: {
          type,
          promotional: promotion.promotional,
          contributions: promotion.contributions,
          maxRatio: promotion.maxRatio,
          maxRatioSource: promotion.maxRatioSource,
        },
      });
    }
    if (account.identity_type === 'company' && action.promotes_own_product && PERSONAL_ACCOUNT_CHANNELS.includes(ctx.channel)) {
      findings.add('ACCOUNT_NOT_PERSONAL', { pointer: '/account/identity_type', details: { type, channel: ctx.channel } });
    }
    if (account.primary_use_is_promotion && action.promotes_own_product) {
      findings.add('ACCOUNT_PRIMARILY_PROMOTIONAL', { pointer: '/account/primary_use_is_promotion', details: { type } });
    }
  },
});
