import { defineCheck } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'proof-to-channel-evidence-packet',
  title: "Proof To Channel Evidence Packet",
  category: "Distribution Evidence",
  summary: "Maps product claims and observed proof to channel rules, required artifacts, link treatment, attribution, pricing disclosure and human-authored identity fields.",
  limitations: [
    'Maps only the supplied claims, evidence, channel rules and artifacts; it does not retrieve rules, visit links or publish anything.',
    'Channel rules are the caller-captured rules; their freshness is judged against the caller-supplied observed_at.',
    'Does not impersonate a founder: it writes no identity or personal-experience text for the caller.',
    'A READY status is a preflight signal about the supplied evidence, not a prediction of acceptance, ranking or revenue.',
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
