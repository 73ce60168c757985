// What every rule and the report read, prepared once: per outcome its id, status, evidence,
// statements and the requirements it misses.
import { display, type Identifier } from '@evidence-check/core-receipt';
import type { Input } from './generated/schema.js';
import { boundedId, evidenceIdentifiers, excerpt } from './lib/ids.js';
import { statementAt, type StatementCheck } from './lib/statements.js';
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
    const unidentified: number[] = [];
    evidence?.forEach((item, position) => {
      if (evidenceIdentifiers(item).length === 0) unidentified.push(position);
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
    };
  });
  return { input, outcomes };
}
