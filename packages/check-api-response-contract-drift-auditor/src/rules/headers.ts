import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * `required_headers` (an open key of a contract) against the recorded `headers` (an open key of a
 * response): oasdiff's required-response-header-removed, Schemathesis's response_headers_conformance.
 */
export const headersRule = defineRule<Context>()({
  name: 'headers',
  codes: {
    REQUIRED_HEADER_MISSING: {
      severity: 'error',
      message: 'Response "{{id}}" lacks header "{{header}}" that contract "{{contract}}" requires.',
      description:
        'A header field the contract lists in `required_headers` is not among the recorded `headers` (names compared case-insensitively; a member holding null and a response without `headers` record none).',
      example: '`"required_headers": ["ETag"]`, the response records only `content-type`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, subject, contract, headers } of ctx.responses) {
      if (!contract || !headers?.ok) continue;
      const pointer = headers.recorded ? jsonPointer('responses', index, 'headers') : jsonPointer('responses', index);
      for (const header of headers.missing) {
        findings.add('REQUIRED_HEADER_MISSING', { subject, pointer, details: { id: subject, contract: contract.subject, header } });
      }
    }
  },
});
