import { defineRule, jsonPointer, type CodeTable, type FindingCollector } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { MEMBER_CODES, taggedCode } from '../lib/members.js';

/**
 * Re-emits each member finding in the pack: the code gets the section tag, the pointer the section
 * prefix (`/calls/3` → `/tool_calls/calls/3`, a packet-level `""` → `/costs`); subject, details and
 * so the message stay the member's.
 */
export const memberFindingsRule = defineRule<Context>()({
  name: 'member-findings',
  codes: MEMBER_CODES,
  check(ctx, findings) {
    // Member codes are known by name only at run time: add through the untyped collector.
    const collector = findings as unknown as FindingCollector<CodeTable>;
    for (const { section, tag, result } of ctx.runs) {
      const prefix = jsonPointer(section);
      for (const finding of result.findings) {
        collector.add(taggedCode(tag, finding.code), { subject: finding.subject, pointer: prefix + finding.pointer, details: finding.details });
      }
    }
  },
});
