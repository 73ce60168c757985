// Cases as data: every declared code is produced by at least one case and is absent in another;
// every case input is a packet the gateway accepts. Cases with a `context` are runs the gateway
// makes with maintained-source rows (live or fallback) and, for those, the retained baseline.
import type { JsonObject, RunContext } from '@evidence-check/core-receipt';
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Row = NonNullable<Input['records']>[number];

/** A blanket row with no end date by default, so that only the fields a case is about raise findings. */
const row = (contract: string, revision: string, extra: Partial<Row> = {}): Row => ({
  purchase_order_contract_number: contract,
  revision_number: revision,
  purchase_order_description: `Contract ${contract}`,
  contract_type: 'COMMODITIES BLANKET',
  start_date: '2024-04-01T00:00:00',
  approval_date: '2026-02-10T00:00:00',
  department: 'DEPARTMENT OF TRANSPORTATION',
  vendor_name: 'LAKESIDE PAVING CO',
  vendor_id: '102934487A',
  award_amount: '1000.00',
  ...extra,
});

/** The row without one key (an absent key, not an undefined value). */
const without = (value: Row, key: keyof Row): Row => Object.fromEntries(Object.entries(value).filter(([name]) => name !== key)) as Row;

const query = { field: 'vendor', value: 'Lakeside Paving' } as const;

const snapshot = {
  id: 'snap-0002',
  fingerprint: 'hmac-sha256:9a8b',
  capturedAt: '2026-03-01T06:00:00Z',
  sourceUpdatedAt: '2026-02-28T23:10:00Z',
  records: 2,
};

const live = (records: Row[], baseline: JsonObject[] | null, sourceMode: 'live' | 'fallback' = 'live'): RunContext => ({
  records: records as JsonObject[],
  sourceMode,
  dataset: 'rsxa-ify5',
  snapshot: { ...snapshot, records: records.length },
  baseline: baseline === null ? null : { capturedAt: '2026-02-01T06:00:00Z', records: baseline, sourceUpdatedAt: '2026-01-31T23:05:00Z' },
});

const CHANGES = ['NEWLY_LISTED', 'CONTRACT_REVISED', 'AMOUNT_CHANGED', 'DATES_CHANGED', 'VENDOR_CHANGED', 'NO_LONGER_LISTED'];
const ALL = [
  'NO_RECORDS',
  'FALLBACK_SOURCE',
  'NO_BASELINE',
  'BASELINE_NEWER_THAN_CURRENT',
  'SOURCE_OLDER_THAN_BASELINE',
  'RESULTS_TRUNCATED',
  'BASELINE_TRUNCATED',
  'ROW_UNUSABLE',
  'DUPLICATE_ROW',
  ...CHANGES,
  'AMOUNT_NOT_DECIMAL',
  'AMOUNT_TOO_MANY_DIGITS',
  'DEPENDS_UPON_REQUIREMENTS',
  'NEGATIVE_MODIFICATION',
  'END_DATE_NOT_RELIABLE',
];

const changed = [
  row('218834', '2', { award_amount: '1250000.00' }),
  row('231907', '0', { award_amount: 84500 }),
  row('240001', '0', { end_date: '2027-06-30T00:00:00', approval_date: '2026-02-20T00:00:00' }),
];
const before: JsonObject[] = [
  { ...row('218834', '1', { award_amount: '1100000.00' }) },
  { ...row('240001', '0', { end_date: '2026-12-31T00:00:00' }) },
  { ...row('199120', '4', { award_amount: '310000.00' }) },
];

export const cases = defineCases<Input>([
  {
    name: 'caller-supplied: a revision, a new contract and one gone; a standard contract end date is not reliable',
    input: {
      query,
      records: [
        row('218834', '2', { contract_type: 'CONSTRUCTION-GENERAL', end_date: '2027-03-31T00:00:00', award_amount: '1250000.00' }),
        row('231907', '0', { contract_type: 'COMMODITIES', award_amount: 84500 }),
      ],
      records_generated_at: '2026-03-01T06:00:00Z',
      total_records: 2,
      truncated: false,
      previous_snapshot: {
        captured_at: '2026-02-01T06:00:00Z',
        records: [
          { purchase_order_contract_number: '218834', revision_number: '1', award_amount: '1100000.00' },
          { purchase_order_contract_number: '199120', revision_number: '4', award_amount: '310000.00' },
        ],
      },
    },
    expect: [
      { code: 'NO_LONGER_LISTED', pointer: '/previous_snapshot/records/1', subject: '199120', details: { contract: '199120', revision: '4', currentTruncated: false } },
      { code: 'CONTRACT_REVISED', pointer: '/records/0', subject: '218834', details: { previousRevision: '1', baselineRevisions: ['1'], awardAmount: '1250000.00' } },
      { code: 'END_DATE_NOT_RELIABLE', pointer: '/records/0', subject: '218834', details: { contractType: 'CONSTRUCTION-GENERAL', endDate: '2027-03-31T00:00:00' } },
      { code: 'NEWLY_LISTED', pointer: '/records/1', subject: '231907', details: { revision: '0', awardAmount: 84500, baselineCapturedAt: '2026-02-01T06:00:00Z' } },
    ],
    status: 'REVIEW',
    absent: ['NO_BASELINE', 'NO_RECORDS', 'RESULTS_TRUNCATED', 'AMOUNT_CHANGED', 'DATES_CHANGED'],
    report: {
      sourceMode: 'caller-supplied',
      baselineState: 'present',
      newlyListedDetectable: true,
      records: [
        { verdict: 'revised', comparedWithRevision: '1', endDateReliable: false, awardAmount: '1250000.00', awardAmountValue: '1250000' },
        { verdict: 'newly-listed', endDateReliable: false, awardAmount: 84500, awardAmountValue: '84500' },
      ],
      previousSnapshot: { origin: 'request', records: [{ verdict: 'other-revision-listed' }, { verdict: 'no-longer-listed' }] },
      awardAmounts: { sumOfRowValues: '1334500', rowsSummed: 2, rowsNotSummed: 0 },
    },
  },
  {
    name: 'offline run without records and without context: one packet-level error, BLOCKED',
    input: { query },
    expect: [{ code: 'NO_RECORDS', pointer: '', subject: null, details: { dataset: 'rsxa-ify5' } }],
    status: 'BLOCKED',
    absent: ALL.filter((code) => code !== 'NO_RECORDS'),
    report: { records: [], previousSnapshot: null, newlyListedDetectable: false },
  },
  {
    name: 'state 1 — first live query, no retained baseline: rows listed, newly awarded cannot be shown',
    input: { query },
    context: live(changed, null),
    expect: [{ code: 'NO_BASELINE', pointer: '', subject: null, details: { count: 3, sourceMode: 'live' } }],
    status: 'READY',
    absent: CHANGES,
    report: {
      sourceMode: 'live',
      baselineState: 'none',
      newlyListedDetectable: false,
      records: [{ verdict: 'listed' }, { verdict: 'listed' }, { verdict: 'listed' }],
      previousSnapshot: null,
    },
  },
  {
    name: 'state 2 — live query with the retained baseline: every kind of change',
    input: { query },
    context: live(changed, before),
    expect: [
      { code: 'NO_LONGER_LISTED', pointer: '/previous_snapshot/records/2', subject: '199120' },
      { code: 'CONTRACT_REVISED', pointer: '/records/0', subject: '218834', details: { revision: '2', previousRevision: '1' } },
      { code: 'NEWLY_LISTED', pointer: '/records/1', subject: '231907' },
      {
        code: 'DATES_CHANGED',
        pointer: '/records/2',
        subject: '240001',
        details: {
          comparedRevision: '0',
          fields: 'end_date, approval_date',
          changes: { end_date: { from: '2026-12-31T00:00:00', to: '2027-06-30T00:00:00', move: 'later' }, approval_date: { from: '2026-02-10T00:00:00', to: '2026-02-20T00:00:00', move: 'later' } },
          endDateExtended: true,
          endDateReliable: true,
        },
      },
    ],
    absent: ['NO_BASELINE', 'END_DATE_NOT_RELIABLE', 'AMOUNT_CHANGED'],
    report: {
      baselineState: 'present',
      newlyListedDetectable: true,
      records: [{ verdict: 'revised' }, { verdict: 'newly-listed' }, { verdict: 'changed', changes: ['end_date', 'approval_date'], endDateReliable: true }],
      previousSnapshot: { origin: 'retained', capturedAt: '2026-02-01T06:00:00Z', records: [{ verdict: 'other-revision-listed' }, { verdict: 'still-listed' }, { verdict: 'no-longer-listed' }] },
    },
  },
  {
    name: 'state 3 — the same query again with nothing changed is READY',
    input: { query },
    context: live(changed, changed as JsonObject[]),
    expect: [],
    status: 'READY',
    absent: ALL,
    report: { records: [{ verdict: 'unchanged' }, { verdict: 'unchanged' }, { verdict: 'unchanged' }] },
  },
  {
    name: 'caller-supplied rows without previous_snapshot are in the no-baseline state too',
    input: { query, records: [row('218834', '2')] },
    expect: [{ code: 'NO_BASELINE', pointer: '', details: { count: 1, sourceMode: 'caller-supplied' } }],
    absent: CHANGES,
    report: { baselineState: 'none', newlyListedDetectable: false },
  },
  {
    name: 'caller-supplied mode ignores a retained baseline in the context',
    input: { query, records: [row('218834', '2')] },
    context: { baseline: { capturedAt: '2026-02-01T06:00:00Z', records: [row('199120', '4') as JsonObject] } },
    expect: [{ code: 'NO_BASELINE', pointer: '' }],
    absent: ['NO_LONGER_LISTED'],
  },
  {
    name: "the caller's previous_snapshot wins over the retained baseline in live mode",
    input: { query, previous_snapshot: { captured_at: '2026-02-15T06:00:00Z', records: [row('218834', '2')] } },
    context: live([row('218834', '2')], before),
    expect: [],
    absent: ['NO_LONGER_LISTED', 'CONTRACT_REVISED'],
    report: { previousSnapshot: { origin: 'request', capturedAt: '2026-02-15T06:00:00Z' } },
  },
  {
    name: 'fallback mode: the retained snapshot is disclosed with a warning',
    input: { query },
    context: live([row('218834', '2')], [row('218834', '2') as JsonObject], 'fallback'),
    expect: [{ code: 'FALLBACK_SOURCE', pointer: '', subject: null, details: { capturedAt: '2026-03-01T06:00:00Z', snapshot: 'snap-0002' } }],
    status: 'REVIEW',
    absent: ['NO_BASELINE'],
    report: { sourceMode: 'fallback' },
  },
  {
    name: 'fallback mode without a baseline is in the no-baseline state',
    input: { query },
    context: live([row('218834', '2')], null, 'fallback'),
    expect: [
      { code: 'FALLBACK_SOURCE', pointer: '' },
      { code: 'NO_BASELINE', pointer: '', details: { sourceMode: 'fallback' } },
    ],
  },
  {
    name: 'amounts compare as exact decimals: 84500, "84500.00" and "$84,500.00" are one amount',
    input: {
      query,
      records: [row('1', '0', { award_amount: 84500 }), row('2', '0', { award_amount: '$84,500.00' }), row('3', '0', { award_amount: '84500' })],
      previous_snapshot: {
        captured_at: '2026-02-01T06:00:00Z',
        records: [
          { purchase_order_contract_number: '1', revision_number: '0', award_amount: '84500.00' },
          { purchase_order_contract_number: '2', revision_number: '0', award_amount: 84500 },
          { purchase_order_contract_number: '3', revision_number: '0', award_amount: '84,500.0' },
        ],
      },
    },
    expect: [],
    absent: ['AMOUNT_CHANGED', 'AMOUNT_NOT_DECIMAL'],
    report: { awardAmounts: { sumOfRowValues: '253500', rowsSummed: 3 } },
  },
  {
    name: 'an amount of more than 100 digits is kept as text and flagged on either side; 100 digits are read',
    input: {
      query,
      records: [
        row('1', '0', { award_amount: `${'9'.repeat(98)}.5` }),
        row('2', '0', { award_amount: `$${'1'.repeat(101)}` }),
        row('3', '0', { award_amount: '2'.repeat(101) }),
      ],
      previous_snapshot: {
        captured_at: '2026-02-01T06:00:00Z',
        records: [
          { purchase_order_contract_number: '1', revision_number: '0', award_amount: `${'9'.repeat(98)}.50` },
          { purchase_order_contract_number: '2', revision_number: '0', award_amount: `$${'1'.repeat(101)}` },
          { purchase_order_contract_number: '3', revision_number: '0', award_amount: `${'2'.repeat(100)}.0` },
        ],
      },
    },
    expect: [
      { code: 'AMOUNT_TOO_MANY_DIGITS', pointer: '/previous_snapshot/records/1', subject: '2', details: { digits: 101, maxDigits: 100 } },
      { code: 'AMOUNT_TOO_MANY_DIGITS', pointer: '/previous_snapshot/records/2', subject: '3', details: { digits: 101 } },
      { code: 'AMOUNT_TOO_MANY_DIGITS', pointer: '/records/1', subject: '2', details: { contract: '2', revision: '0', digits: 101, maxDigits: 100 } },
      { code: 'AMOUNT_CHANGED', pointer: '/records/2', subject: '3', details: { from: `${'2'.repeat(100)}.0`, to: '2'.repeat(101), difference: null } },
      { code: 'AMOUNT_TOO_MANY_DIGITS', pointer: '/records/2', subject: '3', details: { digits: 101 } },
    ],
    absent: ['AMOUNT_NOT_DECIMAL'],
    report: { awardAmounts: { rowsSummed: 1, rowsNotSummed: 2 }, records: [{ verdict: 'unchanged' }, { verdict: 'unchanged' }, { verdict: 'changed' }] },
  },
  {
    name: 'an amount change is reported with its exact difference (0.10 → 0.30 is 0.2, not a binary float)',
    input: {
      query,
      records: [row('218834', '1', { award_amount: '0.30' }), row('218835', '0', { award_amount: '1100000.00' })],
      previous_snapshot: {
        captured_at: '2026-02-01T06:00:00Z',
        records: [
          { purchase_order_contract_number: '218834', revision_number: '1', award_amount: 0.1 },
          { purchase_order_contract_number: '218835', revision_number: '0' },
        ],
      },
    },
    expect: [{ code: 'AMOUNT_CHANGED', pointer: '/records/0', subject: '218834', details: { from: '0.1', to: '0.3', difference: '0.2' } }],
    absent: ['DATES_CHANGED'],
    report: { records: [{ verdict: 'changed', changes: ['award_amount'] }, { verdict: 'unchanged' }] },
  },
  {
    name: 'a new revision is compared with the latest baseline revision by number (10 after 9), start and end dates only',
    input: {
      query,
      records: [row('218834', '11', { end_date: '2028-01-01T00:00:00', approval_date: '2026-02-25T00:00:00' })],
      previous_snapshot: {
        captured_at: '2026-02-01T06:00:00Z',
        records: [row('218834', '10', { end_date: '2027-01-01T00:00:00' }), row('218834', '9', { end_date: '2026-01-01T00:00:00' })],
      },
    },
    expect: [
      { code: 'CONTRACT_REVISED', pointer: '/records/0', details: { revision: '11', previousRevision: '10', baselineRevisions: ['10', '9'] } },
      { code: 'DATES_CHANGED', pointer: '/records/0', details: { comparedRevision: '10', fields: 'end_date', changes: { end_date: { from: '2027-01-01T00:00:00', to: '2028-01-01T00:00:00', move: 'later' } }, endDateExtended: true } },
    ],
    absent: ['NEWLY_LISTED', 'AMOUNT_CHANGED'],
  },
  {
    name: 'a baseline number 218834 matches the row "218834"; dates absent on one side are not compared',
    input: {
      query,
      records: [row('218834', '1', { end_date: '2027-01-01T00:00:00' })],
      previous_snapshot: { captured_at: '2026-02-01T06:00:00Z', records: [{ purchase_order_contract_number: 218834, revision_number: 1, award_amount: '1000' }] },
    },
    expect: [],
    absent: ['DATES_CHANGED', 'NEWLY_LISTED', 'NO_LONGER_LISTED'],
  },
  {
    name: 'truncated current rows: the comparison covers only the returned rows',
    input: {
      query,
      records: [row('218834', '1')],
      truncated: true,
      total_records: 40,
      previous_snapshot: { captured_at: '2026-02-01T06:00:00Z', records: [row('218834', '1'), row('199120', '4')] },
    },
    expect: [
      { code: 'RESULTS_TRUNCATED', pointer: '', subject: null, details: { reason: 'truncated', returned: 1, total: 40, reasonText: 'they are marked truncated' } },
      { code: 'NO_LONGER_LISTED', pointer: '/previous_snapshot/records/1', details: { currentTruncated: true } },
    ],
    absent: ['BASELINE_TRUNCATED'],
  },
  {
    name: 'total_records above the rows counts as truncation; equal does not',
    input: { query, records: [row('1', '0'), row('2', '0')], total_records: 3, previous_snapshot: { captured_at: '2026-02-01T06:00:00Z', records: [row('1', '0'), row('2', '0')] } },
    expect: [{ code: 'RESULTS_TRUNCATED', pointer: '', details: { reason: 'total-records', returned: 2, total: 3, reasonText: 'the source reported 3 rows' } }],
  },
  {
    name: 'total_records equal to the rows is not truncation',
    input: { query, records: [row('1', '0'), row('2', '0')], total_records: 2, truncated: false, previous_snapshot: { captured_at: '2026-02-01T06:00:00Z', records: [row('1', '0'), row('2', '0')], total_records: 2 } },
    expect: [],
    absent: ['RESULTS_TRUNCATED', 'BASELINE_TRUNCATED'],
  },
  {
    name: 'live rows that reach max_results and a retained baseline that did: both may be cut',
    input: { query, max_results: 2 },
    context: live([row('1', '0'), row('2', '0')], [row('1', '0') as JsonObject, row('2', '0') as JsonObject]),
    expect: [
      { code: 'BASELINE_TRUNCATED', pointer: '', details: { reason: 'limit-reached', returned: 2, total: null } },
      { code: 'RESULTS_TRUNCATED', pointer: '', details: { reason: 'limit-reached', reasonText: 'the maintained query returned max_results (2) rows, so more may exist' } },
    ],
  },
  {
    name: 'a baseline marked truncated: a newly listed row may only have been beyond it',
    input: {
      query,
      records: [row('1', '0'), row('2', '0')],
      previous_snapshot: { captured_at: '2026-02-01T06:00:00Z', records: [row('1', '0')], truncated: true },
    },
    expect: [
      { code: 'BASELINE_TRUNCATED', pointer: '', details: { reason: 'truncated', returned: 1 } },
      { code: 'NEWLY_LISTED', pointer: '/records/1', details: { baselineTruncated: true } },
    ],
    absent: ['RESULTS_TRUNCATED'],
  },
  {
    name: 'a baseline captured after the current rows were generated (instants, offsets applied)',
    input: {
      query,
      records: [row('1', '0')],
      records_generated_at: '2026-03-01T10:00:00Z',
      previous_snapshot: { captured_at: '2026-03-01T05:00:00-06:00', records: [row('1', '0')] },
    },
    expect: [{ code: 'BASELINE_NEWER_THAN_CURRENT', pointer: '', subject: null, details: { baselineCapturedAt: '2026-03-01T05:00:00-06:00', origin: 'request' } }],
    status: 'REVIEW',
  },
  {
    name: 'a baseline that reads later as text but is earlier as an instant is fine',
    input: {
      query,
      records: [row('1', '0')],
      records_generated_at: '2026-03-01T10:00:00Z',
      previous_snapshot: { captured_at: '2026-03-01T12:00:00+06:00', records: [row('1', '0')] },
    },
    expect: [],
    absent: ['BASELINE_NEWER_THAN_CURRENT'],
  },
  {
    name: 'duplicate (contract, revision) rows on both sides: every member at its pointer with one group',
    input: {
      query,
      records: [row('218834', '2'), row('231907', '0'), row('218834', '2', { award_amount: '5.00' })],
      previous_snapshot: { captured_at: '2026-02-01T06:00:00Z', records: [row('218834', '2'), row('231907', '0'), row('231907', '0')] },
    },
    expect: [
      { code: 'DUPLICATE_ROW', pointer: '/previous_snapshot/records/1', subject: '231907', details: { group: 'previous_snapshot.records:["231907","0"]', count: 2, positions: [2, 3], position: 2 } },
      { code: 'DUPLICATE_ROW', pointer: '/previous_snapshot/records/2', subject: '231907', details: { group: 'previous_snapshot.records:["231907","0"]', position: 3 } },
      { code: 'DUPLICATE_ROW', pointer: '/records/0', subject: '218834', details: { group: 'records:["218834","2"]', side: 'records', positions: [1, 3], position: 1 } },
      { code: 'DUPLICATE_ROW', pointer: '/records/2', subject: '218834', details: { group: 'records:["218834","2"]', position: 3 } },
    ],
    absent: ['AMOUNT_CHANGED'],
    report: {
      records: [{ verdict: 'unchanged', duplicateOf: null }, { verdict: 'unchanged' }, { verdict: 'unchanged', duplicateOf: 0 }],
      previousSnapshot: { records: [{ duplicateOf: null }, { duplicateOf: null }, { duplicateOf: 1, verdict: 'still-listed' }] },
      awardAmounts: { sumOfRowValues: '2000', rowsSummed: 2, rowsNotSummed: 1 },
    },
  },
  {
    name: 'rows without a usable contract number or revision are left out, on either side',
    input: {
      query,
      records: [row('218834', ' '), row('231907', '0')],
      previous_snapshot: { captured_at: '2026-02-01T06:00:00Z', records: [{ purchase_order_contract_number: null, revision_number: '0' }, row('231907', '0')] },
    },
    expect: [
      { code: 'ROW_UNUSABLE', pointer: '/previous_snapshot/records/0', subject: null, details: { side: 'previous_snapshot.records', position: 1, fields: 'purchase_order_contract_number' } },
      { code: 'ROW_UNUSABLE', pointer: '/records/0', subject: '218834', details: { side: 'records', position: 1, fields: 'revision_number' } },
    ],
    absent: ['NEWLY_LISTED', 'NO_LONGER_LISTED'],
    report: { records: [{ verdict: 'unusable' }, { verdict: 'unchanged' }], previousSnapshot: { records: [{ verdict: 'unusable' }, { verdict: 'still-listed' }] } },
  },
  {
    name: 'a maintained-source row without a contract number is unusable',
    input: { query },
    context: live([{ revision_number: '0' } as unknown as Row, row('1', '0')], [row('1', '0') as JsonObject]),
    expect: [{ code: 'ROW_UNUSABLE', pointer: '/records/0', details: { fields: 'purchase_order_contract_number', missing: ['purchase_order_contract_number'] } }],
    absent: ['DUPLICATE_ROW'],
  },
  {
    name: 'the dataset notes: DUR and $0 on a blanket contract depend upon requirements; negative rows are reductions; other text stays text',
    input: {
      query,
      records: [
        row('1', '0', { award_amount: 'DUR' }),
        row('2', '0', { contract_type: 'Blanket Agreement', award_amount: '0.00' }),
        row('3', '0', { contract_type: 'CONSTRUCTION-GENERAL', award_amount: 0 }),
        row('4', '1', { award_amount: '-25000.00' }),
        row('5', '0', { award_amount: 'see ordinance' }),
      ],
      previous_snapshot: { captured_at: '2026-02-01T06:00:00Z', records: [row('1', '0'), row('2', '0'), row('3', '0'), row('4', '1'), row('5', '0')].map((r) => without(r, 'award_amount')) },
    },
    expect: [
      { code: 'DEPENDS_UPON_REQUIREMENTS', pointer: '/records/0', subject: '1', details: { basis: 'the award amount reads DUR' } },
      { code: 'DEPENDS_UPON_REQUIREMENTS', pointer: '/records/1', subject: '2', details: { awardAmount: '0.00' } },
      { code: 'NEGATIVE_MODIFICATION', pointer: '/records/3', subject: '4', details: { awardAmount: '-25000' } },
      { code: 'AMOUNT_NOT_DECIMAL', pointer: '/records/4', subject: '5', details: { awardAmount: 'see ordinance' } },
    ],
    status: 'READY',
    report: { awardAmounts: { sumOfRowValues: '-25000', rowsSummed: 3, rowsNotSummed: 2 } },
  },
  {
    name: 'positive decimal amounts on standard contracts raise no value notices',
    input: { query, records: [row('3', '0', { contract_type: 'CONSTRUCTION-GENERAL', award_amount: '12.50' })], previous_snapshot: { captured_at: '2026-02-01T06:00:00Z', records: [row('3', '0', { award_amount: '12.5' })] } },
    expect: [],
    absent: ['DEPENDS_UPON_REQUIREMENTS', 'NEGATIVE_MODIFICATION', 'AMOUNT_NOT_DECIMAL', 'END_DATE_NOT_RELIABLE'],
  },
  {
    name: 'end dates: reliable on a blanket contract (any letter case), not on a standard one or a legacy row without a type',
    input: {
      query,
      records: [
        row('1', '0', { contract_type: 'commodities-blanket', end_date: '2027-01-01T00:00:00' }),
        row('2', '0', { contract_type: 'DELEGATE AGENCY', end_date: '2027-01-01T00:00:00' }),
        without(row('3', '0', { end_date: '2027-01-01T00:00:00' }), 'contract_type'),
      ],
      previous_snapshot: { captured_at: '2026-02-01T06:00:00Z', records: [row('1', '0'), row('2', '0'), row('3', '0')] },
    },
    expect: [
      { code: 'END_DATE_NOT_RELIABLE', pointer: '/records/1', subject: '2', details: { contractType: 'DELEGATE AGENCY' } },
      { code: 'END_DATE_NOT_RELIABLE', pointer: '/records/2', subject: '3', details: { contractType: 'no contract type recorded' } },
    ],
    report: { records: [{ endDateReliable: true }, { endDateReliable: false }, { endDateReliable: false, contractType: null }] },
  },
  // Socrata floating_timestamp (https://dev.socrata.com/docs/datatypes/floating_timestamp): "=" is
  // "TRUE when two dates are at the same time", and the API returns milliseconds; the CSV export
  // writes MM/DD/YYYY. One date in four spellings is no change (a false alarm before: text compare).
  {
    name: 'Socrata floating_timestamp: one date in API, short ISO and CSV-export spellings is not a DATES_CHANGED',
    input: {
      query,
      records: [
        row('1', '0', { start_date: '2024-04-01', end_date: '03/31/2027', approval_date: '2026-02-10T00:00:00.000' }),
        row('2', '0', { start_date: '04/01/2024 12:00:00 AM', end_date: '2027-03-31T00:00' }),
      ],
      previous_snapshot: {
        captured_at: '2026-02-01T06:00:00Z',
        records: [
          row('1', '0', { start_date: '2024-04-01T00:00:00.000', end_date: '2027-03-31T00:00:00', approval_date: '2026-02-10T00:00:00' }),
          row('2', '0', { start_date: '2024-04-01T00:00:00', end_date: '2027-03-31T00:00:00.000' }),
        ],
      },
    },
    expect: [],
    status: 'READY',
    absent: ['DATES_CHANGED'],
    report: { records: [{ verdict: 'unchanged', changes: [] }, { verdict: 'unchanged', changes: [] }] },
  },
  // OCDS 1.1 contracts.period: a changed period is an amendment; SoQL ">" orders floating timestamps.
  {
    name: 'OCDS contracts.period: an end date moved later is flagged as an extension; a text date is compared as text',
    input: {
      query,
      records: [
        row('1', '0', { end_date: '2027-06-30T00:00:00.000' }),
        row('2', '0', { end_date: '12/31/2026' }),
        row('3', '0', { start_date: 'TBD' }),
        row('4', '0', { start_date: '2024-02-30' }),
      ],
      previous_snapshot: {
        captured_at: '2026-02-01T06:00:00Z',
        records: [row('1', '0', { end_date: '03/31/2027' }), row('2', '0', { end_date: '2027-03-31T00:00:00' }), row('3', '0', { start_date: 'tbd' }), row('4', '0', { start_date: '2024-03-01' })],
      },
    },
    expect: [
      {
        code: 'DATES_CHANGED',
        pointer: '/records/0',
        subject: '1',
        details: { fields: 'end_date', endDateExtended: true, changes: { end_date: { from: '03/31/2027', to: '2027-06-30T00:00:00.000', move: 'later' } } },
      },
      { code: 'DATES_CHANGED', pointer: '/records/1', subject: '2', details: { endDateExtended: false, changes: { end_date: { from: '2027-03-31T00:00:00', to: '12/31/2026', move: 'earlier' } } } },
      { code: 'DATES_CHANGED', pointer: '/records/2', subject: '3', details: { fields: 'start_date', endDateExtended: false, changes: { start_date: { from: 'tbd', to: 'TBD', move: 'different' } } } },
      // 2024-02-30 is no calendar date: it is text, and differs from 2024-03-01.
      { code: 'DATES_CHANGED', pointer: '/records/3', subject: '4', details: { changes: { start_date: { from: '2024-03-01', to: '2024-02-30', move: 'different' } } } },
    ],
    status: 'REVIEW',
  },
  // OCDS 1.1 awards.suppliers: the supplier is part of what an amendment can change.
  {
    name: 'OCDS awards.suppliers: a new revision with another vendor_id, and a same row with another vendor name, are VENDOR_CHANGED',
    input: {
      query,
      records: [
        row('218834', '2', { vendor_id: '118820011B', vendor_name: 'LAKESIDE ASPHALT LLC', award_amount: '150000.00' }),
        without(row('300001', '0', { vendor_name: 'Acme Demolition Inc' }), 'vendor_id'),
      ],
      previous_snapshot: {
        captured_at: '2026-02-01T06:00:00Z',
        records: [row('218834', '1'), { ...row('300001', '0', { vendor_name: 'Brick & Beam Wrecking Co' }), vendor_id: null }],
      },
    },
    expect: [
      { code: 'CONTRACT_REVISED', pointer: '/records/0', subject: '218834', details: { previousRevision: '1', modification: 'increase' } },
      {
        code: 'VENDOR_CHANGED',
        pointer: '/records/0',
        subject: '218834',
        details: { basis: 'vendor_id', comparedRevision: '1', fromVendorId: '102934487A', toVendorId: '118820011B', from: 'LAKESIDE PAVING CO (102934487A)', to: 'LAKESIDE ASPHALT LLC (118820011B)' },
      },
      { code: 'VENDOR_CHANGED', pointer: '/records/1', subject: '300001', details: { basis: 'vendor_name', fromVendorName: 'Brick & Beam Wrecking Co', toVendorName: 'Acme Demolition Inc' } },
    ],
    status: 'REVIEW',
    report: { records: [{ verdict: 'revised', changes: ['vendor'] }, { verdict: 'changed', changes: ['vendor'] }] },
  },
  {
    name: 'one vendor in another letter case or punctuation, or with one vendor_id, is not VENDOR_CHANGED; a reduction is a decrease',
    input: {
      query,
      records: [
        row('1', '0', { vendor_name: 'Lakeside Paving Co.' }),
        row('2', '1', { vendor_name: 'LAKESIDE PAVING COMPANY', vendor_id: ' 102934487a ', award_amount: '-5000' }),
        without(row('3', '0'), 'vendor_name'),
      ],
      previous_snapshot: { captured_at: '2026-02-01T06:00:00Z', records: [without(row('1', '0'), 'vendor_id'), row('2', '0'), row('3', '0')] },
    },
    expect: [
      { code: 'CONTRACT_REVISED', pointer: '/records/1', subject: '2', details: { modification: 'decrease' } },
      { code: 'NEGATIVE_MODIFICATION', pointer: '/records/1', subject: '2' },
    ],
    absent: ['VENDOR_CHANGED'],
    report: { records: [{ verdict: 'unchanged' }, { verdict: 'revised', changes: [] }, { verdict: 'unchanged' }] },
  },
  // Socrata dataset metadata rowsUpdatedAt (`source_updated_at`): when the rows last changed.
  {
    name: 'Socrata rowsUpdatedAt: current rows from a publication older than the baseline\'s are flagged',
    input: {
      query,
      records: [row('1', '0')],
      source_updated_at: '2026-01-15T10:00:00-06:00',
      previous_snapshot: { captured_at: '2026-02-01T06:00:00Z', source_updated_at: '2026-01-31T23:05:00Z', records: [row('1', '0')] },
    },
    expect: [
      { code: 'SOURCE_OLDER_THAN_BASELINE', pointer: '', subject: null, details: { currentSourceUpdatedAt: '2026-01-15T10:00:00-06:00', baselineSourceUpdatedAt: '2026-01-31T23:05:00Z', origin: 'request' } },
    ],
    status: 'REVIEW',
  },
  {
    name: 'rowsUpdatedAt: the same instant in another offset, or a later one, is not SOURCE_OLDER_THAN_BASELINE',
    input: {
      query,
      records: [row('1', '0')],
      source_updated_at: '2026-01-31T17:05:00-06:00',
      previous_snapshot: { captured_at: '2026-02-01T06:00:00Z', source_updated_at: '2026-01-31T23:05:00Z', records: [row('1', '0')] },
    },
    expect: [],
    status: 'READY',
    absent: ['SOURCE_OLDER_THAN_BASELINE'],
  },
  {
    name: 'rowsUpdatedAt in live mode: the snapshot\'s update time against the retained baseline\'s',
    input: { query },
    context: { ...live([row('1', '0')], [row('1', '0')]), snapshot: { ...snapshot, sourceUpdatedAt: '2026-01-01T00:00:00Z', records: 1 } },
    expect: [{ code: 'SOURCE_OLDER_THAN_BASELINE', pointer: '', subject: null, details: { currentSourceUpdatedAt: '2026-01-01T00:00:00Z', origin: 'retained' } }],
    status: 'REVIEW',
  },
]);
