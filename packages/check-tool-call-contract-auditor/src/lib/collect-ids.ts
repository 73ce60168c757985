// The ids and tool names this packet holds, for cross-section checks (the agent-run evidence pack).
import { echoed, jsonPointer, type JsonValue } from '@evidence-check/core-receipt';
import type { Input } from '../generated/schema.js';
import { boundedId, toolName } from './names.js';

export interface IdEntry {
  id: JsonValue;
  /** Canonical JSON of a usable id (a non-blank string or a number), null otherwise. */
  key: string | null;
  pointer: string;
}

export interface ToolEntry {
  tool: JsonValue;
  /** The tool name when it is a non-blank string, null otherwise. */
  name: string | null;
  pointer: string;
}

export interface CollectedIds {
  calls: IdEntry[];
  contractTools: ToolEntry[];
  calledTools: ToolEntry[];
}

export function collectIds(input: Input): CollectedIds {
  const tools = (list: 'contracts' | 'calls') =>
    input[list].map((item, index): ToolEntry => ({ tool: echoed(item.tool), name: toolName(item.tool), pointer: jsonPointer(list, index, 'tool') }));
  return {
    calls: input.calls.map((call, index) => ({ id: echoed(call.id), key: boundedId(call.id)?.key ?? null, pointer: jsonPointer('calls', index, 'id') })),
    contractTools: tools('contracts'),
    calledTools: tools('calls'),
  };
}
