import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { comparison } from './peers.js';
import { buildReport, type Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'webhook-contract-replay-auditor',
  title: 'Webhook Contract Replay Auditor',
  category: 'Agent Evidence',
  summary:
    'Audits webhook deliveries for declared events, allowed versions, required payload fields, signature evidence, freshness, idempotency and replay.',
  limitations: [
    'Signature evidence is checked for presence only; signatures are not cryptographically verified.',
    "Freshness is computed against the caller's observed_at, not the current time: the event's age (event_created_at, against max_age_seconds) and the attempt's own timestamp (the open key webhook_timestamp, ± 300 s or the contract's timestamp_tolerance_seconds) are judged apart.",
    'A delivery without webhook_timestamp is not judged on its attempt time (many providers send none); an old event is then STALE_EVENT, as no fresh retry is shown.',
    'Examines only the supplied contracts and delivery records; it receives, fetches and replays no webhooks and calls no endpoints.',
    'Timestamps are RFC 3339 date-times with a UTC offset (event_created_at may also be Unix seconds); other ISO 8601 forms (basic format, week dates, no offset) are not read.',
    'Replays are recognised by idempotency key only; two deliveries of one event without keys are not compared.',
    'At most 10 missing payload fields are listed per delivery; the rest are counted in the report (`omitted`).',
    'A duplicate finding (DUPLICATE_EVENT_CONTRACT, DUPLICATE_DELIVERY_ID) lists at most the first 20 positions of its set in `positions`; `count` is always the full number.',
    'A timestamp with more than 100 fractional digits of a second (trailing zeros aside) is not read, and an allowed_versions list with a version longer than 200 characters is not applied.',
    'Findings quote an id, an event name or a dotted path of more than 200 characters (as text; canonical JSON for a non-string id) by its first 200 characters and `…`; the report keeps ids and events whole.',
    'VERSION_MISSING and VERSION_NOT_ALLOWED name the allowed versions up to 200 characters (`allowedVersions` holds those named); the rest are counted ("and 12 more").',
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
export type { ContractEntry, DeliveryEntry, Report, Verdict } from './report.js';
export type { Input };
export default definition;
