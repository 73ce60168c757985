import { mergeCodes } from '@evidence-check/core-receipt';
import { baselineDriftRule } from './rules/baseline-drift.js';
import { conditionOrderRule } from './rules/condition-order.js';
import { entrypointTargetsRule } from './rules/entrypoint-targets.js';
import { exportsShapeRule } from './rules/exports-shape.js';
import { filesEntriesRule } from './rules/files-entries.js';
import { identityRule } from './rules/identity.js';
import { importsFieldRule } from './rules/imports-field.js';
import { licenseFieldRule } from './rules/license-field.js';
import { localDependencyRule } from './rules/local-dependency.js';
import { packBasicsRule } from './rules/pack-basics.js';
import { runtimeOutputRule } from './rules/runtime-output.js';
import { sensitiveFilesRule } from './rules/sensitive-files.js';
import { typesBesideRule } from './rules/types-beside.js';

/** The rules, in the order they run; every code belongs to exactly one of them. */
export const rules = [
  entrypointTargetsRule,
  runtimeOutputRule,
  conditionOrderRule,
  exportsShapeRule,
  importsFieldRule,
  typesBesideRule,
  localDependencyRule,
  filesEntriesRule,
  sensitiveFilesRule,
  packBasicsRule,
  licenseFieldRule,
  identityRule,
  baselineDriftRule,
] as const;

/** Every finding this check can emit; the README's findings table is generated from it. */
export const codes = mergeCodes(rules);

/**
 * The declared codes as a union. (`keyof typeof codes` is `string`: mergeCodes' type intersects
 * the rules' tables with CodeTable's string index, so the union is read from the rules instead.)
 */
type CodesOf<Rule> = Rule extends { codes: infer Table } ? keyof Table & string : never;
export type Code = CodesOf<(typeof rules)[number]>;
