import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { MAX_RULES_AGE_DAYS, type Context } from '../context.js';
import { sameFlair } from '../lib/text.js';

/** The caller-supplied rules of the specific community: their presence, age and each stated limit. */
export const communityRule = defineRule<Context>()({
  name: 'community-rules',
  codes: {
    COMMUNITY_RULES_REQUIRED: {
      severity: 'warning',
      message: 'A {{channel}} action needs the community\'s own rules; none were supplied, so the action cannot be allowed.',
      description: 'Discussion boards (subreddits, forums) each set their own rules; without the caller-supplied `community` the decision is at best `revise`, never `allow`.',
      example: '`channel: "discussion-board"` without `community`',
    },
    RULES_STALE: {
      severity: 'warning',
      message: `The rules of {{community}} were captured {{ageDays}} days before observed_at; captures older than ${MAX_RULES_AGE_DAYS} days are stale.`,
      description: `rules_captured_at lies more than ${MAX_RULES_AGE_DAYS} days before observed_at: the community may have changed its rules since.`,
      example: 'captured 2025-10-01, observed 2026-03-02',
    },
    RULES_CAPTURED_AFTER_OBSERVED: {
      severity: 'warning',
      message: 'The rules of {{community}} were captured at {{capturedAt}}, after observed_at {{observedAt}}.',
      description: 'rules_captured_at lies after observed_at: the packet is inconsistent and the rules must be re-captured before relying on them.',
      example: 'captured 2026-03-03, observed 2026-03-02',
    },
    COMMUNITY_PROHIBITS_PROMOTION: {
      severity: 'error',
      message: 'The {{type}} promotes the caller\'s own product; {{community}} prohibits promotion.',
      description: 'The community\'s promotion_policy is `prohibited` and the action promotes the caller\'s own product.',
      example: '`promotion_policy: "prohibited"`, `promotes_own_product: true`',
    },
    COMMUNITY_PROHIBITS_LINKS: {
      severity: 'error',
      message: 'The {{type}} carries a link; {{community}} prohibits links.',
      description: 'The community\'s link_policy is `prohibited` and the action carries a link (`link_url`, or a shortened or redirected link).',
      example: '`link_policy: "prohibited"`, `link_url` set',
    },
    GENERATED_TEXT_LIMITED: {
      severity: 'warning',
      message: 'The {{type}} uses generated or AI-edited text; {{community}} limits such content.',
      description: 'The community\'s ai_content_policy is `limited` (typically disclosure or narrow uses only): a person must check the text against that limit.',
      example: '`ai_content_policy: "limited"`, `generated_or_ai_edited_text: true`',
    },
    COMMUNITY_POLICY_UNKNOWN: {
      severity: 'warning',
      message: 'The {{policy}} of {{community}} is unknown, and the {{type}} depends on it ({{because}}).',
      description: 'A community policy the action depends on (promotion for a promoting action, links for an action with a link, AI content for generated text) is `unknown`.',
      example: '`link_policy: "unknown"` with `link_url` set',
    },
    ACCOUNT_TOO_NEW: {
      severity: 'warning',
      message: 'The account is {{ageDays}} days old; {{community}} requires at least {{minimum}} days.',
      description: 'The account is younger than the community\'s minimum_account_age_days.',
      example: '`age_days: 12`, minimum 30',
    },
    ACCOUNT_KARMA_LOW: {
      severity: 'warning',
      message: 'The account has {{karma}} karma in {{community}}; it requires at least {{minimum}}.',
      description: 'The account has less community karma than the community\'s minimum_community_karma.',
      example: '`community_karma: 40`, minimum 100',
    },
    REQUIRED_FLAIR_MISSING: {
      severity: 'warning',
      message: '{{community}} requires the flair "{{required}}" on a {{type}}; the selected flair is {{selected}}.',
      description: 'The community requires a flair on submissions and the post or launch selects none or another one (compared up to letter case and surrounding white space).',
      example: 'required `Promotion`, selected `Discussion`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const { action, channel, community } = ctx;
    if (!community) {
      if (channel === 'discussion-board') findings.add('COMMUNITY_RULES_REQUIRED', { details: { channel } });
      return;
    }
    const name = community.name;
    const type = action.type;
    if (ctx.rulesCapturedAfterObserved) {
      findings.add('RULES_CAPTURED_AFTER_OBSERVED', {
        pointer: '/community/rules_captured_at',
        details: { community: name, capturedAt: community.rules_captured_at, observedAt: ctx.input.observed_at },
      });
    } else if (ctx.rulesStale) {
      findings.add('RULES_STALE', {
        pointer: '/community/rules_captured_at',
        details: { community: name, ageDays: ctx.rulesAgeDays as number, maxAgeDays: MAX_RULES_AGE_DAYS },
      });
    }

    const hasLink = action.link_url !== undefined || action.shortened_or_redirected_link;
    const dependencies = [
      { policy: 'promotion_policy', value: community.promotion_policy, applies: action.promotes_own_product, because: 'it promotes the caller\'s product' },
      { policy: 'link_policy', value: community.link_policy, applies: hasLink, because: 'it carries a link' },
      { policy: 'ai_content_policy', value: community.ai_content_policy, applies: action.generated_or_ai_edited_text, because: 'it uses generated text' },
    ] as const;
    for (const { policy, value, applies, because } of dependencies) {
      if (applies && value === 'unknown') {
        findings.add('COMMUNITY_POLICY_UNKNOWN', { pointer: `/community/${policy}`, details: { community: name, policy, type, because } });
      }
    }
    if (action.promotes_own_product && community.promotion_policy === 'prohibited') {
      findings.add('COMMUNITY_PROHIBITS_PROMOTION', { pointer: '/action/promotes_own_product', details: { community: name, type } });
    }
    if (hasLink && community.link_policy === 'prohibited') {
      const pointer = action.link_url !== undefined ? '/action/link_url' : '/action/shortened_or_redirected_link';
      findings.add('COMMUNITY_PROHIBITS_LINKS', { pointer, details: { community: name, type } });
    }
    if (action.generated_or_ai_edited_text && community.ai_content_policy === 'limited') {
      findings.add('GENERATED_TEXT_LIMITED', { pointer: '/action/generated_or_ai_edited_text', details: { community: name, type } });
    }

    const { account } = ctx.input;
    if (community.minimum_account_age_days !== undefined && account.age_days < community.minimum_account_age_days) {
      findings.add('ACCOUNT_TOO_NEW', {
        pointer: '/account/age_days',
        details: { community: name, ageDays: account.age_days, minimum: community.minimum_account_age_days },
      });
    }
    if (community.minimum_community_karma !== undefined && account.community_karma < community.minimum_community_karma) {
      findings.add('ACCOUNT_KARMA_LOW', {
        pointer: '/account/community_karma',
        details: { community: name, karma: account.community_karma, minimum: community.minimum_community_karma },
      });
    }
    const required = community.required_flair;
    if (required !== undefined && required.trim() !== '' && ctx.submission) {
      const selected = action.selected_flair;
      if (selected === undefined || !sameFlair(selected, required)) {
        findings.add('REQUIRED_FLAIR_MISSING', {
          pointer: selected === undefined ? '/action' : '/action/selected_flair',
          details: { community: name, type, required, selected: selected === undefined ? 'none' : `"${selected}"` },
        });
      }
    }
  },
});
