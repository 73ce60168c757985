import type { CodeTable } from '@evidence-check/core-receipt';

/** Every finding this check can emit; the README documents each one. */
export const codes = {} as const satisfies CodeTable;

export type Code = keyof typeof codes;
