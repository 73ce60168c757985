// Cases as data, one file per rule under test/cases/: every declared code is produced by at
// least one case and is absent in another, and every group fault lists the pointer of every member.
import { boundaryCases } from './cases/boundary.js';
import { rruleCases } from './cases/rrule.js';
import { sequenceCases } from './cases/sequence.js';
import { uidConflictCases } from './cases/uid-conflict.js';
import { valuesCases } from './cases/values.js';
import { zonesCases } from './cases/zones.js';

export const cases = [...valuesCases, ...zonesCases, ...boundaryCases, ...sequenceCases, ...uidConflictCases, ...rruleCases];
