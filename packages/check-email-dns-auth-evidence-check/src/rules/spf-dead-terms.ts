import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

const at = (index: number) => jsonPointer('records', 'spf', index);

const codes = {
  SPF_TERMS_AFTER_ALL: {
    severity: 'warning',
    message: 'Mechanism "{{term}}" at position {{position}} comes after "{{all}}", so receivers never evaluate it.',
    description: 'Evaluation stops at `all`, which always matches (RFC 7208 §5.1: mechanisms after `all` will never be tested); a mechanism written after it authorizes nothing. Move it before `all`.',
    example: '`v=spf1 -all include:_spf.example.net`',
  },
  SPF_DUPLICATE_INCLUDE: {
    severity: 'warning',
    message: 'Term "{{term}}" at position {{position}} includes the same domain as the term at position {{firstPosition}}.',
    description: 'A second include of the same domain can match nothing the first did not, yet costs one more of the 10 DNS lookups (RFC 7208 §4.6.4, §5.2). Remove it.',
    example: '`v=spf1 include:_spf.example.net include:_spf.example.net -all`',
  },
} as const satisfies CodeTable;

/** Terms that take part in no evaluation: after `all`, or a repeated include. */
export const spfDeadTermsRule = defineRule<Context>()({
  name: 'spf-dead-terms',
  codes,
  check(ctx, findings) {
    for (const entry of ctx.spfRecords) {
      const pointer = at(entry.index);
      const all = entry.all?.text ?? '';
      for (const term of entry.afterAll) findings.add('SPF_TERMS_AFTER_ALL', { pointer, details: { term: term.text, position: term.position, all } });
      for (const { term, first } of entry.duplicateIncludes) {
        findings.add('SPF_DUPLICATE_INCLUDE', { pointer, details: { term: term.text, position: term.position, firstPosition: first.position } });
      }
    }
  },
});
