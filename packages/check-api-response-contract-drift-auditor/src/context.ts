import { canonicalize, jsonPointer, type JsonValue } from '@evidence-check/core-receipt';
import type { Input } from './generated/schema.js';
import { idKey, isJsonTypeName, quote, quoteJson, subjectOf, type JsonTypeName, type Quoted } from './json.js';
import { readMediaType } from './media-type.js';
import { parsePath, PathTrie } from '@evidence-check/json-paths';
import { readExpectedStatus, type StatusMatcher } from './status.js';

export type Contract = Input['contracts'][number];
export type Response = Input['responses'][number];

/** A dotted path a contract names: `path` as findings quote it (see `quote`), `segments` parsed. */
export interface PathRule {
  path: string;
  segments: string[];
}

export type FieldPath = PathRule & { kind: 'required' | 'forbidden' };
export type TypedPath = PathRule & { type: JsonTypeName };
/** The expected value and how findings quote it, computed once per contract. */
export type StablePath = PathRule & { value: JsonValue; quoted: Quoted };
export const isRequired = (payload: FieldPath): boolean => payload.kind === 'required';
/** The `must` of the stable-value trie (every stable path must be present) and of the type trie (none must): one function each, so the trie's listings of missing paths serve every response. */
export const always = (): boolean => true;
export const never = (): boolean => false;

export interface ContractProblem {
  pointer: string;
  field: string;
  reason: string;
}

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

export interface ResponseView {
  index: number;
  response: Response;
  subject: string;
  /** The contract it is held to (the first declared with its id), or null when the id is unknown. */
  contract: ContractView | null;
}

/**
 * At most this many findings of one body code are itemised per response; the rest are counted in
 * the report (`omitted`). Without a cap, a contract of thousands of paths times 1000 responses
 * would answer with millions of findings.
 */
export const FINDINGS_PER_RESPONSE = 10;

/**
 * A duplicate finding lists at most this many positions of its set (the first ones); `count` is
 * always the full size. Listing every position in every member's finding would make the result
 * grow with the square of the set.
 */
export const LISTED_POSITIONS = 20;

/** The 1-based positions a duplicate finding lists, computed once per set. */
export const listedPositions = (indices: readonly number[]): number[] => indices.slice(0, LISTED_POSITIONS).map((index) => index + 1);

export interface AuditContext {
  contracts: ContractView[];
  /** Contract id (canonical JSON) to the positions declaring it, in input order. */
  contractPositions: Map<string, number[]>;
  responses: ResponseView[];
  /** Contract id (canonical JSON) to the number of responses naming it. */
  responseCounts: Map<string, number>;
  /** Per response index: body findings past the cap, by code. */
  omitted: Map<number, Record<string, number>>;
}

/**
 * Itemises findings of one code for one response up to the cap and counts the rest; `close`
 * records how many were not itemised.
 */
export class Cap {
  #count = 0;
  /** How many more findings may be itemised. */
  get room(): number {
    return Math.max(0, FINDINGS_PER_RESPONSE - this.#count);
  }
  /** Counts `n` findings, of which the caller itemises at most the `room` it read before. */
  count(n: number): void {
    this.#count += n;
  }
  close(ctx: AuditContext, responseIndex: number, code: string): void {
    const over = this.#count - FINDINGS_PER_RESPONSE;
    if (over <= 0) return;
    const omitted = ctx.omitted.get(responseIndex) ?? {};
    omitted[code] = over;
    ctx.omitted.set(responseIndex, omitted);
  }
}

function readPaths(
  value: unknown,
  base: Array<string | number>,
  field: string,
  problems: ContractProblem[],
): PathRule[] {
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

function viewContract(contract: Contract, index: number): ContractView {
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

/** Indexes contracts by id (first declaration wins) and ties each response to its contract. */
export function prepare(input: Input): AuditContext {
  const contracts = input.contracts.map(viewContract);
  const contractPositions = new Map<string, number[]>();
  const byKey = new Map<string, ContractView>();
  for (const view of contracts) {
    const positions = contractPositions.get(view.key);
    if (positions) positions.push(view.index);
    else {
      contractPositions.set(view.key, [view.index]);
      byKey.set(view.key, view);
    }
  }
  const responseCounts = new Map<string, number>();
  const responses = input.responses.map((response, index): ResponseView => {
    const key = idKey(response.contract_id);
    responseCounts.set(key, (responseCounts.get(key) ?? 0) + 1);
    return { index, response, subject: subjectOf(response.id), contract: byKey.get(key) ?? null };
  });
  return { contracts, contractPositions, responses, responseCounts, omitted: new Map() };
}
