import { comparePointers } from './pointer.js';
import type { CodeSpec, Finding, JsonObject, JsonValue, Severity, Status, Summary } from './types.js';

/** Status is derived, never chosen: any error blocks, any warning asks for review. */
export function deriveStatus(findings: readonly Pick<Finding, 'severity'>[]): Status {
  let status: Status = 'READY';
  for (const { severity } of findings) {
    if (severity === 'error') return 'BLOCKED';
    if (severity === 'warning') status = 'REVIEW';
  }
  return status;
}

function compareText(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
}

/** Pointer (input order), then code, then subject, then message: a total order, so output is stable. */
export function compareFindings(a: Finding, b: Finding): number {
  return (
    comparePointers(a.pointer, b.pointer) ||
    compareText(a.code, b.code) ||
    compareText(a.subject, b.subject) ||
    compareText(a.message, b.message)
  );
}

export function sortFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort(compareFindings);
}

export function countSeverities(findings: readonly Finding[]): Record<'errors' | 'warnings' | 'notices', number> {
  const counts = { errors: 0, warnings: 0, notices: 0 };
  const key: Record<Severity, keyof typeof counts> = { error: 'errors', warning: 'warnings', notice: 'notices' };
  for (const finding of findings) counts[key[finding.severity]]++;
  return counts;
}

export function buildSummary(findings: readonly Finding[], counters: Record<string, JsonValue> = {}): Summary {
  const reserved = new Set(['errors', 'warnings', 'notices']);
  const clash = Object.keys(counters).find((name) => reserved.has(name));
  if (clash) throw new Error(`summary counter "${clash}" is reserved`);
  return { ...countSeverities(findings), ...counters };
}

/** Renders `{{name}}` placeholders from details; strings as is, everything else as JSON. */
export function renderMessage(template: string, details: JsonObject): string {
  return template.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(details, name)) return whole;
    const value = details[name];
    return typeof value === 'string' ? value : JSON.stringify(value);
  });
}

export interface FindingInput {
  subject?: string | null;
  pointer?: string;
  details?: JsonObject;
}

/**
 * Collects findings for one run. Only declared codes are accepted, so every code a check can
 * emit is one its README documents (the conventions test compares the two).
 */
export class FindingCollector<Code extends string = string> {
  readonly #codes: Readonly<Record<Code, CodeSpec>>;
  readonly #findings: Finding[] = [];

  constructor(codes: Readonly<Record<Code, CodeSpec>>) {
    this.#codes = codes;
  }

  add(code: Code, { subject = null, pointer = '', details = {} }: FindingInput = {}): void {
    const spec = Object.prototype.hasOwnProperty.call(this.#codes, code) ? this.#codes[code] : undefined;
    if (!spec) throw new Error(`finding code ${code} is not declared by this check`);
    this.#findings.push({
      code,
      severity: spec.severity,
      subject,
      pointer,
      message: renderMessage(spec.message, details),
      details,
    });
  }

  get size(): number {
    return this.#findings.length;
  }

  /** Findings in their canonical order. */
  sorted(): Finding[] {
    return sortFindings(this.#findings);
  }
}
