// What the channel asks the submission to carry, read once: each artifact ready or the missing piece in words.
import { formatDecimal, fromNumber } from '@evidence-check/exact-decimal';
import type { ArtifactEntry, Artifacts, Base } from '../context.js';
import { hostOf, isShortened } from './links.js';
import { statesPrice } from './price.js';
import { isBlank } from './text.js';

/** Screenshots that cite exactly one evidence item of type screenshot (two of one item count once). */
function backedScreenshots(base: Base): number {
  const backed = new Set<string>();
  for (const shot of base.input.artifacts.screenshots) {
    const resolved = base.resolveEvidence(shot.evidence_id);
    if (resolved.status === 'found' && resolved.item.type === 'screenshot') backed.add(shot.evidence_id);
  }
  return backed.size;
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

  const screenshotsBacked = backedScreenshots(base);
  const required = channel.screenshots_required;
  const short = required - screenshotsBacked;
  const screenshotsEntry: ArtifactEntry = {
    artifact: 'screenshots',
    required,
    provided: artifacts.screenshots.length > 0,
    ready: short <= 0,
    missing: short <= 0 ? null : `${short} more screenshot${short === 1 ? '' : 's'} backed by evidence of type screenshot`,
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
  const linkProblems: string[] = [];
  if (linkTarget !== '') {
    if (channel.link_policy === 'prohibited') linkProblems.push('remove the link: the channel prohibits links');
    else if (channel.link_policy === 'unknown') linkProblems.push("confirm the channel's link policy");
    if (shortenedHost !== null) linkProblems.push('link to the destination itself, not through a shortener');
  }
  const linkEntry: ArtifactEntry = {
    artifact: 'link_target',
    required: false,
    provided: linkTarget !== '',
    ready: linkProblems.length === 0,
    missing: linkProblems.length ? linkProblems.join('; ') : null,
  };

  const mechanism = !isBlank(artifacts.attribution_mechanism);
  const attributionEntry: ArtifactEntry = {
    artifact: 'attribution_mechanism',
    required: false,
    provided: mechanism,
    ready: mechanism,
    missing: mechanism ? null : 'an attribution mechanism, e.g. a UTM parameter on the offer link',
  };

  // No channel field requires an install path; it is reported, never flagged.
  const installEntry: ArtifactEntry = { artifact: 'install_path', required: false, provided: !isBlank(artifacts.install_path), ready: true, missing: null };

  return {
    entries: [demoEntry, screenshotsEntry, pricingEntry, linkEntry, attributionEntry, installEntry],
    demoMissing: !demoEntry.ready,
    screenshotsBacked,
    pricing,
    price: formatDecimal(price),
    linkTarget,
    shortenedHost,
    attributionMissing: !mechanism,
  };
}
