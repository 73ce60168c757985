import type { PeerComparison } from '@evidence-check/core-receipt';

const DATASET = 'City of Chicago Contracts dataset (rsxa-ify5)';
const SOCRATA = 'Socrata SODA / SoQL (floating_timestamp, dataset metadata)';
const OCDS = 'Open Contracting Data Standard 1.1 (releases, amendments)';
const PYTHON = 'CPython datetime (fromisoformat, strptime)';

/** The strongest peers of this product and how each of their rules maps to our codes. */
export const comparison = {
  peers: [
    { name: DATASET, url: 'https://data.cityofchicago.org/Administration-Finance/Contracts/rsxa-ify5' },
    { name: SOCRATA, url: 'https://dev.socrata.com/docs/datatypes/floating_timestamp' },
    { name: OCDS, url: 'https://standard.open-contracting.org/1.1/en/schema/reference/#amendment' },
    {
      name: PYTHON,
      url: 'https://docs.python.org/3/library/datetime.html#datetime.datetime.fromisoformat',
      oracle:
        'test/datetime-oracle.test.ts: 4,655 generated date spellings (valid and impossible calendar values) read by both, and the DATES_CHANGED verdicts of run() over 2,000 baseline/current pairs; 0 disagreements',
    },
  ],
  rules: [
    { peer: DATASET, rule: 'one row per contract and modification (revision_number); a modification is a new row', ours: ['CONTRACT_REVISED', 'NEWLY_LISTED', 'NO_LONGER_LISTED'] },
    { peer: DATASET, rule: 'award_amount of a modification row may be negative (scope and money removed)', ours: 'NEGATIVE_MODIFICATION' },
    { peer: DATASET, rule: 'DUR: Depends Upon Requirements; an uncancelled blanket contract at $0 is an indefinite-quantities contract', ours: 'DEPENDS_UPON_REQUIREMENTS' },
    { peer: DATASET, rule: 'only blanket contracts have FMPS end dates; standard contracts end on completion and acceptance', ours: 'END_DATE_NOT_RELIABLE' },
    { peer: DATASET, rule: 'legacy rows may have no contract type', ours: 'END_DATE_NOT_RELIABLE', note: 'a row without a type is not taken as blanket' },
    { peer: DATASET, rule: 'vendor_id identifies the vendor; vendor_name is its recorded name', ours: 'VENDOR_CHANGED', note: 'compared by vendor_id when both sides have one, else by name' },
    {
      peer: DATASET,
      rule: 'contract_pdf: the signed contract document',
      ours: null,
      note: 'not a request field (the interface closes records); the adapter does not pass it',
    },
    {
      peer: SOCRATA,
      rule: 'floating_timestamp: "=" is TRUE when two dates are at the same time; the API returns milliseconds (2014-10-13T00:00:00.000)',
      ours: 'DATES_CHANGED',
      note: '2024-04-01, 2024-04-01T00:00:00, …T00:00:00.000 and the CSV export 04/01/2024 are one date, not a change',
    },
    { peer: SOCRATA, rule: 'floating_timestamp "<" / ">": earlier and later dates', ours: 'DATES_CHANGED', note: '`details.changes.<field>.move` and `endDateExtended`' },
    {
      peer: SOCRATA,
      rule: 'dataset metadata rowsUpdatedAt: when the rows last changed',
      ours: 'SOURCE_OLDER_THAN_BASELINE',
      note: 'read from source_updated_at (request or snapshot) on both sides',
    },
    { peer: SOCRATA, rule: '$limit: a query returns at most the rows asked for', ours: ['RESULTS_TRUNCATED', 'BASELINE_TRUNCATED'] },
    { peer: SOCRATA, rule: 'floating_timestamp: no time zone, read in the publisher\'s (Chicago: Central Time)', ours: 'DATES_CHANGED', note: 'row dates are compared as floating values, never converted to instants' },
    {
      peer: PYTHON,
      rule: 'fromisoformat / strptime(%m/%d/%Y [%I:%M:%S %p]): which texts are calendar datetimes, and which name the same one',
      ours: 'DATES_CHANGED',
      note: 'spellings Python also reads but Socrata never writes (space separator, basic format, offsets) are compared as text',
    },
    { peer: OCDS, rule: 'contracts.amendments: a change to a contract after signature is an amendment', ours: 'CONTRACT_REVISED', note: '`details.modification`: increase, decrease or zero' },
    { peer: OCDS, rule: 'contracts.value: a changed contract value', ours: ['AMOUNT_CHANGED', 'CONTRACT_REVISED'], note: 'same row: AMOUNT_CHANGED; a new modification row: CONTRACT_REVISED with its direction' },
    { peer: OCDS, rule: 'contracts.period (startDate, endDate): a changed period, e.g. an extension', ours: 'DATES_CHANGED' },
    { peer: OCDS, rule: 'awards.suppliers: a changed supplier', ours: 'VENDOR_CHANGED' },
    {
      peer: OCDS,
      rule: 'amendments.rationale and amendments.description',
      ours: null,
      note: 'the dataset publishes no reason for a modification',
    },
    {
      peer: OCDS,
      rule: 'compiled release: the latest value of each field',
      ours: null,
      note: 'award amounts are row values; the product never computes a contract total (interface limitation)',
    },
  ],
} as const satisfies PeerComparison;
