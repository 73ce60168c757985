// Worst-case shapes as data: each check keeps in `test/shapes.ts` the inputs that grow its work
// fastest (duplicates, many-to-many references, strings at maxLength, deep paths, wildcard-heavy
// patterns). One runner proves each completes at the largest size the interface allows and is
// right on a small copy; `pnpm bench:scaling` times the same shapes (timings never live in tests).
import type { CheckDefinition, CheckResult, RunContext } from '@evidence-check/core-receipt';
import { compileSchema, type Validator } from '@evidence-check/schema-validator';

/** The gateway's body limit: a shape never grows past what a caller could send. */
export const MAX_BODY_BYTES = 262_144;

export interface Shape<Input = unknown> {
  /** What grows, in a few words: "paths colliding by case", "one record of n characters". */
  name: string;
  /** The packet at size n ≥ 1; the work it causes must not shrink as n grows. */
  grow: (n: number) => Input;
  /** The largest n worth trying (a schema's maxItems or maxLength); the runner finds the largest valid n ≤ max. */
  max: number;
  /** Maintained-data products: the adapter's context at size n. */
  context?: (n: number) => RunContext;
  /** What a right result at size n holds, asserted on a small copy and at the largest size (throw or use jest's expect). */
  verify: (result: CheckResult<unknown>, n: number) => void;
}

/** Types a package's shapes against its own Input: `defineShapes<Input>([...])`. */
export function defineShapes<Input>(shapes: Shape<Input>[]): Shape<Input>[] {
  return shapes;
}

/** Whether the packet at size n is one the gateway would accept (schema and body limit). */
export function acceptable(shape: Shape<never>, n: number, validate: Validator): boolean {
  const input = (shape as Shape).grow(n);
  return validate(input).length === 0 && new TextEncoder().encode(JSON.stringify(input)).length <= MAX_BODY_BYTES;
}

/**
 * The largest n ≤ shape.max whose packet the gateway accepts (bisection: a shape's packets
 * grow with n, so acceptance is monotone). 0 when not even n = 1 is accepted.
 */
export function largestSize(shape: Shape<never>, validate: Validator): number {
  if (!acceptable(shape, 1, validate)) return 0;
  let low = 1;
  let high = shape.max;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (acceptable(shape, mid, validate)) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Runs the shape's packet at size n through the check. */
export function runShape<Input>(definition: CheckDefinition<Input>, shape: Shape<Input>, n: number): CheckResult<unknown> {
  return definition.run(shape.grow(n), shape.context?.(n)) as CheckResult<unknown>;
}

/** Size of the small copy that `verify` is asserted on. */
const SMALL = 12;

/**
 * Registers the shape tests (call at the top level of `test/shapes.test.ts`): every shape reaches a
 * size worth measuring, and is right on a small copy and at its largest acceptable size.
 */
export function runShapes<Input>(definition: CheckDefinition<Input>, shapes: readonly Shape<Input>[]): void {
  const validate = compileSchema(definition.inputSchema);
  describe(`${definition.id} worst-case shapes`, () => {
    test('there are shapes, with unique names', () => {
      expect(shapes.length).toBeGreaterThan(0);
      const names = shapes.map((shape) => shape.name);
      expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    });
    test.each(shapes.map((shape) => [shape.name, shape] as const))('%s', (_name, shape) => {
      const largest = largestSize(shape as Shape<never>, validate);
      // Bench rows time n/8 … n: a shape must grow at least that far to say anything.
      expect(largest).toBeGreaterThanOrEqual(8);
      const small = Math.min(SMALL, largest);
      shape.verify(runShape(definition, shape, small), small);
      // The largest packet completes and is as right as the small one (no timing here:
      // `pnpm bench:scaling` measures it).
      shape.verify(runShape(definition, shape, largest), largest);
    });
  });
}
