// What every rule and the report read, prepared once: per outcome its id, status, evidence,
// statements and the requirements it misses.
import { display, type Identifier } from '@evidence-check/core-receipt';
import type { Input } from './generated/schema.js';
import { compareInstants } from '@evidence-check/instant';
import { readDigest, type DigestRead } from './lib/digest.js';
import { boundedId, evidenceIdentifiers, excerpt, isObject } from './lib/ids.js';
import { statementAt, type StatementCheck } from './lib/statements.js';
import { ENDED_KEY, GENERATED_KEY, readTimestamp, STARTED_KEY, type TimestampRead } from './lib/timestamps.js';
import { BLOCKER_KEYS, REMAINING_WORK_KEYS, REQUIREMENTS, STATUSES, UNBLOCK_KEYS, type Requirement, type StatementKind, type Status } from './lib/vocabulary.js';

export interface OutcomeEntry {
  index: number;
  id: Identifier | null;
  /** How the outcome reads in messages: its id, else its id value (canonical JSON) cut to MAX_ID_LENGTH. */
  name: string;
  status: Status | null;
  evidenceIsList: boolean;
  evidenceCount: number;
  /** 0-based positions of evidence items with no identifier or reference. */
  unidentified: number[];
  statements: Record<StatementKind, StatementCheck>;
  /** The status's requirements that the record does not meet, in the order of REQUIREMENTS. */
  missing: Requirement[];
  promised: StatementCheck;
  /** `started_at` and `ended_at` (open keys), null when absent. */
  started: TimestampRead;
  ended: TimestampRead;
  /** Both read and the end is before the start (PROV start-precedes-end). */
  endsBeforeStart: boolean;
  /** The evidence objects with a `digest` or a `generated_at` (open keys), in list order. */
  provenance: EvidenceProvenance[];
}

export interface EvidenceProvenance {
  /** 0-based position in the evidence list. */
  position: number;
  digest: DigestRead | null;
  generated: TimestampRead;
  /** Generated before the outcome's work started (PROV generation-within-activity). */
  predatesWork: boolean;
}

export interface Context {
  input: Input;
  outcomes: OutcomeEntry[];
}

const STATUS_SET: ReadonlySet<unknown> = new Set(STATUSES);

export function prepare(input: Input): Context {
  const outcomes = input.outcomes.map((outcome, index): OutcomeEntry => {
    const id = boundedId(outcome.id);
    const status = STATUS_SET.has(outcome.status) ? (outcome.status as Status) : null;
    const evidence = Array.isArray(outcome.evidence) ? (outcome.evidence as unknown[]) : null;
    const started = readTimestamp(outcome, STARTED_KEY);
    const ended = readTimestamp(outcome, ENDED_KEY);
    const unidentified: number[] = [];
    const provenance: EvidenceProvenance[] = [];
    evidence?.forEach((item, position) => {
      const hasDigest = isObject(item) && Object.prototype.hasOwnProperty.call(item, 'digest');
      const digest = hasDigest ? readDigest(item.digest) : null;
      const generated = isObject(item) ? readTimestamp(item, GENERATED_KEY) : null;
      // An in-toto ResourceDescriptor is identified by its digest alone.
      if (evidenceIdentifiers(item).length === 0 && !digest?.usable) unidentified.push(position);
      if (digest || generated) {
        const predatesWork = generated?.ok === true && started?.ok === true && compareInstants(generated.instant, started.instant) < 0;
        provenance.push({ position, digest, generated, predatesWork });
      }
    });
    const statements = {
      remaining_work: statementAt(outcome, REMAINING_WORK_KEYS),
      blocker: statementAt(outcome, BLOCKER_KEYS),
      unblock: statementAt(outcome, UNBLOCK_KEYS),
    };
    const missing = (status ? REQUIREMENTS[status] : []).filter((requirement) =>
      requirement === 'evidence' ? !evidence || evidence.length === 0 : !statements[requirement].stated,
    );
    return {
      index,
      id,
      name: id?.text ?? excerpt(display(outcome.id)),
      status,
      evidenceIsList: evidence !== null,
      evidenceCount: evidence?.length ?? 0,
      unidentified,
      statements,
      missing,
      promised: statementAt(outcome, ['promised_outcome']),
      started,
      ended,
      endsBeforeStart: started?.ok === true && ended?.ok === true && compareInstants(ended.instant, started.instant) < 0,
      provenance,
    };
  });
  return { input, outcomes };
}
