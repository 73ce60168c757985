import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { exactNumber } from '../lib/bytes.js';
import type { Context } from '../context.js';

/** The sum of size_bytes (exact, BigInt) may not exceed policy.max_total_bytes. */
export const totalSizeRule = defineRule<Context>()({
  name: 'total-size',
  codes: {
    TOTAL_SIZE_EXCEEDED: {
      severity: 'error',
      message: 'The release totals {{totalBytes}} bytes, over the limit of {{maxTotalBytes}}.',
      description: 'The sum of size_bytes over all entries exceeds policy.max_total_bytes.',
      example: '4,824,560 bytes over 4,000,000',
    },
  } as const satisfies CodeTable,
  check({ input, totalBytes }, findings) {
    const max = input.policy.max_total_bytes;
    if (max === undefined || totalBytes <= BigInt(max)) return;
    findings.add('TOTAL_SIZE_EXCEEDED', {
      subject: null,
      pointer: jsonPointer('policy', 'max_total_bytes'),
      details: { totalBytes: exactNumber(totalBytes), maxTotalBytes: max },
    });
  },
});
