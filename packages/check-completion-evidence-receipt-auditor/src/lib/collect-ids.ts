// The ids and evidence references of the packet, for cross-section checks (the agent-run evidence pack).
import { echoed, jsonPointer, type JsonValue } from '@evidence-check/core-receipt';
import type { Input } from '../generated/schema.js';
import { boundedId, evidenceIdentifiers } from './ids.js';

export interface IdEntry {
  id: JsonValue;
  /** Canonical JSON of a usable id (a non-blank string or a number), null otherwise. */
  key: string | null;
  pointer: string;
}

export interface EvidenceReference {
  /** The key the reference sits under (`id`, `ref`, `url`, `uri`, `path`), or null for a bare string or number item. */
  field: string | null;
  value: string | number;
  /** Canonical JSON of the value. */
  key: string;
  /** The evidence item, and its outcome's and its own position. */
  pointer: string;
  outcome: number;
  position: number;
}

export interface CollectedIds {
  outcomes: IdEntry[];
  evidence: EvidenceReference[];
}

export function collectIds(input: Input): CollectedIds {
  return {
    outcomes: input.outcomes.map((outcome, index) => ({ id: echoed(outcome.id), key: boundedId(outcome.id)?.key ?? null, pointer: jsonPointer('outcomes', index, 'id') })),
    evidence: input.outcomes.flatMap((outcome, index) =>
      (Array.isArray(outcome.evidence) ? (outcome.evidence as unknown[]) : []).flatMap((item, position) => {
        const pointer = `/outcomes/${index}/evidence/${position}`;
        return evidenceIdentifiers(item).map(({ field, id }) => ({
          field,
          value: (field === null ? item : (item as Record<string, unknown>)[field]) as string | number,
          key: id.key,
          pointer,
          outcome: index,
          position,
        }));
      }),
    ),
  };
}
