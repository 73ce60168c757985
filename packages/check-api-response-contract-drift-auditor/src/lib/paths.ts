import type { JsonValue } from '@evidence-check/core-receipt';
import type { JsonTypeName, Quoted } from './json.js';

/** A dotted path a contract names: `path` as findings quote it (see `quote`), `segments` parsed. */
export interface PathRule {
  path: string;
  segments: string[];
}

export type FieldPath = PathRule & { kind: 'required' | 'forbidden' };
/** `types`: the JSON type names the value may have (a type list admits each; `["string", "null"]` is a nullable string). */
export type TypedPath = PathRule & { types: JsonTypeName[]; expected: string };
/** `allowed_values`: the canonical JSON of each allowed value, and whether any of them is an array or an object. */
export type AllowedPath = PathRule & { canonical: ReadonlySet<string>; containers: boolean; quoted: string };
/** The expected value and how findings quote it, computed once per contract. */
export type StablePath = PathRule & { value: JsonValue; quoted: Quoted };

// The `must` of each trie: one function each, so the trie's listings of missing paths serve every response.
/** A required path must be present; a forbidden one need not. */
export const isRequired = (payload: FieldPath): boolean => payload.kind === 'required';
/** Every stable path must be present. */
export const always = (): boolean => true;
/** No typed path must be present (presence is `required_fields`' job). */
export const never = (): boolean => false;
