import type { CheckDefinition } from '@evidence-check/core-receipt';
import { invalidEvidence, type OfflineRunner } from '@evidence-check/mcp/core';
import type { Packet } from './inputs.js';
import type { PacketOutcome } from './outcome.js';

export type ReadResult = { ok: true; text: string; input: unknown } | { ok: false; outcome: PacketOutcome };

/** Reads and parses one packet; unreadable is a failure, unparsable is invalid input (the gateway's MALFORMED_JSON). */
export function readPacket(packet: Packet): ReadResult {
  let text: string;
  try {
    text = packet.read();
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
    return { ok: false, outcome: { kind: 'failed', file: packet.file, error: { code: 'READ_FAILED', message: `${packet.file} could not be read (${reason}).` } } };
  }
  try {
    return { ok: true, text, input: JSON.parse(text) as unknown };
  } catch (error) {
    const message = `The packet is not usable JSON: ${error instanceof Error ? error.message : String(error)}.`;
    return { ok: false, outcome: { kind: 'invalid', file: packet.file, text, error: { code: 'MALFORMED_JSON', message } } };
  }
}

/** Offline: the one Ajv configuration, then the pure run(); the same validate -> run the MCP server uses. */
export function runOffline(runner: OfflineRunner, check: CheckDefinition, packet: Packet): PacketOutcome {
  const read = readPacket(packet);
  if (!read.ok) return read.outcome;
  const outcome = runner.run(check, read.input);
  if (outcome.kind === 'invalid') {
    return { kind: 'invalid', file: packet.file, text: read.text, input: read.input, error: invalidEvidence(check.id, outcome.issues).error };
  }
  return { kind: 'result', file: packet.file, text: read.text, input: read.input, result: outcome.result };
}
