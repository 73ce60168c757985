// Cases as data, one file per rule under cases/: every declared code is produced by at least one
// case and kept silent by another (the conventions meta-test and cases-coverage.test.ts check both);
// every case input is a packet the gateway accepts.
import type { Case } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';
import { baselineDriftCases } from './cases/baseline-drift.js';
import { conditionOrderCases } from './cases/condition-order.js';
import { entrypointTargetsCases } from './cases/entrypoint-targets.js';
import { exportsShapeCases } from './cases/exports-shape.js';
import { filesEntriesCases } from './cases/files-entries.js';
import { identityCases } from './cases/identity.js';
import { importsFieldCases } from './cases/imports-field.js';
import { licenseFieldCases } from './cases/license-field.js';
import { localDependencyCases } from './cases/local-dependency.js';
import { packBasicsCases } from './cases/pack-basics.js';
import { runtimeOutputCases } from './cases/runtime-output.js';
import { sensitiveFilesCases } from './cases/sensitive-files.js';
import { typesBesideCases } from './cases/types-beside.js';

/** Each rule's own cases, by rule name (src/codes.ts). */
export const casesByRule: Record<string, Case<Input>[]> = {
  'entrypoint-targets': entrypointTargetsCases,
  'runtime-output': runtimeOutputCases,
  'condition-order': conditionOrderCases,
  'exports-shape': exportsShapeCases,
  'imports-field': importsFieldCases,
  'types-beside': typesBesideCases,
  'local-dependency': localDependencyCases,
  'files-entries': filesEntriesCases,
  'sensitive-files': sensitiveFilesCases,
  'pack-basics': packBasicsCases,
  'license-field': licenseFieldCases,
  'identity': identityCases,
  'baseline-drift': baselineDriftCases,
};

export const cases: Case<Input>[] = Object.values(casesByRule).flat();
