import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A URL the WHATWG parser rejects, or one that is not http(s): the link is not checked further. */
export const urlRule = defineRule<Context>()({
  name: 'url',
  codes: {
    URL_INVALID: {
      severity: 'error',
      message: 'URL of link "{{id}}" is not a valid absolute URL.',
      description: 'The WHATWG URL parser rejects the URL (relative, malformed host, bad port…).',
      example: '`shop.example.com/sale`',
    },
    URL_NOT_HTTP: {
      severity: 'error',
      message: 'URL of link "{{id}}" uses the "{{scheme}}" scheme, not http or https.',
      description: 'Only http and https links carry campaign parameters to a web analytics tool.',
      example: '`mailto:…`, `javascript:…`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { id, pointer, parsed } of ctx.links) {
      if (parsed.ok) continue;
      if (parsed.reason === 'invalid') findings.add('URL_INVALID', { subject: id, pointer, details: { id } });
      else findings.add('URL_NOT_HTTP', { subject: id, pointer, details: { id, scheme: parsed.scheme } });
    }
  },
});
