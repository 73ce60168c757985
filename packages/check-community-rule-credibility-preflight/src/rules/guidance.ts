import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { HUMAN_ONLY_CHANNELS, type Context } from '../context.js';

/** What every community channel's public guidance forbids outright: each one blocks the action. */
export const guidanceRule = defineRule<Context>()({
  name: 'channel-guidance',
  codes: {
    VOTE_SOLICITATION: {
      severity: 'error',
      message: 'The {{type}} asks for votes; {{channel}} guidance forbids soliciting votes.',
      description: 'The action asks people to upvote (Hacker News guidelines, Product Hunt community guidelines, Reddit content policy on vote manipulation).',
      example: '`asks_for_votes: true`',
    },
    COMMENT_SOLICITATION: {
      severity: 'error',
      message: 'The {{type}} asks for comments; {{channel}} guidance forbids soliciting comments.',
      description: 'The action asks people to comment on the submission (Hacker News guidelines: do not solicit upvotes, comments or submissions).',
      example: '`asks_for_comments: true`',
    },
    PAID_PROMOTION: {
      severity: 'error',
      message: 'The {{type}} relies on paid hunters or bought traffic; {{channel}} guidance forbids artificial activity.',
      description: 'Paid hunters, bought votes or bought traffic artificially inflate activity (Product Hunt community guidelines, "Do Not Spam"; Reddit content policy).',
      example: '`paid_hunter_or_traffic: true`',
    },
    BLOCK_EVASION: {
      severity: 'error',
      message: 'The {{type}} uses a redirect meant to get around a block on {{channel}}.',
      description: 'A link is routed through a redirect to bypass a domain or account block (Reddit content policy: ban evasion; Hacker News: submit the original source).',
      example: '`redirect_intended_to_bypass_block: true`',
    },
    REPEATED_OR_UNSOLICITED: {
      severity: 'error',
      message: 'The {{type}} is repeated or unsolicited on {{channel}}.',
      description: 'Repeated, unwanted or unsolicited actions — reposts, mass or cold direct messages — are spam (Reddit spam policy; Product Hunt: no mass messaging).',
      example: '`type: "direct-message"`, `repeated_or_unsolicited: true`',
    },
    GENERATED_TEXT_FORBIDDEN: {
      severity: 'error',
      message: 'The {{type}} uses generated or AI-edited text, which {{basis}} forbids.',
      description:
        'Generated or AI-edited text where the channel guidance (news-forum, show-forum: "Don\'t post generated or AI-edited comments", Hacker News guidelines) or the community\'s ai_content_policy (`prohibited`) forbids it.',
      example: '`generated_or_ai_edited_text: true` on `news-forum`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const { action, channel } = ctx;
    const base = { type: action.type, channel };
    const flag = (field: string) => `/action/${field}`;
    if (action.asks_for_votes) findings.add('VOTE_SOLICITATION', { pointer: flag('asks_for_votes'), details: base });
    if (action.asks_for_comments) findings.add('COMMENT_SOLICITATION', { pointer: flag('asks_for_comments'), details: base });
    if (action.paid_hunter_or_traffic) findings.add('PAID_PROMOTION', { pointer: flag('paid_hunter_or_traffic'), details: base });
    if (action.redirect_intended_to_bypass_block) findings.add('BLOCK_EVASION', { pointer: flag('redirect_intended_to_bypass_block'), details: base });
    if (action.repeated_or_unsolicited) findings.add('REPEATED_OR_UNSOLICITED', { pointer: flag('repeated_or_unsolicited'), details: base });
    if (action.generated_or_ai_edited_text) {
      const bases: string[] = [];
      if (HUMAN_ONLY_CHANNELS.includes(channel)) bases.push(`${channel} guidance`);
      if (ctx.community?.ai_content_policy === 'prohibited') bases.push(`the rules of ${ctx.community.name}`);
      if (bases.length > 0) {
        findings.add('GENERATED_TEXT_FORBIDDEN', { pointer: flag('generated_or_ai_edited_text'), details: { ...base, basis: bases.join(' and '), bases } });
      }
    }
  },
});
