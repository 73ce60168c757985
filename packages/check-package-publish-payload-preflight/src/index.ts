import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { comparison } from './peers.js';
import { buildReport, type Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'package-publish-payload-preflight',
  title: 'Package Publish Payload Preflight',
  category: 'Developer Tools',
  summary: 'Checks a package pack manifest for missing entrypoints, absent runtime output, sensitive files and baseline drift.',
  limitations: [
    'Checks the supplied package.json and file lists only; no lifecycle scripts run and no file is opened.',
    'The file list is taken as the pack as is; npm\'s own include and exclude rules are not re-applied.',
    'Entrypoints are resolved by path; what the files contain (valid JavaScript, matching types) is not checked.',
    'Sensitive files are recognized by name and folder, not by content.',
    'publishConfig overrides are not applied: send the package.json as your packer publishes it.',
    'Glob entries of files are not matched against the pack; nested package.json files are not read, so declaration formats (.d.ts under "type": "module") are not checked.',
    'The member order of exports and imports is read as Node reads it (conditions in order); the receipt\'s input digest (RFC 8785) does not cover member order, so two packets differing only there share an input digest and the entrypoints of the report list exports in the order judged.',
  ],
  comparison,
  // Node resolves exports and imports conditions in the order the object lists them (Node.js docs,
  // "Conditional exports": "object keys order matters"), so that order is evidence here; every other
  // member order is not (the meta-tests prove it).
  orderSignificant: ['/package/exports', '/package/imports'],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  prepare,
  rules,
  report: buildReport,
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { EntrypointReport, Report } from './report.js';
export type { Input };
export default definition;
