import type { JsonValue } from '@evidence-check/core-receipt';
import type { Input } from './generated/schema.js';
import { writeVerb } from './vocabulary.js';

export type Tool = Input['tools'][number];

export interface ToolView {
  index: number;
  tool: Tool;
  /** The name when it is a string (valid or not), else null. */
  name: string | null;
  /** The name for messages: the name, or `#<position>` when it is not a string. */
  label: string;
  /** The write verb the name sounds like (heuristic), or null. */
  verb: string | null;
}

export interface LintContext {
  tools: ToolView[];
}

export function prepare(input: Input): LintContext {
  return {
    tools: input.tools.map((tool, index) => {
      const name = typeof tool.name === 'string' ? tool.name : null;
      return { index, tool, name, label: name ?? `#${index + 1}`, verb: name === null ? null : writeVerb(name) };
    }),
  };
}

export const has = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** The JSON value of an input key, for details (what the caller sent, verbatim). */
export const sent = (value: unknown): JsonValue => (value === undefined ? null : (value as JsonValue));
