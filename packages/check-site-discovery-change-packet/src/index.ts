import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { comparison } from './peers.js';
import { buildReport, type Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'site-discovery-change-packet',
  title: 'Site Discovery Change Packet',
  category: 'Web Operations',
  summary: 'Compares robots, sitemap, canonical, title and structured-data evidence across two dated snapshots.',
  limitations: [
    'Does not crawl: compares only the two caller-supplied snapshots and fetches no robots.txt, sitemap or page.',
    'A READY status is a preflight signal about the supplied evidence, not a prediction of indexing or ranking.',
    'robots_text is at most 32768 characters and each snapshot lists at most 5000 sitemap URLs and 100 structured-data types.',
    'robots.txt is read per RFC 9309 (product tokens, longest match, `*` and `$`) with Google\'s key tolerance (misspelled keys, a missing colon); other crawler-specific extensions such as crawl-delay, noindex lines or Google\'s index.html rule are not applied.',
    'Canonical checks see one canonical string per snapshot: conflicting canonicals and hreflang alternates are not in the evidence; domains are compared by their last two host labels, as Lighthouse did, so public suffixes such as co.uk are not known.',
    'Robots verdicts are given for `*` and for the major search and AI crawler tokens that a group in either snapshot names; any other crawler follows the `*` verdicts.',
    'Only paths the caller supplies (sitemap URLs, canonicals) and `/` are examined; a rule that blocks other paths goes unreported.',
  ],
  comparison,
  version,
  price: '$0.25',
  inputSchema,
  sampleInput,
  codes,
  prepare,
  rules,
  report: buildReport,
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { CanonicalChange, TitleChange } from './lib/changes.js';
export type { Report, RobotsSummary, RobotsVerdict } from './report.js';
export type { Input };
export default definition;
