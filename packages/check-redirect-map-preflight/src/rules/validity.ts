import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** Every source (of a rule or of the baseline) and every destination must be a usable URL. */
export const validityRule = defineRule<Context>()({
  name: 'validity',
  codes: {
    INVALID_SOURCE: {
      severity: 'error',
      message: 'Source "{{source}}" cannot be matched by a server ({{reason}}).',
      description: 'A redirect source or baseline URL is empty, unparseable, not an http(s) URL or root-relative path, or climbs above the root.',
      example: '`old-page`, `ftp://host/x`',
    },
    INVALID_DESTINATION: {
      severity: 'error',
      message: 'Destination "{{destination}}" of "{{source}}" is not a usable target ({{reason}}).',
      description: 'A destination is empty, unparseable, uses a script or local scheme (javascript:, data:, vbscript:, file:), or is a relative path that climbs above the root.',
      example: '`javascript:alert(1)`, `../../x` from `/blog/post`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, source, destination, src, dst } of ctx.rules) {
      if (!src.ok) {
        findings.add('INVALID_SOURCE', {
          subject: source,
          pointer: jsonPointer('redirects', index, 'source'),
          details: { source, reason: src.reason, ...(src.scheme ? { scheme: src.scheme } : {}) },
        });
      } else if (dst && !dst.ok) {
        findings.add('INVALID_DESTINATION', {
          subject: source,
          pointer: jsonPointer('redirects', index, 'destination'),
          details: { source, destination, reason: dst.reason, ...(dst.scheme ? { scheme: dst.scheme } : {}) },
        });
      }
    }
    for (const { index, source, location } of ctx.baseline) {
      if (location.ok) continue;
      findings.add('INVALID_SOURCE', {
        subject: source,
        pointer: jsonPointer('baseline_sources', index),
        details: { source, reason: location.reason, ...(location.scheme ? { scheme: location.scheme } : {}) },
      });
    }
  },
});
