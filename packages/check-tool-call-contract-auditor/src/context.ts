// What every rule and the report read, prepared once: each contract's fields read (and their
// problems), and each call's tool, contract, ordinal, missing and forbidden arguments, and failure.
import { jsonPointer, type Identifier } from '@evidence-check/core-receipt';
import type { Input } from './generated/schema.js';
import { boundedId, isFailed, MAX_LISTED_MISSING, MAX_NAME_LENGTH, toolName } from './lib/names.js';
import { buildTrie, parseArgumentPath, presentPaths, type PathTrie } from './lib/paths.js';

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
  };
}

export function prepare(input: Input): Context {
  const contracts = input.contracts.map(readContract);
  const contractByTool = new Map<string, ContractEntry>();
  for (const contract of contracts) if (contract.tool !== null && !contractByTool.has(contract.tool)) contractByTool.set(contract.tool, contract);

  const counts = new Map<string, number>();
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
    return { index, id: boundedId(call.id), tool, contract, ordinal, argumentsIsObject, missing, missingCount, forbiddenPresent, failed: isFailed(call.outcome) };
  });
  return { input, contracts, calls, contractByTool };
}
