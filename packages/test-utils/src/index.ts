// Cases as data (stylelint's `testRule` shape): each check keeps its cases in `test/cases.ts`, one
// runner asserts them, and the conventions meta-test proves every declared code is produced by one.
import { canonicalize, type CheckDefinition, type CheckResult, type Finding, type JsonObject, type RunContext, type Status } from '@evidence-check/core-receipt';
import { compileSchema } from '@evidence-check/schema-validator';

export interface ExpectedFinding {
  code: string;
  /** RFC 6901 pointer the finding must carry: the faulty item itself, or "" for the whole packet. */
  pointer: string;
  subject?: string | null;
  /** Compared as a subset: the listed keys must have these values. */
  details?: JsonObject;
}

export interface Case<Input = unknown> {
  name: string;
  input: Input;
  /** The findings, as `{ code, pointer }`, in the envelope's order. Exact unless `partial` is set. */
  expect: ExpectedFinding[];
  /** When true, `expect` must be contained in the findings (in order) instead of equal to them. */
  partial?: boolean;
  /** Codes that must not appear at all: the case that proves a rule does not over-fire. */
  absent?: string[];
  status?: Status;
  /** Compared as a subset (`toMatchObject`) of the report. */
  report?: unknown;
  /** Maintained-data products only: the adapter's context. */
  context?: RunContext;
}

/** Types a package's cases against its own Input: `defineCases<Input>([...])`. */
export function defineCases<Input>(cases: Case<Input>[]): Case<Input>[] {
  return cases;
}

function matches(finding: Finding, expected: ExpectedFinding): boolean {
  if (finding.code !== expected.code || finding.pointer !== expected.pointer) return false;
  if (expected.subject !== undefined && finding.subject !== expected.subject) return false;
  if (expected.details) {
    for (const [key, value] of Object.entries(expected.details)) {
      // JSON value equality: member order is not part of a value (details keep canonical order).
      if (finding.details[key] === undefined || canonicalize(finding.details[key]) !== canonicalize(value)) return false;
    }
  }
  return true;
}

/** Every way a case fails, as text; empty when the case holds. Used by the runner and the meta-test. */
export function caseProblems(definition: CheckDefinition, testCase: Case, validate = compileSchema(definition.inputSchema)): string[] {
  const problems: string[] = [];
  const issues = validate(testCase.input);
  if (issues.length > 0) {
    return [`input is rejected by the product schema: ${issues.map((i) => `${i.pointer} ${i.message}`).join('; ')}`];
  }
  const result = definition.run(testCase.input, testCase.context) as CheckResult<unknown>;
  const actual = result.findings;
  const label = (f: { code: string; pointer: string }) => `${f.code}@${f.pointer || '""'}`;
  if (testCase.partial) {
    let from = 0;
    for (const expected of testCase.expect) {
      const at = actual.findIndex((finding, index) => index >= from && matches(finding, expected));
      if (at === -1) problems.push(`expected ${label(expected)} (in order) among ${actual.map(label).join(', ') || 'no findings'}`);
      else from = at + 1;
    }
  } else {
    const same = actual.length === testCase.expect.length && actual.every((finding, i) => matches(finding, testCase.expect[i] as ExpectedFinding));
    if (!same) problems.push(`expected [${testCase.expect.map(label).join(', ')}] but got [${actual.map(label).join(', ')}]`);
  }
  for (const code of testCase.absent ?? []) {
    if (!(code in definition.codes)) problems.push(`absent names undeclared code ${code}`);
    if (actual.some((finding) => finding.code === code)) problems.push(`${code} must not appear`);
  }
  if (testCase.status && result.status !== testCase.status) problems.push(`status ${result.status}, expected ${testCase.status}`);
  if (testCase.report !== undefined && !isSubset(testCase.report, result.report)) {
    problems.push(`report does not contain ${JSON.stringify(testCase.report)}; got ${JSON.stringify(result.report)}`);
  }
  return problems;
}

function isSubset(expected: unknown, actual: unknown): boolean {
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && expected.length === actual.length && expected.every((item, i) => isSubset(item, actual[i]));
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
    return Object.entries(expected).every(([key, value]) => isSubset(value, (actual as Record<string, unknown>)[key]));
  }
  return Object.is(expected, actual);
}

/** Declared codes that no case lists in `expect`: each is a code nobody has shown to be reachable. */
export function unproducedCodes(definition: CheckDefinition, cases: readonly Case[]): string[] {
  const produced = new Set(cases.flatMap((testCase) => testCase.expect.map((expected) => expected.code)));
  return Object.keys(definition.codes).filter((code) => !produced.has(code));
}

/** Declared codes that no case lists in `absent`. */
export function codesNeverAbsent(definition: CheckDefinition, cases: readonly Case[]): string[] {
  const absent = new Set(cases.flatMap((testCase) => testCase.absent ?? []));
  return Object.keys(definition.codes).filter((code) => !absent.has(code));
}

/** Registers one jest test per case (call at the top level of `test/cases.test.ts`). */
export function runCases<Input>(definition: CheckDefinition<Input>, cases: readonly Case<Input>[]): void {
  const validate = compileSchema(definition.inputSchema);
  describe(`${definition.id} cases`, () => {
    test('case names are unique', () => {
      const names = cases.map((testCase) => testCase.name);
      expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    });
    if (cases.length === 0) {
      // A shell has no decision rules to prove yet; an implemented check without cases fails here.
      test('an implemented check has cases', () => expect(definition.implemented).toBe(false));
      return;
    }
    test.each(cases.map((testCase) => [testCase.name, testCase] as const))('%s', (_name, testCase) => {
      expect(caseProblems(definition as CheckDefinition, testCase as Case, validate)).toEqual([]);
    });
  });
}
export * from './shapes.js';

/**
 * The same JSON value with every object's members inserted in another order (array order kept):
 * `reverse`, or `rotate` (the first member moved last). A result must not change by a byte: member
 * order is not part of a JSON value, except under the product's `orderSignificant` pointers, whose
 * subtrees are kept as they are. `defineProperty` keeps a `__proto__` member an own member.
 */
export function reorderedMembers(value: unknown, how: 'reverse' | 'rotate' = 'reverse', keep: readonly string[] = [], at = ''): unknown {
  if (keep.includes(at)) return value;
  const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
  if (Array.isArray(value)) return value.map((item, index) => reorderedMembers(item, how, keep, `${at}/${index}`));
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value);
  const order = how === 'reverse' ? keys.reverse() : [...keys.slice(1), ...keys.slice(0, 1)];
  const copy: Record<string, unknown> = {};
  for (const key of order) {
    const member = reorderedMembers((value as Record<string, unknown>)[key], how, keep, `${at}/${escape(key)}`);
    Object.defineProperty(copy, key, { value: member, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}
