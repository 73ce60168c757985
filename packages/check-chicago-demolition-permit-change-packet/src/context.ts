/**
 * What every rule and the report read, prepared once: where the records come from, each record
 * read (id, shown fields, urgency label, duplicates) and both sides compared into verdicts.
 * Rules and the report only read this.
 */
import { jsonPointer, type JsonValue, type RunContext, type SnapshotDisclosure, type SourceMode } from '@evidence-check/core-receipt';
import type { Input } from './generated/schema.js';
import { readFee, type FeeReading } from './lib/fees.js';
import { idKey, isDemolitionType, text, urgencyLabel, type UrgencyLabel } from './lib/permits.js';
import { sourceOf } from './lib/source.js';

export type { UrgencyLabel };

/**
 * A current match, compared with `previous.match_ids`: `new` (not among them), `still-listed`
 * (among them), `listed` (no `previous.match_ids` to compare with), `unusable` (no usable id).
 */
export type PermitVerdict = 'new' | 'still-listed' | 'listed' | 'unusable';

/** A previous match id: `still-listed`, `no-longer-listed`, or `not-compared` when there are no current records. */
export type MatchVerdict = 'still-listed' | 'no-longer-listed' | 'not-compared';

/** The fields every permit of the report shows; missing ones are listed by PERMIT_FIELDS_MISSING. */
export const SHOWN_FIELDS = ['permitNumber', 'issuedAt', 'address'] as const;

export interface PermitView {
  index: number;
  pointer: string;
  /** The id as the record carries it. */
  id: JsonValue;
  /** The id as compared: a non-blank string as is, a finite number as its JSON text; null otherwise. */
  key: string | null;
  permitNumber: string | null;
  issuedAt: string | null;
  address: string | null;
  urgency: string | null;
  permitStatus: string | null;
  workDescription: string | null;
  urgencyLabel: UrgencyLabel;
  /** The open key `permitType` (the dataset's permit_type) as recorded; null when absent. */
  permitType: string | null;
  /** False only when `permitType` is recorded and is not PERMIT - WRECKING/DEMOLITION. */
  demolitionType: boolean;
  /** The open keys `buildingFeeUnpaid`, `zoningFeeUnpaid`, `otherFeeUnpaid`, read exactly. */
  unpaidFees: { building: FeeReading; zoning: FeeReading; other: FeeReading };
  /** Shown fields that are absent, null, blank or not text. */
  missing: string[];
  /** Index of the first record with the same id, when this one repeats it. */
  duplicateOf: number | null;
  verdict: PermitVerdict;
}

export interface MatchIdView {
  index: number;
  pointer: string;
  id: string;
  duplicateOf: number | null;
  verdict: MatchVerdict;
}

export interface Context {
  query: string;
  mode: SourceMode;
  dataset: string;
  snapshot: SnapshotDisclosure | null;
  /** False when neither the request nor the gateway supplied records. */
  available: boolean;
  permits: PermitView[];
  /** Null when the request has no `previous.match_ids`. */
  previous: MatchIdView[] | null;
  previousGeneratedAt: string | null;
  /** When the current records were generated: `records_generated_at`, or the snapshot's capture time. */
  currentGeneratedAt: string | null;
}

export function prepare(input: Input, context: RunContext = {}): Context {
  const source = sourceOf(input, context);
  const records = source.records ?? [];

  const firstByKey = new Map<string, number>();
  const permits: PermitView[] = records.map((record, index) => {
    const key = idKey(record.id);
    const view: PermitView = {
      index,
      pointer: jsonPointer('records', index),
      id: record.id ?? null,
      key,
      permitNumber: text(record.permitNumber),
      issuedAt: text(record.issuedAt),
      address: text(record.address),
      urgency: text(record.urgency),
      permitStatus: text(record.permitStatus),
      workDescription: text(record.workDescription),
      urgencyLabel: 'unknown',
      permitType: text(record.permitType),
      demolitionType: true,
      unpaidFees: { building: readFee(record.buildingFeeUnpaid), zoning: readFee(record.zoningFeeUnpaid), other: readFee(record.otherFeeUnpaid) },
      missing: [],
      duplicateOf: null,
      verdict: 'unusable',
    };
    view.urgencyLabel = urgencyLabel(view.urgency, view.workDescription);
    view.demolitionType = view.permitType === null || isDemolitionType(view.permitType);
    view.missing = SHOWN_FIELDS.filter((field) => view[field] === null);
    if (key !== null) {
      const first = firstByKey.get(key);
      if (first === undefined) firstByKey.set(key, index);
      else view.duplicateOf = first;
    }
    return view;
  });

  const matchIds = input.previous?.match_ids;
  let previous: MatchIdView[] | null = null;
  if (matchIds !== undefined) {
    const firstById = new Map<string, number>();
    previous = matchIds.map((id, index) => {
      const first = firstById.get(id);
      if (first === undefined) firstById.set(id, index);
      const verdict: MatchVerdict = source.records === null ? 'not-compared' : firstByKey.has(id) ? 'still-listed' : 'no-longer-listed';
      return { index, pointer: jsonPointer('previous', 'match_ids', index), id, duplicateOf: first ?? null, verdict };
    });
    const before = new Set(matchIds);
    for (const permit of permits) if (permit.key !== null) permit.verdict = before.has(permit.key) ? 'still-listed' : 'new';
  } else {
    for (const permit of permits) if (permit.key !== null) permit.verdict = 'listed';
  }

  return {
    query: input.query,
    mode: source.mode,
    dataset: source.dataset,
    snapshot: source.snapshot,
    available: source.records !== null,
    permits,
    previous,
    previousGeneratedAt: input.previous?.source_generated_at ?? null,
    currentGeneratedAt: source.generatedAt,
  };
}
