import { canonicalOrder } from './items.js';
import { canonicalize } from './canonical.js';
import { compareSegments, parsePointer } from './pointer.js';
import type { CodeTable, DetailsOf, Finding, JsonObject, JsonValue, Placeholders, Severity, Status, Summary } from './types.js';

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

/** A finding with its sort keys, each computed at most once. */
interface Keyed {
  finding: Finding;
  segments: string[];
  detailKey: string | null;
}

/** Only findings that tie on pointer, code and subject pay for canonical details. */
function detailKey(keyed: Keyed): string {
  keyed.detailKey ??= canonicalize(keyed.finding.details);
  return keyed.detailKey;
}

/**
 * Pointer (input order), then code, then subject, then the canonical JSON of the details: a total
 * order that never depends on message prose, so rewording a message cannot reorder findings.
 */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  const keyed = findings.map((finding): Keyed => ({ finding, segments: parsePointer(finding.pointer), detailKey: null }));
  const order = (a: Keyed, b: Keyed) =>
    (a.finding.pointer === b.finding.pointer ? 0 : compareSegments(a.segments, b.segments)) ||
    compareText(a.finding.code, b.finding.code) ||
    compareText(a.finding.subject, b.finding.subject) ||
    compareText(detailKey(a), detailKey(b));
  // Rules mostly add findings in input order: one pass proves it, and the sort is skipped.
  let sorted = true;
  for (let i = 1; i < keyed.length && sorted; i++) sorted = order(keyed[i - 1] as Keyed, keyed[i] as Keyed) <= 0;
  if (!sorted) keyed.sort(order);
  return keyed.map(({ finding }) => finding);
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

const PLACEHOLDER = /\{\{([A-Za-z0-9_]+)\}\}/g;

/** The placeholder names of a message template, in order of first use. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string))];
}

export class MissingDetailError extends Error {
  constructor(template: string, name: string) {
    super(`message "${template}" needs details.${name}, which is missing`);
    this.name = 'MissingDetailError';
  }
}

/** A message template split once at its placeholders: text, name, text, name, …, text. */
const compiled = new Map<string, string[]>();

function partsOf(template: string): string[] {
  let parts = compiled.get(template);
  if (!parts) {
    parts = template.split(PLACEHOLDER);
    compiled.set(template, parts);
  }
  return parts;
}

/**
 * Renders `{{name}}` placeholders from details: strings as is, everything else as JSON. A
 * placeholder without a value throws: the types make it unreachable, and a test meets it first.
 * Templates are split once (a check may render tens of thousands of findings of one code).
 */
export function renderMessage(template: string, details: JsonObject): string {
  const parts = partsOf(template);
  let text = parts[0] as string;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i] as string;
    const value = Object.prototype.hasOwnProperty.call(details, name) ? details[name] : undefined;
    if (value === undefined) throw new MissingDetailError(template, name);
    text += (typeof value === 'string' ? value : JSON.stringify(value)) + (parts[i + 1] as string);
  }
  return text;
}

/**
 * Details as a finding keeps them: the product's own keys in its order, and every value that is an
 * object or an array in canonical member order. A caller's value echoed in a finding (a wrong-typed
 * field, an expected value) then never shows the order its members were sent in, in `details` or
 * in the message rendered from them (DESIGN.md: the member order of a request never shows).
 */
function orderedDetails(details: JsonObject): JsonObject {
  let copy: JsonObject | null = null;
  for (const key of Object.keys(details)) {
    const value = details[key] as JsonValue;
    if (value === null || typeof value !== 'object') continue;
    copy ??= { ...details };
    copy[key] = canonicalOrder(value);
  }
  return copy ?? details;
}

interface Located {
  /** The caller's own identifier of the item; null (the default) for the whole packet. */
  subject?: string | null;
  /** RFC 6901 pointer to the faulty item itself; "" (the default) for the whole packet. */
  pointer?: string;
}

/** What `add()` takes: where the finding is, and its details. */
export type FindingInput<Details extends JsonObject = JsonObject> = Located & { details?: Details };

/** `details` is required as soon as the code's message has a placeholder. */
type AddArguments<Codes extends CodeTable, Code extends keyof Codes & string> = [
  Placeholders<Codes[Code]['message']>,
] extends [never]
  ? [finding?: Located & { details?: DetailsOf<Codes[Code]> }]
  : [finding: Located & { details: DetailsOf<Codes[Code]> }];

/**
 * Collects findings for one run. Only declared codes are accepted, so every code a check can
 * emit is one its README documents, and each code's details are typed by its message.
 */
export class FindingCollector<Codes extends CodeTable = CodeTable> {
  readonly #codes: Codes;
  readonly #findings: Finding[] = [];
  /** The canonical order, kept until the next finding arrives (the report and the envelope both ask). */
  #sorted: Finding[] | null = null;

  constructor(codes: Codes) {
    this.#codes = codes;
  }

  add<Code extends keyof Codes & string>(code: Code, ...[finding]: AddArguments<Codes, Code>): void {
    const spec = Object.prototype.hasOwnProperty.call(this.#codes, code) ? this.#codes[code] : undefined;
    if (!spec) throw new Error(`finding code ${code} is not declared by this check`);
    const { subject = null, pointer = '', details: given = {} } = (finding ?? {}) as Located & { details?: JsonObject };
    const details = orderedDetails(given);
    this.#sorted = null;
    this.#findings.push({
      code,
      severity: spec.severity,
      subject,
      pointer,
      message: renderMessage(spec.message, details),
      details,
    });
  }

  /**
   * One finding per member of a group fault (a loop, a collision, a duplicate set), each at the
   * member's own pointer, all sharing `details.group` so callers can fold them.
   */
  addGroup<Code extends keyof Codes & string>(
    code: Code,
    group: string,
    members: ReadonlyArray<Located & { details: DetailsOf<Codes[Code]> }>,
  ): void {
    for (const member of members) {
      const finding = { ...member, details: { ...member.details, group } };
      (this.add as (code: string, finding: unknown) => void)(code, finding);
    }
  }

  get size(): number {
    return this.#findings.length;
  }

  /** Codes emitted so far (a rule may depend on whether another rule fired). */
  has(code: keyof Codes & string): boolean {
    return this.#findings.some((finding) => finding.code === code);
  }

  /** Findings in their canonical order. */
  sorted(): Finding[] {
    this.#sorted ??= sortFindings(this.#findings);
    return [...this.#sorted];
  }
}
