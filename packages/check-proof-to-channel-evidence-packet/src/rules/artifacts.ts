import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

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
      message: 'Screenshot "{{id}}" cites evidence "{{evidenceId}}", which does not name exactly one evidence item ({{reason}}).',
      description: 'A screenshot\'s `evidence_id` names no evidence item (`not-found`) or a duplicated id (`duplicate-id`): nothing shows the image is real.',
      example: '`evidence_id: "ev-shot-9"` not in evidence',
    },
    SCREENSHOT_EVIDENCE_NOT_SCREENSHOT: {
      severity: 'error',
      message: 'Screenshot "{{id}}" cites evidence "{{evidenceId}}" of type {{type}}, not screenshot.',
      description: 'A screenshot\'s evidence is not of type `screenshot`; it does not count toward `screenshots_required`.',
      example: 'a screenshot backed by `documentation` evidence',
    },
    SCREENSHOT_EVIDENCE_NOT_CURRENT: {
      severity: 'warning',
      message: 'Screenshot "{{id}}" cites screenshot evidence "{{evidenceId}}" that is {{reason}}; it does not count toward the required screenshots.',
      description:
        'A screenshot\'s evidence is of type `screenshot` but not observed (`not-observed`) or older than `max_evidence_age_days` (`stale`): it may not show the product as it is now (App Store Review Guidelines 2.3: screenshots accurately reflect the app and are kept up to date).',
      example: 'a screenshot captured 200 days ago, limit 90',
    },
    SCREENSHOTS_MISSING: {
      severity: 'error',
      message: '"{{channel}}" requires {{required}} screenshots backed by current screenshot evidence; the packet has {{ready}}.',
      description: 'Fewer screenshots than `channel.screenshots_required` cite existing, observed, fresh evidence of type `screenshot` (two screenshots of one evidence item count once).',
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
      message: 'The pricing disclosure does not state the product price of {{priceUsd}} USD.',
      description: 'No number in `artifacts.pricing_disclosure` equals `product.price_usd` exactly (a price of 0 may be stated as "free"); the disclosure may be out of date.',
      example: 'disclosure says `$0.10`, price is 0.05',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const { channel, artifacts } = ctx.input;
    // The artifact slots have no identifier of their own: findings about them carry subject null.
    const subject = null;
    const read = ctx.artifacts;
    if (read.demoMissing) findings.add('DEMO_MISSING', { subject, pointer: '/artifacts/demo_url', details: { channel: channel.name } });
    artifacts.screenshots.forEach((shot, i) => {
      const pointer = jsonPointer('artifacts', 'screenshots', i, 'evidence_id');
      const resolved = ctx.resolveEvidence(shot.evidence_id);
      if (resolved.status !== 'found') {
        findings.add('SCREENSHOT_EVIDENCE_UNRESOLVED', { subject: shot.id, pointer, details: { id: shot.id, evidenceId: shot.evidence_id, reason: resolved.status } });
      } else if (resolved.item.type !== 'screenshot') {
        findings.add('SCREENSHOT_EVIDENCE_NOT_SCREENSHOT', { subject: shot.id, pointer, details: { id: shot.id, evidenceId: shot.evidence_id, type: resolved.item.type } });
      } else {
        const reason = read.screenshotCurrency[i];
        if (reason) findings.add('SCREENSHOT_EVIDENCE_NOT_CURRENT', { subject: shot.id, pointer, details: { id: shot.id, evidenceId: shot.evidence_id, reason } });
      }
    });
    const required = channel.screenshots_required;
    if (read.screenshotsBacked < required) {
      findings.add('SCREENSHOTS_MISSING', { subject, pointer: '/artifacts/screenshots', details: { channel: channel.name, required, ready: read.screenshotsBacked } });
    }
    if (read.pricing === 'missing') {
      findings.add('PRICING_DISCLOSURE_MISSING', { subject, pointer: '/artifacts/pricing_disclosure', details: { channel: channel.name } });
    } else if (read.pricing === 'mismatch') {
      findings.add('PRICING_DISCLOSURE_PRICE_MISMATCH', { subject, pointer: '/artifacts/pricing_disclosure', details: { priceUsd: read.price } });
    }
  },
});
