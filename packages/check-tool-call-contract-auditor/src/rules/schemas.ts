import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { CallEntry, Context } from '../context.js';
import { EVALUATED_KEYWORDS, MAX_LISTED_ERRORS, VALIDATION_BUDGET, type SchemaError } from '../lib/json-schema.js';


const listed = (errors: SchemaError[]) =>
  errors.slice(0, MAX_LISTED_ERRORS).map((error) => ({ pointer: jsonPointer(...error.path), keyword: error.keyword, reason: error.reason }));
const label = (call: CallEntry) => call.id?.text ?? `#${call.index + 1}`;

/**
 * JSON Schema contracts, read from open keys: a contract's `input_schema` / `inputSchema` judges
 * each call's `arguments` (MCP: the tool's inputSchema), its `output_schema` / `outputSchema` each
 * call's `structured_content` / `structuredContent` (MCP 2025-11-25 server/tools, Structured
 * Content: "Servers MUST provide structured results that conform to this schema").
 */
export const schemasRule = defineRule<Context>()({
  name: 'schemas',
  codes: {
    ARGUMENTS_SCHEMA_MISMATCH: {
      severity: 'error',
      message: 'Call "{{call}}" to "{{tool}}" passes arguments that break the contract\'s input schema ({{count}} error(s); first: {{first}}).',
      description: 'The call\'s `arguments` fail the JSON Schema the contract gives in `input_schema` (or `inputSchema`): a wrong type, a missing required property, a property `additionalProperties: false` forbids, a value outside `enum`/`const`/bounds, or a failed `anyOf`/`oneOf`/`not`. `errors` lists the first 10 with their pointers into `arguments`.',
      example: '`{ "limit": "10" }` against `{ "properties": { "limit": { "type": "integer" } } }`',
    },
    STRUCTURED_CONTENT_MISMATCH: {
      severity: 'error',
      message: 'Call "{{call}}" to "{{tool}}" returned structured content that breaks the contract\'s output schema ({{count}} error(s); first: {{first}}).',
      description: 'The call\'s recorded `structured_content` (or `structuredContent`) fails the contract\'s `output_schema` (or `outputSchema`); MCP: servers MUST provide structured results that conform to the output schema, and the official SDK client refuses one that does not (in an `isError: true` result too).',
      example: '`"structuredContent": { "temperature": "warm" }` against `{ "properties": { "temperature": { "type": "number" } } }`',
    },
    STRUCTURED_CONTENT_MISSING: {
      severity: 'error',
      message: 'Call "{{call}}" to "{{tool}}" recorded a result without structured content although the contract has an output schema.',
      description: 'The contract has an output schema and the call records a successful result (`content` or `isError: false`) but no `structured_content`/`structuredContent`; MCP: if an output schema is provided, servers MUST provide structured results.',
      example: '`{ "content": [...], "isError": false }` with no `structuredContent`',
    },
    SCHEMA_CHECK_SKIPPED: {
      severity: 'warning',
      message: 'Call "{{call}}" to "{{tool}}": its {{what}} was not checked against the contract\'s schema; the run\'s validation budget ({{budget}} steps) ran out.',
      description: 'Schema checks share one budget per run (1,000,000 schema-node × value-node steps, spent in call order) so that a run stays near-linear; a call whose check did not finish within it is unverified, not compliant.',
      example: 'thousands of large arguments against a schema of many `anyOf` branches',
    },
    SCHEMA_KEYWORDS_NOT_EVALUATED: {
      severity: 'notice',
      message: 'Contract for "{{tool}}": {{field}} uses keywords this check does not evaluate ({{keywords}}); calls are judged by the other keywords only.',
      description: `The schema uses keywords outside the evaluated set (${EVALUATED_KEYWORDS.map((k) => `\`${k}\``).join(', ')}), such as \`pattern\`, \`format\` or \`$ref\`; no caller pattern is compiled, so those constraints are not checked.`,
      example: '`{ "type": "string", "pattern": "^[a-z]+$" }`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const contract of ctx.contracts) {
      for (const schema of [contract.inputSchema, contract.outputSchema]) {
        if (schema === null || schema.unevaluated.length === 0) continue;
        findings.add('SCHEMA_KEYWORDS_NOT_EVALUATED', {
          subject: contract.tool,
          pointer: jsonPointer('contracts', contract.index, schema.key),
          details: { tool: contract.tool ?? `#${contract.index + 1}`, field: schema.key, keywords: schema.unevaluated },
        });
      }
    }
    for (const call of ctx.calls) {
      const subject = call.id?.text ?? null;
      const tool = call.tool ?? '';
      if (call.argumentErrors !== null && call.argumentErrors.length > 0) {
        const errors = listed(call.argumentErrors);
        findings.add('ARGUMENTS_SCHEMA_MISMATCH', {
          subject,
          pointer: jsonPointer('calls', call.index, 'arguments'),
          details: { call: label(call), tool, count: call.argumentErrors.length, first: `${errors[0]?.pointer || '(root)'} ${errors[0]?.reason}`, errors },
        });
      }
      if (call.structured !== null && call.structuredErrors !== null && call.structuredErrors.length > 0) {
        const errors = listed(call.structuredErrors);
        findings.add('STRUCTURED_CONTENT_MISMATCH', {
          subject,
          pointer: jsonPointer('calls', call.index, call.structured.key),
          details: { call: label(call), tool, count: call.structuredErrors.length, first: `${errors[0]?.pointer || '(root)'} ${errors[0]?.reason}`, errors },
        });
      }
      for (const what of call.skipped) {
        findings.add('SCHEMA_CHECK_SKIPPED', {
          subject,
          pointer: jsonPointer('calls', call.index, what === 'arguments' ? 'arguments' : (call.structured?.key ?? 'structuredContent')),
          details: { call: label(call), tool, what, budget: VALIDATION_BUDGET },
        });
      }
      if (call.structuredMissing) {
        findings.add('STRUCTURED_CONTENT_MISSING', { subject, pointer: jsonPointer('calls', call.index), details: { call: label(call), tool } });
      }
    }
  },
});
