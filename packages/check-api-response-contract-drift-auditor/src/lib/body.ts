// A response body walked once along each trie of its contract: what the body rules itemise, capped
// per code, and how many past the cap the report counts (`omitted`).
import { canonicalize, jsonPointer } from '@evidence-check/core-receipt';
import { walkTrie } from '@evidence-check/json-paths';
import type { ContractView } from './contract.js';
import { hasJsonType, jsonEqual, jsonTypeOf, quoteJson, type JsonTypeName, type Quoted } from './json.js';
import { FINDINGS_PER_RESPONSE } from './limits.js';
import { always, isRequired, never, type StablePath } from './paths.js';

export interface PathAt {
  pointer: string;
  path: string;
}
export type TypeMismatch = PathAt & { expected: JsonTypeName; actual: string };
/** `actual` is null when the stable path is absent. */
export interface StableMismatch {
  pointer: string;
  rule: StablePath;
  actual: Quoted | null;
}

export interface BodyAudit {
  missing: PathAt[];
  forbidden: PathAt[];
  types: TypeMismatch[];
  stable: StableMismatch[];
  /** Findings past the cap, by code (codes in rule order; none when nothing was cut). */
  omitted: Record<string, number>;
}

/** Up to FINDINGS_PER_RESPONSE items of one code, and how many there were in all. */
class Capped<T> {
  readonly items: T[] = [];
  total = 0;
  /** How many more may be itemised. */
  get room(): number {
    return Math.max(0, FINDINGS_PER_RESPONSE - this.total);
  }
  get over(): number {
    return this.total - FINDINGS_PER_RESPONSE;
  }
}

/** Walks `body` along the contract's field, type and stable-value tries (an empty trie is not walked). */
export function auditBody(body: unknown, contract: ContractView, responseIndex: number): BodyAudit {
  const at = (segments: readonly string[]) => jsonPointer('responses', responseIndex, 'body', ...segments);
  const missing = new Capped<PathAt>();
  const forbidden = new Capped<PathAt>();
  const types = new Capped<TypeMismatch>();
  const stable = new Capped<StableMismatch>();

  if (!contract.fields.empty) {
    walkTrie(body, contract.fields, isRequired, {
      present(ends, _value, segments) {
        for (const { kind, path } of ends) {
          if (kind !== 'forbidden') continue;
          if (forbidden.room > 0) forbidden.items.push({ pointer: at(segments), path });
          forbidden.total += 1;
        }
      },
      missing(count, segments, list) {
        if (missing.room > 0) {
          const pointer = at(segments);
          for (const { path } of list(missing.room)) missing.items.push({ pointer, path });
        }
        missing.total += count;
      },
    });
  }

  // `field_types` constrain a field when it is present (JSON Schema's `type`).
  if (!contract.types.empty) {
    walkTrie(body, contract.types, never, {
      present(ends, value, segments) {
        for (const { path, type } of ends) {
          if (hasJsonType(value, type)) continue;
          if (types.room > 0) types.items.push({ pointer: at(segments), path, expected: type, actual: jsonTypeOf(value) });
          types.total += 1;
        }
      },
      missing() {},
    });
  }

  if (!contract.stable.empty) {
    walkTrie(body, contract.stable, always, {
      present(ends, actual, segments) {
        for (const rule of ends) {
          if (jsonEqual(actual, rule.value)) continue;
          // Only an itemised mismatch pays for the canonical text of the actual value.
          if (stable.room > 0) stable.items.push({ pointer: at(segments), rule, actual: quoteJson(actual, canonicalize(actual)) });
          stable.total += 1;
        }
      },
      missing(count, segments, list) {
        if (stable.room > 0) {
          const pointer = at(segments);
          for (const rule of list(stable.room)) stable.items.push({ pointer, rule, actual: null });
        }
        stable.total += count;
      },
    });
  }

  const omitted: Record<string, number> = {};
  const cut = { REQUIRED_FIELD_MISSING: missing, FORBIDDEN_FIELD_PRESENT: forbidden, FIELD_TYPE_MISMATCH: types, STABLE_VALUE_MISMATCH: stable };
  for (const [code, capped] of Object.entries(cut)) if (capped.over > 0) omitted[code] = capped.over;
  return { missing: missing.items, forbidden: forbidden.items, types: types.items, stable: stable.items, omitted };
}
