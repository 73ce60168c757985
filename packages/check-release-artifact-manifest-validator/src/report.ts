import type { Evaluation, Finding } from '@evidence-check/core-receipt';
import type { Context } from './context.js';
import { exactNumber } from './lib/bytes.js';
import { totalsByRole, type RoleTotal } from './lib/totals.js';

export type { RoleTotal };

export type Report = {
  totals: { files: number; bytes: number | string; maxTotalBytes: number | null; byRole: RoleTotal[] };
  requiredPaths: { required: number; missing: string[] };
  /** Entries that belong to a duplicate-path set (every member, the first included). */
  duplicatePaths: number;
  /** Files that belong to a duplicate-content set (every member, the first included). */
  duplicateContent: number;
  sensitiveFiles: string[];
};

const members = (sets: readonly unknown[][]): number => sets.reduce((sum, set) => sum + set.length, 0);

export function buildReport(ctx: Context, _findings: readonly Finding[]): Evaluation<Report> {
  const { input } = ctx;
  const missing = ctx.missing.map(({ required }) => required);
  const sensitiveFiles = ctx.sensitive.map(({ view }) => view.file.path);
  const duplicatePaths = members(ctx.pathSets);
  const report: Report = {
    totals: {
      files: input.files.length,
      bytes: exactNumber(ctx.totalBytes),
      maxTotalBytes: input.policy.max_total_bytes ?? null,
      byRole: totalsByRole(input.files),
    },
    requiredPaths: { required: (input.policy.required_paths ?? []).length, missing },
    duplicatePaths,
    duplicateContent: members(ctx.contentSets),
    sensitiveFiles,
  };
  return {
    report,
    counters: {
      files: input.files.length,
      missingRequired: missing.length,
      duplicatePaths,
      sensitiveFiles: sensitiveFiles.length,
    },
  };
}
