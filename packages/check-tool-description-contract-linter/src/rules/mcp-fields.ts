import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { fieldProblems, SCHEMA_FIELDS } from '../lib/mcp.js';
import { sent } from '../lib/values.js';

/**
 * The MCP `Tool` fields a tool description may carry as open keys (specification 2025-11-25,
 * schema.ts `Tool`): what the official SDK's `ToolSchema` refuses is refused here too.
 */
export const mcpFieldsRule = defineRule<Context>()({
  name: 'mcp-fields',
  codes: {
    TOOL_SCHEMA_INVALID: {
      severity: 'error',
      message: 'Tool "{{tool}}" has an {{field}} that MCP does not accept: {{reason}}.',
      description: '`inputSchema` or `outputSchema` is present but is not a JSON Schema object with `"type": "object"` at the root (`properties` an object of schema objects, `required` a list of strings), as the MCP `Tool` type requires; `null` is no schema.',
      example: '`"inputSchema": null`, `"inputSchema": { "type": "string" }`, `"outputSchema": {}`',
    },
    MCP_FIELD_INVALID: {
      severity: 'error',
      message: 'Tool "{{tool}}" has an MCP field {{field}} of the wrong type: {{reason}}.',
      description: 'An MCP `Tool` field is of a type the specification does not allow: `title` not a string, `annotations` not an object or a hint not a boolean, `execution.taskSupport` not `required`/`optional`/`forbidden`, an icon without a string `src`, `_meta` not an object.',
      example: '`"annotations": { "readOnlyHint": "yes" }`, `"title": 7`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.tools) {
      for (const field of SCHEMA_FIELDS) {
        const schema = view.schemas[field];
        if (schema === undefined || schema.problem === null) continue;
        findings.add('TOOL_SCHEMA_INVALID', {
          subject: view.name,
          pointer: jsonPointer('tools', view.index, field),
          details: { tool: view.label, field, reason: schema.problem },
        });
      }
      for (const problem of fieldProblems(view.record)) {
        let value: unknown = view.record;
        for (const segment of problem.path) value = (value as Record<string | number, unknown>)[segment];
        findings.add('MCP_FIELD_INVALID', {
          subject: view.name,
          pointer: jsonPointer('tools', view.index, ...problem.path),
          details: { tool: view.label, field: problem.field, reason: problem.reason, value: sent(value) },
        });
      }
    }
  },
});
