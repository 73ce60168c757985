/**
 * What every rule and the report read, prepared once: the packet's date-times, ids resolved both
 * ways, and what stands behind each claim, identity field and artifact (the report's entries).
 * Rules and the report only read this.
 */
import { jsonPointer } from '@evidence-check/core-receipt';
import { fractionDigits, requireInstant, type Instant } from '@evidence-check/instant';
import type { Input } from './generated/schema.js';
import { readArtifacts } from './lib/artifacts.js';
import { MAX_FRACTION_DIGITS } from './lib/date-times.js';
import { indicesById, resolver, type Resolution } from './lib/resolve.js';
import { claimViews, identityViews } from './lib/support.js';

export type Claim = Input['claims'][number];
export type Evidence = Input['evidence'][number];
export type { Resolution };

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
  personalExperience: boolean;
  ready: boolean;
  /** Evidence ids that support the claim in both directions, observed and fresh. */
  supportedBy: string[];
  missing: string | null;
}

export interface IdentityEntry {
  field: string;
  ready: boolean;
  missing: string | null;
}

/** One evidence id a claim cites, and what keeps it from supporting the claim (null: nothing). */
export interface SupportCheck {
  evidenceId: string;
  problem: 'unresolved' | 'duplicate-claim-id' | 'not-reciprocated' | 'not-observed' | 'stale' | 'age-unknown' | null;
}

export interface ClaimView {
  entry: ClaimEntry;
  /** A personal-experience claim: why it is not ready (null when it is), and the field named. */
  personal: { reason: 'no-human-field' | 'marked-false' | 'not-listed' | null; humanField: string | null } | null;
  /** An evidence-backed claim: each cited evidence id once. */
  checks: SupportCheck[];
}

export interface IdentityView {
  entry: IdentityEntry;
  reason: 'marked-false' | 'not-listed' | null;
}

export interface Artifacts {
  /** One entry per artifact, in the report's fixed order. */
  entries: ArtifactEntry[];
  demoMissing: boolean;
  /** Distinct observed, fresh evidence items of type screenshot that screenshots cite. */
  screenshotsBacked: number;
  /** Per screenshot (input order): why its screenshot evidence does not count, or null. */
  screenshotCurrency: ('stale' | 'not-observed' | null)[];
  /** The pricing disclosure is required and blank, or does not state the price; null when neither. */
  pricing: 'missing' | 'mismatch' | null;
  /** The product price as exact decimal text. */
  price: string;
  /** `artifacts.link_target`, trimmed. */
  linkTarget: string;
  /** The shortener the link target goes through, or null. */
  shortenedHost: string | null;
  /** The link target's host, or null when it is blank or not a URL. */
  linkHost: string | null;
  /** The link target goes to no host the packet's own URLs name (shortened or prohibited links excepted). */
  linkUnrecognised: boolean;
  /** Hosts of canonical_url, offer_url, demo_url and observed evidence, sorted. */
  knownHosts: string[];
  /** Per claim (input order): says "free" of a priced product whose pricing disclosure states no free terms. */
  freeClaims: boolean[];
  attributionMissing: boolean;
}

/** The packet read: what the claim, identity and artifact readings rest on. */
export interface Base {
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
}

export interface Context extends Base {
  /** One per claim, in input order. */
  readonly claims: readonly ClaimView[];
  /** One per `channel.identity_fields` entry, in input order. */
  readonly identity: readonly IdentityView[];
  readonly artifacts: Artifacts;
}

export function prepare(input: Input): Context {
  const digits = fractionDigits(input.observed_at);
  const observedDigits = digits > MAX_FRACTION_DIGITS ? digits : null;
  const claimsById = indicesById(input.claims, (claim) => claim.id);
  const evidenceById = indicesById(input.evidence, (item) => item.id);
  const marks = input.human_authored_fields;
  const base: Base = {
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
  };
  return { ...base, claims: claimViews(base), identity: identityViews(base), artifacts: readArtifacts(base) };
}
