// Reading the assignment events' open keys (`variant`, `variant_weight`) into arms, and the
// sample-ratio test over them.
import { fromNumber, type Decimal } from '@evidence-check/exact-decimal';
import { chiSquareStatistic, chiSquareUpperTail, formatFraction, formatProbability, fractionToNumber, SRM_MIN_PER_ARM, SRM_P_THRESHOLD } from './srm.js';

export type SrmStatus = 'not-applicable' | 'weights-unclear' | 'not-enough-traffic' | 'healthy' | 'unhealthy';
export type ExposureStatus = 'not-applicable' | 'not-enough-traffic' | 'healthy' | 'unhealthy';

/** GrowthBook DEFAULT_MULTIPLE_EXPOSURES_THRESHOLD (1 %) and its enough-data threshold (10 units). */
export const MULTIPLE_EXPOSURES_MIN_UNITS = 10;

/** A unit (open key `actor_token`) assigned to two or more arms. */
export interface MultiplyExposed {
  readonly actorToken: string;
  /** The arms it was assigned to, in order of first assignment. */
  readonly variants: readonly string[];
  /** Its assignment events, in input order. */
  readonly indices: readonly number[];
}

export interface Arm {
  readonly variant: string;
  /** Distinct units: an actor_token counts once per arm; an assignment without one is its own unit. */
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
  /** Units (actor tokens) assigned to more than one arm, GrowthBook's multiple-exposures health check. */
  readonly exposures: {
    readonly status: ExposureStatus;
    readonly units: number;
    readonly multiple: readonly MultiplyExposed[];
  };
}

const weightText = (value: unknown): string => (typeof value === 'number' ? String(value) : JSON.stringify(value) ?? 'undefined');

export function readSampleRatio(assignments: ReadonlyArray<{ index: number; event: Record<string, unknown> }>): SampleRatio {
  const missingVariant: number[] = [];
  const weightProblems: WeightProblem[] = [];
  const arms = new Map<string, { anonymous: number; tokens: Set<string>; weight: Decimal | null; firstIndex: number }>();
  const units = new Map<string, { variants: Set<string>; indices: number[] }>();
  for (const { index, event } of assignments) {
    const variant = event.variant;
    if (typeof variant !== 'string' || variant.trim() === '') {
      missingVariant.push(index);
      continue;
    }
    let arm = arms.get(variant);
    if (!arm) {
      arm = { anonymous: 0, tokens: new Set(), weight: null, firstIndex: index };
      arms.set(variant, arm);
    }
    const token = event.actor_token;
    if (typeof token === 'string' && token.trim() !== '') {
      arm.tokens.add(token);
      let unit = units.get(token);
      if (!unit) {
        unit = { variants: new Set(), indices: [] };
        units.set(token, unit);
      }
      unit.variants.add(variant);
      unit.indices.push(index);
    } else {
      arm.anonymous += 1;
    }
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
  const list: Arm[] = [...arms].map(([variant, arm]) => ({ variant, assignments: arm.anonymous + arm.tokens.size, weight: arm.weight, firstIndex: arm.firstIndex }));
  const multiple = [...units]
    .filter(([, unit]) => unit.variants.size > 1)
    .map(([actorToken, unit]): MultiplyExposed => ({ actorToken, variants: [...unit.variants], indices: unit.indices }));
  // getMultipleExposureHealthData: enough data at 10 units; unhealthy when multiple / units ≥ 1 % (exactly: 100 × multiple ≥ units).
  const exposures = {
    status: (units.size === 0
      ? 'not-applicable'
      : units.size < MULTIPLE_EXPOSURES_MIN_UNITS
        ? 'not-enough-traffic'
        : multiple.length * 100 >= units.size
          ? 'unhealthy'
          : 'healthy') as ExposureStatus,
    units: units.size,
    multiple,
  };
  if (list.some((arm) => arm.weight !== null)) {
    for (const arm of list) {
      if (arm.weight === null) weightProblems.push({ index: arm.firstIndex, variant: arm.variant, problem: 'missing', stated: null, expected: null });
    }
  }
  weightProblems.sort((a, b) => a.index - b.index);
  const untested = (status: SrmStatus): SampleRatio => ({ missingVariant, weightProblems, arms: list, status, chiSquare: null, degreesOfFreedom: null, pValue: null, exposures });
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
    exposures,
  };
}
