import { canonicalize, jsonPointer } from '@evidence-check/core-receipt';
import { fromNumber, type Decimal } from '@evidence-check/exact-decimal';
import { parsePath, PathTrie } from '@evidence-check/json-paths';
import type { Input } from '../generated/schema.js';
import { quote, subjectOf } from './json.js';
import { MAX_VERSION_LENGTH, nameVersions } from './versions.js';

export type Contract = Input['contracts'][number];

/** A value that cannot be read: where it is, which key, and why. */
export interface Problem {
  pointer: string;
  field: string;
  reason: string;
}

/** A required dotted path: `path` as findings quote it (see `quote`), `segments` parsed. */
export interface RequiredPath {
  path: string;
  segments: string[];
}

export interface ContractView {
  index: number;
  contract: Contract;
  /** The event name, or null when it is not a non-empty string (the contract then governs nothing). */
  event: string | null;
  subject: string;
  /** Canonical JSON of each allowed version; null when no (readable) list is stated. */
  versions: Set<string> | null;
  /** The allowed versions as a VERSION_* finding names them (see `nameVersions`), computed once. */
  named: { text: string; list: Array<string | number> };
  required: PathTrie<RequiredPath>;
  signatureRequired: boolean;
  idempotencyRequired: boolean;
  maxAge: { seconds: Decimal; given: number } | null;
  /** How far a timestamp may lie from observed_at either way (open key `timestamp_tolerance_seconds`); null: the default. */
  tolerance: Tolerance | null;
  problems: Problem[];
}

export interface Tolerance {
  seconds: Decimal;
  given: number;
}

/**
 * Standard Webhooks' tolerance for the `webhook-timestamp` of an attempt, both ways: the reference
 * library's WEBHOOK_TOLERANCE_IN_SECONDS = 5 * 60 (Svix's too; Stripe's default tolerance is 300 s).
 */
export const DEFAULT_TOLERANCE: Tolerance = { seconds: fromNumber(300), given: 300 };

/** The `must` of the required-path trie: one function, so the trie's listings of missing paths serve every delivery. */
export const always = (): boolean => true;

/** Optional keys: absent and `null` both mean "not stated". */
export const stated = (value: unknown): boolean => value !== undefined && value !== null;

export function readFlag(value: unknown, pointer: string, field: string, problems: Problem[]): boolean {
  if (!stated(value)) return false;
  if (typeof value === 'boolean') return value;
  problems.push({ pointer, field, reason: 'expected true or false' });
  return false;
}

export function readContract(contract: Contract, index: number): ContractView {
  const problems: Problem[] = [];
  const at = (...rest: Array<string | number>) => jsonPointer('contracts', index, ...rest);
  const event = typeof contract.event === 'string' && contract.event.trim() !== '' ? contract.event : null;
  if (event === null) problems.push({ pointer: at('event'), field: 'event', reason: 'an event name is a non-empty string' });

  let versions: Set<string> | null = null;
  let named = nameVersions([]);
  if (stated(contract.allowed_versions)) {
    const list = contract.allowed_versions;
    if (!Array.isArray(list) || !list.every((v) => typeof v === 'string' || typeof v === 'number')) {
      problems.push({ pointer: at('allowed_versions'), field: 'allowed_versions', reason: 'expected an array of version strings or numbers' });
    } else if (list.some((v) => String(v).length > MAX_VERSION_LENGTH)) {
      problems.push({ pointer: at('allowed_versions'), field: 'allowed_versions', reason: `a version is at most ${MAX_VERSION_LENGTH} characters` });
    } else {
      const versionList = list as Array<string | number>;
      versions = new Set(versionList.map((v) => canonicalize(v)));
      named = nameVersions(versionList);
    }
  }

  const required = new PathTrie<RequiredPath>(always);
  if (stated(contract.required_fields)) {
    const list = contract.required_fields;
    if (!Array.isArray(list)) {
      problems.push({ pointer: at('required_fields'), field: 'required_fields', reason: 'expected an array of dotted paths' });
    } else {
      const seen = new Set<string>();
      list.forEach((path: unknown, i) => {
        const parsed = typeof path === 'string' ? parsePath(path) : ({ ok: false, reason: 'a path is a string' } as const);
        if (!parsed.ok) problems.push({ pointer: at('required_fields', i), field: `required_fields[${i}]`, reason: parsed.reason });
        else if (!seen.has(path as string)) {
          seen.add(path as string);
          required.add(parsed.segments, { path: quote(path as string), segments: parsed.segments });
        }
      });
    }
  }

  const signatureRequired = readFlag(contract.signature_required, at('signature_required'), 'signature_required', problems);
  const idempotencyRequired = readFlag(contract.idempotency_required, at('idempotency_required'), 'idempotency_required', problems);

  let maxAge: ContractView['maxAge'] = null;
  if (stated(contract.max_age_seconds)) {
    const value = contract.max_age_seconds;
    if (typeof value === 'number' && value >= 0) maxAge = { seconds: fromNumber(value), given: value };
    else problems.push({ pointer: at('max_age_seconds'), field: 'max_age_seconds', reason: 'expected a number of seconds, 0 or more' });
  }

  let tolerance: Tolerance | null = null;
  const toleranceValue: unknown = contract.timestamp_tolerance_seconds;
  if (stated(toleranceValue)) {
    if (typeof toleranceValue === 'number' && toleranceValue >= 0) tolerance = { seconds: fromNumber(toleranceValue), given: toleranceValue };
    else problems.push({ pointer: at('timestamp_tolerance_seconds'), field: 'timestamp_tolerance_seconds', reason: 'expected a number of seconds, 0 or more' });
  }

  return {
    index,
    contract,
    event,
    subject: subjectOf(contract.event),
    versions,
    named,
    required,
    signatureRequired,
    idempotencyRequired,
    maxAge,
    tolerance,
    problems,
  };
}
