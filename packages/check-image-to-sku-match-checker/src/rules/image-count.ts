import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { countVerdict } from '../lib/image-count.js';

const CODES = { none: 'SKU_WITHOUT_IMAGE', short: 'SKU_IMAGE_COUNT_SHORT', over: 'SKU_IMAGE_COUNT_OVER' } as const;

/** Each roster SKU's matched files against its expected count; nothing is judged when no file was matched. */
export const imageCountRule = defineRule<Context>()({
  name: 'image-counts',
  codes: {
    SKU_WITHOUT_IMAGE: {
      severity: 'error',
      message: 'SKU "{{sku}}" has no image (expected {{expected}}).',
      description: 'A roster SKU matched no file.',
      example: '`CAP-9` with no file',
    },
    SKU_IMAGE_COUNT_SHORT: {
      severity: 'warning',
      message: 'SKU "{{sku}}" has {{found}} image(s), fewer than the expected {{expected}}.',
      description: 'A roster SKU matched fewer files than its expected_count.',
      example: '`TEE-RED-M`: 2 of 3',
    },
    SKU_IMAGE_COUNT_OVER: {
      severity: 'notice',
      message: 'SKU "{{sku}}" has {{found}} image(s), more than the expected {{expected}}.',
      description: 'A roster SKU with an explicit expected_count matched more files than expected.',
      example: '`TEE-BLUE-M`: 3 of 2',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    if (!ctx.usable) return;
    for (const entry of ctx.roster.exact.values()) {
      const verdict = countVerdict(entry);
      if (verdict === null) continue;
      findings.add(CODES[verdict], {
        subject: entry.sku,
        pointer: jsonPointer('roster', entry.index),
        details: { sku: entry.sku, expected: entry.expected, found: entry.files.length },
      });
    }
  },
});
