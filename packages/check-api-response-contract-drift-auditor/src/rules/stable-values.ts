import { canonicalize, defineRule, jsonPointer, type CodeTable, type JsonValue } from '@evidence-check/core-receipt';
import { Cap, type AuditContext } from '../context.js';
import { walkTrie } from '@evidence-check/json-paths';

/**
 * Exact structural equality: RFC 8785 canonical JSON of both sides, so member order does not
 * matter, numbers compare by value (`1` = `1.0`) and nothing is trimmed, case-folded or rounded.
 */
export const stableValuesRule = defineRule<AuditContext>()({
  name: 'stable-values',
  codes: {
    STABLE_VALUE_MISMATCH: {
      severity: 'error',
      message: 'Response "{{id}}": "{{path}}" is {{actual_json}}; contract "{{contract}}" expects {{expected_json}}.',
      description:
        'The value at a stable path is absent or not structurally equal to the expected value (deep, member order ignored, 1 equals 1.0, no tolerance or normalization).',
      example: '`"currency": "EUR"` where `"USD"` is stable',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, response, subject, contract } of ctx.responses) {
      if (!contract || contract.stable.empty) continue;
      const mismatch = new Cap();
      const common = (path: string, value: JsonValue, canonical: string) => ({
        id: subject,
        contract: contract.subject,
        path,
        expected: value,
        expected_json: canonical,
      });
      walkTrie(response.body, contract.stable, () => true, {
        present(ends, actual, segments) {
          const actualJson = canonicalize(actual);
          for (const { path, value, canonical } of ends) {
            if (actualJson === canonical) continue;
            if (mismatch.room > 0) {
              findings.add('STABLE_VALUE_MISMATCH', {
                subject,
                pointer: jsonPointer('responses', index, 'body', ...segments),
                details: { ...common(path, value, canonical), present: true, actual: actual as JsonValue, actual_json: actualJson },
              });
            }
            mismatch.count(1);
          }
        },
        missing(count, segments, list) {
          const pointer = jsonPointer('responses', index, 'body', ...segments);
          for (const { path, value, canonical } of list(mismatch.room)) {
            findings.add('STABLE_VALUE_MISMATCH', {
              subject,
              pointer,
              details: { ...common(path, value, canonical), present: false, actual_json: 'absent' },
            });
          }
          mismatch.count(count);
        },
      });
      mismatch.close(ctx, index, 'STABLE_VALUE_MISMATCH');
    }
  },
});
