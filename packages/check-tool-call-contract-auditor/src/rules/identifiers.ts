import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { display, duplicateSets } from '@evidence-check/core-receipt';
import type { Input } from '../generated/schema.js';
import type { CallEntry, Context } from './context.js';

/** Call ids must be usable and unique; tool names, in contracts and calls, non-blank strings. */
export const identifiersRule = defineRule<Context>()({
  name: 'identifiers',
  codes: {
    INVALID_ID: {
      severity: 'error',
      message: 'Call {{position}} has the id {{id}}, which is not a non-blank string or a number.',
      description: 'A call `id` is blank, null, a boolean, a list or an object, so the call cannot be named.',
      example: '`{ "id": "" }`',
    },
    DUPLICATE_CALL_ID: {
      severity: 'error',
      message: 'The call id "{{id}}" is used {{count}} times, first at position {{first}}; this is position {{position}}.',
      description: 'Two or more calls share one id; every member of the set is flagged at its own id.',
      example: 'two calls with id `call-01`',
    },
    INVALID_TOOL_NAME: {
      severity: 'error',
      message: 'The {{kind}} at position {{position}} names the tool {{tool}}, which is not a non-blank string.',
      description: 'A contract\'s or a call\'s `tool` is blank or not a string, so no contract can match it.',
      example: '`{ "tool": "" }`, `{ "tool": 3 }`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    ctx.input.contracts.forEach((contract, index) => {
      if (ctx.contracts[index]?.tool !== null) return;
      findings.add('INVALID_TOOL_NAME', { subject: null, pointer: jsonPointer('contracts', index, 'tool'), details: { kind: 'contract', position: index + 1, tool: display(contract.tool) } });
    });
    for (const call of ctx.calls) {
      const record = ctx.input.calls[call.index] as Input['calls'][number];
      const subject = call.id?.text ?? null;
      if (!call.id) findings.add('INVALID_ID', { subject, pointer: jsonPointer('calls', call.index, 'id'), details: { position: call.index + 1, id: display(record.id) } });
      if (call.tool === null) {
        findings.add('INVALID_TOOL_NAME', { subject, pointer: jsonPointer('calls', call.index, 'tool'), details: { kind: 'call', position: call.index + 1, tool: display(record.tool) } });
      }
    }
    for (const members of duplicateSets<CallEntry>(ctx.calls, (call) => call.id?.key ?? null)) {
      const id = members[0]?.id?.text ?? '';
      const first = (members[0]?.index ?? 0) + 1;
      findings.addGroup(
        'DUPLICATE_CALL_ID',
        `/calls:${members[0]?.id?.key}`,
        members.map((call) => ({ subject: id, pointer: jsonPointer('calls', call.index, 'id'), details: { id, count: members.length, first, position: call.index + 1 } })),
      );
    }
  },
});
