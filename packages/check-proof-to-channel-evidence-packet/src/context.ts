import { jsonPointer } from '@evidence-check/core-receipt';
import type { Input } from './generated/schema.js';
import { parseInstant, type Instant } from '@evidence-check/instant';

/** Every form the schema's `format: "date-time"` lets through (`±hh`, `±hhmm` offsets too). */
const LENIENT = { lenient: true } as const;

export type Claim = Input['claims'][number];
export type Evidence = Input['evidence'][number];

export type Resolution<T> = { status: 'found'; index: number; item: T } | { status: 'not-found' } | { status: 'duplicate-id'; indices: readonly number[] };

export interface ArtifactEntry {
  artifact: 'demo_url' | 'screenshots' | 'pricing_disclosure' | 'link_target' | 'attribution_mechanism' | 'install_path';
  /** A boolean, or for screenshots the number the channel requires. */
  required: boolean | number;
  provided: boolean;
  ready: boolean;
  /** What is missing, in words, when not ready. */
  missing: string | null;
}

export interface ClaimEntry {
  id: string;
  required: boolean;
  personal_experience: boolean;
  ready: boolean;
  /** Evidence ids that support the claim in both directions, observed and fresh. */
  supported_by: string[];
  missing: string | null;
}

export interface IdentityEntry {
  field: string;
  ready: boolean;
  missing: string | null;
}

export interface Context {
  readonly input: Input;
  /** null when observed_at is declined (MAX_FRACTION_DIGITS): no age or order can be judged. */
  readonly now: Instant | null;
  /** observed_at's fractional digits when it is declined, else null. */
  readonly observedDigits: number | null;
  readonly maxAgeDays: number;
  readonly rulesCaptured: Instant;
  /** captured_at of each evidence item, by input index. */
  readonly captured: readonly Instant[];
  readonly claimsById: ReadonlyMap<string, readonly number[]>;
  readonly evidenceById: ReadonlyMap<string, readonly number[]>;
  /** Each claim's evidence ids and each evidence item's claim ids, as sets (by input index). */
  readonly claimCites: readonly ReadonlySet<string>[];
  readonly evidenceSupports: readonly ReadonlySet<string>[];
  resolveEvidence(id: string): Resolution<Evidence>;
  resolveClaim(id: string): Resolution<Claim>;
  /** Whether the field is marked true in human_authored_fields (false: marked false; null: not listed). */
  humanAuthored(field: string): boolean | null;
  /** Filled by the rules, read by the report. */
  readonly claims: ClaimEntry[];
  readonly artifacts: ArtifactEntry[];
  readonly identity: IdentityEntry[];
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  items.forEach((item, index) => {
    const k = key(item);
    const members = groups.get(k);
    if (members) members.push(index);
    else groups.set(k, [index]);
  });
  return groups;
}

function requireInstant(text: string, where: string): Instant {
  const instant = parseInstant(text, LENIENT);
  // The schema's date-time format admits exactly what parseInstant reads; reaching this is a bug.
  if (!instant) throw new Error(`${where} is not an RFC 3339 date-time: ${text}`);
  return instant;
}

const NOT_FOUND = Object.freeze({ status: 'not-found' as const });

/** Resolves ids against items; each id once, however many references name it (results are never modified). */
function resolver<T>(items: readonly T[], byId: ReadonlyMap<string, readonly number[]>) {
  const resolutions = new Map<string, Resolution<T>>();
  return (id: string): Resolution<T> => {
    let resolution = resolutions.get(id);
    if (resolution === undefined) {
      const indices = byId.get(id);
      if (!indices) resolution = NOT_FOUND;
      else if (indices.length > 1) resolution = { status: 'duplicate-id', indices };
      else {
        const index = indices[0] as number;
        resolution = { status: 'found', index, item: items[index] as T };
      }
      resolutions.set(id, resolution);
    }
    return resolution;
  };
}

/**
 * observed_at is repeated by a finding per evidence item dated after it, so a date-time with more
 * fractional-second digits than this is declined, not read: nanoseconds take 9, and the interface
 * leaves the digits open.
 */
export const MAX_FRACTION_DIGITS = 30;

/** The fractional-second digits of a date-time as written (0 without a fraction). */
export function fractionDigits(text: string): number {
  const dot = text.indexOf('.');
  if (dot < 0) return 0;
  let end = dot + 1;
  while (end < text.length && text.charCodeAt(end) >= 0x30 && text.charCodeAt(end) <= 0x39) end++;
  return end - dot - 1;
}

export function prepare(input: Input): Context {
  const digits = fractionDigits(input.observed_at);
  const observedDigits = digits > MAX_FRACTION_DIGITS ? digits : null;
  const claimsById = groupBy(input.claims, (claim) => claim.id);
  const evidenceById = groupBy(input.evidence, (item) => item.id);
  const marks = input.human_authored_fields;
  return {
    input,
    now: observedDigits === null ? requireInstant(input.observed_at, '/observed_at') : null,
    observedDigits,
    maxAgeDays: input.max_evidence_age_days,
    rulesCaptured: requireInstant(input.channel.rules_captured_at, '/channel/rules_captured_at'),
    captured: input.evidence.map((item, index) => requireInstant(item.captured_at, jsonPointer('evidence', index, 'captured_at'))),
    claimsById,
    evidenceById,
    claimCites: input.claims.map((claim) => new Set(claim.evidence_ids)),
    evidenceSupports: input.evidence.map((item) => new Set(item.supports_claim_ids)),
    resolveEvidence: resolver(input.evidence, evidenceById),
    resolveClaim: resolver(input.claims, claimsById),
    humanAuthored(field) {
      if (!Object.prototype.hasOwnProperty.call(marks, field)) return null;
      return marks[field] === true;
    },
    claims: [],
    artifacts: [],
    identity: [],
  };
}

export const isBlank = (text: string): boolean => text.trim() === '';
