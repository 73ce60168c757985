import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * A rule's `status` (an open key) must be a redirect status: 301, 308 (permanent) or 302, 303,
 * 307 (temporary), as Google Search Central's "Redirects and Google Search" lists them. Another
 * value (200, 404, 410, "moved") means the map does not say which redirect the server sends.
 */
/** A scalar as written; an object or array by its kind only, so its member order never shows. */
function shown(raw: unknown): string | number | boolean {
  if (typeof raw === 'number' || typeof raw === 'string' || typeof raw === 'boolean') return raw;
  return Array.isArray(raw) ? '(array)' : '(object)';
}

export const statusRule = defineRule<Context>()({
  name: 'redirect-status',
  codes: {
    INVALID_STATUS: {
      severity: 'warning',
      message: 'Rule "{{source}}" has status {{status}}, which is not a redirect status (301, 302, 303, 307, 308).',
      description:
        'A rule\'s `status` is not one of the HTTP redirect codes Google follows (301 and 308 permanent; 302, 303 and 307 temporary): the server would not redirect, or the map does not say how. The rule is still followed as a redirect here.',
      example: '`{ "source": "/old", "destination": "/new", "status": 200 }`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, source, status } of ctx.rules) {
      if (status.kind !== 'invalid') continue;
      findings.add('INVALID_STATUS', {
        subject: source,
        pointer: jsonPointer('redirects', index, 'status'),
        details: { source, status: shown(status.raw) },
      });
    }
  },
});
