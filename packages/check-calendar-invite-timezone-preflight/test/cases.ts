// Cases as data, one file per rule under test/cases/: every declared code is produced by at
// least one case and is absent in another, and every group fault lists the pointer of every member.
import { boundaryCases } from './cases/boundary.js';
import { rruleCases } from './cases/rrule.js';
import { rrulePartsCases } from './cases/rrule-parts.js';
import { sequenceCases } from './cases/sequence.js';
import { uidConflictCases } from './cases/uid-conflict.js';
import { valuesCases } from './cases/values.js';
import { globalTzidCases, vtimezoneCases } from './cases/vtimezone.js';
import { zonesCases } from './cases/zones.js';

export const cases = [...valuesCases, ...zonesCases, ...vtimezoneCases, ...globalTzidCases, ...boundaryCases, ...sequenceCases, ...uidConflictCases, ...rruleCases, ...rrulePartsCases];
