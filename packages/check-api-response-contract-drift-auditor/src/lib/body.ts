// A response body walked once along each trie of its contract: what the body rules itemise, capped
// per code in result order (see `Capped`), and how many past the cap the report counts (`omitted`).
import { canonicalize, jsonPointer, type JsonValue } from '@evidence-check/core-receipt';
import { walkTrie } from '@evidence-check/json-paths';
import type { ContractView } from './contract.js';
import { hasJsonType, jsonEqual, jsonTypeOf, quoteJson, type Quoted } from './json.js';
import { FINDINGS_PER_RESPONSE } from './limits.js';
import { Capped } from './order.js';
import { always, isRequired, never, type AllowedPath, type FieldPath, type StablePath, type TypedPath } from './paths.js';

export interface PathAt {
  pointer: string;
  path: string;
}
export type TypeMismatch = PathAt & { expected: string; actual: string };
/** `actual` is null when the stable path is absent. */
export interface StableMismatch {
  pointer: string;
  rule: StablePath;
  actual: Quoted | null;
}
export interface NotAllowed {
  pointer: string;
  rule: AllowedPath;
  actual: Quoted;
}

export interface BodyAudit {
  missing: PathAt[];
  forbidden: PathAt[];
  types: TypeMismatch[];
  stable: StableMismatch[];
  notAllowed: NotAllowed[];
  /** Findings past the cap, by code (codes in rule order; none when nothing was cut). */
  omitted: Record<string, number>;
}

/** Whether `value` is one of the allowed values; a container is canonicalised only when a container is allowed. */
function isAllowed(value: unknown, rule: AllowedPath): boolean {
  if (value !== null && typeof value === 'object' && !rule.containers) return false;
  return rule.canonical.has(canonicalize(value as JsonValue));
}

const quoted = (value: unknown): Quoted => quoteJson(value, canonicalize(value as JsonValue));

/** Walks `body` along the contract's field, type, stable-value and allowed-value tries (an empty trie is not walked). */
export function auditBody(body: unknown, contract: ContractView, responseIndex: number): BodyAudit {
  const at = (segments: readonly string[]) => jsonPointer('responses', responseIndex, 'body', ...segments);
  const missing = new Capped<{ rule: FieldPath }>();
  const forbidden = new Capped<{ rule: FieldPath }>();
  const types = new Capped<{ rule: TypedPath; actual: string }>();
  // `value` is kept only for an itemised mismatch: only those pay for canonical text.
  const stable = new Capped<{ rule: StablePath; value: unknown; present: boolean }>();
  const notAllowed = new Capped<{ rule: AllowedPath; value: unknown }>();

  if (!contract.fields.empty) {
    walkTrie(body, contract.fields, isRequired, {
      present(ends, _value, segments) {
        for (const rule of ends) if (rule.kind === 'forbidden') forbidden.add(segments, { rule });
      },
      missing(count, segments, list) {
        // A listing is in trie order, which is result order (the trie is filled sorted by path).
        const listed = missing.wants(segments) ? list(FINDINGS_PER_RESPONSE) : [];
        missing.addListed(segments, count, listed.map((rule) => ({ rule })));
      },
    });
  }

  // `field_types` constrain a field when it is present (JSON Schema's `type`; a type list admits each of its types).
  if (!contract.types.empty) {
    walkTrie(body, contract.types, never, {
      present(ends, value, segments) {
        for (const rule of ends) if (!rule.types.some((name) => hasJsonType(value, name))) types.add(segments, { rule, actual: jsonTypeOf(value) });
      },
      missing() {},
    });
  }

  if (!contract.stable.empty) {
    walkTrie(body, contract.stable, always, {
      present(ends, actual, segments) {
        for (const rule of ends) if (!jsonEqual(actual, rule.value)) stable.add(segments, { rule, value: actual, present: true });
      },
      missing(count, segments, list) {
        const listed = stable.wants(segments) ? list(FINDINGS_PER_RESPONSE) : [];
        stable.addListed(segments, count, listed.map((rule) => ({ rule, value: undefined, present: false })));
      },
    });
  }

  // `allowed_values` constrain a field when it is present (JSON Schema's `enum`).
  if (!contract.allowed.empty) {
    walkTrie(body, contract.allowed, never, {
      present(ends, value, segments) {
        for (const rule of ends) if (!isAllowed(value, rule)) notAllowed.add(segments, { rule, value });
      },
      missing() {},
    });
  }

  const omitted: Record<string, number> = {};
  const cut = {
    REQUIRED_FIELD_MISSING: missing,
    FORBIDDEN_FIELD_PRESENT: forbidden,
    FIELD_TYPE_MISMATCH: types,
    STABLE_VALUE_MISMATCH: stable,
    FIELD_VALUE_NOT_ALLOWED: notAllowed,
  };
  for (const [code, capped] of Object.entries(cut)) if (capped.over > 0) omitted[code] = capped.over;
  return {
    missing: missing.kept.map(({ segments, item }) => ({ pointer: at(segments), path: item.rule.path })),
    forbidden: forbidden.kept.map(({ segments, item }) => ({ pointer: at(segments), path: item.rule.path })),
    types: types.kept.map(({ segments, item }) => ({ pointer: at(segments), path: item.rule.path, expected: item.rule.expected, actual: item.actual })),
    stable: stable.kept.map(({ segments, item }) => ({ pointer: at(segments), rule: item.rule, actual: item.present ? quoted(item.value) : null })),
    notAllowed: notAllowed.kept.map(({ segments, item }) => ({ pointer: at(segments), rule: item.rule, actual: quoted(item.value) })),
    omitted,
  };
}
