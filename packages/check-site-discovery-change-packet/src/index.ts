import { defineCheck } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'site-discovery-change-packet',
  title: 'Site Discovery Change Packet',
  category: 'Web Operations',
  summary: 'Compares robots, sitemap, canonical, title and structured-data evidence across two dated snapshots.',
  limitations: [
    'Does not crawl: compares only the two caller-supplied snapshots and fetches no robots.txt, sitemap or page.',
    'A READY status is a preflight signal about the supplied evidence, not a prediction of indexing or ranking.',
    'robots_text is at most 32768 characters and each snapshot lists at most 5000 sitemap URLs and 100 structured-data types.',
  ],
  version,
  price: '$0.25',
  inputSchema,
  sampleInput,
  codes,
  // No evaluate() yet: the product is marked not implemented, the gateway answers 501 for it and
  // the served catalogs leave it out until its decision rules land.
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
