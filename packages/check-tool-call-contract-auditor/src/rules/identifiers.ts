import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { display, duplicateSets } from '@evidence-check/core-receipt';
import type { Input } from '../generated/schema.js';
import type { CallEntry, Context } from '../context.js';
import { excerpt, isTooLong, MAX_NAME_LENGTH } from '../lib/names.js';

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
    ID_TOO_LONG: {
      severity: 'error',
      message: `Call {{position}} has an id of {{length}} characters, more than ${MAX_NAME_LENGTH}, so it is not read as an id: "{{id}}".`,
      description: `A call \`id\` is a string longer than ${MAX_NAME_LENGTH} characters (UTF-16 code units); the call is treated as having no usable id and named by its position.`,
      example: '`{ "id": "call-…" }` with 300 characters',
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
    TOOL_NAME_TOO_LONG: {
      severity: 'error',
      message: `The {{kind}} at position {{position}} names a tool of {{length}} characters, more than ${MAX_NAME_LENGTH}, so the name is not read: "{{tool}}".`,
      description: `A contract's or a call's \`tool\` is a string longer than ${MAX_NAME_LENGTH} characters (UTF-16 code units); it is treated like an invalid tool name, so no contract can match it.`,
      example: '`{ "tool": "search_…" }` with 300 characters',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const badTool = (kind: 'contract' | 'call', index: number, tool: unknown, subject: string | null) => {
      const pointer = jsonPointer(kind === 'contract' ? 'contracts' : 'calls', index, 'tool');
      if (isTooLong(tool)) findings.add('TOOL_NAME_TOO_LONG', { subject, pointer, details: { kind, position: index + 1, length: tool.length, tool: excerpt(tool) } });
      else findings.add('INVALID_TOOL_NAME', { subject, pointer, details: { kind, position: index + 1, tool: display(tool) } });
    };
    ctx.input.contracts.forEach((contract, index) => {
      if (ctx.contracts[index]?.tool === null) badTool('contract', index, contract.tool, null);
    });
    for (const call of ctx.calls) {
      const record = ctx.input.calls[call.index] as Input['calls'][number];
      const subject = call.id?.text ?? null;
      if (!call.id) {
        const pointer = jsonPointer('calls', call.index, 'id');
        if (isTooLong(record.id)) findings.add('ID_TOO_LONG', { subject, pointer, details: { position: call.index + 1, length: record.id.length, id: excerpt(record.id) } });
        else findings.add('INVALID_ID', { subject, pointer, details: { position: call.index + 1, id: display(record.id) } });
      }
      if (call.tool === null) badTool('call', call.index, record.tool, subject);
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
