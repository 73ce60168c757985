import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { isBlank, type Context } from '../context.js';
import { Big, fromNumber, formatDecimal, type Decimal } from '@evidence-check/exact-decimal';

/** Numbers as written in prose: `0.05`, `$1,250.00`; a comma groups thousands, a period is the decimal point. */
const NUMBER_IN_TEXT = /\d[\d,]*(?:\.\d+)?/g;
const FREE = /\bfree\b/i;

/**
 * Whether the disclosure states the price: some number in it equals `price_usd` exactly
 * (`0.050` states 0.05; `5` does not), or, for a price of 0, it says "free".
 */
export function statesPrice(text: string, price: Decimal): boolean {
  if (price.eq(0) && FREE.test(text)) return true;
  for (const match of text.matchAll(NUMBER_IN_TEXT)) {
    const digits = match[0].replace(/,/g, '');
    if (new Big(digits).eq(price)) return true;
  }
  return false;
}

/** What the channel asks the submission to carry: a demo, screenshots backed by screenshot evidence, a pricing disclosure. */
export const artifactsRule = defineRule<Context>()({
  name: 'artifacts',
  codes: {
    DEMO_MISSING: {
      severity: 'error',
      message: '"{{channel}}" requires a demo and artifacts.demo_url is empty.',
      description: '`channel.demo_required` is true and `artifacts.demo_url` is blank.',
      example: '`demo_required: true`, `demo_url: ""`',
    },
    SCREENSHOT_EVIDENCE_UNRESOLVED: {
      severity: 'error',
      message: 'Screenshot "{{id}}" cites evidence "{{evidence_id}}", which does not name exactly one evidence item ({{reason}}).',
      description: 'A screenshot\'s `evidence_id` names no evidence item (`not-found`) or a duplicated id (`duplicate-id`): nothing shows the image is real.',
      example: '`evidence_id: "ev-shot-9"` not in evidence',
    },
    SCREENSHOT_EVIDENCE_NOT_SCREENSHOT: {
      severity: 'error',
      message: 'Screenshot "{{id}}" cites evidence "{{evidence_id}}" of type {{type}}, not screenshot.',
      description: 'A screenshot\'s evidence is not of type `screenshot`; it does not count toward `screenshots_required`.',
      example: 'a screenshot backed by `documentation` evidence',
    },
    SCREENSHOTS_MISSING: {
      severity: 'error',
      message: '"{{channel}}" requires {{required}} screenshots backed by screenshot evidence; the packet has {{ready}}.',
      description: 'Fewer screenshots than `channel.screenshots_required` cite existing evidence of type `screenshot` (two screenshots of one evidence item count once).',
      example: '2 required, 1 backed',
    },
    PRICING_DISCLOSURE_MISSING: {
      severity: 'error',
      message: '"{{channel}}" requires a pricing disclosure and artifacts.pricing_disclosure is empty.',
      description: '`channel.pricing_disclosure_required` is true and `artifacts.pricing_disclosure` is blank.',
      example: '`pricing_disclosure: ""`',
    },
    PRICING_DISCLOSURE_PRICE_MISMATCH: {
      severity: 'warning',
      message: 'The pricing disclosure does not state the product price of {{price_usd}} USD.',
      description: 'No number in `artifacts.pricing_disclosure` equals `product.price_usd` exactly (a price of 0 may be stated as "free"); the disclosure may be out of date.',
      example: 'disclosure says `$0.10`, price is 0.05',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const { channel, artifacts, product } = ctx.input;
    const subject = channel.name;

    const demo = !isBlank(artifacts.demo_url);
    if (channel.demo_required && !demo) findings.add('DEMO_MISSING', { subject, pointer: '/artifacts/demo_url', details: { channel: channel.name } });
    ctx.artifacts.push({
      artifact: 'demo_url',
      required: channel.demo_required,
      provided: demo,
      ready: demo || !channel.demo_required,
      missing: demo || !channel.demo_required ? null : 'a demo URL',
    });

    const backed = new Set<string>();
    artifacts.screenshots.forEach((shot, i) => {
      const pointer = jsonPointer('artifacts', 'screenshots', i, 'evidence_id');
      const resolved = ctx.resolveEvidence(shot.evidence_id);
      if (resolved.status !== 'found') {
        findings.add('SCREENSHOT_EVIDENCE_UNRESOLVED', { subject: shot.id, pointer, details: { id: shot.id, evidence_id: shot.evidence_id, reason: resolved.status } });
      } else if (resolved.item.type !== 'screenshot') {
        findings.add('SCREENSHOT_EVIDENCE_NOT_SCREENSHOT', { subject: shot.id, pointer, details: { id: shot.id, evidence_id: shot.evidence_id, type: resolved.item.type } });
      } else {
        backed.add(shot.evidence_id);
      }
    });
    const required = channel.screenshots_required;
    if (backed.size < required) {
      findings.add('SCREENSHOTS_MISSING', { subject, pointer: '/artifacts/screenshots', details: { channel: channel.name, required, ready: backed.size } });
    }
    const short = required - backed.size;
    ctx.artifacts.push({
      artifact: 'screenshots',
      required,
      provided: artifacts.screenshots.length > 0,
      ready: short <= 0,
      missing: short <= 0 ? null : `${short} more screenshot${short === 1 ? '' : 's'} backed by evidence of type screenshot`,
    });

    const disclosure = artifacts.pricing_disclosure;
    const price = fromNumber(product.price_usd);
    const problems: string[] = [];
    if (isBlank(disclosure)) {
      if (channel.pricing_disclosure_required) {
        findings.add('PRICING_DISCLOSURE_MISSING', { subject, pointer: '/artifacts/pricing_disclosure', details: { channel: channel.name } });
        problems.push(`a pricing disclosure stating ${formatDecimal(price)} USD`);
      }
    } else if (!statesPrice(disclosure, price)) {
      findings.add('PRICING_DISCLOSURE_PRICE_MISMATCH', { subject: product.id, pointer: '/artifacts/pricing_disclosure', details: { price_usd: formatDecimal(price) } });
      problems.push(`the price ${formatDecimal(price)} USD in the disclosure`);
    }
    ctx.artifacts.push({
      artifact: 'pricing_disclosure',
      required: channel.pricing_disclosure_required,
      provided: !isBlank(disclosure),
      ready: problems.length === 0,
      missing: problems.length ? problems.join('; ') : null,
    });

    // No channel field requires an install path; it is reported, never flagged.
    ctx.artifacts.push({ artifact: 'install_path', required: false, provided: !isBlank(artifacts.install_path), ready: true, missing: null });
  },
});
