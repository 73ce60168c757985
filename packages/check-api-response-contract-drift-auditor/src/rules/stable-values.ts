import { canonicalize, defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { always, Cap, type AuditContext, type StablePath } from '../context.js';
import { jsonEqual, quoteJson } from '../json.js';
import { walkTrie } from '@evidence-check/json-paths';

/**
 * Exact structural equality, as the RFC 8785 canonical JSON of both sides would compare: member
 * order does not matter, numbers compare by value (`1` = `1.0`) and nothing is trimmed,
 * case-folded or rounded. A value longer than QUOTE_LIMIT characters of canonical JSON is quoted
 * by its start (see `quoteJson`).
 */
export const stableValuesRule = defineRule<AuditContext>()({
  name: 'stable-values',
  codes: {
    STABLE_VALUE_MISMATCH: {
      severity: 'error',
      message: 'Response "{{id}}": "{{path}}" is {{actual_json}}; contract "{{contract}}" expects {{expected_json}}.',
      description:
        'The value at a stable path is absent or not structurally equal to the expected value (deep, member order ignored, 1 equals 1.0, no tolerance or normalization). A value of more than 200 characters of canonical JSON is quoted by its first 200 characters and `…`, without `expected` or `actual`.',
      example: '`"currency": "EUR"` where `"USD"` is stable',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, response, subject, contract } of ctx.responses) {
      if (!contract || contract.stable.empty) continue;
      const mismatch = new Cap();
      // Key order as before the quoting limit: id, contract, path, expected, expected_json, then the actual side.
      const common = ({ path, quoted }: StablePath) => ({
        id: subject,
        contract: contract.subject,
        path,
        ...(quoted.value === undefined ? {} : { expected: quoted.value }),
        expected_json: quoted.json,
      });
      walkTrie(response.body, contract.stable, always, {
        present(ends, actual, segments) {
          for (const rule of ends) {
            if (jsonEqual(actual, rule.value)) continue;
            if (mismatch.room > 0) {
              // Only an itemised mismatch pays for the canonical text of the actual value.
              const quoted = quoteJson(actual, canonicalize(actual));
              findings.add('STABLE_VALUE_MISMATCH', {
                subject,
                pointer: jsonPointer('responses', index, 'body', ...segments),
                details: { ...common(rule), present: true, ...(quoted.value === undefined ? {} : { actual: quoted.value }), actual_json: quoted.json },
              });
            }
            mismatch.count(1);
          }
        },
        missing(count, segments, list) {
          if (mismatch.room > 0) {
            const pointer = jsonPointer('responses', index, 'body', ...segments);
            for (const rule of list(mismatch.room)) {
              findings.add('STABLE_VALUE_MISMATCH', { subject, pointer, details: { ...common(rule), present: false, actual_json: 'absent' } });
            }
          }
          mismatch.count(count);
        },
      });
      mismatch.close(ctx, index, 'STABLE_VALUE_MISMATCH');
    }
  },
});
