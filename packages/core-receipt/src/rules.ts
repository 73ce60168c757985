import type { FindingCollector } from './findings.js';
import type { CodeTable } from './types.js';

/**
 * One decision rule of a check (a lint rule's shape): the codes it emits and a `check` over a
 * context the check prepares. A check whose decision logic outgrows one file keeps one rule per
 * file under `src/rules/` and runs them in a fixed order with `runRules`.
 */
export interface CheckRule<Context, Codes extends CodeTable> {
  readonly name: string;
  readonly codes: Codes;
  check(context: Context, findings: FindingCollector<Codes>): void;
}

/** Identity with inference: `defineRule<Ctx>()({ name, codes, check })` types `check` from `codes`. */
export function defineRule<Context>() {
  return <Codes extends CodeTable>(rule: CheckRule<Context, Codes>): CheckRule<Context, Codes> => rule;
}

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;

/** The union of the rules' code tables, as one table; two rules declaring one code is an error. */
export type CodesOfRules<Rules extends ReadonlyArray<CheckRule<never, CodeTable>>> = [Rules[number]] extends [never]
  ? Record<never, CodeTable[string]> // no rules yet: a check being scaffolded
  : UnionToIntersection<Rules[number]['codes']>;

export function mergeCodes<Rules extends ReadonlyArray<CheckRule<never, CodeTable>>>(rules: Rules): CodesOfRules<Rules> {
  const merged: Record<string, CodeTable[string]> = {};
  for (const rule of rules) {
    for (const [code, spec] of Object.entries(rule.codes)) {
      if (code in merged) throw new Error(`finding code ${code} is declared by two rules (the second is ${rule.name})`);
      merged[code] = spec;
    }
  }
  return merged as CodesOfRules<Rules>;
}

/** Runs the rules in the given order over one context, each with the shared collector. */
export function runRules<Context>(
  rules: ReadonlyArray<CheckRule<Context, CodeTable>>,
  context: Context,
  findings: FindingCollector<CodeTable>,
): void {
  for (const rule of rules) rule.check(context, findings);
}
