import { defineCheck, jsonPointer } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { looksLikeProgram, normalizePath, sensitiveKind, underPrefix } from './rules/paths.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

/** SHA-256 of zero bytes of input. */
export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const SHA256 = /^[0-9a-f]{64}$/;
const UNSPECIFIED_ROLE = '(unspecified)';

export type RoleTotal = { role: string; files: number; bytes: number | string };

export type Report = {
  totals: { files: number; bytes: number | string; maxTotalBytes: number | null; byRole: RoleTotal[] };
  requiredPaths: { required: number; missing: string[] };
  duplicatePaths: number;
  duplicateContent: number;
  sensitiveFiles: string[];
};

/** Byte sums are exact (BigInt); they are reported as a number while one is exact, else as a decimal string. */
function exactNumber(value: bigint): number | string {
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value.toString();
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
    const policy = input.policy;
    const prefixes = (policy.allowed_prefixes ?? []).map((prefix) => normalizePath(prefix).normalized);

    const exact = new Map<string, number>();
    const normalized = new Map<string, number>();
    const folded = new Map<string, number>();
    const byHash = new Map<string, number>();
    const byRole = new Map<string, { files: number; bytes: bigint }>();
    const sensitiveFiles: string[] = [];
    let duplicatePaths = 0;
    let duplicateContent = 0;
    let totalBytes = 0n;

    input.files.forEach((file, index) => {
      const subject = file.path;
      const path = normalizePath(file.path);
      let duplicatePath = false;
      const size = BigInt(file.size_bytes);
      totalBytes += size;
      const role = file.role === undefined || file.role.trim() === '' ? UNSPECIFIED_ROLE : file.role;
      const roleTotal = byRole.get(role) ?? { files: 0, bytes: 0n };
      roleTotal.files++;
      roleTotal.bytes += size;
      byRole.set(role, roleTotal);

      if (path.normalized === '') {
        findings.add('EMPTY_PATH', { subject, pointer: jsonPointer('files', index, 'path'), details: { path: file.path } });
      } else {
        if (path.absolute) {
          findings.add('ABSOLUTE_PATH', { subject, pointer: jsonPointer('files', index, 'path'), details: { path: file.path } });
        }
        if (path.traversal) {
          findings.add('PATH_TRAVERSAL', { subject, pointer: jsonPointer('files', index, 'path'), details: { path: file.path } });
        }
        const foldedPath = path.normalized.toLowerCase();
        const firstIndex = exact.get(file.path) ?? normalized.get(path.normalized) ?? folded.get(foldedPath);
        if (firstIndex !== undefined) {
          duplicatePaths++;
          duplicatePath = true;
          const first = input.files[firstIndex]?.path ?? '';
          const kind = exact.has(file.path) ? 'exact' : normalized.has(path.normalized) ? 'normalized' : 'case';
          findings.add('DUPLICATE_PATH', {
            subject,
            pointer: jsonPointer('files', index, 'path'),
            details: { path: file.path, firstPath: first, firstIndex, kind },
          });
        } else {
          exact.set(file.path, index);
          normalized.set(path.normalized, index);
          folded.set(foldedPath, index);
        }
        if (prefixes.length > 0 && !prefixes.some((prefix) => underPrefix(path.normalized, prefix))) {
          findings.add('PATH_OUTSIDE_ALLOWED_PREFIXES', {
            subject,
            pointer: jsonPointer('files', index, 'path'),
            details: { path: file.path, normalized: path.normalized },
          });
        }
        const kind = sensitiveKind(path.normalized);
        if (kind !== null) {
          sensitiveFiles.push(file.path);
          findings.add('SENSITIVE_FILE', { subject, pointer: jsonPointer('files', index, 'path'), details: { path: file.path, kind } });
        }
        if (file.executable === true && !looksLikeProgram(path.normalized, file.role)) {
          findings.add('UNEXPECTED_EXECUTABLE', {
            subject,
            pointer: jsonPointer('files', index, 'executable'),
            details: { path: file.path, role: file.role ?? null },
          });
        }
      }

      if (!SHA256.test(file.sha256)) {
        findings.add('INVALID_SHA256', {
          subject,
          pointer: jsonPointer('files', index, 'sha256'),
          details: { path: file.path, sha256: file.sha256, length: file.sha256.length },
        });
        return;
      }
      const emptyHash = file.sha256 === EMPTY_SHA256;
      if (emptyHash !== (file.size_bytes === 0)) {
        findings.add('EMPTY_HASH_SIZE_MISMATCH', {
          subject,
          pointer: jsonPointer('files', index, emptyHash ? 'sha256' : 'size_bytes'),
          details: { path: file.path, size_bytes: file.size_bytes, sha256: file.sha256, relation: emptyHash ? 'is' : 'is not' },
        });
      }
      // A path listed twice is reported once, as a duplicate path, not again as duplicate content.
      if (emptyHash || duplicatePath) return;
      const firstWithHash = byHash.get(file.sha256);
      if (firstWithHash === undefined) {
        byHash.set(file.sha256, index);
      } else {
        duplicateContent++;
        findings.add('DUPLICATE_CONTENT', {
          subject,
          pointer: jsonPointer('files', index, 'sha256'),
          details: { path: file.path, firstPath: input.files[firstWithHash]?.path ?? '', firstIndex: firstWithHash, sha256: file.sha256 },
        });
      }
    });

    const missing: string[] = [];
    (policy.required_paths ?? []).forEach((required, index) => {
      const path = normalizePath(required).normalized;
      if (normalized.has(path)) return;
      missing.push(required);
      const caseVariant = folded.get(path.toLowerCase());
      findings.add('REQUIRED_PATH_MISSING', {
        subject: required,
        pointer: jsonPointer('policy', 'required_paths', index),
        details: { path: required, caseVariant: caseVariant === undefined ? null : (input.files[caseVariant]?.path ?? null) },
      });
    });

    const max = policy.max_total_bytes;
    if (max !== undefined && totalBytes > BigInt(max)) {
      findings.add('TOTAL_SIZE_EXCEEDED', {
        subject: null,
        pointer: jsonPointer('policy', 'max_total_bytes'),
        details: { totalBytes: exactNumber(totalBytes), maxTotalBytes: max },
      });
    }

    const report: Report = {
      totals: {
        files: input.files.length,
        bytes: exactNumber(totalBytes),
        maxTotalBytes: max ?? null,
        byRole: [...byRole.entries()]
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([role, total]) => ({ role, files: total.files, bytes: exactNumber(total.bytes) })),
      },
      requiredPaths: { required: (policy.required_paths ?? []).length, missing },
      duplicatePaths,
      duplicateContent,
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
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
