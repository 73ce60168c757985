import { defineCheck } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'agent-distribution-readiness-pack',
  title: "Agent Distribution Readiness Pack",
  category: "Distribution Evidence",
  summary: "Audits an agent, skill, MCP server or paid API for release consistency, discovery surfaces, evidence freshness, supported claims and channel launch constraints.",
  limitations: [
    'Examines only the supplied surface captures, claims and launch evidence; it does not fetch pages, query registries, call the transport or publish anything.',
    'Evidence freshness is judged against the caller-supplied observed_at, not the current time.',
    'Claims are matched to the surfaces the caller cites for them; their truth is not verified.',
    'Launch constraints cover the six listed target channels only.',
    'A READY status is a preflight signal about the supplied evidence, not a prediction of listing acceptance, ranking or revenue.',
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
