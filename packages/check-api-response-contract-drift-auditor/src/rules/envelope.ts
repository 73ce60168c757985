import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { readMediaType } from '../lib/media-type.js';
import { readStatus, statusMatches } from '../lib/status.js';

/** Status and content type: the parts of a response outside its body (required headers: `headers.ts`). */
export const envelopeRule = defineRule<Context>()({
  name: 'envelope',
  codes: {
    RESPONSE_FIELD_INVALID: {
      severity: 'error',
      message: 'Response "{{id}}": {{field}} cannot be read ({{reason}}).',
      description:
        'The recorded status is not an integer 100–599, the recorded content type is not a media type, or the recorded `headers` (read when the contract has `required_headers`) are neither an object nor a list of `{ name, value }`, so it cannot be compared.',
      example: '`"status": "OK"`, `"content_type": "json"`, `"headers": "ETag: x"`',
    },
    STATUS_MISMATCH: {
      severity: 'error',
      message: 'Response "{{id}}" has status {{actual}}; contract "{{contract}}" expects {{expected}}.',
      description: 'The recorded status code is not one the contract expects (a class such as `2XX` admits the whole class).',
      example: '502 where the contract expects 200',
    },
    CONTENT_TYPE_MISMATCH: {
      severity: 'error',
      message: 'Response "{{id}}" is {{actual}}; contract "{{contract}}" expects {{expected}}.',
      description: 'The media type (type/subtype, case-insensitive, parameters such as charset ignored) differs from the expected one.',
      example: '`text/html` where the contract expects `application/json`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, response, subject, contract, headers } of ctx.responses) {
      if (!contract) continue;
      if (headers && !headers.ok) {
        findings.add('RESPONSE_FIELD_INVALID', { subject, pointer: jsonPointer('responses', index, 'headers'), details: { id: subject, field: 'headers', reason: headers.reason } });
      }
      if (contract.status) {
        const pointer = jsonPointer('responses', index, 'status');
        const status = readStatus(response.status);
        if (!status.ok) {
          findings.add('RESPONSE_FIELD_INVALID', { subject, pointer, details: { id: subject, field: 'status', reason: status.reason } });
        } else if (!statusMatches(contract.status, status.value)) {
          findings.add('STATUS_MISMATCH', {
            subject,
            pointer,
            details: { id: subject, contract: contract.subject, expected: contract.status.text, actual: status.value },
          });
        }
      }
      if (contract.contentType !== null) {
        const pointer = jsonPointer('responses', index, 'content_type');
        const media = readMediaType(response.content_type);
        if (!media.ok) {
          findings.add('RESPONSE_FIELD_INVALID', { subject, pointer, details: { id: subject, field: 'content_type', reason: media.reason } });
        } else if (media.value !== contract.contentType) {
          findings.add('CONTENT_TYPE_MISMATCH', {
            subject,
            pointer,
            details: { id: subject, contract: contract.subject, expected: contract.contentType, actual: media.value },
          });
        }
      }
    }
  },
});
