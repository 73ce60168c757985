import { defineCheck } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'email-dns-auth-evidence-check',
  title: 'Email DNS Auth Evidence Check',
  category: 'Email',
  summary: 'Checks SPF, DKIM, DMARC and MX evidence for missing, conflicting, invalid or monitor-only policy.',
  limitations: [
    'Does not resolve DNS: judges only the record texts the caller supplies, as observed at observed_at.',
    'Sends no mail and verifies no DKIM signature; a READY status is not a deliverability guarantee.',
    'Accepts at most 10 SPF, 100 DKIM, 10 DMARC and 100 MX records per request.',
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
