// Rows of the real column shapes, written from the portal's published column lists:
// - Building Permits (ydr8-5enu): the API field names of the current schema (ID, PERMIT#,
//   PERMIT_STATUS, PERMIT_MILESTONE, PERMIT_TYPE, REVIEW_TYPE, APPLICATION_START_DATE, ISSUE_DATE,
//   PROCESSING_TIME, STREET_NUMBER, STREET DIRECTION, STREET_NAME, WORK_TYPE, WORK_DESCRIPTION,
//   PERMIT_CONDITION, fees, CONTACT_1..15_*, REPORTED_COST, PIN_LIST, geography).
// - Contracts (rsxa-ify5): purchase_order_description … contract_pdf.
// SODA 2 JSON gives numbers, money and dates as strings and omits null columns.
import type { Row } from './soql-eval.js';

const contactColumns = Array.from({ length: 15 }, (_, i) =>
  ['type', 'name', 'city', 'state', 'zipcode'].map((part) => `contact_${i + 1}_${part}`),
).flat();

export const PERMIT_COLUMNS: readonly string[] = [
  'id',
  'permit_',
  'permit_status',
  'permit_milestone',
  'permit_type',
  'review_type',
  'application_start_date',
  'issue_date',
  'processing_time',
  'street_number',
  'street_direction',
  'street_name',
  'work_type',
  'work_description',
  'permit_condition',
  'building_fee_paid',
  'zoning_fee_paid',
  'other_fee_paid',
  'subtotal_paid',
  'building_fee_unpaid',
  'zoning_fee_unpaid',
  'other_fee_unpaid',
  'subtotal_unpaid',
  'building_fee_waived',
  'building_fee_subtotal',
  'zoning_fee_subtotal',
  'other_fee_subtotal',
  'zoning_fee_waived',
  'other_fee_waived',
  'subtotal_waived',
  'total_fee',
  ...contactColumns,
  'reported_cost',
  'pin_list',
  'community_area',
  'census_tract',
  'ward',
  'xcoordinate',
  'ycoordinate',
  'latitude',
  'longitude',
  'location',
];

export const CONTRACT_COLUMNS: readonly string[] = [
  'purchase_order_description',
  'purchase_order_contract_number',
  'revision_number',
  'specification_number',
  'contract_type',
  'start_date',
  'end_date',
  'approval_date',
  'department',
  'vendor_name',
  'vendor_id',
  'address_1',
  'address_2',
  'city',
  'state',
  'zip',
  'award_amount',
  'procurement_type',
  'contract_pdf',
];

/** A wrecking/demolition permit row; override any column, or set it to undefined to leave it out. */
export function permitRow(overrides: Record<string, unknown> = {}): Row {
  const row: Row = {
    id: '3215489',
    permit_: '100987654',
    permit_status: 'ACTIVE',
    permit_milestone: 'PERMIT ISSUED',
    permit_type: 'PERMIT - WRECKING/DEMOLITION',
    review_type: 'WRECKING/DEMOLITION',
    application_start_date: '2026-01-05T00:00:00.000',
    issue_date: '2026-02-10T00:00:00.000',
    processing_time: '36',
    street_number: '1600',
    street_direction: 'W',
    street_name: 'NORTH',
    work_type: 'WRECK',
    work_description: 'WRECK & REMOVE A 2-STORY FRAME RESIDENTIAL BUILDING.',
    building_fee_paid: '1250',
    zoning_fee_paid: '0',
    other_fee_paid: '0',
    subtotal_paid: '1250',
    building_fee_unpaid: '0',
    zoning_fee_unpaid: '0',
    other_fee_unpaid: '0',
    subtotal_unpaid: '0',
    building_fee_waived: '0',
    building_fee_subtotal: '1250',
    zoning_fee_subtotal: '0',
    other_fee_subtotal: '0',
    zoning_fee_waived: '0',
    other_fee_waived: '0',
    subtotal_waived: '0',
    total_fee: '1250',
    contact_1_type: 'CONTRACTOR-WRECKING',
    contact_1_name: 'EXAMPLE WRECKING CO',
    contact_1_city: 'CHICAGO',
    contact_1_state: 'IL',
    contact_1_zipcode: '60622',
    reported_cost: '25000',
    pin_list: '17-06-101-001-0000',
    community_area: '24',
    census_tract: '242400',
    ward: '2',
    xcoordinate: '1164650.12',
    ycoordinate: '1910940.45',
    latitude: '41.910536',
    longitude: '-87.668966',
    location: { type: 'Point', coordinates: [-87.668966, 41.910536] },
  };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete row[key];
    else row[key] = value;
  }
  return row;
}

/** One revision of a contract row; override any column, or set it to undefined to leave it out. */
export function contractRow(overrides: Record<string, unknown> = {}): Row {
  const row: Row = {
    purchase_order_description: 'DEMOLITION SERVICES, CITYWIDE',
    purchase_order_contract_number: '200145',
    revision_number: '0',
    specification_number: '1184770',
    contract_type: 'CONSTRUCTION-DEMOLITION',
    start_date: '2025-03-01T00:00:00.000',
    end_date: '2027-02-28T00:00:00.000',
    approval_date: '2025-02-14T00:00:00.000',
    department: 'DEPARTMENT OF BUILDINGS',
    vendor_name: 'EXAMPLE WRECKING CO',
    vendor_id: '102233445A',
    address_1: '1950 W HUBBARD ST',
    city: 'CHICAGO',
    state: 'IL',
    zip: '60622',
    award_amount: '1250000.00',
    procurement_type: 'BID',
    contract_pdf: { url: 'https://example.invalid/contract.pdf' },
  };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete row[key];
    else row[key] = value;
  }
  return row;
}
