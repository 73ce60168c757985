import { canonicalize, jsonPointer } from '@evidence-check/core-receipt';
import { fromNumber, type Decimal } from '@evidence-check/exact-decimal';
import type { Input } from './generated/schema.js';
import { idKey, quote, subjectOf } from './json.js';
import { parsePath, PathTrie } from '@evidence-check/json-paths';
import { parseInstant, parseRfc3339 } from './timestamp.js';

export type Contract = Input['contracts'][number];
export type Delivery = Input['deliveries'][number];

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
  problems: Problem[];
}

export interface DeliveryView {
  index: number;
  delivery: Delivery;
  subject: string;
  /** The event name when it is a string. */
  event: string | null;
  /** The contract governing the event (the first declared for it), or null. */
  contract: ContractView | null;
  /** The version when it is a string or number; null when absent (or unreadable, see `problems`). */
  version: string | number | null;
  signaturePresent: boolean;
  /** Canonical JSON of the idempotency key; null when absent, blank or unreadable. */
  key: string | null;
  created: { ok: true; seconds: Decimal } | { ok: false; reason: string } | null;
  problems: Problem[];
}

export interface AuditContext {
  observedText: string;
  observedAt: Decimal | null;
  observedProblem: string | null;
  contracts: ContractView[];
  /** Event name to the positions of the contracts declaring it. */
  eventPositions: Map<string, number[]>;
  deliveries: DeliveryView[];
  /** Per delivery index: findings past the cap, by code. */
  omitted: Map<number, Record<string, number>>;
  /** Per delivery index: the position of the first delivery with its idempotency key, when it is a later one. */
  replayOf: Map<number, number>;
}

/** At most this many REQUIRED_FIELD_MISSING findings are itemised per delivery; the rest are counted. */
export const FINDINGS_PER_DELIVERY = 10;

/**
 * A duplicate finding lists at most this many positions of its set (the first ones); `count` is
 * always the full size. Listing every position in every member's finding would make the result
 * grow with the square of the set.
 */
export const LISTED_POSITIONS = 20;

/** The 1-based positions a duplicate finding lists, computed once per set. */
export const listedPositions = (indices: readonly number[]): number[] => indices.slice(0, LISTED_POSITIONS).map((index) => index + 1);

/** The longest allowed version label read; a longer one makes the list unreadable. */
export const MAX_VERSION_LENGTH = 200;

/**
 * How many characters of allowed versions a VERSION_* finding names. The list is the contract's,
 * and it is named in the finding of every delivery of the event: naming it whole would make the
 * result grow with deliveries × list length. Versions past the budget are counted ("and 12 more").
 */
export const NAMED_VERSIONS_LENGTH = 200;

/** The first versions whose `, `-joined text fits the budget (always the first: labels fit it), and the rest counted. */
export function nameVersions(list: ReadonlyArray<string | number>): { text: string; list: Array<string | number> } {
  if (list.length === 0) return { text: 'no version', list: [] };
  const named: Array<string | number> = [];
  let length = 0;
  for (const version of list) {
    const added = String(version).length + (named.length > 0 ? 2 : 0);
    if (named.length > 0 && length + added > NAMED_VERSIONS_LENGTH) break;
    named.push(version);
    length += added;
  }
  const text = named.map(String).join(', ');
  const rest = list.length - named.length;
  return { text: rest > 0 ? `${text} and ${rest} more` : text, list: named };
}

/** The `must` of the required-path trie: one function, so the trie's listings of missing paths serve every delivery. */
export const always = (): boolean => true;

/** Optional keys: absent and `null` both mean "not stated". */
const stated = (value: unknown): boolean => value !== undefined && value !== null;

function readFlag(value: unknown, pointer: string, field: string, problems: Problem[]): boolean {
  if (!stated(value)) return false;
  if (typeof value === 'boolean') return value;
  problems.push({ pointer, field, reason: 'expected true or false' });
  return false;
}

function viewContract(contract: Contract, index: number): ContractView {
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
    problems,
  };
}

function viewDelivery(delivery: Delivery, index: number, byEvent: Map<string, ContractView>): DeliveryView {
  const problems: Problem[] = [];
  const at = (key: string) => jsonPointer('deliveries', index, key);
  const event = typeof delivery.event === 'string' ? delivery.event : null;
  if (event === null) problems.push({ pointer: at('event'), field: 'event', reason: 'an event name is a string' });

  let version: string | number | null = null;
  if (stated(delivery.version)) {
    if (typeof delivery.version === 'string' || typeof delivery.version === 'number') version = delivery.version;
    else problems.push({ pointer: at('version'), field: 'version', reason: 'a version is a string or a number' });
  }

  const signaturePresent = readFlag(delivery.signature_present, at('signature_present'), 'signature_present', problems);

  let key: string | null = null;
  const rawKey = delivery.idempotency_key;
  if (typeof rawKey === 'string') key = rawKey.trim() === '' ? null : canonicalize(rawKey);
  else if (typeof rawKey === 'number') key = canonicalize(rawKey);
  else if (stated(rawKey)) problems.push({ pointer: at('idempotency_key'), field: 'idempotency_key', reason: 'an idempotency key is a string or a number' });

  return {
    index,
    delivery,
    subject: subjectOf(delivery.id),
    event,
    contract: event === null ? null : (byEvent.get(event) ?? null),
    version,
    signaturePresent,
    key,
    created: stated(delivery.event_created_at) ? parseInstant(delivery.event_created_at) : null,
    problems,
  };
}

/** Reads every contract and delivery once; the first contract declared for an event governs it. */
export function prepare(input: Input): AuditContext {
  const observed = parseRfc3339(input.observed_at);
  const contracts = input.contracts.map(viewContract);
  const eventPositions = new Map<string, number[]>();
  const byEvent = new Map<string, ContractView>();
  for (const view of contracts) {
    if (view.event === null) continue;
    const positions = eventPositions.get(view.event);
    if (positions) positions.push(view.index);
    else {
      eventPositions.set(view.event, [view.index]);
      byEvent.set(view.event, view);
    }
  }
  return {
    observedText: input.observed_at,
    observedAt: observed.ok ? observed.seconds : null,
    observedProblem: observed.ok ? null : observed.reason,
    contracts,
    eventPositions,
    deliveries: input.deliveries.map((delivery, index) => viewDelivery(delivery, index, byEvent)),
    omitted: new Map(),
    replayOf: new Map(),
  };
}

export { idKey };
