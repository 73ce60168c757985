// The x402 `bazaar` discovery extension of each product (`@x402/extensions/bazaar`): method POST,
// JSON body, the product's sample as the input example, its input schema, and its sandbox fixture
// result as the output example. The whole declaration travels base64-encoded in every 402's
// Payment-Required header (and is echoed in the client's Payment-Signature), so it must stay small:
// the first of these levels whose header fits the budget is used, per product.
//
//   full                     complete input schema, complete fixture result
//   abridged-output          complete input schema, fixture result without `report`, first 3 findings
//   minimal-output           complete input schema, fixture result's utility, version, status, summary
//   reduced-schema           reduced input schema (+ its schemaUrl), abridged output
//   reduced-schema-minimal   reduced input schema (+ its schemaUrl), minimal output
//   schema-url-only          last resort, always small: an open object schema naming the schemaUrl, no examples
//
// The reduced schema keeps the top-level members (name, JSON type), `required` and
// `additionalProperties`, and names the complete schema's URL in `description` and `x-schema-url`.
import { productUrls } from '@evidence-check/catalog-builder';
import type { CheckDefinition, CheckResult, JsonObject, JsonValue } from '@evidence-check/core-receipt';
import { declareDiscoveryExtension } from '@x402/extensions/bazaar';

/** Where the bazaar extension's JSON Schema holds the request body schema. */
export const BODY_SCHEMA_POINTER = '#/properties/input/properties/body';

export const BAZAAR_LEVELS = ['full', 'abridged-output', 'minimal-output', 'reduced-schema', 'reduced-schema-minimal', 'schema-url-only'] as const;
export type BazaarLevel = (typeof BAZAAR_LEVELS)[number];

/** Findings kept in an abridged output example. */
export const ABRIDGED_FINDINGS = 3;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Rewrites every local `$ref` (`#/...`) of a schema so that it resolves where the schema is embedded. */
function rebaseRefs(node: JsonValue, base: string): JsonValue {
  if (Array.isArray(node)) return node.map((item) => rebaseRefs(item, base));
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? base + value.slice(1) : rebaseRefs(value, base)]),
  );
}

/**
 * The complete input schema as the body schema of the extension: the same schema, with its local
 * references rebased to where it sits (`#/$defs/x` -> `#/properties/input/properties/body/$defs/x`)
 * and without `$schema`/`$id` (the extension's own root declares 2020-12; an `$id` would make it an
 * external resource, which the extension's validator refuses).
 */
export function embeddedInputSchema(schema: JsonObject): JsonObject {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rebaseRefs(rest, BODY_SCHEMA_POINTER) as JsonObject;
}

/** The JSON type of a top-level member, following one local `$ref` into `$defs`. */
function memberType(schema: JsonObject, member: JsonValue): JsonObject {
  if (!isObject(member)) return {};
  let target: JsonValue = member;
  const ref = member.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/$defs/')) target = (schema.$defs as JsonObject | undefined)?.[ref.slice('#/$defs/'.length)] ?? {};
  return isObject(target) && target.type !== undefined ? { type: target.type } : {};
}

/** The documented reduced schema: top-level members and their JSON types, `required`, the complete schema's URL. */
export function reducedInputSchema(schema: JsonObject, schemaUrl: string): JsonObject {
  const properties = isObject(schema.properties) ? schema.properties : {};
  return {
    type: 'object',
    description: `Reduced to top-level members and types; complete schema: ${schemaUrl}`,
    'x-schema-url': schemaUrl,
    ...(schema.required !== undefined ? { required: schema.required } : {}),
    ...(schema.additionalProperties !== undefined ? { additionalProperties: schema.additionalProperties } : {}),
    properties: Object.fromEntries(Object.entries(properties).map(([name, member]) => [name, memberType(schema, member)])),
  };
}

/** The fixture result without its report and with at most ABRIDGED_FINDINGS findings. */
export function abridgedOutput(result: CheckResult<unknown>): JsonObject {
  const { report: _report, ...rest } = result;
  return { ...rest, findings: result.findings.slice(0, ABRIDGED_FINDINGS) } as unknown as JsonObject;
}

export function minimalOutput(result: CheckResult<unknown>): JsonObject {
  return { utility: result.utility, version: result.version, status: result.status, summary: result.summary } as unknown as JsonObject;
}

export interface BazaarCandidate {
  level: BazaarLevel;
  extensions: Record<string, unknown>;
}

/** The declarations of one product, from the most complete to the smallest. */
export function bazaarCandidates(check: CheckDefinition, fixtureResult: CheckResult<unknown> | null, baseUrl: string): BazaarCandidate[] {
  const { schemaUrl } = productUrls(check.id, baseUrl);
  const full = embeddedInputSchema(check.inputSchema);
  const reduced = reducedInputSchema(check.inputSchema, schemaUrl);
  const outputs: Record<'full' | 'abridged' | 'minimal', JsonObject | null> = {
    full: fixtureResult as unknown as JsonObject | null,
    abridged: fixtureResult ? abridgedOutput(fixtureResult) : null,
    minimal: fixtureResult ? minimalOutput(fixtureResult) : null,
  };
  const declare = (inputSchema: JsonObject, example: JsonObject | null, input = check.sampleInput as Record<string, unknown>) =>
    declareDiscoveryExtension({ bodyType: 'json', input, inputSchema, ...(example ? { output: { example } } : {}) });
  const levels: Array<[BazaarLevel, JsonObject, JsonObject | null]> = [
    ['full', full, outputs.full],
    ['abridged-output', full, outputs.abridged],
    ['minimal-output', full, outputs.minimal],
    ['reduced-schema', reduced, outputs.abridged],
    ['reduced-schema-minimal', reduced, outputs.minimal],
  ];
  const urlOnly = { type: 'object', description: `Complete schema: ${schemaUrl}`, 'x-schema-url': schemaUrl };
  return [
    ...levels.map(([level, schema, example]) => ({ level, extensions: declare(schema, example) })),
    { level: 'schema-url-only' as const, extensions: declare(urlOnly, null, {}) },
  ];
}
