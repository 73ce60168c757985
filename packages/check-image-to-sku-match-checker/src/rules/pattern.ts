import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A sku_pattern that cannot be used (syntax, capture groups, or too much work): no file is matched then. */
export const patternRule = defineRule<Context>()({
  name: 'sku-pattern',
  codes: {
    SKU_PATTERN_INVALID: {
      severity: 'error',
      message: 'sku_pattern cannot be used: {{reason}}.',
      description: 'The sku_pattern is not valid RE2 syntax (backreferences and lookaround are unsupported), does not have exactly one capture group, or is too much work for the paths (compiled RE2 instructions × path characters over 4,000,000); no file was matched.',
      example: '`(a)\\1`, `(?=x)(y)`, `^\\w+$`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    if (!ctx.patternInvalid) return;
    const { pattern, reason } = ctx.patternInvalid;
    findings.add('SKU_PATTERN_INVALID', { subject: null, pointer: jsonPointer('sku_pattern'), details: { pattern, reason } });
  },
});
