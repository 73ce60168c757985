import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { MAX_LISTED_HOPS, prepare, type Context } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { comparison } from './peers.js';
import { buildReport, type Report } from './report.js';

export { MAX_LISTED_HOPS };

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'redirect-map-preflight',
  title: 'Redirect Map Preflight',
  category: 'Web Operations',
  summary: 'Normalizes a redirect map and flags invalid targets, self-redirects, chains, loops, conflicting rules and legacy URLs left without a redirect.',
  limitations: [
    'Examines the supplied map only; no URL is fetched and no live server behaviour is observed.',
    'Sources match on scheme, host, path and sorted query after normalization; a trailing slash on a non-root path is not significant and fragments are ignored.',
    'Root-relative paths and absolute URLs are joined only when all absolute sources share one origin.',
    'Pattern, wildcard and regular-expression rules are compared as literal URLs.',
    'A rule\'s permanence comes only from its `status` key; a rule without one is neither permanent nor temporary, and a destination outside the map is not known to redirect further.',
  ],
  comparison,
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
export type { ChainReport, LoopReport, Report } from './report.js';
export type { Input };
export default definition;
