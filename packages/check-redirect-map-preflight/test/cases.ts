// Cases as data, one file per rule under test/cases/: every declared code is produced by at
// least one case and is absent in another, and every group fault lists the pointer of every member.
import { baselineCases } from './cases/baseline.js';
import { chainIntoLoopCases } from './cases/chain-into-loop.js';
import { chainsCases } from './cases/chains.js';
import { duplicatesCases } from './cases/duplicates.js';
import { loopsCases } from './cases/loops.js';
import { selfRedirectCases } from './cases/self-redirect.js';
import { statusCases } from './cases/status.js';
import { temporaryHopsCases } from './cases/temporary-hops.js';
import { validityCases } from './cases/validity.js';

export const cases = [
  ...validityCases,
  ...statusCases,
  ...duplicatesCases,
  ...selfRedirectCases,
  ...loopsCases,
  ...chainIntoLoopCases,
  ...chainsCases,
  ...temporaryHopsCases,
  ...baselineCases,
];
