// Tool schemas in the spelling every MCP client can map: the product schemas are valid JSON Schema
// 2020-12, but clients that translate tool schemas into a single-`type` dialect (the OpenAPI subset
// of Gemini function declarations, among others) drop or reject `type` arrays and schemas with no
// keyword at all. The MCP inspector's `--strict` lint names both; this rewrite is equivalent (the
// same instances validate) and leaves the products' own exported schemas untouched.

type Schema = { [key: string]: unknown };

/** Keywords that make a schema assert something (the inspector's list); `if` counts with `then`/`else`. */
const CONSTRAINING = new Set([
  'type', 'enum', 'const', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum',
  'maxLength', 'minLength', 'pattern', 'format', 'contentMediaType', 'contentEncoding', 'contentSchema',
  'maxItems', 'minItems', 'uniqueItems', 'maxContains', 'minContains', 'maxProperties', 'minProperties',
  'required', 'dependentRequired', 'allOf', 'anyOf', 'oneOf', 'not', 'items', 'prefixItems', 'contains',
  'additionalItems', 'unevaluatedItems', 'properties', 'patternProperties', 'additionalProperties',
  'unevaluatedProperties', 'propertyNames', 'dependentSchemas', 'dependencies', '$ref', '$dynamicRef', '$recursiveRef',
]);
/** Every JSON type once (`integer` is a kind of `number`). */
const JSON_TYPES = ['string', 'number', 'boolean', 'object', 'array', 'null'] as const;
export const ANY_JSON_DESCRIPTION = 'Any JSON value: the schema leaves it open and the check judges it (a wrong type is a finding, not a refusal).';

/** Keywords that constrain one JSON type only (JSON Schema 2020-12 Validation §6.2–6.5, Applicator §10.3). */
const TYPE_KEYWORDS: Record<string, readonly string[]> = {
  array: ['items', 'prefixItems', 'contains', 'minContains', 'maxContains', 'minItems', 'maxItems', 'uniqueItems', 'unevaluatedItems'],
  object: ['properties', 'patternProperties', 'additionalProperties', 'propertyNames', 'required', 'dependentRequired', 'dependentSchemas', 'minProperties', 'maxProperties', 'unevaluatedProperties'],
  string: ['minLength', 'maxLength', 'pattern', 'format', 'contentEncoding', 'contentMediaType', 'contentSchema'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
};

const SINGLE = ['items', 'contains', 'not', 'propertyNames', 'if', 'then', 'else', 'additionalProperties', 'unevaluatedProperties', 'additionalItems', 'unevaluatedItems', 'contentSchema'];
const LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

function constrains(node: Schema): boolean {
  return Object.keys(node).some((key) => CONSTRAINING.has(key)) || ('if' in node && ('then' in node || 'else' in node));
}

/** The schema with `type` arrays as `anyOf` branches and keyword-less schemas spelled as "any JSON value". */
export function portableSchema(schema: unknown, keyword?: string): unknown {
  if (!isSchema(schema)) return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (SINGLE.includes(key)) out[key] = portableSchema(value, key);
    else if (LISTS.includes(key) && Array.isArray(value)) out[key] = value.map((item) => portableSchema(item, key));
    else if (MAPS.includes(key) && isSchema(value)) out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, portableSchema(sub, key)]));
    else out[key] = value;
  }
  if (Array.isArray(out.type)) {
    // Each keyword that applies to one type only moves into that type's branch (it never constrained
    // the others), so strict validators find no `items` without `type: "array"` and the like.
    const keywordsOf = (type: string) => TYPE_KEYWORDS[type === 'integer' ? 'number' : type] ?? [];
    const moved = new Set<string>();
    const branches = (out.type as string[]).map((type) => {
      const branch: Schema = { type };
      for (const key of keywordsOf(type)) {
        if (key in out) {
          branch[key] = out[key];
          moved.add(key);
        }
      }
      return branch;
    });
    for (const key of moved) delete out[key];
    delete out.type;
    if (out.anyOf === undefined) out.anyOf = branches;
    else out.allOf = [...((out.allOf as unknown[] | undefined) ?? []), { anyOf: branches }];
  }
  // Under `not`, `{}` is the exact always-true schema; everywhere else say what the value may be.
  if (keyword !== 'not' && !constrains(out)) {
    out.anyOf = JSON_TYPES.map((type) => ({ type }));
    out.description ??= ANY_JSON_DESCRIPTION;
  }
  return out;
}
