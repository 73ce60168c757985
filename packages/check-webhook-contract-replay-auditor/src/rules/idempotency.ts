import { defineRule, jsonPointer, type CodeTable, type JsonValue } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * The first delivery with a key is the original (as an idempotency store keeps it); a later one
 * with the same key is a replay when its payload is the same canonical JSON (RFC 8785), and a
 * conflict when it differs. The original itself is not at fault and is not flagged.
 */
export const idempotencyRule = defineRule<Context>()({
  name: 'idempotency',
  codes: {
    IDEMPOTENCY_KEY_MISSING: {
      severity: 'error',
      message: 'Delivery "{{id}}" has no idempotency key; event "{{event}}" requires one.',
      description: 'The contract requires an idempotency key and the delivery has none (or a blank one), so a retry cannot be told from a new event.',
      example: 'no `idempotency_key` on `invoice.paid`',
    },
    REPLAY_DETECTED: {
      severity: 'warning',
      message: 'Delivery "{{id}}" replays delivery "{{first}}": same idempotency key {{key}}, same payload.',
      description: 'A later delivery repeats an earlier key with a canonically equal payload: a retry or replay the receiver must not process twice.',
      example: '`dlv_002` repeats `dlv_001`',
    },
    IDEMPOTENCY_CONFLICT: {
      severity: 'error',
      message: 'Delivery "{{id}}" reuses idempotency key {{key}} of delivery "{{first}}" with a different payload.',
      description: 'A later delivery repeats an earlier key with another payload; an idempotent receiver answers the first result and silently drops this one.',
      example: 'same key, `amount` 120.00 then 12.00',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, subject, contract, key, delivery, problems } of ctx.deliveries) {
      if (key === null) {
        if (contract?.idempotencyRequired && !problems.some((p) => p.field === 'idempotency_key')) {
          findings.add('IDEMPOTENCY_KEY_MISSING', { subject, pointer: jsonPointer('deliveries', index), details: { id: subject, event: contract.subject } });
        }
        continue;
      }
      const repeat = ctx.repeats[index];
      if (!repeat) continue;
      const details = {
        id: subject,
        key: delivery.idempotency_key as JsonValue,
        first: ctx.deliveries[repeat.original]!.subject,
        firstPosition: repeat.original + 1,
        group: `idempotency:${key}`,
      };
      const pointer = jsonPointer('deliveries', index, 'idempotency_key');
      findings.add(repeat.samePayload ? 'REPLAY_DETECTED' : 'IDEMPOTENCY_CONFLICT', { subject, pointer, details });
    }
  },
});
