import { defineCheck } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'one-click-unsubscribe-header-checker',
  title: 'One-Click Unsubscribe Header Checker',
  category: 'Email',
  summary: 'Checks List-Unsubscribe and RFC 8058 one-click header evidence of marketing messages.',
  limitations: [
    'Examines only the supplied message headers; unsubscribe links are not visited and no mail is sent.',
    'DKIM signatures are read as supplied, not cryptographically verified.',
    'A READY status is a preflight signal about the header evidence, not proof that unsubscribe requests are honoured.',
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
