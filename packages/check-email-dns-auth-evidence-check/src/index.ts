import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { comparison } from './peers.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { buildReport, type Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'email-dns-auth-evidence-check',
  title: 'Email DNS Auth Evidence Check',
  category: 'Email',
  summary: 'Checks SPF, DKIM, DMARC and MX evidence for missing, conflicting, invalid or monitor-only policy.',
  limitations: [
    'Does not resolve DNS: judges only the record texts the caller supplies, as observed at observed_at.',
    'Counts the SPF lookups of the given record only; terms of included and redirected records need DNS and are not counted.',
    'Judges only the DKIM selectors supplied: selectors cannot be listed from DNS.',
    'Does not verify that external DMARC report destinations authorize the domain (RFC 7489 §7.1).',
    'Sends no mail and verifies no DKIM signature; a READY status is not a deliverability guarantee.',
    'Accepts at most 10 SPF, 100 DKIM, 10 DMARC and 100 MX records per request.',
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
export type { Policy } from './lib/dmarc.js';
export type { AllTerm } from './lib/spf.js';
export type { DkimReport, DmarcReport, MxReport, Report, SpfReport } from './report.js';
export type { Input };
export default definition;
