// What the channel asks the submission to carry, read once: each artifact ready or the missing piece in words.
import { formatDecimal, fromNumber } from '@evidence-check/exact-decimal';
import type { ArtifactEntry, Artifacts, Base } from '../context.js';
import { carriesUtmSource, hostOf, isShortened, sameSite } from './links.js';
import { mentionsFree, statesPrice } from './price.js';
import { usable } from './support.js';
import { isBlank } from './text.js';

/**
 * Screenshots that cite exactly one evidence item of type screenshot that is observed and fresh
 * (two of one item count once), and per screenshot why its screenshot evidence is not current
 * (App Store Review Guidelines 2.3: screenshots accurately reflect the app and are kept up to date).
 */
function backedScreenshots(base: Base): { backed: number; currency: Artifacts['screenshotCurrency'] } {
  const backed = new Set<string>();
  const currency = base.input.artifacts.screenshots.map((shot): Artifacts['screenshotCurrency'][number] => {
    const resolved = base.resolveEvidence(shot.evidence_id);
    if (resolved.status !== 'found' || resolved.item.type !== 'screenshot') return null;
    const state = usable(base, resolved.index);
    if (state === 'usable') {
      backed.add(shot.evidence_id);
      return null;
    }
    // observed_at declined: DATE_TIME_TOO_PRECISE already says no age can be judged.
    return state === 'age-unknown' ? null : state;
  });
  return { backed: backed.size, currency };
}

/**
 * Hosts the packet itself vouches for: the product's canonical and offer URLs, the demo URL, and
 * every observed evidence item's source URL.
 */
function knownHosts(base: Base): string[] {
  const { product, artifacts, evidence } = base.input;
  const urls = [product.canonical_url, product.offer_url, artifacts.demo_url, ...evidence.filter((item) => item.observed).map((item) => item.source_url)];
  const hosts = new Set<string>();
  for (const url of urls) {
    if (isBlank(url)) continue;
    const host = hostOf(url.trim());
    if (host !== null) hosts.add(host);
  }
  return [...hosts].sort();
}

export function readArtifacts(base: Base): Artifacts {
  const { channel, artifacts, product } = base.input;

  const demo = !isBlank(artifacts.demo_url);
  const demoEntry: ArtifactEntry = {
    artifact: 'demo_url',
    required: channel.demo_required,
    provided: demo,
    ready: demo || !channel.demo_required,
    missing: demo || !channel.demo_required ? null : 'a demo URL',
  };

  const { backed: screenshotsBacked, currency: screenshotCurrency } = backedScreenshots(base);
  const required = channel.screenshots_required;
  const short = required - screenshotsBacked;
  const screenshotsEntry: ArtifactEntry = {
    artifact: 'screenshots',
    required,
    provided: artifacts.screenshots.length > 0,
    ready: short <= 0,
    missing: short <= 0 ? null : `${short} more screenshot${short === 1 ? '' : 's'} backed by observed, fresh evidence of type screenshot`,
  };

  const disclosure = artifacts.pricing_disclosure;
  const price = fromNumber(product.price_usd);
  let pricing: Artifacts['pricing'] = null;
  const pricingProblems: string[] = [];
  if (isBlank(disclosure)) {
    if (channel.pricing_disclosure_required) {
      pricing = 'missing';
      pricingProblems.push(`a pricing disclosure stating ${formatDecimal(price)} USD`);
    }
  } else if (!statesPrice(disclosure, price)) {
    pricing = 'mismatch';
    pricingProblems.push(`the price ${formatDecimal(price)} USD in the disclosure`);
  }
  const pricingEntry: ArtifactEntry = {
    artifact: 'pricing_disclosure',
    required: channel.pricing_disclosure_required,
    provided: !isBlank(disclosure),
    ready: pricingProblems.length === 0,
    missing: pricingProblems.length ? pricingProblems.join('; ') : null,
  };

  const linkTarget = artifacts.link_target.trim();
  const shortenedHost = linkTarget !== '' && isShortened(linkTarget) ? (hostOf(linkTarget) as string) : null;
  const linkHost = linkTarget === '' ? null : hostOf(linkTarget);
  const hosts = knownHosts(base);
  // A shortened or prohibited link is flagged for that; otherwise the link must go where the packet's own URLs go.
  const unrecognised =
    linkTarget !== '' && shortenedHost === null && channel.link_policy !== 'prohibited' && (linkHost === null || !hosts.some((host) => sameSite(linkHost, host)));
  const linkProblems: string[] = [];
  if (linkTarget !== '') {
    if (channel.link_policy === 'prohibited') linkProblems.push('remove the link: the channel prohibits links');
    else if (channel.link_policy === 'unknown') linkProblems.push("confirm the channel's link policy");
    if (shortenedHost !== null) linkProblems.push('link to the destination itself, not through a shortener');
    if (unrecognised) linkProblems.push("link to the product's own site (a host of canonical_url, offer_url, demo_url or observed evidence)");
  }
  const linkEntry: ArtifactEntry = {
    artifact: 'link_target',
    required: false,
    provided: linkTarget !== '',
    ready: linkProblems.length === 0,
    missing: linkProblems.length ? linkProblems.join('; ') : null,
  };

  const mechanism = !isBlank(artifacts.attribution_mechanism);
  // A link that carries utm_source attributes its visits itself (Google Analytics campaign URLs).
  const utmSource = linkTarget !== '' && carriesUtmSource(linkTarget);
  const attributed = mechanism || utmSource;
  const attributionEntry: ArtifactEntry = {
    artifact: 'attribution_mechanism',
    required: false,
    provided: mechanism,
    ready: attributed,
    missing: attributed ? null : 'an attribution mechanism, e.g. a UTM parameter on the offer link',
  };

  // No channel field requires an install path; it is reported, never flagged.
  const installEntry: ArtifactEntry = { artifact: 'install_path', required: false, provided: !isBlank(artifacts.install_path), ready: true, missing: null };

  return {
    entries: [demoEntry, screenshotsEntry, pricingEntry, linkEntry, attributionEntry, installEntry],
    demoMissing: !demoEntry.ready,
    screenshotsBacked,
    screenshotCurrency,
    pricing,
    price: formatDecimal(price),
    linkTarget,
    shortenedHost,
    linkHost,
    linkUnrecognised: unrecognised,
    knownHosts: hosts,
    attributionMissing: !attributed,
    freeClaims: product.price_usd > 0 && !mentionsFree(disclosure) ? base.input.claims.map((claim) => mentionsFree(claim.text)) : base.input.claims.map(() => false),
  };
}
