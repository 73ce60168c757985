import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { comparison } from './peers.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { MAX_SCHEMA_DEPTH } from './lib/mcp.js';
import { MAX_LISTED_POSITIONS } from './lib/values.js';
import { buildReport, type Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'tool-description-contract-linter',
  title: 'Tool Description Contract Linter',
  category: 'Agent Evidence',
  summary: 'Lints structured tool descriptions for bounded purpose, inputs, outputs, side effects, failure modes, cost and idempotency.',
  limitations: [
    'Judges only explicit metadata fields and simple length bounds; free-text descriptions are not interpreted beyond a documented vague-phrase list.',
    'The vague-purpose and write-sounding-name rules are heuristics over documented word lists (English, whole words): they can miss or over-flag.',
    'Lints the supplied descriptions only; no tool is called to confirm what it does.',
    `A DUPLICATE_TOOL_NAME finding lists at most the first ${MAX_LISTED_POSITIONS} positions of its group in \`positions\`; \`count\` is always the full number, and every member still gets its own finding.`,
    'Currency codes are checked against the ISO 4217 list bundled in the currency-codes package at its published date.',
    'A READY status is a preflight signal about the descriptions, not proof that the tools behave as described.',
    'MCP fields are read from the open keys of each tool as `tools/list` returns them (`inputSchema`, `outputSchema`, `annotations`, `title`, `execution`, `icons`, `_meta`); the platforms\' `parameters` / `input_schema` spellings are not read.',
    `Schemas are walked ${MAX_SCHEMA_DEPTH} levels deep, as the MCP Inspector walks them; deeper subschemas are not linted.`,
  ],
  comparison,
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  prepare,
  rules,
  report: buildReport,
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export { nameWords, vaguePhrases, writeVerb, IDEMPOTENCY_VALUES, VAGUE_PHRASES, WRITE_VERBS, READ_VERBS } from './lib/vocabulary.js';
export type { Report, ToolReport } from './report.js';
export type { Input };
export default definition;
