import type { CheckResult, Status } from '@evidence-check/core-receipt';

/** Why a packet has no result: its JSON or its schema (exit 3), or the run could not happen (exit 4). */
export interface PacketError {
  code: string;
  message: string;
  details?: unknown;
}

export interface Settlement {
  success?: boolean;
  transaction?: string;
  network?: string;
  payer?: string;
  [key: string]: unknown;
}

export type PacketOutcome =
  | { kind: 'result'; file: string; text: string; input: unknown; result: CheckResult<unknown>; settlement?: Settlement; receiptVerified?: boolean }
  | { kind: 'invalid'; file: string; text: string | null; input?: unknown; error: PacketError }
  | { kind: 'failed'; file: string; error: PacketError };

export type OutcomeStatus = Status | 'INVALID' | 'FAILED';

/** The CI contract: 0 READY, 1 REVIEW, 2 BLOCKED, 3 invalid input; 4 when a packet could not be run at all. */
export const EXIT_CODES: Readonly<Record<OutcomeStatus, number>> = { READY: 0, REVIEW: 1, BLOCKED: 2, INVALID: 3, FAILED: 4 };
export const EXIT_USAGE = 4;

export function statusOf(outcome: PacketOutcome): OutcomeStatus {
  if (outcome.kind === 'result') return outcome.result.status;
  return outcome.kind === 'invalid' ? 'INVALID' : 'FAILED';
}

/** The worst status of a batch decides the exit code. */
export function exitCodeOf(outcomes: readonly PacketOutcome[]): number {
  return outcomes.reduce((worst, outcome) => Math.max(worst, EXIT_CODES[statusOf(outcome)]), 0);
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
