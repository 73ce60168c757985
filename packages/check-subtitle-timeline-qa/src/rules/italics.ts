import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** `<i>` tags: balanced (every tag closed, none nested), and absent where the language has no italics. */
export const italicsRule = defineRule<Context>()({
  name: 'italics',
  codes: {
    ITALIC_TAGS_UNBALANCED: {
      severity: 'warning',
      message: 'Cue {{id}} has {{opened}} <i> and {{closed}} </i> tags: {{problem}}.',
      description: 'The <i> tags of a cue do not pair up: one is never closed (the rest of the cue, or of the file, turns italic), a </i> closes nothing, or an <i> opens inside an open one.',
      example: '`"<i>Previously..."`',
    },
    ITALICS_NOT_ALLOWED: {
      severity: 'warning',
      message: 'Cue {{id}} uses italics, which the {{language}} guide does not allow.',
      description: 'The cue\'s language (Arabic, Korean, Chinese) is subtitled without italics; Subtitle Edit\'s Netflix check removes the <i> tags.',
      example: '`language: "ko"`, `"<i>…</i>"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const problems = { unclosed: 'an <i> is never closed', unopened: 'a </i> closes no <i>', nested: 'an <i> opens inside another' } as const;
    for (const { index, id, italics, limits, language } of ctx.cues) {
      const pointer = jsonPointer('cues', index, 'text');
      const { opened, closed, fault } = italics;
      if (fault !== null) findings.add('ITALIC_TAGS_UNBALANCED', { subject: id, pointer, details: { id, opened, closed, fault, problem: problems[fault] } });
      if (!limits.italicsAllowed && opened + closed > 0) findings.add('ITALICS_NOT_ALLOWED', { subject: id, pointer, details: { id, language } });
    }
  },
});
