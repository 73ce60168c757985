import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { failGate, type ChannelState, type Context } from '../context.js';
import { olderThan, wholeDaysBetween } from '@evidence-check/instant';

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
      message: 'Channel "{{channel}}" cites evidence "{{evidence_id}}", which does not name exactly one evidence item ({{reason}}).',
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
      message: 'Channel "{{channel}}" cites "{{evidence_id}}" as its platform rule, but that evidence is of type {{type}}.',
      description: 'The cited rule evidence is not of type `platform-rule`. Not selectable.',
      example: 'rule evidence of type `buyer-signal`',
    },
    RULE_EVIDENCE_NOT_OBSERVED: {
      severity: 'warning',
      message: 'Platform-rule evidence "{{evidence_id}}" of channel "{{channel}}" was not observed directly.',
      description: 'The cited platform rule was not observed by the caller (`observed: false`), e.g. second-hand advice. Not selectable.',
      example: '`observed: false`',
    },
    RULE_EVIDENCE_STALE: {
      severity: 'warning',
      message: 'Platform-rule evidence "{{evidence_id}}" of channel "{{channel}}" is {{age_days}} days old; the limit is {{max_age_days}} days.',
      description: 'The cited platform rule was captured more than `rules_max_age_days` days before `observed_at`; rules change. Not selectable.',
      example: 'captured 182 days ago, limit 90',
    },
    PRODUCT_EVIDENCE_MISSING: {
      severity: 'warning',
      message: 'Channel "{{id}}" cites no product-proof evidence.',
      description: '`product_evidence_ids` is empty: the test would promote a product nothing proves. Not selectable.',
      example: '`product_evidence_ids: []`',
    },
    PRODUCT_EVIDENCE_NOT_PROOF: {
      severity: 'warning',
      message: 'Channel "{{channel}}" cites "{{evidence_id}}" as product proof, but that evidence is of type {{type}}.',
      description: 'A cited product evidence item is not of type `product-proof` (a buyer signal is not proof of the product). Not selectable.',
      example: '`ev-buyer-thread` of type `buyer-signal`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const maxAge = ctx.input.constraints.rules_max_age_days;
    const unresolved = (state: ChannelState, pointer: string, evidenceId: string, reason: string) =>
      findings.add('EVIDENCE_REFERENCE_UNRESOLVED', { subject: state.channel.id, pointer, details: { channel: state.channel.id, evidence_id: evidenceId, reason } });

    for (const state of ctx.channels) {
      const { id, rule_evidence_id: ruleId, product_evidence_ids: productIds } = state.channel;
      const rulePointer = ctx.pointer(state.index, 'rule_evidence_id');
      if (ruleId.trim() === '') {
        failGate(state, 'rule-evidence', 'not-selectable');
        findings.add('RULE_EVIDENCE_MISSING', { subject: id, pointer: rulePointer, details: { id } });
      } else {
        const resolved = ctx.resolve(ruleId);
        if (resolved.status !== 'found') {
          failGate(state, 'rule-evidence', 'not-selectable');
          unresolved(state, rulePointer, ruleId, resolved.status);
        } else {
          const { evidence, captured } = resolved;
          const details = { channel: id, evidence_id: ruleId };
          if (evidence.type !== 'platform-rule') {
            failGate(state, 'rule-evidence', 'not-selectable');
            findings.add('RULE_EVIDENCE_NOT_PLATFORM_RULE', { subject: id, pointer: rulePointer, details: { ...details, type: evidence.type } });
          }
          if (!evidence.observed) {
            failGate(state, 'rule-evidence', 'not-selectable');
            findings.add('RULE_EVIDENCE_NOT_OBSERVED', { subject: id, pointer: rulePointer, details });
          }
          if (captured === null || ctx.now === null) {
            // A declined date-time (DATE_TIME_TOO_PRECISE at its own pointer): the age cannot be judged.
            failGate(state, 'rule-evidence', 'not-selectable');
          } else if (olderThan(captured, ctx.now, maxAge)) {
            failGate(state, 'rule-evidence', 'not-selectable');
            findings.add('RULE_EVIDENCE_STALE', {
              subject: id,
              pointer: rulePointer,
              details: { ...details, age_days: wholeDaysBetween(captured, ctx.now), max_age_days: maxAge, captured_at: evidence.captured_at },
            });
          }
        }
      }

      const listPointer = ctx.pointer(state.index, 'product_evidence_ids');
      if (productIds.length === 0) {
        failGate(state, 'product-evidence', 'not-selectable');
        findings.add('PRODUCT_EVIDENCE_MISSING', { subject: id, pointer: listPointer, details: { id } });
      }
      productIds.forEach((evidenceId, k) => {
        const pointer = `${listPointer}/${k}`;
        const resolved = ctx.resolve(evidenceId);
        if (resolved.status !== 'found') {
          failGate(state, 'product-evidence', 'not-selectable');
          unresolved(state, pointer, evidenceId, resolved.status);
        } else if (resolved.evidence.type !== 'product-proof') {
          failGate(state, 'product-evidence', 'not-selectable');
          findings.add('PRODUCT_EVIDENCE_NOT_PROOF', { subject: id, pointer, details: { channel: id, evidence_id: evidenceId, type: resolved.evidence.type } });
        }
      });
    }
  },
});
