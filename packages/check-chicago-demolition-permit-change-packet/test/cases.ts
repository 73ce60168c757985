// Cases as data: every declared code is produced by at least one case and is absent in another;
// every case input is a packet the gateway accepts. Cases with a `context` are runs the gateway
// makes with maintained-source records (live or fallback); the others are caller-supplied.
import type { JsonObject, JsonValue, RunContext, SnapshotDisclosure } from '@evidence-check/core-receipt';
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type PermitRecord = JsonObject & { id: JsonValue };

const permit = (id: string, extra: JsonObject = {}): PermitRecord => ({
  id,
  permitNumber: `10${id}`,
  issuedAt: '2026-02-19T00:00:00',
  address: '1530 W ERIE ST',
  urgency: 'WRECKING/DEMOLITION',
  ...extra,
});

const snapshot: SnapshotDisclosure = {
  id: 'snap-0001',
  fingerprint: 'hmac-sha256:1f2e',
  capturedAt: '2026-03-01T06:00:00Z',
  sourceUpdatedAt: '2026-02-28T23:10:00Z',
  records: 2,
};

const live = (records: JsonObject[], sourceMode: 'live' | 'fallback' = 'live'): RunContext => ({
  records,
  sourceMode,
  dataset: 'ydr8-5enu',
  snapshot: { ...snapshot, records: records.length },
  baseline: null,
});

const ALL = [
  'NO_RECORDS',
  'FALLBACK_SOURCE',
  'NO_PREVIOUS_MATCHES',
  'PREVIOUS_NEWER_THAN_CURRENT',
  'RECORD_ID_UNUSABLE',
  'DUPLICATE_RECORD_ID',
  'DUPLICATE_MATCH_ID',
  'PERMIT_FIELDS_MISSING',
  'NEW_PERMIT',
  'PERMIT_NO_LONGER_LISTED',
  'EMERGENCY_PERMIT',
  'PERMIT_TYPE_NOT_DEMOLITION',
  'PERMIT_FEES_UNPAID',
];

export const cases = defineCases<Input>([
  {
    name: 'caller-supplied: one new emergency permit, one still listed, one no longer listed',
    input: {
      query: '1530 W Erie St',
      previous: { match_ids: ['3285917', '3291044'], source_generated_at: '2026-02-01T06:00:00Z' },
      records: [permit('3291044', { urgency: 'standard' }), permit('3310562', { urgency: 'EMERGENCY' })],
      records_generated_at: '2026-03-01T06:00:00Z',
    },
    expect: [
      { code: 'PERMIT_NO_LONGER_LISTED', pointer: '/previous/match_ids/0', subject: '3285917' },
      { code: 'EMERGENCY_PERMIT', pointer: '/records/1', subject: '3310562', details: { basis: 'recorded urgency' } },
      {
        code: 'NEW_PERMIT',
        pointer: '/records/1',
        subject: '3310562',
        details: { id: '3310562', permitNumber: '103310562', issuedAt: '2026-02-19T00:00:00', address: '1530 W ERIE ST', urgency: 'emergency' },
      },
    ],
    status: 'REVIEW',
    absent: ['NO_RECORDS', 'NO_PREVIOUS_MATCHES', 'FALLBACK_SOURCE', 'DUPLICATE_RECORD_ID'],
    report: {
      sourceMode: 'caller-supplied',
      comparison: 'match-ids',
      disclaimer: 'Permits are clues, not proof of inventory, condition, access, safety, value or permission.',
      records: [
        { id: '3291044', permitNumber: '103291044', urgencyLabel: 'standard', verdict: 'still-listed' },
        { id: '3310562', permitNumber: '103310562', urgencyLabel: 'emergency', verdict: 'new' },
      ],
      previous: { matchIds: [{ id: '3285917', verdict: 'no-longer-listed' }, { id: '3291044', verdict: 'still-listed' }] },
    },
  },
  {
    name: 'offline run without records and without context: one packet-level error, BLOCKED',
    input: { query: '1530 W Erie St', previous: { match_ids: ['3285917'] } },
    expect: [{ code: 'NO_RECORDS', pointer: '', subject: null, details: { dataset: 'ydr8-5enu' } }],
    status: 'BLOCKED',
    absent: ALL.filter((code) => code !== 'NO_RECORDS'),
    report: { sourceMode: 'caller-supplied', records: [], previous: { matchIds: [{ id: '3285917', verdict: 'not-compared' }] } },
  },
  {
    name: 'live mode via context: the gateway records are compared like caller records',
    input: { query: '1530 W Erie St', previous: { match_ids: ['3291044'] } },
    context: live([permit('3291044'), permit('3310562')]),
    expect: [{ code: 'NEW_PERMIT', pointer: '/records/1', subject: '3310562', details: { urgency: 'standard' } }],
    status: 'REVIEW',
    absent: ['NO_RECORDS', 'FALLBACK_SOURCE', 'EMERGENCY_PERMIT', 'PERMIT_NO_LONGER_LISTED'],
    report: {
      sourceMode: 'live',
      currentGeneratedAt: '2026-03-01T06:00:00Z',
      records: [{ verdict: 'still-listed' }, { verdict: 'new', urgency: 'WRECKING/DEMOLITION', urgencyLabel: 'standard' }],
    },
  },
  {
    name: 'live mode with nothing changed is READY',
    input: { query: '100998231', previous: { match_ids: ['3291044'] } },
    context: live([permit('3291044')]),
    expect: [],
    status: 'READY',
    absent: ALL,
    report: { sourceMode: 'live', records: [{ verdict: 'still-listed' }], previous: { matchIds: [{ verdict: 'still-listed' }] } },
  },
  {
    name: 'live mode with no current matches: every previous match is no longer listed',
    input: { query: '1530 W Erie St', previous: { match_ids: ['3285917', '3291044'] } },
    context: live([]),
    expect: [
      { code: 'PERMIT_NO_LONGER_LISTED', pointer: '/previous/match_ids/0', subject: '3285917' },
      { code: 'PERMIT_NO_LONGER_LISTED', pointer: '/previous/match_ids/1', subject: '3291044' },
    ],
    absent: ['NO_RECORDS'],
  },
  {
    name: 'fallback mode: the retained snapshot is disclosed with a warning',
    input: { query: '1530 W Erie St', previous: { match_ids: ['3291044'] } },
    context: live([permit('3291044')], 'fallback'),
    expect: [{ code: 'FALLBACK_SOURCE', pointer: '', subject: null, details: { capturedAt: '2026-03-01T06:00:00Z', snapshot: 'snap-0001' } }],
    status: 'REVIEW',
    absent: ['NO_RECORDS', 'NEW_PERMIT'],
    report: { sourceMode: 'fallback' },
  },
  {
    name: 'request records win over context records (caller-supplied mode)',
    input: { query: '1530 W Erie St', previous: { match_ids: ['3291044'] }, records: [permit('3291044')] },
    context: live([permit('3291044'), permit('3310562')], 'fallback'),
    expect: [],
    absent: ['FALLBACK_SOURCE', 'NEW_PERMIT'],
    report: { sourceMode: 'caller-supplied', records: [{ id: '3291044' }] },
  },
  {
    name: 'no previous match ids: nothing can be shown to be new (notice, READY)',
    input: { query: '1530 W Erie St', records: [permit('3291044'), permit('3310562')] },
    expect: [{ code: 'NO_PREVIOUS_MATCHES', pointer: '', subject: null, details: { count: 2 } }],
    status: 'READY',
    absent: ['NEW_PERMIT', 'PERMIT_NO_LONGER_LISTED'],
    report: { comparison: 'none', records: [{ verdict: 'listed' }, { verdict: 'listed' }], previous: null },
  },
  {
    name: 'an empty previous.match_ids is a comparison: every current match is new',
    input: { query: '1530 W Erie St', previous: { match_ids: [] }, records: [permit('3291044')] },
    expect: [{ code: 'NEW_PERMIT', pointer: '/records/0' }],
    absent: ['NO_PREVIOUS_MATCHES'],
  },
  {
    name: 'duplicate record ids: every member at its own pointer with one group; only the first is compared',
    input: {
      query: '1530 W Erie St',
      previous: { match_ids: [] },
      records: [permit('3310562'), permit('3291044', { urgency: 'standard' }), permit('3310562', { urgency: 'EMERGENCY' })],
    },
    expect: [
      { code: 'DUPLICATE_RECORD_ID', pointer: '/records/0', subject: '3310562', details: { group: 'records:3310562', count: 2, positions: [1, 3], position: 1 } },
      { code: 'NEW_PERMIT', pointer: '/records/0', subject: '3310562' },
      { code: 'NEW_PERMIT', pointer: '/records/1', subject: '3291044' },
      { code: 'DUPLICATE_RECORD_ID', pointer: '/records/2', subject: '3310562', details: { group: 'records:3310562', count: 2, positions: [1, 3], position: 3 } },
    ],
    absent: ['EMERGENCY_PERMIT', 'DUPLICATE_MATCH_ID'],
    report: { records: [{ duplicateOf: null }, { duplicateOf: null }, { duplicateOf: 0, verdict: 'new' }] },
  },
  {
    name: 'a numeric id and its string twin are one id (duplicate, and a match for the string match id)',
    input: { query: '1530 W Erie St', previous: { match_ids: ['3291044'] }, records: [permit('3291044'), { ...permit('x'), id: 3291044 }] },
    expect: [
      { code: 'DUPLICATE_RECORD_ID', pointer: '/records/0', details: { group: 'records:3291044' } },
      { code: 'DUPLICATE_RECORD_ID', pointer: '/records/1', details: { group: 'records:3291044' } },
    ],
    absent: ['NEW_PERMIT', 'PERMIT_NO_LONGER_LISTED'],
  },
  {
    name: 'duplicate match ids: each member flagged; the missing permit is reported once, at the first',
    input: { query: '1530 W Erie St', previous: { match_ids: ['3285917', '3291044', '3285917'] }, records: [permit('3291044')] },
    expect: [
      { code: 'DUPLICATE_MATCH_ID', pointer: '/previous/match_ids/0', subject: '3285917', details: { group: 'previous.match_ids:3285917', positions: [1, 3] } },
      { code: 'PERMIT_NO_LONGER_LISTED', pointer: '/previous/match_ids/0', subject: '3285917' },
      { code: 'DUPLICATE_MATCH_ID', pointer: '/previous/match_ids/2', subject: '3285917', details: { group: 'previous.match_ids:3285917', position: 3 } },
    ],
    absent: ['DUPLICATE_RECORD_ID'],
    report: { previous: { matchIds: [{ verdict: 'no-longer-listed' }, { verdict: 'still-listed' }, { verdict: 'no-longer-listed' }] } },
  },
  {
    name: 'ids that are null, blank or objects cannot be compared',
    input: {
      query: '1530 W Erie St',
      previous: { match_ids: ['3291044'] },
      records: [{ ...permit('a'), id: null }, { ...permit('b'), id: '  ' }, { ...permit('c'), id: { value: 1 } }, permit('3291044')],
    },
    expect: [
      { code: 'RECORD_ID_UNUSABLE', pointer: '/records/0/id', subject: null, details: { id: 'null', position: 1 } },
      { code: 'RECORD_ID_UNUSABLE', pointer: '/records/1/id', details: { id: '  ' } },
      { code: 'RECORD_ID_UNUSABLE', pointer: '/records/2/id', details: { id: '{"value":1}' } },
    ],
    status: 'BLOCKED',
    absent: ['NEW_PERMIT'],
    report: { records: [{ verdict: 'unusable' }, { verdict: 'unusable' }, { verdict: 'unusable' }, { verdict: 'still-listed' }] },
  },
  {
    name: 'missing permit number, issue date and address are listed; blank and non-text count as missing',
    input: {
      query: '1530 W Erie St',
      previous: { match_ids: ['3291044', '3310562'] },
      records: [{ id: '3291044' }, permit('3310562', { issuedAt: ' ', address: 1530 })],
    },
    expect: [
      { code: 'PERMIT_FIELDS_MISSING', pointer: '/records/0', subject: '3291044', details: { fields: 'permitNumber, issuedAt, address', missing: ['permitNumber', 'issuedAt', 'address'] } },
      { code: 'PERMIT_FIELDS_MISSING', pointer: '/records/1', subject: '3310562', details: { fields: 'issuedAt, address' } },
    ],
    status: 'READY',
    report: { records: [{ permitNumber: null, issuedAt: null, address: null, urgencyLabel: 'unknown' }, { issuedAt: null, address: null }] },
  },
  {
    name: 'complete records are not flagged for missing fields',
    input: { query: '1530 W Erie St', previous: { match_ids: ['3291044'] }, records: [permit('3291044')] },
    expect: [],
    absent: ['PERMIT_FIELDS_MISSING', 'RECORD_ID_UNUSABLE'],
  },
  {
    name: 'emergency read from the work description; NON-EMERGENCY is not an emergency',
    input: {
      query: '1530 W Erie St',
      previous: { match_ids: ['1', '2', '3'] },
      records: [
        permit('1', { urgency: null, workDescription: 'Emergency demolition of fire-damaged 2-story frame building' }),
        permit('2', { urgency: 'NON-EMERGENCY' }),
        permit('3', { urgency: 'STANDARD PLAN REVIEW', workDescription: 'wreck and remove garage' }),
      ],
    },
    expect: [{ code: 'EMERGENCY_PERMIT', pointer: '/records/0', subject: '1', details: { basis: 'work description', recordedUrgency: null } }],
    status: 'READY',
    report: { records: [{ urgencyLabel: 'emergency' }, { urgencyLabel: 'standard' }, { urgencyLabel: 'standard' }] },
  },
  {
    name: 'previous snapshot later than the current records, judged as instants (offsets applied)',
    input: {
      query: '1530 W Erie St',
      previous: { match_ids: ['3291044'], source_generated_at: '2026-03-01T05:00:00-06:00' },
      records: [permit('3291044')],
      records_generated_at: '2026-03-01T10:00:00Z',
    },
    expect: [
      {
        code: 'PREVIOUS_NEWER_THAN_CURRENT',
        pointer: '',
        subject: null,
        details: { previousGeneratedAt: '2026-03-01T05:00:00-06:00', currentGeneratedAt: '2026-03-01T10:00:00Z' },
      },
    ],
    status: 'REVIEW',
  },
  {
    name: 'a previous snapshot that reads later as text but is earlier as an instant is fine',
    input: {
      query: '1530 W Erie St',
      previous: { match_ids: ['3291044'], source_generated_at: '2026-03-01T12:00:00+06:00' },
      records: [permit('3291044')],
      records_generated_at: '2026-03-01T10:00:00Z',
    },
    expect: [],
    absent: ['PREVIOUS_NEWER_THAN_CURRENT'],
  },
  {
    name: 'live mode compares the previous snapshot with the capture time of the maintained snapshot',
    input: { query: '1530 W Erie St', previous: { match_ids: ['3291044'], source_generated_at: '2026-03-02T00:00:00Z' } },
    context: live([permit('3291044')]),
    expect: [{ code: 'PREVIOUS_NEWER_THAN_CURRENT', pointer: '', details: { currentGeneratedAt: '2026-03-01T06:00:00Z' } }],
  },
  // Building Permits (ydr8-5enu), permit_type: the maintained adapter asks only for
  // 'PERMIT - WRECKING/DEMOLITION'; a caller record of another type is no demolition clue.
  {
    name: 'ydr8-5enu permit_type: a renovation permit is flagged; the demolition type in any case and spacing, or no type, is not',
    input: {
      query: '1530 W Erie St',
      previous: { match_ids: ['1', '2', '3'] },
      records: [
        permit('1', { permitType: 'PERMIT - RENOVATION/ALTERATION' }),
        permit('2', { permitType: ' permit -  wrecking/demolition ' }),
        permit('3'),
      ],
    },
    expect: [
      {
        code: 'PERMIT_TYPE_NOT_DEMOLITION',
        pointer: '/records/0',
        subject: '1',
        details: { id: '1', position: 1, permitType: 'PERMIT - RENOVATION/ALTERATION', expected: 'PERMIT - WRECKING/DEMOLITION' },
      },
    ],
    status: 'REVIEW',
  },
  {
    name: 'ydr8-5enu permit_type: the demolition type alone raises nothing',
    input: { query: '1530 W Erie St', previous: { match_ids: ['2'] }, records: [permit('2', { permitType: 'PERMIT - WRECKING/DEMOLITION' })] },
    expect: [],
    status: 'READY',
    absent: ['PERMIT_TYPE_NOT_DEMOLITION'],
  },
  // ydr8-5enu dataset description: "If building or zoning permit fees show as unpaid, the permit is
  // not valid. (A permit is valid if only 'other fees' are shown as unpaid.)"
  {
    name: 'ydr8-5enu: unpaid building or zoning fees leave the permit not valid (exact decimals, $ and commas)',
    input: {
      query: '1530 W Erie St',
      previous: { match_ids: ['1', '2', '3'] },
      records: [
        permit('1', { buildingFeeUnpaid: '$1,250.00', zoningFeeUnpaid: '0.00', otherFeeUnpaid: '10' }),
        permit('2', { zoningFeeUnpaid: 75 }),
        permit('3', { buildingFeeUnpaid: '0.000000000000000000001', zoningFeeUnpaid: 0.5 }),
      ],
    },
    expect: [
      {
        code: 'PERMIT_FEES_UNPAID',
        pointer: '/records/0',
        subject: '1',
        details: { fees: 'building', unpaid: ['building'], buildingFeeUnpaid: '$1,250.00', zoningFeeUnpaid: '0.00', otherFeeUnpaid: '10' },
      },
      { code: 'PERMIT_FEES_UNPAID', pointer: '/records/1', subject: '2', details: { fees: 'zoning', buildingFeeUnpaid: null, zoningFeeUnpaid: '75' } },
      { code: 'PERMIT_FEES_UNPAID', pointer: '/records/2', subject: '3', details: { fees: 'building and zoning', unpaid: ['building', 'zoning'] } },
    ],
    status: 'REVIEW',
  },
  {
    name: 'ydr8-5enu: "a permit is valid if only other fees are shown as unpaid": other fees, zero, negative or unreadable amounts are not flagged',
    input: {
      query: '1530 W Erie St',
      previous: { match_ids: ['1', '2', '3'] },
      records: [
        permit('1', { buildingFeeUnpaid: '0.00', zoningFeeUnpaid: 0, otherFeeUnpaid: '1,200.00' }),
        permit('2', { buildingFeeUnpaid: '-15.00', zoningFeeUnpaid: null }),
        permit('3', { buildingFeeUnpaid: 'n/a', zoningFeeUnpaid: ' ' }),
      ],
    },
    expect: [],
    status: 'READY',
    absent: ['PERMIT_FEES_UNPAID'],
  },
  // Municipal Code 13-124-015(a)(i): no ten-day notice is required when immediate demolition is
  // necessary to protect against an imminent threat to the safety of the public.
  {
    name: 'MCC 13-124-015(a)(i): an emergency permit says the ten-day neighbour notice may not have been given',
    input: { query: '1530 W Erie St', records: [permit('9', { urgency: 'EMERGENCY' })] },
    expect: [
      { code: 'NO_PREVIOUS_MATCHES', pointer: '', subject: null },
      { code: 'EMERGENCY_PERMIT', pointer: '/records/0', subject: '9', details: { basis: 'recorded urgency', recordedUrgency: 'EMERGENCY' } },
    ],
    status: 'READY',
  },
]);
