// The change record a current side may carry (open keys): who changed the policy, who approved the
// change and when. SOC 2 CC8.1 asks that changes be authorized, approved and separated from their
// authors; the record is read only when the caller sends one.
import type { PolicySide } from '../generated/schema.js';
import { parseEffectiveDate, type EffectiveDate } from './dates.js';

export const RECORD_KEYS = ['author', 'approved_by', 'approved_at'] as const;
export type RecordKey = (typeof RECORD_KEYS)[number];

export interface ChangeRecord {
  /** Some key of RECORD_KEYS is present (not null) on the current side. */
  present: boolean;
  author: string | null;
  /** Non-blank approvers, trimmed, in order. */
  approvers: string[];
  approvedAt: EffectiveDate | null;
  /** Keys present but unreadable, in RECORD_KEYS order. */
  problems: Array<{ field: RecordKey; reason: string }>;
}

const stated = (value: unknown) => value !== undefined && value !== null;
const nonBlank = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export function readChangeRecord(side: PolicySide): ChangeRecord {
  const record: ChangeRecord = { present: RECORD_KEYS.some((key) => stated(side[key])), author: null, approvers: [], approvedAt: null, problems: [] };
  const { author, approved_by: approvedBy, approved_at: approvedAt } = side;
  if (stated(author)) {
    if (nonBlank(author)) record.author = author.trim();
    else record.problems.push({ field: 'author', reason: 'an author is a non-blank string' });
  }
  if (stated(approvedBy)) {
    const list = typeof approvedBy === 'string' ? [approvedBy] : Array.isArray(approvedBy) ? (approvedBy as unknown[]) : null;
    if (list === null || !list.every(nonBlank)) {
      record.problems.push({ field: 'approved_by', reason: 'approved_by is a non-blank string or a list of them' });
    } else {
      record.approvers = (list as string[]).map((name) => name.trim());
    }
  }
  if (stated(approvedAt)) {
    const parsed = parseEffectiveDate(approvedAt);
    if (parsed.ok) record.approvedAt = parsed.value;
    else record.problems.push({ field: 'approved_at', reason: parsed.reason.replace('an effective date', 'a date') });
  }
  return record;
}

/** An `applies_to` value that covers everything or a family: `*`, or a value ending in `*` (`s3:*`, `role/*`). */
export const isWildcard = (value: string): boolean => value.endsWith('*');
