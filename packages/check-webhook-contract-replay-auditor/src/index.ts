import { defineCheck } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'webhook-contract-replay-auditor',
  title: 'Webhook Contract Replay Auditor',
  category: 'Agent Evidence',
  summary:
    'Audits webhook deliveries for declared events, allowed versions, required payload fields, signature evidence, freshness, idempotency and replay.',
  limitations: [
    'Signature evidence is checked for presence only; signatures are not cryptographically verified.',
    "Freshness is computed against the caller's observed_at, not the current time.",
    'Examines only the supplied contracts and delivery records; it receives, fetches and replays no webhooks and calls no endpoints.',
  ],
  version,
  price: '$0.05',
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
