import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** The channel's link policy decides whether the link may be there at all; attribution needs a mechanism. */
export const linkRule = defineRule<Context>()({
  name: 'link',
  codes: {
    LINK_PROHIBITED: {
      severity: 'error',
      message: 'The rules of "{{channel}}" prohibit links, and the packet links to {{linkTarget}}.',
      description: '`link_policy` is `prohibited` and `artifacts.link_target` is not empty.',
      example: '`link_policy: "prohibited"` with a link target',
    },
    LINK_POLICY_UNCONFIRMED: {
      severity: 'warning',
      message: 'The link policy of "{{channel}}" is unknown, and the packet links to {{linkTarget}}.',
      description: '`link_policy` is `unknown` and the packet carries a link: confirm the channel allows it before posting.',
      example: '`link_policy: "unknown"` with a link target',
    },
    LINK_POLICY_LIMITED: {
      severity: 'notice',
      message: 'The rules of "{{channel}}" limit links; place {{linkTarget}} only where they allow it.',
      description: '`link_policy` is `limited` (links only in certain places or forms) and the packet carries a link.',
      example: 'links allowed only in the first comment',
    },
    LINK_TARGET_SHORTENED: {
      severity: 'warning',
      message: 'The link target {{linkTarget}} goes through the shortener {{host}}; link to the destination itself.',
      description: 'The link target\'s host is a known URL shortener or redirector: it hides the destination. Attribute with a parameter on the real URL instead.',
      example: '`https://bit.ly/3xAbc`',
    },
    LINK_TARGET_UNRECOGNISED: {
      severity: 'warning',
      message: 'The link target {{linkTarget}} goes to {{destination}}, which none of the product\'s URLs or observed evidence name.',
      description:
        'The link target\'s host (up to `www.` and subdomains) is not the host of `product.canonical_url`, `product.offer_url`, `artifacts.demo_url` or any observed evidence `source_url`, or the target is not a URL (`host: null`): readers and moderators may not land where the packet says (Google Ads destination requirements, "destination mismatch"; Hacker News: submit the original source). A shortened or prohibited link is flagged for that instead.',
      example: '`link_target: "https://partner.example.net/deal"` for a product on product.example.com',
    },
    ATTRIBUTION_MECHANISM_MISSING: {
      severity: 'warning',
      message: 'No attribution mechanism is named; events from "{{channel}}" cannot be attributed directly.',
      description: '`artifacts.attribution_mechanism` is blank and the link target carries no `utm_source` parameter: later clicks, installs or payments from this channel can only be inferred, and a postmortem will not count them.',
      example: '`attribution_mechanism: ""`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const { channel } = ctx.input;
    const { linkTarget: target, shortenedHost } = ctx.artifacts;
    const pointer = '/artifacts/link_target';
    if (target !== '') {
      const details = { channel: channel.name, linkTarget: target };
      if (channel.link_policy === 'prohibited') findings.add('LINK_PROHIBITED', { subject: null, pointer, details });
      else if (channel.link_policy === 'unknown') findings.add('LINK_POLICY_UNCONFIRMED', { subject: null, pointer, details });
      else if (channel.link_policy === 'limited') findings.add('LINK_POLICY_LIMITED', { subject: null, pointer, details });
      if (shortenedHost !== null) findings.add('LINK_TARGET_SHORTENED', { subject: null, pointer, details: { linkTarget: target, host: shortenedHost } });
      if (ctx.artifacts.linkUnrecognised) {
        findings.add('LINK_TARGET_UNRECOGNISED', { subject: null, pointer, details: { linkTarget: target, host: ctx.artifacts.linkHost, destination: ctx.artifacts.linkHost ?? 'no readable host', knownHosts: ctx.artifacts.knownHosts } });
      }
    }
    if (ctx.artifacts.attributionMissing) {
      findings.add('ATTRIBUTION_MECHANISM_MISSING', { subject: null, pointer: '/artifacts/attribution_mechanism', details: { channel: channel.name } });
    }
  },
});
