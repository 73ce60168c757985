import { mergeCodes } from '@evidence-check/core-receipt';
import { boundaryRule } from './rules/boundary.js';
import { rruleRule } from './rules/rrule.js';
import { rrulePartsRule } from './rules/rrule-parts.js';
import { sequenceRule } from './rules/sequence.js';
import { uidConflictRule } from './rules/uid-conflict.js';
import { valuesRule } from './rules/values.js';
import { vtimezoneRule } from './rules/vtimezone.js';
import { zonesRule } from './rules/zones.js';

/** The rules, in the order they run; every code belongs to exactly one of them. */
export const rules = [valuesRule, zonesRule, vtimezoneRule, boundaryRule, sequenceRule, uidConflictRule, rruleRule, rrulePartsRule] as const;

/** Every finding this check can emit; the README's findings table is generated from it. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
