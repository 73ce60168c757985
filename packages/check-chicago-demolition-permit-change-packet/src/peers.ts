import type { PeerComparison } from '@evidence-check/core-receipt';

const DATASET = 'City of Chicago Building Permits dataset (ydr8-5enu)';
const NOTICE = 'Chicago Municipal Code 13-124-015 Notice of demolition';
const CDPH = 'Chicago Municipal Code, Department of Public Health notice of intent to demolish (asbestos)';
const PYTHON = 'CPython decimal.Decimal';

/** The strongest peers of this product and how each of their rules maps to our codes. */
export const comparison = {
  peers: [
    { name: DATASET, url: 'https://data.cityofchicago.org/Buildings/Building-Permits/ydr8-5enu' },
    { name: NOTICE, url: 'https://codelibrary.amlegal.com/codes/chicago/c7209359-81de-4059-a679-f6a211f04dea/chicagobuilding_il/0-0-0-361151' },
    { name: CDPH, url: 'https://codelibrary.amlegal.com/codes/chicago/latest/chicago_il/0-0-0-2655672' },
    {
      name: PYTHON,
      url: 'https://docs.python.org/3/library/decimal.html',
      oracle:
        'test/decimal-oracle.test.ts: 499 generated unpaid building fees (texts with signs, $, right and wrong thousands groups, fractions; JSON numbers) through run() and through Decimal; 0 disagreements on PERMIT_FEES_UNPAID',
    },
  ],
  rules: [
    { peer: DATASET, rule: "permit_type 'PERMIT - WRECKING/DEMOLITION' names a demolition permit", ours: 'PERMIT_TYPE_NOT_DEMOLITION', note: 'read from the open key `permitType`' },
    {
      peer: DATASET,
      rule: 'if building or zoning permit fees show as unpaid, the permit is not valid',
      ours: 'PERMIT_FEES_UNPAID',
      note: 'open keys `buildingFeeUnpaid`, `zoningFeeUnpaid`, read as exact decimals',
    },
    {
      peer: DATASET,
      rule: 'a permit is valid if only "other fees" are shown as unpaid',
      ours: 'PERMIT_FEES_UNPAID',
      note: 'an unpaid `otherFeeUnpaid` alone is not flagged; it is shown in the finding when building or zoning fees are',
    },
    { peer: PYTHON, rule: 'Decimal(x) > 0: an exact comparison with zero, never through binary floating point', ours: 'PERMIT_FEES_UNPAID' },
    { peer: DATASET, rule: 'permits issued and then voided or revoked are not in the dataset', ours: 'PERMIT_NO_LONGER_LISTED' },
    { peer: DATASET, rule: 'review_type (e.g. EMERGENCY) and work_description', ours: 'EMERGENCY_PERMIT', note: 'the adapter passes review_type as `urgency`' },
    { peer: DATASET, rule: 'id: one row per permit', ours: ['RECORD_ID_UNUSABLE', 'DUPLICATE_RECORD_ID', 'NEW_PERMIT'] },
    { peer: DATASET, rule: 'permit_, issue_date, street_number / street_direction / street_name', ours: 'PERMIT_FIELDS_MISSING' },
    {
      peer: DATASET,
      rule: 'permit_status and permit_condition (added 10/15/2025)',
      ours: null,
      note: 'permit_status is shown in the report (`permitStatus`) and not judged; permit_condition is not read',
    },
    {
      peer: NOTICE,
      rule: '(a) written notice to adjacent owners and the alderman at least ten days before demolition work begins',
      ours: null,
      note: 'the notice is served by the owner and is not in the permit record',
    },
    {
      peer: NOTICE,
      rule: '(a)(i) no notice when immediate demolition protects against an imminent threat to public safety',
      ours: 'EMERGENCY_PERMIT',
      note: 'the finding says that an emergency demolition may start without the ten-day notice',
    },
    {
      peer: CDPH,
      rule: '(a) notice of intent to demolish filed with and approved by the Department of Health ten working days before demolition; asbestos statement',
      ours: null,
      note: 'Department of Health notices and asbestos surveys are not in the Building Permits dataset',
    },
    {
      peer: CDPH,
      rule: 'structurally unsound building in danger of imminent collapse: notice one day before, licensed asbestos abatement contractor on site',
      ours: null,
      note: 'not in the permit record; an emergency review type is flagged by EMERGENCY_PERMIT, which does not establish this case',
    },
  ],
} as const satisfies PeerComparison;
