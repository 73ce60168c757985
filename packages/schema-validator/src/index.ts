import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

type AddFormats = (ajv: Ajv2020) => unknown;
// ajv-formats is CommonJS; depending on the loader its function arrives as the default export or under `.default`.
const addFormats: AddFormats =
  (addFormatsModule as unknown as { default?: AddFormats }).default ?? (addFormatsModule as unknown as AddFormats);

export interface ValidationIssue {
  /** RFC 6901 pointer to the offending value (for a missing or extra key, to that key). */
  pointer: string;
  keyword: string;
  message: string;
}

export const MAX_ISSUES = 50;

export type Validator = (input: unknown) => ValidationIssue[];

function createAjv(): Ajv2020 {
  // strict: unknown keywords, missing types and ambiguous schemas are schema bugs, caught at compile time.
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true, validateFormats: true });
  addFormats(ajv);
  return ajv;
}

function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function toIssue(error: ErrorObject): ValidationIssue {
  const params = error.params as Record<string, unknown>;
  let pointer = error.instancePath;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    pointer += '/' + escape(params.missingProperty);
  } else if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    pointer += '/' + escape(params.additionalProperty);
  }
  let message = error.message ?? 'is invalid';
  if (error.keyword === 'additionalProperties') message = 'is not an allowed property';
  if (error.keyword === 'required') message = 'is required';
  if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    message = `must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  return { pointer, keyword: error.keyword, message };
}

/** Compiles once; the returned function lists at most MAX_ISSUES issues, none when valid. */
export function compileSchema(schema: object, ajv: Ajv2020 = createAjv()): Validator {
  const validate: ValidateFunction = ajv.compile(schema);
  return (input) => {
    if (validate(input)) return [];
    const seen = new Set<string>();
    const issues: ValidationIssue[] = [];
    for (const error of validate.errors ?? []) {
      const issue = toIssue(error);
      const key = `${issue.pointer}\u0000${issue.keyword}\u0000${issue.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      issues.push(issue);
      if (issues.length === MAX_ISSUES) break;
    }
    return issues;
  };
}

/** Compiles many schemas against one Ajv instance (shared formats, one compile each). */
export function compileSchemas<K extends string>(schemas: Record<K, object>): Record<K, Validator> {
  const ajv = createAjv();
  const out = {} as Record<K, Validator>;
  for (const key of Object.keys(schemas) as K[]) out[key] = compileSchema(schemas[key], ajv);
  return out;
}

/** A deep copy of `value` with the value at `pointer` replaced (for at-limit / past-limit tests). */
export function withValueAt<T>(value: T, pointer: string, replacement: unknown): T {
  const copy = structuredClone(value) as unknown;
  const segments = pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = segments.pop();
  if (last === undefined || pointer === '') return replacement as T;
  let target = copy as Record<string, unknown>;
  for (const segment of segments) target = target[segment] as Record<string, unknown>;
  target[last] = replacement;
  return copy as T;
}

/** A shallow copy of `object` without `key` (for "required key missing" tests). */
export function without(object: object, key: string): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...object };
  delete copy[key];
  return copy;
}

/** The first item of a sample's list, failing loudly when the sample has none. */
export function first<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('the sample needs at least one item here');
  return item;
}
