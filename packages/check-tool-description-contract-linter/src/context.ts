import type { JsonValue } from '@evidence-check/core-receipt';
import type { Input } from './generated/schema.js';
import { writeVerb } from './vocabulary.js';

export type Tool = Input['tools'][number];

/**
 * A duplicate finding lists at most this many positions of its group (the first ones); `count`
 * is always the full size. Listing every position in every member's finding would make the
 * result grow with the square of the group.
 */
export const MAX_LISTED_POSITIONS = 10;

/** The 1-based positions a duplicate finding lists: the first MAX_LISTED_POSITIONS of the group's indices. */
export const listedPositions = (indices: readonly number[]): number[] =>
  indices.slice(0, MAX_LISTED_POSITIONS).map((index) => index + 1);

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
