import { defineCheck, runRules } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare } from './context.js';
import { exactNumber } from './lib/bytes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export { EMPTY_SHA256 } from './lib/hash.js';

const UNSPECIFIED_ROLE = '(unspecified)';

export type RoleTotal = { role: string; files: number; bytes: number | string };

export type Report = {
  totals: { files: number; bytes: number | string; maxTotalBytes: number | null; byRole: RoleTotal[] };
  requiredPaths: { required: number; missing: string[] };
  /** Entries that belong to a duplicate-path set (every member, the first included). */
  duplicatePaths: number;
  /** Files that belong to a duplicate-content set (every member, the first included). */
  duplicateContent: number;
  sensitiveFiles: string[];
};

function totalsByRole(files: Input['files']): RoleTotal[] {
  const byRole = new Map<string, { files: number; bytes: bigint }>();
  for (const file of files) {
    const role = file.role === undefined || file.role.trim() === '' ? UNSPECIFIED_ROLE : file.role;
    const total = byRole.get(role) ?? { files: 0, bytes: 0n };
    total.files++;
    total.bytes += BigInt(file.size_bytes);
    byRole.set(role, total);
  }
  return [...byRole.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([role, total]) => ({ role, files: total.files, bytes: exactNumber(total.bytes) }));
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'release-artifact-manifest-validator',
  title: 'Release Artifact Manifest Validator',
  category: 'Developer Tools',
  summary:
    'Validates a release file manifest against required paths, allowed prefixes, hashes, size limits and sensitive-file rules.',
  limitations: [
    'Reads the manifest only; artifacts are never opened, downloaded or hashed.',
    'Hashes are checked for form and for consistency with size 0, not against file content.',
    'Sensitive files and programs are recognized by path and name patterns, not by content.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);
    const { outcome } = ctx;
    const report: Report = {
      totals: {
        files: input.files.length,
        bytes: exactNumber(ctx.totalBytes),
        maxTotalBytes: input.policy.max_total_bytes ?? null,
        byRole: totalsByRole(input.files),
      },
      requiredPaths: { required: (input.policy.required_paths ?? []).length, missing: outcome.missing },
      duplicatePaths: outcome.duplicatePaths,
      duplicateContent: outcome.duplicateContent,
      sensitiveFiles: outcome.sensitiveFiles,
    };
    return {
      report,
      counters: {
        files: input.files.length,
        missingRequired: outcome.missing.length,
        duplicatePaths: outcome.duplicatePaths,
        sensitiveFiles: outcome.sensitiveFiles.length,
      },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
