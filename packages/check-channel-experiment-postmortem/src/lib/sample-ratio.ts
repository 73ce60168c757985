// Reading the assignment events' open keys (`variant`, `variant_weight`) into arms, and the
// sample-ratio test over them.
import { fromNumber, type Decimal } from '@evidence-check/exact-decimal';
import { chiSquareStatistic, chiSquareUpperTail, formatFraction, formatProbability, fractionToNumber, SRM_MIN_PER_ARM, SRM_P_THRESHOLD } from './srm.js';

export type SrmStatus = 'not-applicable' | 'weights-unclear' | 'not-enough-traffic' | 'healthy' | 'unhealthy';

export interface Arm {
  readonly variant: string;
  readonly assignments: number;
  /** The arm's planned weight (the first valid `variant_weight` stated for it); null when none is stated. */
  readonly weight: Decimal | null;
  /** Index of the arm's first assignment event. */
  readonly firstIndex: number;
}

export interface WeightProblem {
  readonly index: number;
  readonly variant: string;
  /** `invalid`: not a positive number; `conflict`: differs from the arm's first stated weight; `missing`: this arm states none while another does. */
  readonly problem: 'invalid' | 'conflict' | 'missing';
  readonly stated: string | null;
  readonly expected: string | null;
}

export interface SampleRatio {
  /** Indices of counted assignment events without a non-empty string `variant`. */
  readonly missingVariant: readonly number[];
  readonly weightProblems: readonly WeightProblem[];
  /** Arms in order of their first assignment event. */
  readonly arms: readonly Arm[];
  readonly status: SrmStatus;
  /** Exact statistic, rounded half up to 6 decimals; null when not tested. */
  readonly chiSquare: string | null;
  readonly degreesOfFreedom: number | null;
  readonly pValue: string | null;
}

const weightText = (value: unknown): string => (typeof value === 'number' ? String(value) : JSON.stringify(value) ?? 'undefined');

export function readSampleRatio(assignments: ReadonlyArray<{ index: number; event: Record<string, unknown> }>): SampleRatio {
  const missingVariant: number[] = [];
  const weightProblems: WeightProblem[] = [];
  const arms = new Map<string, { assignments: number; weight: Decimal | null; firstIndex: number }>();
  for (const { index, event } of assignments) {
    const variant = event.variant;
    if (typeof variant !== 'string' || variant.trim() === '') {
      missingVariant.push(index);
      continue;
    }
    let arm = arms.get(variant);
    if (!arm) {
      arm = { assignments: 0, weight: null, firstIndex: index };
      arms.set(variant, arm);
    }
    arm.assignments += 1;
    if (!Object.hasOwn(event, 'variant_weight')) continue;
    const stated = event.variant_weight;
    if (typeof stated !== 'number' || !Number.isFinite(stated) || stated <= 0) {
      weightProblems.push({ index, variant, problem: 'invalid', stated: weightText(stated), expected: null });
      continue;
    }
    const weight = fromNumber(stated);
    if (arm.weight === null) arm.weight = weight;
    else if (!arm.weight.eq(weight)) weightProblems.push({ index, variant, problem: 'conflict', stated: weight.toFixed(), expected: arm.weight.toFixed() });
  }
  const list: Arm[] = [...arms].map(([variant, arm]) => ({ variant, ...arm }));
  if (list.some((arm) => arm.weight !== null)) {
    for (const arm of list) {
      if (arm.weight === null) weightProblems.push({ index: arm.firstIndex, variant: arm.variant, problem: 'missing', stated: null, expected: null });
    }
  }
  weightProblems.sort((a, b) => a.index - b.index);
  const untested = (status: SrmStatus): SampleRatio => ({ missingVariant, weightProblems, arms: list, status, chiSquare: null, degreesOfFreedom: null, pValue: null });
  if (list.length < 2) return untested('not-applicable');
  if (weightProblems.length > 0) return untested('weights-unclear');
  const total = list.reduce((sum, arm) => sum + arm.assignments, 0);
  if (total < list.length * SRM_MIN_PER_ARM) return untested('not-enough-traffic');
  const one = fromNumber(1);
  const statistic = chiSquareStatistic(
    list.map((arm) => arm.assignments),
    list.map((arm) => arm.weight ?? one),
  );
  const degreesOfFreedom = list.length - 1;
  const p = chiSquareUpperTail(fractionToNumber(statistic), degreesOfFreedom);
  return {
    missingVariant,
    weightProblems,
    arms: list,
    status: p < SRM_P_THRESHOLD ? 'unhealthy' : 'healthy',
    chiSquare: formatFraction(statistic, 6),
    degreesOfFreedom,
    pValue: formatProbability(p),
  };
}
