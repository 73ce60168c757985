import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { MAX_FRACTION_DIGITS, MAX_URL_LENGTH, MAX_VERSION_LENGTH, prepare, type Context } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { comparison } from './peers.js';
import { buildReport, type Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'agent-distribution-readiness-pack',
  title: "Agent Distribution Readiness Pack",
  category: "Distribution Evidence",
  summary: "Audits an agent, skill, MCP server or paid API for release consistency, discovery surfaces, evidence freshness, supported claims and channel launch constraints.",
  limitations: [
    'Examines only the supplied surface captures, claims and launch evidence; it does not fetch pages, query registries, call the transport or publish anything.',
    'Evidence freshness is judged against the caller-supplied observed_at, not the current time.',
    'Claims are matched to the surfaces the caller cites for them; their truth is not verified.',
    'A surface capture is stale after 30 days, a fixed constant (MAX_SURFACE_AGE_DAYS); the interface leaves the age open.',
    `observed_at may carry at most ${MAX_FRACTION_DIGITS} fractional-second digits, product.version at most ${MAX_VERSION_LENGTH} characters and product.canonical_url at most ${MAX_URL_LENGTH} (the interface leaves them open); a longer one is declined at its pointer (DATE_TIME_TOO_PRECISE, PRODUCT_FIELD_TOO_LONG) and nothing is compared with it.`,
    'Launch constraints cover the six listed target channels only.',
    'The MCP Registry rules cover what its publish validator checks on fields the request carries (version, remote URL, registry name, repository and website URLs); the server.json description, package ownership (mcpName) and namespace ownership are not in the request.',
    'A READY status is a preflight signal about the supplied evidence, not a prediction of listing acceptance, ranking or revenue.',
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
export type { Report, Verdict } from './report.js';
export type { Input };
export default definition;
