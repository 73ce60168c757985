// Findings folded per input item: the reports' per-item verdicts and reasons come from here.
import { deriveStatus } from './findings.js';
import type { Finding, Severity, Status } from './types.js';

/**
 * The findings about each item of one array of the request, in envelope order: `byItem[i]` holds
 * every finding at `<arrayPointer>/<i>` or under it (`/responses/3/body/id` is about response 3).
 * `arrayPointer` is the array's own pointer (`/responses`, `/runs/0/calls`). Linear in findings.
 */
export function findingsByItem(findings: readonly Finding[], arrayPointer: string, length: number): Finding[][] {
  const byItem: Finding[][] = Array.from({ length }, () => []);
  const prefix = `${arrayPointer}/`;
  for (const finding of findings) {
    const { pointer } = finding;
    if (!pointer.startsWith(prefix)) continue;
    const end = pointer.indexOf('/', prefix.length);
    const segment = pointer.slice(prefix.length, end === -1 ? undefined : end);
    if (!/^(0|[1-9][0-9]*)$/.test(segment)) continue;
    byItem[Number(segment)]?.push(finding);
  }
  return byItem;
}

/** The distinct codes of some findings, in their order (envelope order for an item's findings). */
export function codesOf(findings: readonly Finding[]): string[] {
  return [...new Set(findings.map((finding) => finding.code))];
}

const RANK: Record<Severity, number> = { notice: 1, warning: 2, error: 3 };

/** The worst severity among some findings, or null for none. */
export function worstSeverity(findings: readonly Finding[]): Severity | null {
  let worst: Severity | null = null;
  for (const { severity } of findings) if (worst === null || RANK[severity] > RANK[worst]) worst = severity;
  return worst;
}

/** An item's verdict, derived as the packet's status is: any error blocks, any warning asks for review. */
export function itemStatus(findings: readonly Finding[]): Status {
  return deriveStatus(findings);
}
