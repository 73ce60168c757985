import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * Lines of the current robots.txt that Google reads only through its typo tolerance
 * (google/robotstxt robots.cc `kAllowFrequentTypos`, `GetKeyAndValueFrom`). The verdicts apply
 * them as Google does; Lighthouse's robots-txt audit fails the same lines ("Unknown directive",
 * "Syntax not understood"), and crawlers that read RFC 9309 keys strictly skip them.
 */
export const robotsSyntaxRule = defineRule<Context>()({
  name: 'robots-syntax',
  codes: {
    ROBOTS_DIRECTIVE_MISSPELLED: {
      severity: 'warning',
      message: 'Line {{line}} "{{text}}" of the current robots.txt is read as {{directive}} only by Google\'s typo tolerance.',
      description:
        'A key written `Disalow`, `Dissallow`, `Useragent`, `Site-map`, `Disallowed` (or a line missing its colon, `Disallow /`) is read by Google as the directive meant, and is applied here the same way; RFC 9309 parsers and Lighthouse\'s robots-txt audit do not accept it, so crawlers disagree about the file.',
      example: '`Disalow: /` (Google: disallow; strict parsers: ignored)',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const misread of ctx.current.robots.parsed.misread) {
      findings.add('ROBOTS_DIRECTIVE_MISSPELLED', {
        pointer: '/current/robots_text',
        subject: misread.key,
        details: { line: misread.line, key: misread.key, directive: misread.directive, noColon: misread.noColon, text: misread.text },
      });
    }
  },
});
