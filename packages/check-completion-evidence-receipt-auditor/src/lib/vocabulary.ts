// The statuses and key names this check reads, and what each status requires (README, "Decision rules").

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

/** Which requirements each status has. */
export const REQUIREMENTS: Record<Status, readonly Requirement[]> = {
  completed: ['evidence'],
  partial: ['evidence', 'remaining_work'],
  blocked: ['blocker', 'unblock'],
};

export const STATEMENT_KEYS = { remaining_work: REMAINING_WORK_KEYS, blocker: BLOCKER_KEYS, unblock: UNBLOCK_KEYS } as const;
export type StatementKind = keyof typeof STATEMENT_KEYS;
