import type { Input } from '../generated/schema.js';
import { display, identifierOf, type Identifier } from '@evidence-check/core-receipt';

/** The statuses this check reads (strings, case-sensitive); each has its own requirements. */
export const STATUSES = ['completed', 'partial', 'blocked'] as const;
export type Status = (typeof STATUSES)[number];

/** An evidence object is identified by a non-blank string or a number under one of these keys. */
export const EVIDENCE_ID_KEYS = ['id', 'ref', 'url', 'uri', 'path'] as const;
/** The keys that count as a remaining-work statement. */
export const REMAINING_WORK_KEYS = ['remaining_work', 'remaining', 'next_steps', 'todo'] as const;
/** The keys that count as naming the blocker. */
export const BLOCKER_KEYS = ['blocker', 'blockers', 'blocked_by', 'blocking_reason'] as const;
/** The keys that count as saying what would unblock the work. */
export const UNBLOCK_KEYS = ['unblock', 'unblock_condition', 'unblocked_by', 'unblocked_when', 'needed_to_unblock'] as const;

export type Requirement = 'evidence' | 'remaining_work' | 'blocker' | 'unblock';

/** Which requirements each status has (README, "Decision rules"). */
export const REQUIREMENTS: Record<Status, readonly Requirement[]> = {
  completed: ['evidence'],
  partial: ['evidence', 'remaining_work'],
  blocked: ['blocker', 'unblock'],
};

export const STATEMENT_KEYS = { remaining_work: REMAINING_WORK_KEYS, blocker: BLOCKER_KEYS, unblock: UNBLOCK_KEYS } as const;
export type StatementKind = keyof typeof STATEMENT_KEYS;

/** Where an outcome states something: the first accepted key with a statement, else the first accepted key present but blank. */
export interface StatementCheck {
  stated: boolean;
  /** The key that carries the statement, or the blank key found, or null when no accepted key is present. */
  key: string | null;
}

/**
 * The longest outcome id this check reads, in UTF-16 code units. A longer id is flagged
 * (ID_TOO_LONG) and not read: every finding at an outcome's evidence items names the outcome, so an
 * unbounded id would be repeated once per item.
 */
export const MAX_ID_LENGTH = 256;

/** A value as another item's finding names it: at most MAX_ID_LENGTH code units, then `…`. */
export function excerpt(text: string): string {
  if (text.length <= MAX_ID_LENGTH) return text;
  // Never cut a surrogate pair in half.
  const last = text.charCodeAt(MAX_ID_LENGTH - 1);
  return `${text.slice(0, last >= 0xd800 && last <= 0xdbff ? MAX_ID_LENGTH - 1 : MAX_ID_LENGTH)}…`;
}

/** A usable id of at most MAX_ID_LENGTH code units, else null. */
export function boundedId(value: unknown): Identifier | null {
  const id = identifierOf(value);
  return id && id.text.length <= MAX_ID_LENGTH ? id : null;
}

/** Whether the value would be an id but for its length. */
export const isTooLong = (value: unknown): value is string => typeof value === 'string' && value.length > MAX_ID_LENGTH && value.trim() !== '';

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
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasOwn = (item: object, key: string) => Object.prototype.hasOwnProperty.call(item, key);

/**
 * A statement is a non-blank string, or a list or object holding one at any depth. Numbers,
 * booleans, null, blank strings and empty containers state nothing. Iterative, so deep nesting
 * cannot exhaust the stack.
 */
export function isStatement(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === 'string') {
      if (next.trim() !== '') return true;
    } else if (Array.isArray(next)) {
      for (const item of next) stack.push(item);
    } else if (isObject(next)) {
      for (const item of Object.values(next)) stack.push(item);
    }
  }
  return false;
}

function statementAt(item: Record<string, unknown>, keys: readonly string[]): StatementCheck {
  let blank: string | null = null;
  for (const key of keys) {
    if (!hasOwn(item, key)) continue;
    if (isStatement(item[key])) return { stated: true, key };
    blank ??= key;
  }
  return { stated: false, key: blank };
}

/** A non-blank string or a number, bare or under one of EVIDENCE_ID_KEYS of an object. */
export function evidenceIdentifiers(item: unknown): Array<{ field: string | null; id: Identifier }> {
  const bare = identifierOf(item);
  if (bare) return [{ field: null, id: bare }];
  if (!isObject(item)) return [];
  return EVIDENCE_ID_KEYS.flatMap((field) => {
    const id = hasOwn(item, field) ? identifierOf(item[field]) : null;
    return id ? [{ field, id }] : [];
  });
}

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

/**
 * A pointer into an outcome. Written out rather than through jsonPointer: the segments after the index
 * are this check's own key names (EVIDENCE_ID_KEYS, STATEMENT_KEYS, `promised_outcome`, …) or
 * positions, none of which needs RFC 6901 escaping, and one is built for nearly every finding.
 */
export const outcomePointer = (outcome: OutcomeEntry, ...rest: Array<string | number>) => `/outcomes/${outcome.index}${rest.map((segment) => `/${segment}`).join('')}`;

