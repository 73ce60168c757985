import { canonicalize, jsonPointer, type JsonValue } from '@evidence-check/core-receipt';
import { parsePath, PathTrie } from '@evidence-check/json-paths';
import type { Input } from '../generated/schema.js';
import { idKey, isJsonTypeName, quote, quoteJson, subjectOf } from './json.js';
import { readMediaType } from './media-type.js';
import { always, isRequired, never, type FieldPath, type PathRule, type StablePath, type TypedPath } from './paths.js';
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
  return rules;
}

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
  for (const [path, type] of Object.entries(contract.field_types ?? {})) {
    const parsed = parsePath(path);
    if (!parsed.ok) problems.push({ pointer: at('field_types', path), field: `field_types["${path}"]`, reason: parsed.reason });
    else if (!isJsonTypeName(type)) {
      problems.push({
        pointer: at('field_types', path),
        field: `field_types["${path}"]`,
        reason: `"${type}" is not one of string, number, integer, boolean, object, array, null`,
      });
    } else types.add(parsed.segments, { path: quote(path), segments: parsed.segments, type });
  }

  const stable = new PathTrie<StablePath>(always);
  for (const [path, value] of Object.entries(contract.stable_values ?? {})) {
    const parsed = parsePath(path);
    if (!parsed.ok) problems.push({ pointer: at('stable_values', path), field: `stable_values["${path}"]`, reason: parsed.reason });
    else stable.add(parsed.segments, { path: quote(path), segments: parsed.segments, value: value as JsonValue, quoted: quoteJson(value, canonicalize(value)) });
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
    problems,
  };
}
