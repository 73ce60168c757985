// What every rule and the report read, prepared once: each contract's fields read (and their
// problems), and each call's tool, contract, ordinal, missing and forbidden arguments, and failure.
import { jsonPointer, type Identifier } from '@evidence-check/core-receipt';
import type { Input } from './generated/schema.js';
import { boundedId, isFailed, MAX_LISTED_MISSING, MAX_NAME_LENGTH, toolName } from './lib/names.js';
import { unevaluatedKeywords, validate, VALIDATION_BUDGET, type Budget, type SchemaError } from './lib/json-schema.js';
import { buildTrie, parseArgumentPath, presentPaths, type PathTrie } from './lib/paths.js';

/** A JSON Schema a contract states, read from an open key (snake_case first, then the MCP spelling). */
export interface ContractSchema {
  key: string;
  value: unknown;
  /** Keywords this check does not evaluate (sorted). */
  unevaluated: string[];
}

/** Reads the first present spelling of an open key. */
function openKey(item: Record<string, unknown>, keys: readonly string[]): { key: string; value: unknown } | null {
  for (const key of keys) if (Object.prototype.hasOwnProperty.call(item, key)) return { key, value: item[key] };
  return null;
}
export const INPUT_SCHEMA_KEYS = ['input_schema', 'inputSchema'] as const;
export const OUTPUT_SCHEMA_KEYS = ['output_schema', 'outputSchema'] as const;
export const STRUCTURED_KEYS = ['structured_content', 'structuredContent'] as const;
export const IS_ERROR_KEYS = ['is_error', 'isError'] as const;
export const CONTENT_KEYS = ['content'] as const;

export type ArgumentField = 'required_arguments' | 'forbidden_arguments';

export interface ArgumentRule {
  /** The path as the contract writes it. */
  text: string;
  segments: string[];
}

export interface FieldProblem {
  field: string;
  pointer: string;
  value: unknown;
  reason: string;
}

export interface ContractEntry {
  index: number;
  /** A non-blank string, or null when `tool` is not one. */
  tool: string | null;
  /** Absent or invalid: true (a contract exists, so the tool is allowed unless it says otherwise). */
  allowed: boolean;
  maxCalls: number | null;
  required: ArgumentRule[];
  forbidden: ArgumentRule[];
  requiredTrie: PathTrie;
  forbiddenTrie: PathTrie;
  /** Fields that are flagged and then ignored. */
  problems: FieldProblem[];
  inputSchema: ContractSchema | null;
  outputSchema: ContractSchema | null;
}

export interface CallEntry {
  index: number;
  id: Identifier | null;
  tool: string | null;
  /** The first contract for the call's tool. */
  contract: ContractEntry | null;
  /** 1-based: this is the n-th recorded call to its tool. */
  ordinal: number;
  argumentsIsObject: boolean;
  /** The first MAX_LISTED_MISSING missing required paths, in contract order. */
  missing: string[];
  missingCount: number;
  /** Present forbidden paths: the contract's text and the keys it resolved to. */
  forbiddenPresent: Array<{ text: string; segments: string[] }>;
  failed: boolean;
  /** The recorded result's isError, when it is a boolean. */
  isError: boolean | null;
  /** Errors of `arguments` against the contract's input schema (null: no schema applied). */
  argumentErrors: SchemaError[] | null;
  /** Schema checks of this call left undone because the run's validation budget ran out. */
  skipped: Array<'arguments' | 'structured content'>;
  /** The recorded JSON-RPC `error` object, when present. */
  rpcError: { value: Record<string, unknown>; code: number | null } | null;
  /** The call records a tool result: `content`, `isError` or structured content. */
  recordsResult: boolean;
  /** The recorded structured content (key and value), when present. */
  structured: { key: string; value: unknown } | null;
  /** Errors of the structured content against the contract's output schema (null: not applied). */
  structuredErrors: SchemaError[] | null;
  /** The call records a result (content, isError or structured content) without structured content, though the contract has an output schema and the result is no error. */
  structuredMissing: boolean;
}

export interface Context {
  input: Input;
  contracts: ContractEntry[];
  calls: CallEntry[];
  /** The first contract of each valid tool name, in contract order. */
  contractByTool: Map<string, ContractEntry>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function argumentRules(contract: Input['contracts'][number], index: number, field: ArgumentField, problems: FieldProblem[]): ArgumentRule[] {
  const value = contract[field];
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    problems.push({ field, pointer: jsonPointer('contracts', index, field), value, reason: 'must be a list of argument paths' });
    return [];
  }
  const rules: ArgumentRule[] = [];
  const seen = new Set<string>();
  value.forEach((entry: unknown, position) => {
    // The field and pointer are spelled out only for an entry that is flagged.
    const flag = (reason: string): void => {
      problems.push({ field: `${field}[${position + 1}]`, pointer: jsonPointer('contracts', index, field, position), value: entry, reason });
    };
    if (typeof entry !== 'string') {
      flag('must be a string');
      return;
    }
    if (entry.length > MAX_NAME_LENGTH) {
      flag(`is longer than ${MAX_NAME_LENGTH} characters`);
      return;
    }
    const parsed = parseArgumentPath(entry);
    if (!parsed.ok) {
      flag(parsed.reason);
      return;
    }
    // A path listed twice is one rule.
    const key = JSON.stringify(parsed.segments);
    if (seen.has(key)) return;
    seen.add(key);
    rules.push({ text: entry, segments: parsed.segments });
  });
  return rules;
}

function readContract(contract: Input['contracts'][number], index: number): ContractEntry {
  const problems: FieldProblem[] = [];
  let allowed = true;
  if (contract.allowed !== undefined) {
    if (typeof contract.allowed === 'boolean') allowed = contract.allowed;
    else problems.push({ field: 'allowed', pointer: jsonPointer('contracts', index, 'allowed'), value: contract.allowed, reason: 'must be true or false' });
  }
  let maxCalls: number | null = null;
  if (contract.max_calls !== undefined) {
    if (typeof contract.max_calls === 'number' && Number.isInteger(contract.max_calls) && contract.max_calls >= 0) maxCalls = contract.max_calls;
    else problems.push({ field: 'max_calls', pointer: jsonPointer('contracts', index, 'max_calls'), value: contract.max_calls, reason: 'must be a whole number, 0 or more' });
  }
  const schema = (keys: readonly string[]): ContractSchema | null => {
    const found = openKey(contract as Record<string, unknown>, keys);
    if (found === null) return null;
    const { key, value } = found;
    if (typeof value !== 'boolean' && (typeof value !== 'object' || value === null || Array.isArray(value))) {
      problems.push({ field: key, pointer: jsonPointer('contracts', index, key), value, reason: 'must be a JSON Schema (an object or a boolean)' });
      return null;
    }
    return { key, value, unevaluated: unevaluatedKeywords(value) };
  };
  const inputSchema = schema(INPUT_SCHEMA_KEYS);
  const outputSchema = schema(OUTPUT_SCHEMA_KEYS);
  const required = argumentRules(contract, index, 'required_arguments', problems);
  const forbidden = argumentRules(contract, index, 'forbidden_arguments', problems);
  return {
    index,
    tool: toolName(contract.tool),
    allowed,
    maxCalls,
    required,
    forbidden,
    requiredTrie: buildTrie(required.map((rule) => rule.segments)),
    forbiddenTrie: buildTrie(forbidden.map((rule) => rule.segments)),
    problems,
    inputSchema,
    outputSchema,
  };
}

export function prepare(input: Input): Context {
  const contracts = input.contracts.map(readContract);
  const contractByTool = new Map<string, ContractEntry>();
  for (const contract of contracts) if (contract.tool !== null && !contractByTool.has(contract.tool)) contractByTool.set(contract.tool, contract);

  const counts = new Map<string, number>();
  const budget: Budget = { left: VALIDATION_BUDGET };
  const calls = input.calls.map((call, index): CallEntry => {
    const tool = toolName(call.tool);
    const contract = tool === null ? null : contractByTool.get(tool) ?? null;
    const ordinal = tool === null ? 0 : (counts.get(tool) ?? 0) + 1;
    if (tool !== null) counts.set(tool, ordinal);
    const argumentsIsObject = isObject(call.arguments);
    const missing: string[] = [];
    let missingCount = 0;
    let forbiddenPresent: CallEntry['forbiddenPresent'] = [];
    if (contract && argumentsIsObject) {
      const present = new Set(presentPaths(call.arguments, contract.requiredTrie, false).map((path) => path.terminal));
      missingCount = contract.required.length - present.size;
      // Stops after MAX_LISTED_MISSING: the walk is bounded by the present paths plus the cap.
      for (let position = 0; position < contract.required.length && missing.length < Math.min(missingCount, MAX_LISTED_MISSING); position++) {
        if (!present.has(position)) missing.push((contract.required[position] as ArgumentRule).text);
      }
      forbiddenPresent = presentPaths(call.arguments, contract.forbiddenTrie).map((path) => ({
        text: (contract.forbidden[path.terminal] as ArgumentRule).text,
        segments: path.segments,
      }));
    }
    const record = call as Record<string, unknown>;
    const isErrorKey = openKey(record, IS_ERROR_KEYS);
    const isError = typeof isErrorKey?.value === 'boolean' ? isErrorKey.value : null;
    const skipped: CallEntry['skipped'] = [];
    let argumentErrors: SchemaError[] | null = null;
    if (contract?.inputSchema && argumentsIsObject) {
      argumentErrors = validate(contract.inputSchema.value, call.arguments, budget);
      if (argumentErrors === null) skipped.push('arguments');
    }
    const structured = openKey(record, STRUCTURED_KEYS);
    const output = contract?.outputSchema ?? null;
    // Structured content is checked whenever it is present, in an error result too, as the SDK client checks it.
    let structuredErrors: SchemaError[] | null = null;
    if (output !== null && structured !== null) {
      structuredErrors = validate(output.value, structured.value, budget);
      if (structuredErrors === null) skipped.push('structured content');
    }
    const recordsResult = isErrorKey !== null || structured !== null || openKey(record, CONTENT_KEYS) !== null;
    const structuredMissing = output !== null && structured === null && recordsResult && isError !== true;
    const errorValue = record.error;
    const rpcError =
      typeof errorValue === 'object' && errorValue !== null && !Array.isArray(errorValue)
        ? { value: errorValue as Record<string, unknown>, code: Number.isInteger((errorValue as Record<string, unknown>).code) ? ((errorValue as Record<string, unknown>).code as number) : null }
        : null;
    return {
      index, id: boundedId(call.id), tool, contract, ordinal, argumentsIsObject, missing, missingCount, forbiddenPresent,
      failed: isFailed(call.outcome) || isError === true || rpcError !== null,
      isError, argumentErrors, skipped, rpcError, recordsResult, structured, structuredErrors, structuredMissing,
    };
  });
  return { input, contracts, calls, contractByTool };
}
