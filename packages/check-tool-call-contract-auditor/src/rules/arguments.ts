import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { MAX_LISTED_MISSING } from '../lib/names.js';
import { argumentPointer } from '../lib/paths.js';

/** Key-presence checks of a call's arguments against its contract: values are never judged. */
export const argumentsRule = defineRule<Context>()({
  name: 'arguments',
  codes: {
    ARGUMENTS_NOT_OBJECT: {
      severity: 'error',
      message: 'Call "{{call}}": arguments is {{type}}, not an object; its argument keys cannot be checked.',
      description: 'A call\'s `arguments` is not a JSON object (a string, a list, null…); required and forbidden arguments are not checked for it.',
      example: '`"arguments": "{\\"query\\": \\"x\\"}"`',
    },
    REQUIRED_ARGUMENT_MISSING: {
      severity: 'error',
      message: 'Call "{{call}}" to "{{tool}}" lacks {{count}} required argument(s): {{missing}} (key presence only).',
      description: `A path of the contract's \`required_arguments\` is not a key of the call's arguments; one finding per call, naming up to ${MAX_LISTED_MISSING} missing paths and counting all.`,
      example: '`"required_arguments": ["query"]`, `"arguments": { "q": "x" }`',
    },
    FORBIDDEN_ARGUMENT_PRESENT: {
      severity: 'error',
      message: 'Call "{{call}}" to "{{tool}}" passes the forbidden argument "{{argument}}" (key presence; the value is not judged).',
      description: 'A path of the contract\'s `forbidden_arguments` is a key of the call\'s arguments, whatever its value (null included); flagged at that key.',
      example: '`"forbidden_arguments": ["auth.token"]`, `"arguments": { "auth": { "token": null } }`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const call of ctx.calls) {
      const subject = call.id?.text ?? null;
      const name = subject ?? `#${call.index + 1}`;
      const pointer = jsonPointer('calls', call.index, 'arguments');
      if (!call.argumentsIsObject) {
        const value = ctx.input.calls[call.index]?.arguments;
        const type = value === null ? 'null' : Array.isArray(value) ? 'a list' : `a ${typeof value}`;
        findings.add('ARGUMENTS_NOT_OBJECT', { subject, pointer, details: { call: name, type } });
        continue;
      }
      if (!call.contract || call.tool === null) continue;
      if (call.missingCount > 0) {
        findings.add('REQUIRED_ARGUMENT_MISSING', { subject, pointer, details: { call: name, tool: call.tool, count: call.missingCount, missing: call.missing } });
      }
      for (const present of call.forbiddenPresent) {
        findings.add('FORBIDDEN_ARGUMENT_PRESENT', {
          subject,
          pointer: argumentPointer(call.index, present.segments),
          details: { call: name, tool: call.tool, argument: present.text },
        });
      }
    }
  },
});
