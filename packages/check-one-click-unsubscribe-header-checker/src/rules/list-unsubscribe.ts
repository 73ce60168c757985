import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { examined, raise, type Context } from '../context.js';
import { findAddress } from '../email.js';

/**
 * The List-Unsubscribe field (RFC 2369 §3.2) as RFC 8058 §3.1 needs it: present, well formed,
 * with an HTTPS URI to POST to. Each URI of the first field is what receivers act on.
 */
export const listUnsubscribeRule = defineRule<Context>()({
  name: 'list-unsubscribe',
  codes: {
    LIST_UNSUBSCRIBE_MISSING: {
      severity: 'error',
      message: 'The message has no List-Unsubscribe header.',
      description: 'Bulk mail must carry List-Unsubscribe (RFC 2369 §3.2; RFC 8058 §3.1; the large mailbox providers\' bulk-sender rules).',
      example: 'headers without `List-Unsubscribe`',
    },
    LIST_UNSUBSCRIBE_MALFORMED: {
      severity: 'error',
      message: 'List-Unsubscribe is malformed: {{problem}} ({{text}}).',
      description:
        'The field is not a comma-separated list of URIs in angle brackets (RFC 2369 §2), or a URI in it does not parse (RFC 3986; for http and https, a host is required).',
      example: '`https://example.com/u` without `< >`',
    },
    ONE_CLICK_HTTPS_URI_MISSING: {
      severity: 'error',
      message: 'List-Unsubscribe offers no HTTPS URI (schemes found: {{schemes}}), so one-click unsubscription is impossible.',
      description: 'RFC 8058 §3.1: the field MUST contain one HTTPS URI to POST to; a mailto: URI alone, or an http: one, is not one-click.',
      example: '`<mailto:unsubscribe@example.com>` only',
    },
    LIST_UNSUBSCRIBE_HTTP_URI: {
      severity: 'warning',
      message: 'List-Unsubscribe offers the unencrypted URI {{uri}}.',
      description: 'An http: URI sends the unsubscription in clear and is not used for one-click (RFC 8058 §3.1 asks for HTTPS).',
      example: '`<http://example.com/u/123>`',
    },
    UNSUBSCRIBE_URL_EXPOSES_EMAIL: {
      severity: 'notice',
      message: 'The unsubscribe URL {{uri}} carries the e-mail address {{address}} in clear.',
      description:
        'The recipient\'s address is readable in the URL (percent-encoding included), where proxies, logs and link scanners see it; an opaque token does the same job (RFC 8058 §6).',
      example: '`<https://example.com/u?email=jane@example.org>`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.messages) {
      if (!examined(view)) continue;
      const [first] = view.listUnsubscribe;
      if (first === undefined) {
        raise(ctx, findings, view, 'LIST_UNSUBSCRIBE_MISSING', { pointer: view.headersPointer, details: {} });
        continue;
      }
      for (const field of view.listUnsubscribe) {
        for (const { problem, text } of field.parsed.problems) {
          raise(ctx, findings, view, 'LIST_UNSUBSCRIBE_MALFORMED', { pointer: field.pointer, details: { problem, text, header: field.key } });
        }
      }
      const schemes = [...new Set(view.uris.map((entry) => entry.scheme as string))];
      if (!schemes.includes('https')) {
        raise(ctx, findings, view, 'ONE_CLICK_HTTPS_URI_MISSING', { pointer: first.pointer, details: { schemes: schemes.join(', ') || 'none' } });
      }
      for (const entry of view.uris) {
        if (entry.scheme === 'http') raise(ctx, findings, view, 'LIST_UNSUBSCRIBE_HTTP_URI', { pointer: first.pointer, details: { uri: entry.uri } });
        if (entry.url === null) continue;
        const address = findAddress(`${entry.url.pathname}${entry.url.search}${entry.url.hash}`);
        if (address) raise(ctx, findings, view, 'UNSUBSCRIBE_URL_EXPOSES_EMAIL', { pointer: first.pointer, details: { uri: entry.uri, address } });
      }
    }
  },
});
