// What every rule and the report read, prepared once: per tool its name, message label, the write
// verb it sounds like, and what its MCP fields (`inputSchema`, `outputSchema`, `annotations`) state.
import type { Input } from './generated/schema.js';
import { isRecord, SCHEMA_FIELDS, statedHints, toolSchemaProblem, type Hint, type JsonRecord, type SchemaField } from './lib/mcp.js';
import { writeVerb } from './lib/vocabulary.js';

export type Tool = Input['tools'][number];

export interface SchemaView {
  field: SchemaField;
  /** The value sent (present: the key exists). */
  value: unknown;
  /** Why it is not an MCP tool schema, or null when it is one. */
  problem: string | null;
}

export interface ToolView {
  index: number;
  tool: Tool;
  /** The tool as a JSON object, for its open (MCP) keys. */
  record: JsonRecord;
  /** The name when it is a string (valid or not), else null. */
  name: string | null;
  /** The name for messages: the name, or `#<position>` when it is not a string. */
  label: string;
  /** The write verb the name sounds like (heuristic), or null. */
  verb: string | null;
  /** `inputSchema` / `outputSchema` when the key is present. */
  schemas: Partial<Record<SchemaField, SchemaView>>;
  /** The boolean hints of `annotations` (empty when there are none or it is not an object). */
  hints: Partial<Record<Hint, boolean>>;
  /** `annotations` states whether the tool changes its environment (readOnlyHint true, or false with destructiveHint stated). */
  annotationsStateEffects: boolean;
}

export interface Context {
  tools: ToolView[];
}

const has = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

export function prepare(input: Input): Context {
  return {
    tools: input.tools.map((tool, index) => {
      const record = tool as unknown as JsonRecord;
      const name = typeof tool.name === 'string' ? tool.name : null;
      const schemas: Partial<Record<SchemaField, SchemaView>> = {};
      for (const field of SCHEMA_FIELDS) {
        if (has(record, field)) schemas[field] = { field, value: record[field], problem: toolSchemaProblem(record[field]) };
      }
      const hints = isRecord(record.annotations) ? statedHints(record.annotations) : {};
      const annotationsStateEffects = hints.readOnlyHint === true || (hints.readOnlyHint === false && hints.destructiveHint !== undefined);
      return { index, tool, record, name, label: name ?? `#${index + 1}`, verb: name === null ? null : writeVerb(name), schemas, hints, annotationsStateEffects };
    }),
  };
}
