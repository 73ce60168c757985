import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { comparison } from './peers.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { buildReport, type Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'one-click-unsubscribe-header-checker',
  title: 'One-Click Unsubscribe Header Checker',
  category: 'Email',
  summary: 'Checks List-Unsubscribe and RFC 8058 one-click header evidence of marketing messages.',
  limitations: [
    'Examines only the supplied message headers; unsubscribe links are not visited and no mail is sent.',
    'DKIM signatures are read as supplied, not cryptographically verified.',
    'A READY status is a preflight signal about the header evidence, not proof that unsubscribe requests are honoured.',
    'A header map holds one value per key: repeated fields are seen only when the caller spells their names differently (for example in another letter case).',
    'body_text is read as plain text for unsubscribe wording; which words are a link, and whether the link works, is not seen.',
    'DMARC alignment is judged from the supplied From, DKIM-Signature d= and Return-Path values; SPF and DKIM results are not verified, and the organizational domain comes from the Public Suffix List bundled with tldts, not from the DNS tree walk of RFC 9989.',
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
export type { MessageClass } from './lib/message-type.js';
export type { MessageVerdict, Report } from './report.js';
export type { Input };
export default definition;
