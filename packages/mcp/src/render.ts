import type { CheckResult } from '@evidence-check/core-receipt';
import type { ValidationIssue } from '@evidence-check/schema-validator';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "BLOCKED (2 errors, 1 warning, 0 notices)". */
export function statusLine(result: Pick<CheckResult, 'utility' | 'version' | 'status' | 'summary'>): string {
  const { errors, warnings, notices } = result.summary;
  return `${result.utility} ${result.version}: ${result.status} (${plural(errors, 'error')}, ${plural(warnings, 'warning')}, ${plural(notices, 'notice')})`;
}

/** A short plain-text rendering of a result: the status line, then one line per finding (at most `limit`). */
export function renderResultText(result: CheckResult<unknown>, limit = 20): string {
  const lines = [statusLine(result)];
  for (const finding of result.findings.slice(0, limit)) {
    const where = finding.pointer === '' ? '(packet)' : finding.pointer;
    lines.push(`- ${finding.severity} ${finding.code} at ${where}: ${finding.message}`);
  }
  if (result.findings.length > limit) lines.push(`- … ${result.findings.length - limit} more findings in structuredContent`);
  lines.push(`receipt: input ${result.receipt.inputDigest}, result ${result.receipt.resultDigest}`);
  return lines.join('\n');
}

/** The gateway's 400 body for a packet that fails the product schema, byte for byte the same shape. */
export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

export function invalidEvidence(id: string, issues: ValidationIssue[]): ErrorBody {
  return { error: { code: 'INVALID_EVIDENCE', message: `The evidence packet does not satisfy the ${id} input schema.`, details: issues } };
}
