import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { isRecord, portabilityProblems, SCHEMA_FIELDS } from '../lib/mcp.js';

/**
 * The MCP Inspector's schema-portability lint (`--strict` on `tools/list`): constructs that are
 * legal JSON Schema but that clients mapping tool schemas onto narrower dialects drop or refuse.
 */
export const schemaPortabilityRule = defineRule<Context>()({
  name: 'schema-portability',
  codes: {
    SCHEMA_NOT_PORTABLE: {
      severity: 'warning',
      message: 'Tool "{{tool}}": {{detail}} ({{rule}}); legal JSON Schema, but some clients drop the constraint or refuse the tool.',
      description: 'A construct the MCP Inspector\'s schema-portability lint reports, at its own pointer under `inputSchema`/`outputSchema`; `details.rule` names the Inspector rule: `boolean-schema` (bare `true`/`false` as a subschema), `type-union` (`type` as a list), `remote-ref` (`$ref` outside the document), `untyped-schema` (a subschema with no validation keyword).',
      example: '`"properties": { "tags": { "type": ["string", "null"] } }`, `"properties": { "data": {} }`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.tools) {
      for (const field of SCHEMA_FIELDS) {
        const schema = view.schemas[field];
        // A schema that is not an object is TOOL_SCHEMA_INVALID already.
        if (schema === undefined || !isRecord(schema.value)) continue;
        for (const problem of portabilityProblems(schema.value)) {
          findings.add('SCHEMA_NOT_PORTABLE', {
            subject: view.name,
            pointer: jsonPointer('tools', view.index, field, ...problem.path),
            details: { tool: view.label, field, rule: problem.rule, detail: problem.detail },
          });
        }
      }
    }
  },
});
