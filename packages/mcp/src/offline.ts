import { implementedChecks } from '@evidence-check/catalog-builder';
import type { CheckDefinition, CheckResult } from '@evidence-check/core-receipt';
import { compileSchemas, type ValidationIssue, type Validator } from '@evidence-check/schema-validator';

export type RunOutcome =
  | { kind: 'result'; result: CheckResult<unknown> }
  | { kind: 'invalid'; issues: ValidationIssue[] };

export interface OfflineRunner {
  readonly checks: readonly CheckDefinition[];
  find(id: string): CheckDefinition | undefined;
  /** Validates with the one Ajv configuration (schema-validator), then runs the pure check. */
  run(check: CheckDefinition, input: unknown): RunOutcome;
}

/**
 * validate -> run, with nothing in between: the offline half of the gateway's
 * validate -> verify -> run -> settle. Each product's schema is compiled once, on first use.
 */
export function createOfflineRunner(checks: readonly CheckDefinition[] = implementedChecks): OfflineRunner {
  const byId = new Map(checks.map((check) => [check.id, check]));
  const validators = new Map<string, Validator>();
  function validatorOf(check: CheckDefinition): Validator {
    let validator = validators.get(check.id);
    if (!validator) {
      validator = compileSchemas({ [check.id]: check.inputSchema })[check.id] as Validator;
      validators.set(check.id, validator);
    }
    return validator;
  }
  return {
    checks,
    find: (id) => byId.get(id),
    run(check, input) {
      const issues = validatorOf(check)(input);
      if (issues.length > 0) return { kind: 'invalid', issues };
      return { kind: 'result', result: check.run(input) };
    },
  };
}
