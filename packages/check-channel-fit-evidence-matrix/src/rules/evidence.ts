import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { ChannelState, Context } from '../context.js';

/**
 * A channel rests on evidence: its `rule_evidence_id` must name one observed `platform-rule` item
 * no older than `rules_max_age_days`, and its `product_evidence_ids` must name `product-proof`
 * items (at least one). A failed evidence gate makes the channel not selectable; a reference that
 * names nothing is a broken packet (error).
 */
export const evidenceRule = defineRule<Context>()({
  name: 'evidence',
  codes: {
    EVIDENCE_REFERENCE_UNRESOLVED: {
      severity: 'error',
      message: 'Channel "{{channel}}" cites evidence "{{evidenceId}}", which does not name exactly one evidence item ({{reason}}).',
      description: 'A `rule_evidence_id` or `product_evidence_ids` entry names no evidence item (`not-found`) or a duplicated id (`duplicate-id`).',
      example: '`rule_evidence_id: "ev-gone"`',
    },
    RULE_EVIDENCE_MISSING: {
      severity: 'warning',
      message: 'Channel "{{id}}" names no platform-rule evidence.',
      description: 'The channel\'s `rule_evidence_id` is blank: nothing shows what its rules allow. Not selectable.',
      example: '`rule_evidence_id: ""`',
    },
    RULE_EVIDENCE_NOT_PLATFORM_RULE: {
      severity: 'warning',
      message: 'Channel "{{channel}}" cites "{{evidenceId}}" as its platform rule, but that evidence is of type {{type}}.',
      description: 'The cited rule evidence is not of type `platform-rule`. Not selectable.',
      example: 'rule evidence of type `buyer-signal`',
    },
    RULE_EVIDENCE_NOT_OBSERVED: {
      severity: 'warning',
      message: 'Platform-rule evidence "{{evidenceId}}" of channel "{{channel}}" was not observed directly.',
      description: 'The cited platform rule was not observed by the caller (`observed: false`), e.g. second-hand advice. Not selectable.',
      example: '`observed: false`',
    },
    RULE_EVIDENCE_STALE: {
      severity: 'warning',
      message: 'Platform-rule evidence "{{evidenceId}}" of channel "{{channel}}" is {{ageDays}} days old; the limit is {{maxAgeDays}} days.',
      description: 'The cited platform rule was captured more than `rules_max_age_days` days before `observed_at`; rules change. Not selectable.',
      example: 'captured 182 days ago, limit 90',
    },
    PRODUCT_EVIDENCE_MISSING: {
      severity: 'warning',
      message: 'Channel "{{id}}" cites no product-proof evidence.',
      description: '`product_evidence_ids` is empty: the test would promote a product nothing proves. Not selectable.',
      example: '`product_evidence_ids: []`',
    },
    PRODUCT_EVIDENCE_NOT_OBSERVED: {
      severity: 'warning',
      message: 'Product proof "{{evidenceId}}" of channel "{{channel}}" was not observed directly.',
      description:
        'A cited `product-proof` item has `observed: false` (a claim relayed, not seen): the test would promote a product no observation proves, the same bar the platform-rule evidence must pass. Not selectable.',
      example: '`ev-demo` with `observed: false`',
    },
    PRODUCT_EVIDENCE_NOT_PROOF: {
      severity: 'warning',
      message: 'Channel "{{channel}}" cites "{{evidenceId}}" as product proof, but that evidence is of type {{type}}.',
      description: 'A cited product evidence item is not of type `product-proof` (a buyer signal is not proof of the product). Not selectable.',
      example: '`ev-buyer-thread` of type `buyer-signal`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const maxAge = ctx.input.constraints.rules_max_age_days;
    const unresolved = (state: ChannelState, pointer: string, evidenceId: string, reason: string) =>
      findings.add('EVIDENCE_REFERENCE_UNRESOLVED', { subject: state.channel.id, pointer, details: { channel: state.channel.id, evidenceId, reason } });

    for (const state of ctx.channels) {
      const { id, rule_evidence_id: ruleId, product_evidence_ids: productIds } = state.channel;
      const rulePointer = ctx.pointer(state.index, 'rule_evidence_id');
      const rule = state.ruleEvidence;
      if (rule.status === 'missing') {
        findings.add('RULE_EVIDENCE_MISSING', { subject: id, pointer: rulePointer, details: { id } });
      } else if (rule.status !== 'found') {
        unresolved(state, rulePointer, ruleId, rule.status);
      } else {
        const details = { channel: id, evidenceId: ruleId };
        if (rule.notPlatformRule) {
          findings.add('RULE_EVIDENCE_NOT_PLATFORM_RULE', { subject: id, pointer: rulePointer, details: { ...details, type: rule.evidence.type } });
        }
        if (rule.notObserved) findings.add('RULE_EVIDENCE_NOT_OBSERVED', { subject: id, pointer: rulePointer, details });
        // An unknown age (a declined date-time, DATE_TIME_TOO_PRECISE at its own pointer) fails the gate without a finding here.
        if (rule.age.known && rule.age.stale) {
          findings.add('RULE_EVIDENCE_STALE', {
            subject: id,
            pointer: rulePointer,
            details: { ...details, ageDays: rule.age.days, maxAgeDays: maxAge, capturedAt: rule.evidence.captured_at },
          });
        }
      }

      const listPointer = ctx.pointer(state.index, 'product_evidence_ids');
      if (productIds.length === 0) {
        findings.add('PRODUCT_EVIDENCE_MISSING', { subject: id, pointer: listPointer, details: { id } });
      }
      state.products.forEach((resolved, k) => {
        const pointer = `${listPointer}/${k}`;
        const evidenceId = productIds[k]!;
        if (resolved.status !== 'found') {
          unresolved(state, pointer, evidenceId, resolved.status);
        } else if (resolved.evidence.type !== 'product-proof') {
          findings.add('PRODUCT_EVIDENCE_NOT_PROOF', { subject: id, pointer, details: { channel: id, evidenceId, type: resolved.evidence.type } });
        } else if (!resolved.evidence.observed) {
          findings.add('PRODUCT_EVIDENCE_NOT_OBSERVED', { subject: id, pointer, details: { channel: id, evidenceId } });
        }
      });
    }
  },
});
