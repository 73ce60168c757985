import { canonicalize, defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

export const versionRule = defineRule<Context>()({
  name: 'version',
  codes: {
    VERSION_MISSING: {
      severity: 'error',
      message: 'Delivery "{{id}}" carries no version; event "{{event}}" allows {{allowed}}.',
      description: 'The contract lists allowed versions but the delivery states none, so its payload shape is unknown.',
      example: 'no `version` where `["2026-01-15"]` is allowed',
    },
    VERSION_NOT_ALLOWED: {
      severity: 'error',
      message: 'Delivery "{{id}}" carries version {{version}}; event "{{event}}" allows {{allowed}}.',
      description: 'The version is not in `allowed_versions` (compared exactly: `"1"` and `1` differ).',
      example: '`2024-06-01` where `2025-09-01`, `2026-01-15` are allowed',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, subject, contract, version, delivery } of ctx.deliveries) {
      if (!contract?.versions) continue;
      const details = { id: subject, event: contract.subject, allowed: contract.named.text, allowedVersions: contract.named.list };
      if (version === null) {
        // An unreadable version is reported as DELIVERY_FIELD_INVALID; only a version not stated is missing.
        if (delivery.version === undefined || delivery.version === null) {
          findings.add('VERSION_MISSING', { subject, pointer: jsonPointer('deliveries', index), details });
        }
        continue;
      }
      if (!contract.versions.has(canonicalize(version))) {
        findings.add('VERSION_NOT_ALLOWED', { subject, pointer: jsonPointer('deliveries', index, 'version'), details: { ...details, version } });
      }
    }
  },
});
