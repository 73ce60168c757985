import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { eventPointer } from '../lib/events.js';
import { SRM_P_THRESHOLD } from '../lib/srm.js';

/**
 * Sample ratio mismatch over the assignment events (type `assignment`; open keys `variant` and
 * `variant_weight`): GrowthBook's SRM check and health rule, the first trustworthiness test of
 * Kohavi, Tang and Xu's "Trustworthy Online Controlled Experiments" (ch. 21).
 */
export const sampleRatioRule = defineRule<Context>()({
  name: 'sample-ratio',
  codes: {
    SAMPLE_RATIO_MISMATCH: {
      severity: 'warning',
      message:
        'The assignments per arm ({{split}}) do not fit the planned split ({{planned}}): chi-square {{chiSquare}}, {{degreesOfFreedom}} degrees of freedom, p = {{pValue}}, below {{threshold}}.',
      description: `Pearson's chi-square goodness-of-fit of the assignment events per arm against the planned weights has a p-value below ${SRM_P_THRESHOLD} (GrowthBook's default SRM threshold), with at least 8 assignments per arm on average. Assignment is broken somewhere (a redirect dropped an arm, bots flooded one): every comparison between the arms is suspect, so the verdict is inconclusive.`,
      example: 'arms `a` 540, `b` 460 planned 50/50: p = 0.0114 passes; 600 / 400: p = 2.5e-10 flagged',
    },
    MULTIPLE_EXPOSURES: {
      severity: 'warning',
      message: 'Unit "{{actorToken}}" was assigned to {{variantCount}} arms ({{variants}}); {{multipleUnits}} of {{units}} units were, at least 1 %.',
      description:
        'Assignment events carrying the same `actor_token` name different arms, for at least 1 % of the units (with at least 10 units), as GrowthBook\'s multiple-exposures health check flags: those units saw both sides, so the arms are not separate. Every assignment event of such a unit is flagged with one `details.group`. A caveat: the verdict is unchanged.',
      example: '`actor_token: "act-1"` assigned to arm `a` and to arm `b`',
    },
    ASSIGNMENT_VARIANT_MISSING: {
      severity: 'warning',
      message: 'Assignment event "{{id}}" names no arm (variant); it is left out of the sample-ratio test.',
      description: 'An event of type `assignment` has no `variant` that is a non-empty string, so the unit cannot be counted in any arm.',
      example: '`{ "type": "assignment" }` without `variant`',
    },
    VARIANT_WEIGHT_UNCLEAR: {
      severity: 'warning',
      message: 'Arm "{{variant}}" has an unclear planned weight at event "{{id}}" ({{problem}}); the sample ratio is not tested.',
      description:
        'An assignment event states a `variant_weight` that is not a positive number, or one that differs from the first weight stated for its arm, or its arm states none while another arm does. Without one planned split there is nothing to test the ratio against.',
      example: 'arm `a` stated as 50 on one event and 60 on another',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const { sampleRatio, input } = ctx;
    for (const index of sampleRatio.missingVariant) {
      const id = input.events[index]!.id as string;
      findings.add('ASSIGNMENT_VARIANT_MISSING', { subject: id, pointer: eventPointer(index), details: { id } });
    }
    for (const { index, variant, problem, stated, expected } of sampleRatio.weightProblems) {
      const id = input.events[index]!.id as string;
      const pointer = problem === 'missing' ? eventPointer(index) : eventPointer(index, 'variant_weight');
      const text =
        problem === 'invalid' ? `variant_weight ${stated} is not a positive number` : problem === 'conflict' ? `variant_weight ${stated}, first stated as ${expected}` : 'no variant_weight while other arms state one';
      findings.add('VARIANT_WEIGHT_UNCLEAR', { subject: id, pointer, details: { id, variant, problem: text, kind: problem } });
    }
    const { exposures } = sampleRatio;
    if (exposures.status === 'unhealthy') {
      for (const unit of exposures.multiple) {
        findings.addGroup(
          'MULTIPLE_EXPOSURES',
          `unit:${unit.actorToken}`,
          unit.indices.map((index) => ({
            subject: input.events[index]!.id as string,
            pointer: eventPointer(index, 'actor_token'),
            details: {
              actorToken: unit.actorToken,
              variants: unit.variants.join(', '),
              variantCount: unit.variants.length,
              multipleUnits: exposures.multiple.length,
              units: exposures.units,
            },
          })),
        );
      }
    }
    if (sampleRatio.status === 'unhealthy') {
      const arms = sampleRatio.arms;
      findings.add('SAMPLE_RATIO_MISMATCH', {
        subject: input.experiment.id,
        pointer: '/events',
        details: {
          split: arms.map((arm) => `${arm.variant} ${arm.assignments}`).join(', '),
          planned: arms.map((arm) => `${arm.variant} ${arm.weight === null ? '1' : arm.weight.toFixed()}`).join(', '),
          chiSquare: sampleRatio.chiSquare as string,
          degreesOfFreedom: sampleRatio.degreesOfFreedom as number,
          pValue: sampleRatio.pValue as string,
          threshold: String(SRM_P_THRESHOLD),
        },
      });
    }
  },
});
