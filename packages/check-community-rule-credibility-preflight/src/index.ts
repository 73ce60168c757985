import { defineCheck, runRules } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Channel, type Promotion } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Decision = 'allow' | 'revise' | 'block';

export type Report = {
  /** block on any error finding, revise on any warning, else allow (the status, in the caller's terms). */
  decision: Decision;
  /** Every reason, as distinct codes in envelope order. */
  reasons: string[];
  /** The reasons that block (errors) and the ones that ask for a revision (warnings). */
  block_reasons: string[];
  revise_reasons: string[];
  channel: Channel;
  /** Whether caller-supplied community rules were part of the decision. */
  community_rules: boolean;
  /** Whole days from rules_captured_at to observed_at; null without community rules. */
  rules_age_days: number | null;
  /** The account's promotional share, counting the proposed action when it promotes. */
  promotion: Promotion;
};

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'community-rule-credibility-preflight',
  title: "Community Rule Credibility Preflight",
  category: "Distribution Evidence",
  summary: "Checks a proposed community-channel action against official guidance, community rules, account credibility and promotion boundaries.",
  limitations: [
    'Examines only the supplied action, account and community evidence; it does not post, comment, send messages or retrieve account data.',
    'Community rules are the caller-supplied normalized rules; it does not retrieve them. Decisions for the discussion-board channel require them.',
    'Account credibility is judged from the caller-supplied counts only; it is not verified.',
    'Community rules count as stale after 90 days and the default promotional share is 0.1 (one in ten); both are fixed constants where the interface leaves them open.',
    'Channel guidance is encoded as published when this version was made (Hacker News guidelines and Show HN rules, Product Hunt community guidelines, Reddit self-promotion guidance); later changes to it are not followed.',
    'A READY status is a preflight signal about the supplied evidence, not a prediction of acceptance, ranking, moderation outcome or revenue.',
  ],
  version,
  price: '$0.25',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);
    const sorted = findings.sorted();
    const distinct = (severity?: 'error' | 'warning') => [
      ...new Set(sorted.filter((finding) => severity === undefined || finding.severity === severity).map((finding) => finding.code)),
    ];
    const block_reasons = distinct('error');
    const revise_reasons = distinct('warning');
    const decision: Decision = block_reasons.length > 0 ? 'block' : revise_reasons.length > 0 ? 'revise' : 'allow';
    const report: Report = {
      decision,
      reasons: distinct(),
      block_reasons,
      revise_reasons,
      channel: input.channel,
      community_rules: ctx.community !== null,
      rules_age_days: ctx.rulesAgeDays,
      promotion: ctx.promotion,
    };
    return { report, counters: { decision, block_reasons: block_reasons.length, revise_reasons: revise_reasons.length } };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
