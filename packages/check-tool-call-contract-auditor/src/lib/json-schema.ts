// A hand-written JSON Schema 2020-12 validator for the keywords tool schemas use most, without
// compiling caller text (no `pattern`, no `format`, no `$ref`): every other keyword is reported as
// not evaluated, never silently taken as satisfied. Verdicts match Ajv 2020 for the evaluated
// keywords (test/ajv-oracle.test.ts).

import { comparePointers, jsonPointer } from '@evidence-check/core-receipt';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonRecord = { [key: string]: Json };

const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);
const has = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** The keywords evaluated here. */
export const EVALUATED_KEYWORDS = [
  'type', 'enum', 'const', 'required', 'properties', 'additionalProperties', 'minProperties', 'maxProperties', 'items',
  'minItems', 'maxItems', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum',
  'allOf', 'anyOf', 'oneOf', 'not',
] as const;
const EVALUATED = new Set<string>(EVALUATED_KEYWORDS);
/** Keywords that never assert anything (annotations and identifiers). */
const ANNOTATIONS = new Set(['$schema', '$id', '$comment', '$anchor', '$defs', 'definitions', 'title', 'description', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly', 'contentMediaType', 'contentEncoding', '$vocabulary']);
/** How many schema errors one finding lists (it always gives the count). */
export const MAX_LISTED_ERRORS = 10;

/** Nesting deeper than this is not evaluated (reported as not evaluated). */
export const MAX_DEPTH = 64;

/** A path into the instance as a chain to its parent: one small object per step down, an array only for an error. */
type Path = null | { parent: Path; segment: string | number };
const down = (parent: Path, segment: string | number): Path => ({ parent, segment });
function segments(path: Path): (string | number)[] {
  const list: (string | number)[] = [];
  for (let node = path; node !== null; node = node.parent) list.push(node.segment);
  return list.reverse();
}

export interface SchemaError {
  /** Path segments into the instance. */
  path: (string | number)[];
  keyword: string;
  reason: string;
}

/** Keywords of a schema (walked through its subschemas) that are not evaluated here, sorted. */
export function unevaluatedKeywords(schema: unknown): string[] {
  const found = new Set<string>();
  const walk = (node: unknown, depth: number): void => {
    if (!isRecord(node)) return;
    if (depth > MAX_DEPTH) {
      found.add(`(nesting over ${MAX_DEPTH})`);
      return;
    }
    for (const key of Object.keys(node)) if (!EVALUATED.has(key) && !ANNOTATIONS.has(key)) found.add(key);
    if (isRecord(node.properties)) for (const key of Object.keys(node.properties)) walk(node.properties[key], depth + 1);
    for (const key of ['additionalProperties', 'items', 'not']) if (has(node, key)) walk(node[key], depth + 1);
    for (const key of ['allOf', 'anyOf', 'oneOf']) {
      const list = node[key];
      if (Array.isArray(list)) for (const sub of list) walk(sub, depth + 1);
    }
  };
  walk(schema, 0);
  return [...found].sort();
}

/** Deep JSON equality; object member order does not matter. */
function equal(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => equal(item, b[i] as Json));
  }
  const keysA = Object.keys(a);
  const recordB = b as JsonRecord;
  if (keysA.length !== Object.keys(recordB).length) return false;
  return keysA.every((key) => has(recordB, key) && equal(a[key] as Json, recordB[key] as Json));
}

function typeOf(value: Json): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function hasType(value: Json, type: string): boolean {
  if (type === 'integer') return typeof value === 'number' && Number.isInteger(value);
  if (type === 'number') return typeof value === 'number';
  return typeOf(value) === type;
}

const codePoints = (text: string): number => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};

/**
 * How many (schema node, instance node) evaluations one run may spend on all its calls. Keeps a
 * run near-linear however a schema's applicators (`anyOf`, `items`…) multiply over large arguments.
 */
export const VALIDATION_BUDGET = 1_000_000;

/** The evaluations left to a run; validations share it in call order. */
export interface Budget {
  left: number;
}

class BudgetExhausted extends Error {}

/**
 * Validation errors of `instance` against `schema` (empty: valid for the evaluated keywords), or
 * null when the run's budget ran out before the verdict.
 */
export function validate(schema: unknown, instance: unknown, budget: Budget): SchemaError[] | null {
  const errors: SchemaError[] = [];
  try {
    check(schema, instance as Json, null, 0, errors, budget);
  } catch (error) {
    if (error instanceof BudgetExhausted) return null;
    throw error;
  }
  // In instance order, never in the order the caller wrote an object's members.
  const keyed = errors.map((error) => ({ error, pointer: jsonPointer(...error.path) }));
  keyed.sort((a, b) => comparePointers(a.pointer, b.pointer) || compareText(a.error.keyword, b.error.keyword) || compareText(a.error.reason, b.error.reason));
  return keyed.map((entry) => entry.error);
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Evaluates one schema node against one value. With `errors` it records every failure (with its
 * path); without (a branch of anyOf/oneOf/not) it only answers whether the value passes, and
 * stops at the first failure.
 */
function check(schema: unknown, value: Json, path: Path, depth: number, errors: SchemaError[] | null, budget: Budget): boolean {
  if (--budget.left < 0) {
    budget.left = 0;
    throw new BudgetExhausted();
  }
  if (schema === true || depth > MAX_DEPTH) return true;
  if (schema === false) {
    errors?.push({ path: segments(path), keyword: 'false', reason: 'the schema is false: no value is allowed' });
    return false;
  }
  if (!isRecord(schema)) return true;
  let ok = true;
  // Records a failure; false when the caller only asks for a verdict (stop now).
  const fail = (keyword: string, reason: string, at: Path = path): boolean => {
    ok = false;
    if (errors === null) return false;
    errors.push({ path: segments(at), keyword, reason });
    return true;
  };

  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => typeof type === 'string' && hasType(value, type)) && !fail('type', `must be ${types.map(String).join(' or ')}, is ${typeOf(value)}`)) return false;
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((option) => equal(option, value)) && !fail('enum', 'not one of the allowed values')) return false;
  if (has(schema, 'const') && !equal(schema.const as Json, value) && !fail('const', 'not the required constant')) return false;

  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum && !fail('minimum', `must be ≥ ${schema.minimum}`)) return false;
    if (typeof schema.maximum === 'number' && value > schema.maximum && !fail('maximum', `must be ≤ ${schema.maximum}`)) return false;
    if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum && !fail('exclusiveMinimum', `must be > ${schema.exclusiveMinimum}`)) return false;
    if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum && !fail('exclusiveMaximum', `must be < ${schema.exclusiveMaximum}`)) return false;
  }
  if (typeof value === 'string' && (typeof schema.minLength === 'number' || typeof schema.maxLength === 'number')) {
    const length = codePoints(value);
    if (typeof schema.minLength === 'number' && length < schema.minLength && !fail('minLength', `must have at least ${schema.minLength} characters`)) return false;
    if (typeof schema.maxLength === 'number' && length > schema.maxLength && !fail('maxLength', `must have at most ${schema.maxLength} characters`)) return false;
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems && !fail('minItems', `must have at least ${schema.minItems} items`)) return false;
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems && !fail('maxItems', `must have at most ${schema.maxItems} items`)) return false;
    if (schema.items !== undefined) {
      for (let i = 0; i < value.length; i++) {
        if (!check(schema.items, value[i] as Json, down(path, i), depth + 1, errors, budget)) {
          ok = false;
          if (errors === null) return false;
        }
      }
    }
  }
  if (isRecord(value)) {
    const keys = Object.keys(value);
    if (typeof schema.minProperties === 'number' && keys.length < schema.minProperties && !fail('minProperties', `must have at least ${schema.minProperties} properties`)) return false;
    if (typeof schema.maxProperties === 'number' && keys.length > schema.maxProperties && !fail('maxProperties', `must have at most ${schema.maxProperties} properties`)) return false;
    if (Array.isArray(schema.required)) {
      for (const key of schema.required) {
        if (typeof key === 'string' && !has(value, key) && !fail('required', 'required property is missing', down(path, key))) return false;
      }
    }
    const properties = isRecord(schema.properties) ? schema.properties : null;
    const additional = has(schema, 'additionalProperties') ? schema.additionalProperties : undefined;
    for (const key of keys) {
      let sub: unknown;
      if (properties !== null && has(properties, key)) sub = properties[key];
      else if (additional === false) {
        if (!fail('additionalProperties', 'property is not allowed', down(path, key))) return false;
        continue;
      } else sub = additional;
      if (sub !== undefined && !check(sub, value[key] as Json, down(path, key), depth + 1, errors, budget)) {
        ok = false;
        if (errors === null) return false;
      }
    }
  }
  if (Array.isArray(schema.allOf)) {
    for (const sub of schema.allOf) {
      if (!check(sub, value, path, depth + 1, errors, budget)) {
        ok = false;
        if (errors === null) return false;
      }
    }
  }
  if (Array.isArray(schema.anyOf) && !schema.anyOf.some((sub) => check(sub, value, path, depth + 1, null, budget)) && !fail('anyOf', 'matches none of the anyOf schemas')) return false;
  if (Array.isArray(schema.oneOf)) {
    let matched = 0;
    for (const sub of schema.oneOf) if (check(sub, value, path, depth + 1, null, budget)) matched++;
    if (matched !== 1 && !fail('oneOf', `matches ${matched} of the oneOf schemas, not exactly one`)) return false;
  }
  if (has(schema, 'not') && check(schema.not, value, path, depth + 1, null, budget) && !fail('not', 'matches the schema under not')) return false;
  return ok;
}
