// What every rule and the report read, prepared once: per tool its name, message label and the write verb it sounds like.
import type { Input } from './generated/schema.js';
import { writeVerb } from './lib/vocabulary.js';

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

export interface Context {
  tools: ToolView[];
}

export function prepare(input: Input): Context {
  return {
    tools: input.tools.map((tool, index) => {
      const name = typeof tool.name === 'string' ? tool.name : null;
      return { index, tool, name, label: name ?? `#${index + 1}`, verb: name === null ? null : writeVerb(name) };
    }),
  };
}
