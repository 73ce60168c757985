import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type ArtifactEntry, type ClaimEntry, type Context, type IdentityEntry } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { MAX_FRACTION_DIGITS } from './lib/date-times.js';
import { SHORTENER_HOSTS } from './lib/links.js';
import { comparison } from './peers.js';
import { buildReport, type Report } from './report.js';

export { SHORTENER_HOSTS };
export type { ArtifactEntry, ClaimEntry, IdentityEntry, Report };

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'proof-to-channel-evidence-packet',
  title: 'Proof To Channel Evidence Packet',
  category: 'Distribution Evidence',
  summary:
    'Maps product claims and observed proof to channel rules, required artifacts, link treatment, attribution, pricing disclosure and human-authored identity fields.',
  limitations: [
    'Maps only the supplied claims, evidence, channel rules and artifacts; it does not retrieve rules, visit links or publish anything.',
    'Channel rules are the caller-captured rules; their freshness is judged against the caller-supplied observed_at.',
    'Does not impersonate a founder: it writes no identity or personal-experience text for the caller.',
    'Whether evidence really shows what a claim says is not judged: support is the two-way listing of ids, observation and age.',
    'Shortened links are recognised from a fixed list of shortener hosts; the link target is compared with the packet\'s own hosts (no public-suffix list); the pricing disclosure is checked for the price as a number, and "free" claims for the word, not for their meaning.',
    'A READY status is a preflight signal about the supplied evidence, not a prediction of acceptance, ranking or revenue.',
    `observed_at may carry at most ${MAX_FRACTION_DIGITS} fractional-second digits (the interface leaves them open); a longer one is declined with DATE_TIME_TOO_PRECISE, and then no evidence or channel rules count as fresh.`,
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
export type { Input };
export default definition;
