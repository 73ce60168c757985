import type { Evaluation, Finding } from '@evidence-check/core-receipt';
import type { ColumnChange, Context } from './context.js';

export type { ColumnChange };

export type Report = {
  columns: { baseline: number; current: number; kept: number; removed: number; added: number; changed: number };
  removed: string[];
  added: string[];
  changed: ColumnChange[];
};

/** The report, from the prepared pairing: a case rename counts as kept, never as removed plus added. */
export function buildReport(ctx: Context, _findings: readonly Finding[]): Evaluation<Report> {
  const removed = ctx.removed.map(({ column }) => column.name);
  const added = ctx.added.map(({ column }) => column.name);
  const kept = ctx.pairs.length;
  const report: Report = {
    columns: {
      baseline: ctx.baseline.count,
      current: ctx.current.count,
      kept,
      removed: removed.length,
      added: added.length,
      changed: ctx.changed.length,
    },
    removed,
    added,
    changed: ctx.changed,
  };
  return { report, counters: { kept, removed: removed.length, added: added.length, changed: ctx.changed.length } };
}
