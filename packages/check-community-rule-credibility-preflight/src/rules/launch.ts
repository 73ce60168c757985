import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { LAUNCH_STYLE_CHANNELS, type Context } from '../context.js';

/** What a show-style or launch-site submission must offer; each shortfall asks for a revision. */
export const launchRule = defineRule<Context>()({
  name: 'show-and-launch',
  codes: {
    SHOW_LANDING_PAGE_ONLY: {
      severity: 'warning',
      message: 'The {{type}} on show-forum leads to a landing page only; a show post needs something people can try.',
      description: 'Show HN rules: blog posts, sign-up pages and other reading material cannot be tried, so they are not Show posts; a landing page alone is such a page.',
      example: '`channel: "show-forum"`, `landing_page_only: true`',
    },
    SHOW_SIGNUP_REQUIRED: {
      severity: 'notice',
      message: 'The {{type}} on show-forum shows a product that cannot be tried without signing up.',
      description: 'Show HN rules: make it easy to try, "ideally without barriers such as signups or emails" — a suggestion, so a notice (a sign-up page alone is `SHOW_LANDING_PAGE_ONLY`).',
      example: '`channel: "show-forum"`, `tryable_without_signup: false`',
    },
    SHOW_TRIVIAL: {
      severity: 'warning',
      message: 'The {{type}} on show-forum shows a trivial product or update.',
      description: 'Show HN rules: new features and upgrades are generally not substantive enough for a Show post; a major overhaul may be.',
      example: '`channel: "show-forum"`, `non_trivial_product: false`',
    },
    LAUNCH_LANDING_PAGE_ONLY: {
      severity: 'warning',
      message: 'The {{type}} on launch-site leads to a landing page or waitlist only; launch what people can use.',
      description: 'A launch-site submission whose link is a landing page only: Product Hunt does not feature waitlisted products ("Product is waitlisted" leads its curator\'s list of top mistakes).',
      example: '`channel: "launch-site"`, `landing_page_only: true`',
    },
    PRODUCT_NOT_LIVE: {
      severity: 'warning',
      message: 'The {{type}} on {{channel}} presents a product that is not live.',
      description: 'A show or launch submission presents a product people cannot use yet.',
      example: '`channel: "launch-site"`, `live_product: false`',
    },
    FOUNDER_UNAVAILABLE: {
      severity: 'warning',
      message: 'The {{type}} on {{channel}} is submitted while the maker is not available to answer.',
      description: 'Show HN rules ask for a project the submitter worked on and is around to discuss; launch sites expect the maker to take part on launch day.',
      example: '`founder_available: false`',
    },
    PRICING_NOT_TRANSPARENT: {
      severity: 'warning',
      message: 'The {{type}} on launch-site promotes a product whose pricing is not transparent.',
      description: 'A launch-site listing states its pricing model (free, paid, free options); a launch that hides it misleads voters.',
      example: '`channel: "launch-site"`, `pricing_transparent: false`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const { action, channel } = ctx;
    if (!ctx.submission || !LAUNCH_STYLE_CHANNELS.includes(channel)) return;
    const details = { type: action.type, channel };
    if (channel === 'show-forum') {
      if (action.landing_page_only) findings.add('SHOW_LANDING_PAGE_ONLY', { pointer: '/action/landing_page_only', details });
      if (!action.tryable_without_signup) findings.add('SHOW_SIGNUP_REQUIRED', { pointer: '/action/tryable_without_signup', details });
      if (!action.non_trivial_product) findings.add('SHOW_TRIVIAL', { pointer: '/action/non_trivial_product', details });
    }
    if (channel === 'launch-site' && action.landing_page_only) findings.add('LAUNCH_LANDING_PAGE_ONLY', { pointer: '/action/landing_page_only', details });
    if (!action.live_product) findings.add('PRODUCT_NOT_LIVE', { pointer: '/action/live_product', details });
    if (!action.founder_available) findings.add('FOUNDER_UNAVAILABLE', { pointer: '/action/founder_available', details });
    if (channel === 'launch-site' && action.promotes_own_product && !action.pricing_transparent) {
      findings.add('PRICING_NOT_TRANSPARENT', { pointer: '/action/pricing_transparent', details });
    }
  },
});
