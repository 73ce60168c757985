import { canonicalize, jsonPointer, type JsonValue } from '@evidence-check/core-receipt';
import { parsePath, PathTrie } from '@evidence-check/json-paths';
import type { Input } from '../generated/schema.js';
import { idKey, isJsonTypeName, quote, quoteJson, subjectOf, type JsonTypeName } from './json.js';
import { readMediaType } from './media-type.js';
import { byPath, compareText } from './order.js';
import { always, isRequired, never, type AllowedPath, type FieldPath, type PathRule, type StablePath, type TypedPath } from './paths.js';
import { readExpectedStatus, type StatusMatcher } from './status.js';

export type Contract = Input['contracts'][number];

export interface ContractProblem {
  pointer: string;
  field: string;
  reason: string;
}

/** One contract, read once: its constraints as matchers and path tries, and what could not be read. */
export interface ContractView {
  index: number;
  contract: Contract;
  key: string;
  subject: string;
  /** Null when the contract states no such constraint or states it unreadably (see `problems`). */
  status: StatusMatcher | null;
  contentType: string | null;
  /** `required_fields` and `forbidden_fields`; a required path must be present. */
  fields: PathTrie<FieldPath>;
  types: PathTrie<TypedPath>;
  /** Every stable path must be present. */
  stable: PathTrie<StablePath>;
  /** `allowed_values` (an open key): the values a present field may hold (JSON Schema's `enum`). */
  allowed: PathTrie<AllowedPath>;
  /** `required_headers` (an open key): header field names, lower-cased, sorted, each once. */
  headers: string[];
  problems: ContractProblem[];
}

function readPaths(value: unknown, base: Array<string | number>, field: string, problems: ContractProblem[]): PathRule[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    problems.push({ pointer: jsonPointer(...base), field, reason: 'expected an array of dotted paths' });
    return [];
  }
  const rules: PathRule[] = [];
  const seen = new Set<string>();
  value.forEach((path: unknown, i) => {
    if (typeof path !== 'string') {
      problems.push({ pointer: jsonPointer(...base, i), field: `${field}[${i}]`, reason: 'a path is a string' });
      return;
    }
    const parsed = parsePath(path);
    if (!parsed.ok) problems.push({ pointer: jsonPointer(...base, i), field: `${field}[${i}]`, reason: parsed.reason });
    else if (!seen.has(path)) {
      seen.add(path);
      rules.push({ path: quote(path), segments: parsed.segments });
    }
  });
  return rules.sort(byPath);
}

/** The members of a path-keyed object in result order (by path), so its member order never shows. */
function entriesByPath(value: Record<string, unknown> | undefined): Array<[string, unknown]> {
  return Object.entries(value ?? {}).sort(([a], [b]) => compareText(a, b));
}

/** A type name or a type list (JSON Schema 2020-12 validation §6.1.1: unique names; `["string", "null"]` is nullable). */
function readTypes(value: unknown): { ok: true; types: JsonTypeName[] } | { ok: false; reason: string } {
  const names: unknown[] = Array.isArray(value) ? value : [value];
  if (names.length === 0) return { ok: false, reason: 'a type list names at least one type' };
  const types: JsonTypeName[] = [];
  for (const name of names) {
    if (typeof name !== 'string' || !isJsonTypeName(name)) {
      return { ok: false, reason: `${quoteJson(name, canonicalize(name as JsonValue)).json} is not one of string, number, integer, boolean, object, array, null` };
    }
    if (types.includes(name)) return { ok: false, reason: `"${name}" is listed twice` };
    types.push(name);
  }
  return { ok: true, types };
}

/** RFC 9110 §5.1: a field name is a token. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export function readContract(contract: Contract, index: number): ContractView {
  const problems: ContractProblem[] = [];
  const at = (...rest: Array<string | number>) => jsonPointer('contracts', index, ...rest);

  const status = readExpectedStatus(contract.expected_status);
  if (!status.ok) problems.push({ pointer: at('expected_status'), field: 'expected_status', reason: status.reason });

  let contentType: string | null = null;
  if (contract.expected_content_type !== undefined) {
    const media = readMediaType(contract.expected_content_type);
    if (media.ok) contentType = media.value;
    else problems.push({ pointer: at('expected_content_type'), field: 'expected_content_type', reason: media.reason });
  }

  const required = readPaths(contract.required_fields, ['contracts', index, 'required_fields'], 'required_fields', problems);
  const forbidden = readPaths(contract.forbidden_fields, ['contracts', index, 'forbidden_fields'], 'forbidden_fields', problems);

  const fields = new PathTrie<FieldPath>(isRequired);
  for (const { path, segments } of required) fields.add(segments, { path, segments, kind: 'required' });
  for (const { path, segments } of forbidden) fields.add(segments, { path, segments, kind: 'forbidden' });

  const types = new PathTrie<TypedPath>(never);
  for (const [path, type] of entriesByPath(contract.field_types)) {
    const parsed = parsePath(path);
    const read = readTypes(type);
    if (!parsed.ok) problems.push({ pointer: at('field_types', path), field: `field_types["${quote(path)}"]`, reason: parsed.reason });
    else if (!read.ok) problems.push({ pointer: at('field_types', path), field: `field_types["${quote(path)}"]`, reason: read.reason });
    else types.add(parsed.segments, { path: quote(path), segments: parsed.segments, types: read.types, expected: read.types.join(' or ') });
  }

  const stable = new PathTrie<StablePath>(always);
  for (const [path, value] of entriesByPath(contract.stable_values)) {
    const parsed = parsePath(path);
    if (!parsed.ok) problems.push({ pointer: at('stable_values', path), field: `stable_values["${quote(path)}"]`, reason: parsed.reason });
    else stable.add(parsed.segments, { path: quote(path), segments: parsed.segments, value: value as JsonValue, quoted: quoteJson(value, canonicalize(value)) });
  }

  const allowed = new PathTrie<AllowedPath>(never);
  const allowedValues: unknown = contract.allowed_values;
  if (allowedValues !== undefined && (allowedValues === null || typeof allowedValues !== 'object' || Array.isArray(allowedValues))) {
    problems.push({ pointer: at('allowed_values'), field: 'allowed_values', reason: 'expected an object of dotted paths to arrays of values' });
  } else {
    for (const [path, values] of entriesByPath(allowedValues as Record<string, unknown> | undefined)) {
      const parsed = parsePath(path);
      const field = `allowed_values["${quote(path)}"]`;
      if (!parsed.ok) problems.push({ pointer: at('allowed_values', path), field, reason: parsed.reason });
      else if (!Array.isArray(values) || values.length === 0) problems.push({ pointer: at('allowed_values', path), field, reason: 'expected a non-empty array of values' });
      else {
        const canonical = new Set(values.map((value) => canonicalize(value as JsonValue)));
        const containers = values.some((value) => value !== null && typeof value === 'object');
        allowed.add(parsed.segments, { path: quote(path), segments: parsed.segments, canonical, containers, quoted: quote(canonicalize(values as JsonValue)) });
      }
    }
  }

  const headers = new Set<string>();
  const requiredHeaders: unknown = contract.required_headers;
  if (requiredHeaders !== undefined && !Array.isArray(requiredHeaders)) {
    problems.push({ pointer: at('required_headers'), field: 'required_headers', reason: 'expected an array of header field names' });
  } else {
    (requiredHeaders ?? []).forEach((name: unknown, i: number) => {
      if (typeof name === 'string' && TOKEN.test(name)) headers.add(name.toLowerCase());
      else problems.push({ pointer: at('required_headers', i), field: `required_headers[${i}]`, reason: 'a header field name is a token (RFC 9110 §5.1)' });
    });
  }

  return {
    index,
    contract,
    key: idKey(contract.id),
    subject: subjectOf(contract.id),
    status: status.ok ? status.value : null,
    contentType,
    fields,
    types,
    stable,
    allowed,
    headers: [...headers].sort(compareText),
    problems,
  };
}
