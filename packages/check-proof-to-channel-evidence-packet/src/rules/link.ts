import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { isBlank, type Context } from '../context.js';

/**
 * Link shorteners and redirectors (a documented, conservative list; subdomains included). A
 * shortened link hides its destination from readers and moderators and from the channel's own
 * link checks.
 */
export const SHORTENER_HOSTS: readonly string[] = [
  'bit.ly', 'bitly.com', 'buff.ly', 'cutt.ly', 'goo.gl', 'is.gd', 'lnkd.in', 'ow.ly', 'rb.gy', 'rebrand.ly',
  'shorturl.at', 't.co', 't.ly', 'tiny.cc', 'tinyurl.com', 'trib.al', 'v.gd', 'dlvr.it', 'shorte.st', 'adf.ly',
];

/** The host of a link target, read as a URL (or as `https://` + the text when it has no scheme). */
export function hostOf(target: string): string | null {
  for (const text of [target, `https://${target}`]) {
    try {
      const url = new URL(text);
      if (url.hostname) return url.hostname.toLowerCase().replace(/\.$/, '');
    } catch {
      // not a URL in this form; try the next one
    }
  }
  return null;
}

export function isShortened(target: string): boolean {
  const host = hostOf(target.trim());
  if (!host) return false;
  return SHORTENER_HOSTS.some((shortener) => host === shortener || host.endsWith(`.${shortener}`));
}

/** The channel's link policy decides whether the link may be there at all; attribution needs a mechanism. */
export const linkRule = defineRule<Context>()({
  name: 'link',
  codes: {
    LINK_PROHIBITED: {
      severity: 'error',
      message: 'The rules of "{{channel}}" prohibit links, and the packet links to {{link_target}}.',
      description: '`link_policy` is `prohibited` and `artifacts.link_target` is not empty.',
      example: '`link_policy: "prohibited"` with a link target',
    },
    LINK_POLICY_UNCONFIRMED: {
      severity: 'warning',
      message: 'The link policy of "{{channel}}" is unknown, and the packet links to {{link_target}}.',
      description: '`link_policy` is `unknown` and the packet carries a link: confirm the channel allows it before posting.',
      example: '`link_policy: "unknown"` with a link target',
    },
    LINK_POLICY_LIMITED: {
      severity: 'notice',
      message: 'The rules of "{{channel}}" limit links; place {{link_target}} only where they allow it.',
      description: '`link_policy` is `limited` (links only in certain places or forms) and the packet carries a link.',
      example: 'links allowed only in the first comment',
    },
    LINK_TARGET_SHORTENED: {
      severity: 'warning',
      message: 'The link target {{link_target}} goes through the shortener {{host}}; link to the destination itself.',
      description: 'The link target\'s host is a known URL shortener or redirector: it hides the destination. Attribute with a parameter on the real URL instead.',
      example: '`https://bit.ly/3xAbc`',
    },
    ATTRIBUTION_MECHANISM_MISSING: {
      severity: 'warning',
      message: 'No attribution mechanism is named; events from "{{channel}}" cannot be attributed directly.',
      description: '`artifacts.attribution_mechanism` is blank: later clicks, installs or payments from this channel can only be inferred, and a postmortem will not count them.',
      example: '`attribution_mechanism: ""`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const { channel, artifacts } = ctx.input;
    const target = artifacts.link_target.trim();
    const pointer = '/artifacts/link_target';
    const problems: string[] = [];
    if (target !== '') {
      const details = { channel: channel.name, link_target: target };
      if (channel.link_policy === 'prohibited') {
        findings.add('LINK_PROHIBITED', { subject: target, pointer, details });
        problems.push('remove the link: the channel prohibits links');
      } else if (channel.link_policy === 'unknown') {
        findings.add('LINK_POLICY_UNCONFIRMED', { subject: target, pointer, details });
        problems.push("confirm the channel's link policy");
      } else if (channel.link_policy === 'limited') {
        findings.add('LINK_POLICY_LIMITED', { subject: target, pointer, details });
      }
      if (isShortened(target)) {
        findings.add('LINK_TARGET_SHORTENED', { subject: target, pointer, details: { link_target: target, host: hostOf(target) as string } });
        problems.push('link to the destination itself, not through a shortener');
      }
    }
    ctx.artifacts.push({ artifact: 'link_target', required: false, provided: target !== '', ready: problems.length === 0, missing: problems.length ? problems.join('; ') : null });

    const mechanism = !isBlank(artifacts.attribution_mechanism);
    if (!mechanism) {
      findings.add('ATTRIBUTION_MECHANISM_MISSING', { subject: null, pointer: '/artifacts/attribution_mechanism', details: { channel: channel.name } });
    }
    ctx.artifacts.push({
      artifact: 'attribution_mechanism',
      required: false,
      provided: mechanism,
      ready: mechanism,
      missing: mechanism ? null : 'an attribution mechanism, e.g. a UTM parameter on the offer link',
    });
  },
});
