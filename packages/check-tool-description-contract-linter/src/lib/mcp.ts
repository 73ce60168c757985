// The MCP `Tool` fields (specification 2025-11-25, schema.ts `Tool`, `ToolAnnotations`,
// `ToolExecution`, `Icon`): what the official TypeScript SDK's `ToolSchema` accepts, and the MCP
// Inspector's schema-portability walk. Pure readers of the caller's JSON; no caller text becomes a
// pattern.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonRecord = { [key: string]: Json };

export const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);
const has = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** The two schema fields of an MCP tool. */
export const SCHEMA_FIELDS = ['inputSchema', 'outputSchema'] as const;
export type SchemaField = (typeof SCHEMA_FIELDS)[number];

/** The hints of `ToolAnnotations` (all optional booleans). */
export const HINTS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const;
export type Hint = (typeof HINTS)[number];

/**
 * Why an `inputSchema` / `outputSchema` value is not what MCP requires (schema.ts `Tool`: a JSON
 * Schema object with `type: "object"` at the root, `properties` an object of schema objects,
 * `required` a list of strings); null when it is.
 */
export function toolSchemaProblem(value: unknown): string | null {
  if (!isRecord(value)) return value === null ? 'null, not a JSON Schema object' : Array.isArray(value) ? 'an array, not a JSON Schema object' : `a ${typeof value}, not a JSON Schema object`;
  if (!has(value, 'type')) return 'no "type": MCP requires "type": "object" at the root';
  if (value.type !== 'object') return `"type" is ${JSON.stringify(value.type)}: MCP requires "type": "object" at the root`;
  if (has(value, 'properties')) {
    const properties = value.properties;
    if (!isRecord(properties)) return '"properties" is not an object';
    const bad = Object.keys(properties).filter((key) => typeof properties[key] !== 'object' || properties[key] === null).sort();
    if (bad.length > 0) return `"properties" member ${JSON.stringify(bad[0])} is not a schema object`;
  }
  if (has(value, 'required')) {
    const required = value.required;
    if (!Array.isArray(required) || required.some((entry) => typeof entry !== 'string')) return '"required" is not a list of strings';
  }
  return null;
}

export interface FieldProblem {
  /** Path segments under the tool. */
  path: (string | number)[];
  field: string;
  reason: string;
}

/**
 * The other MCP `Tool` fields the SDK's `ToolSchema` types: `title` (string), `annotations`
 * (object: `title` string, hints boolean), `execution` (object: `taskSupport` one of `required`,
 * `optional`, `forbidden`), `icons` (list of objects with a string `src`, optional string
 * `mimeType`, list of string `sizes`, `theme` `light` or `dark`), `_meta` (object).
 */
export function fieldProblems(tool: JsonRecord): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (path: (string | number)[], reason: string) => problems.push({ path, field: path.join('.'), reason });
  if (has(tool, 'title') && typeof tool.title !== 'string') add(['title'], 'not a string');
  if (has(tool, 'annotations')) {
    const annotations = tool.annotations;
    if (!isRecord(annotations)) add(['annotations'], 'not an object');
    else {
      if (has(annotations, 'title') && typeof annotations.title !== 'string') add(['annotations', 'title'], 'not a string');
      for (const hint of HINTS) if (has(annotations, hint) && typeof annotations[hint] !== 'boolean') add(['annotations', hint], 'not a boolean');
    }
  }
  if (has(tool, 'execution')) {
    const execution = tool.execution;
    if (!isRecord(execution)) add(['execution'], 'not an object');
    else if (has(execution, 'taskSupport') && !['required', 'optional', 'forbidden'].includes(execution.taskSupport as string)) {
      add(['execution', 'taskSupport'], 'not one of "required", "optional", "forbidden"');
    }
  }
  if (has(tool, 'icons')) {
    const icons = tool.icons;
    if (!Array.isArray(icons)) add(['icons'], 'not a list');
    else {
      icons.forEach((icon, index) => {
        const reason = iconProblem(icon);
        if (reason !== null) add(['icons', index], reason);
      });
    }
  }
  if (has(tool, '_meta') && !isRecord(tool._meta)) add(['_meta'], 'not an object');
  return problems;
}

function iconProblem(icon: Json): string | null {
  if (!isRecord(icon)) return 'not an object';
  if (typeof icon.src !== 'string') return '"src" is not a string';
  if (has(icon, 'mimeType') && typeof icon.mimeType !== 'string') return '"mimeType" is not a string';
  if (has(icon, 'sizes') && !(Array.isArray(icon.sizes) && icon.sizes.every((size) => typeof size === 'string'))) return '"sizes" is not a list of strings';
  if (has(icon, 'theme') && icon.theme !== 'light' && icon.theme !== 'dark') return '"theme" is not "light" or "dark"';
  return null;
}

/** The boolean hints an annotations object states (a hint of another type is not read). */
export function statedHints(annotations: unknown): Partial<Record<Hint, boolean>> {
  const hints: Partial<Record<Hint, boolean>> = {};
  if (!isRecord(annotations)) return hints;
  for (const hint of HINTS) {
    const value = annotations[hint];
    if (typeof value === 'boolean') hints[hint] = value;
  }
  return hints;
}

// ── The MCP Inspector's schema-portability walk (inspector 2.12, clients/cli `lintToolSchemas`) ──

/** The Inspector's rule names, each one portability hazard. */
export type PortabilityRule = 'boolean-schema' | 'type-union' | 'remote-ref' | 'untyped-schema';

export interface PortabilityProblem {
  rule: PortabilityRule;
  /** Path segments under the schema field. */
  path: (string | number)[];
  detail: string;
}

const BOOLEAN_VALUED = new Set(['additionalProperties', 'unevaluatedProperties', 'additionalItems', 'unevaluatedItems']);
const SUBSCHEMA = ['items', 'contains', 'not', 'propertyNames', 'if', 'then', 'else', 'additionalProperties', 'unevaluatedProperties', 'additionalItems', 'unevaluatedItems', 'contentSchema'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', 'dependencies', '$defs', 'definitions'];
const CONSTRAINING = new Set([
  'type', 'enum', 'const', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength',
  'pattern', 'format', 'contentMediaType', 'contentEncoding', 'contentSchema', 'maxItems', 'minItems', 'uniqueItems', 'maxContains',
  'minContains', 'maxProperties', 'minProperties', 'required', 'dependentRequired', 'allOf', 'anyOf', 'oneOf', 'not', 'items',
  'prefixItems', 'contains', 'additionalItems', 'unevaluatedItems', 'properties', 'patternProperties', 'additionalProperties',
  'unevaluatedProperties', 'propertyNames', 'dependentSchemas', 'dependencies', '$ref', '$dynamicRef', '$recursiveRef',
]);
const TYPES = new Set(['null', 'boolean', 'object', 'array', 'number', 'string', 'integer']);
/** Nesting deeper than this is not walked (the Inspector's bound). */
export const MAX_SCHEMA_DEPTH = 64;

type Visit = (child: Json, path: (string | number)[], keyword: string) => void;

function forEachSubschema(node: JsonRecord, path: (string | number)[], visit: Visit): void {
  for (const key of SUBSCHEMA_MAPS) {
    const map = node[key];
    if (!isRecord(map)) continue;
    for (const name of Object.keys(map)) visit(map[name] as Json, [...path, key, name], key);
  }
  for (const key of SUBSCHEMA_LISTS) {
    const list = node[key];
    if (Array.isArray(list)) list.forEach((sub, i) => visit(sub, [...path, key, i], key));
  }
  for (const key of SUBSCHEMA) {
    if (!has(node, key)) continue;
    const value = node[key] as Json;
    if (key === 'items' && Array.isArray(value)) value.forEach((sub, i) => visit(sub, [...path, key, i], key));
    else visit(value, [...path, key], key);
  }
}

function declaresAnyId(node: Json, depth: number): boolean {
  if (depth > MAX_SCHEMA_DEPTH || !isRecord(node)) return false;
  if (typeof node.$id === 'string' && node.$id !== '') return true;
  let found = false;
  forEachSubschema(node, [], (child) => {
    if (!found) found = declaresAnyId(child, depth + 1);
  });
  return found;
}

/**
 * The portability hazards of one schema object, in walk order: a bare `true`/`false` where a
 * schema object is expected (except the four boolean-valued keywords), a `type` list, a `$ref`
 * outside the document (unless the schema declares an `$id`), a schema that constrains nothing.
 */
export function portabilityProblems(schema: JsonRecord): PortabilityProblem[] {
  const problems: PortabilityProblem[] = [];
  const embeddedIds = declaresAnyId(schema, 0);
  const walk = (node: Json, path: (string | number)[], keyword: string | undefined, depth: number): void => {
    if (depth > MAX_SCHEMA_DEPTH) return;
    if (typeof node === 'boolean') {
      if (keyword !== undefined && BOOLEAN_VALUED.has(keyword)) return;
      problems.push({ rule: 'boolean-schema', path, detail: `bare ${String(node)} where a schema object is expected` });
      return;
    }
    if (!isRecord(node)) return;
    const type = node.type;
    if (Array.isArray(type) && type.length > 0 && type.every((t) => typeof t === 'string' && TYPES.has(t)) && new Set(type).size === type.length) {
      problems.push({ rule: 'type-union', path, detail: `"type" is a list (${JSON.stringify(type)})` });
    }
    const ref = node.$ref;
    if (typeof ref === 'string' && ref !== '' && !ref.startsWith('#') && !embeddedIds) {
      problems.push({ rule: 'remote-ref', path, detail: `"$ref" points outside this document (${JSON.stringify(ref)})` });
    }
    const constrains = Object.keys(node).some((key) => CONSTRAINING.has(key)) || (has(node, 'if') && (has(node, 'then') || has(node, 'else')));
    if (!constrains && keyword !== 'not') problems.push({ rule: 'untyped-schema', path, detail: 'no validation keyword: it accepts any value' });
    forEachSubschema(node, path, (child, childPath, childKeyword) => walk(child, childPath, childKeyword, depth + 1));
  };
  walk(schema, [], undefined, 0);
  return problems;
}
