/**
 * The codes of the four bulk rules. They live here, not in the rule files, because the
 * transactional rule words its notes with these messages: what a bulk rule would have said.
 */
import type { CodeTable } from '@evidence-check/core-receipt';

/** List-Unsubscribe present, well formed, with an HTTPS URI (RFC 2369 §3.2, RFC 8058 §3.1). */
export const LIST_UNSUBSCRIBE_CODES = {
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
} as const satisfies CodeTable;

/** List-Unsubscribe-Post present and exactly List-Unsubscribe=One-Click (RFC 8058 §3.1). */
export const ONE_CLICK_POST_CODES = {
  LIST_UNSUBSCRIBE_POST_MISSING: {
    severity: 'error',
    message: 'The message has no List-Unsubscribe-Post header, so receivers cannot unsubscribe with one click.',
    description: 'Without `List-Unsubscribe-Post: List-Unsubscribe=One-Click` receivers must not POST to the List-Unsubscribe URI (RFC 8058 §3.1, §3.2).',
    example: 'only `List-Unsubscribe: <https://…>`',
  },
  LIST_UNSUBSCRIBE_POST_INVALID: {
    severity: 'error',
    message: 'List-Unsubscribe-Post is "{{value}}" instead of exactly "List-Unsubscribe=One-Click".',
    description: 'The field must hold the single key/value pair `List-Unsubscribe=One-Click` (RFC 8058 §3.1), spelled exactly; folding white space around it is ignored.',
    example: '`List-Unsubscribe=one-click` or `One-Click`',
  },
} as const satisfies CodeTable;

/** One List-Unsubscribe and one List-Unsubscribe-Post field (RFC 8058 §3.1). */
export const DUPLICATE_CODES = {
  UNSUBSCRIBE_HEADER_DUPLICATED: {
    severity: 'error',
    message: '{{header}} appears {{count}} times; a message carries it once.',
    description: 'The message holds several List-Unsubscribe or List-Unsubscribe-Post fields (keys equal up to case); receivers may act on either, so one-click is not dependable.',
    example: '`List-Unsubscribe-Post` and `list-unsubscribe-post`',
  },
} as const satisfies CodeTable;

/** The unsubscribe fields signed by DKIM (RFC 8058 §4). */
export const DKIM_CODES = {
  DKIM_SIGNATURE_MISSING: {
    severity: 'error',
    message: 'The message carries no DKIM-Signature, so its unsubscribe headers are not signed.',
    description: 'RFC 8058 §4 requires a DKIM signature over the unsubscribe headers, and the bulk-sender rules require DKIM.',
    example: 'headers without `DKIM-Signature`',
  },
  DKIM_UNSUBSCRIBE_NOT_SIGNED: {
    severity: 'error',
    message: 'This DKIM-Signature does not sign {{missing}} ({{reason}}), and no other one does.',
    description:
      'No valid DKIM-Signature lists both List-Unsubscribe and List-Unsubscribe-Post in its h= tag (RFC 8058 §4; RFC 6376 §3.5). A signature is not valid when its tag list does not parse (RFC 6376 §3.2), lacks a required tag (§3.5), or is one a verifier must ignore: v= other than 1, From not in h=, an i= outside d= (§6.1.1), a=rsa-sha1 (RFC 8301 §3.1) or an unknown algorithm or canonicalization.',
    example: '`h=from:to:subject:date`',
  },
} as const satisfies CodeTable;

/** Every bulk code, for rendering a transactional note. */
export const BULK_CODES: Readonly<Record<string, { message: string }>> = { ...LIST_UNSUBSCRIBE_CODES, ...ONE_CLICK_POST_CODES, ...DUPLICATE_CODES, ...DKIM_CODES };

export type BulkCodes = typeof LIST_UNSUBSCRIBE_CODES & typeof ONE_CLICK_POST_CODES & typeof DUPLICATE_CODES & typeof DKIM_CODES;
