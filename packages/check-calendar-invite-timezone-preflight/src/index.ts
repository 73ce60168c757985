import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { comparison } from './peers.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { buildReport, type Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'calendar-invite-timezone-preflight',
  title: 'Calendar Invite Timezone Preflight',
  category: 'Productivity',
  summary: 'Checks calendar events for floating times, unknown or DST-gap and overlap local times, missing VTIMEZONEs, DATE mismatches, bad boundaries, sequence conflicts and invalid recurrence rules.',
  comparison,
  limitations: [
    'Does not expand recurrence rules: only the first occurrence of a recurring event is checked.',
    'Time zone checks depend on the runtime IANA time zone data (Intl); results can change when that data is updated.',
    'Examines the supplied event values only; no calendar server or mailbox is consulted. A VTIMEZONE is known only by the TZID an event lists in `vtimezones`; its rules are not read: times resolve with the runtime IANA data, Windows zone names through CLDR windowsZones (territory 001).',
    'At most 32 distinct TZIDs that are not canonical names of the runtime\'s time zone data or Windows zone names (aliases such as US/Pacific or Asia/Kolkata, UTC offsets, unknown names, and each alias suffix tried for a "/"-prefixed TZID) are looked up per request; later ones are reported as TZID_NOT_CHECKED and their local times are not checked.',
  ],
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
export type { EventReport, Report } from './report.js';
export type { Input };
export default definition;
