// The two maintained public-data products: how a request becomes one SoQL query, and how the
// answer becomes the normalized records handed to the checks in RunContext (README "Records").
import type { JsonObject } from '@evidence-check/core-receipt';
import { addressMatches, normalizeText, parseAddress, type StreetAddress } from './address.js';
import { asRow, decimal, requiredText, text } from './rows.js';
import * as soql from './soql.js';
import type { SoqlParams } from './soql.js';

export const DEMOLITION_UTILITY = 'chicago-demolition-permit-change-packet';
export const CONTRACTS_UTILITY = 'chicago-contract-change-packet';

export type DatasetKey = 'permits' | 'contracts';

export interface Normalized {
  records: JsonObject[];
  /** True when the source holds more matches than were kept. */
  truncated: boolean;
}

export interface MaintainedProduct {
  readonly utility: string;
  readonly datasetKey: DatasetKey;
  /** Contracts only: the check compares with the previous retained snapshot. */
  readonly wantsBaseline: boolean;
  /** The SoQL query for a request (already schema-valid); `limit` asks one row more to detect truncation. */
  query(input: JsonObject): SoqlParams;
  /** Validates and normalizes the answer rows; throws SourceFailure on garbage. */
  normalize(rows: unknown[], input: JsonObject): Normalized;
}

// ---------------------------------------------------------------------------------------------
// Demolition: Building Permits (ydr8-5enu), PERMIT_TYPE = 'PERMIT - WRECKING/DEMOLITION'.

export const DEMOLITION_PERMIT_TYPE = 'PERMIT - WRECKING/DEMOLITION';
/** Fee columns of Building Permits passed to the check under its open keys. */
const DEMOLITION_FEE_COLUMNS = [
  ['building_fee_unpaid', 'buildingFeeUnpaid'],
  ['zoning_fee_unpaid', 'zoningFeeUnpaid'],
  ['other_fee_unpaid', 'otherFeeUnpaid'],
] as const;
/** The check accepts up to 100 records. */
export const MAX_PERMITS = 100;

/** The permit-number reading of a query: trimmed, single spaces, upper case. */
export function permitKey(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toUpperCase();
}

function addressCondition(address: StreetAddress): string {
  const parts = [soql.equals('street_number', address.number)];
  if (address.direction) parts.push(soql.equals('street_direction', address.direction));
  // STREET_NAME may or may not carry the suffix ("NORTH" or "NORTH AVE"): match the name alone or
  // the name followed by a space; rows are then checked word by word in normalize().
  parts.push(soql.or(soql.equalsIgnoreCase('street_name', address.name), soql.startsWithIgnoreCase('street_name', `${address.name} `)));
  return soql.and(...parts);
}

export const demolition: MaintainedProduct = {
  utility: DEMOLITION_UTILITY,
  datasetKey: 'permits',
  wantsBaseline: false,
  query(input) {
    const query = String(input.query);
    // A house number followed by a street is an address; anything else is a permit number
    // (permit numbers hold no spaces, e.g. 100123456 or EV000142).
    const address = parseAddress(query);
    const match = address ? addressCondition(address) : soql.equalsIgnoreCase('permit_', permitKey(query));
    return {
      where: soql.and(soql.equals('permit_type', DEMOLITION_PERMIT_TYPE), match),
      order: 'issue_date DESC, id ASC',
      limit: MAX_PERMITS + 1,
    };
  },
  normalize(rows, input) {
    const query = String(input.query);
    const address = parseAddress(query);
    const key = permitKey(query);
    const records: JsonObject[] = [];
    rows.forEach((value, index) => {
      const row = asRow(value, index);
      const id = requiredText(row, 'id', index);
      const permitType = text(row, 'permit_type', index);
      const permitNumber = text(row, 'permit_', index);
      const streetNumber = decimal(row, 'street_number', index);
      const streetDirection = text(row, 'street_direction', index);
      const streetName = text(row, 'street_name', index);
      const suffix = text(row, 'suffix', index);
      const record: JsonObject = {
        id,
        permitNumber,
        issuedAt: text(row, 'issue_date', index),
        address: [streetNumber, streetDirection, streetName].filter((part) => part !== null && part.trim() !== '').map((part) => (part as string).trim()).join(' ') || null,
        urgency: text(row, 'review_type', index),
        permitStatus: text(row, 'permit_status', index),
        workDescription: text(row, 'work_description', index),
      };
      // Unpaid building or zoning fees make a permit not valid (the dataset's own note): the check
      // reads them exactly, as the decimal strings the portal sends. Absent columns stay absent.
      for (const [column, key] of DEMOLITION_FEE_COLUMNS) {
        const amount = decimal(row, column, index);
        if (amount !== null) record[key] = amount;
      }
      // The portal filtered already; a row that is not what was asked for is dropped here.
      if (permitType !== null && permitType.trim().toUpperCase() !== DEMOLITION_PERMIT_TYPE) return;
      const matches = address
        ? addressMatches(address, { streetNumber, streetDirection, streetName, suffix })
        : permitNumber !== null && permitKey(permitNumber) === key;
      if (matches) records.push(record);
    });
    return { records: records.slice(0, MAX_PERMITS), truncated: rows.length > MAX_PERMITS || records.length > MAX_PERMITS };
  },
};

// ---------------------------------------------------------------------------------------------
// Contracts (rsxa-ify5): one row per revision of a purchase order / contract.

/** `query.field` -> column, and how the value is matched. */
export const CONTRACT_FIELDS: Readonly<Record<string, { column: string; match: 'contains' | 'equals' }>> = {
  vendor: { column: 'vendor_name', match: 'contains' },
  department: { column: 'department', match: 'contains' },
  contract: { column: 'purchase_order_contract_number', match: 'equals' },
  specification: { column: 'specification_number', match: 'equals' },
  keyword: { column: 'purchase_order_description', match: 'contains' },
};

export const DEFAULT_MAX_RESULTS = 25;

const CONTRACT_TEXT_COLUMNS = [
  'purchase_order_description',
  'specification_number',
  'contract_type',
  'start_date',
  'end_date',
  'approval_date',
  'department',
  'vendor_name',
  'vendor_id',
] as const;

/** A query value as matched: trimmed, single spaces, upper case (matching is case-insensitive). */
export function contractValue(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

function maxResults(input: JsonObject): number {
  return typeof input.max_results === 'number' ? input.max_results : DEFAULT_MAX_RESULTS;
}

export const contracts: MaintainedProduct = {
  utility: CONTRACTS_UTILITY,
  datasetKey: 'contracts',
  wantsBaseline: true,
  query(input) {
    const { field, value } = input.query as { field: string; value: string };
    const spec = CONTRACT_FIELDS[field];
    if (!spec) throw new Error(`unknown contracts query field ${field}`);
    const v = contractValue(value);
    return {
      where: spec.match === 'contains' ? soql.containsIgnoreCase(spec.column, v) : soql.equalsIgnoreCase(spec.column, v),
      order: 'approval_date DESC, purchase_order_contract_number ASC, revision_number ASC, :id ASC',
      limit: maxResults(input) + 1,
    };
  },
  normalize(rows, input) {
    const limit = maxResults(input);
    const records = rows.map((value, index): JsonObject => {
      const row = asRow(value, index);
      const record: JsonObject = {
        purchase_order_contract_number: requiredText(row, 'purchase_order_contract_number', index),
        revision_number: requiredText(row, 'revision_number', index),
      };
      for (const name of CONTRACT_TEXT_COLUMNS) {
        const cell = text(row, name, index);
        if (cell !== null) record[name] = cell;
      }
      const amount = decimal(row, 'award_amount', index);
      if (amount !== null) record.award_amount = amount;
      return record;
    });
    return { records: records.slice(0, limit), truncated: records.length > limit };
  },
};

export const PRODUCTS: ReadonlyMap<string, MaintainedProduct> = new Map([
  [DEMOLITION_UTILITY, demolition],
  [CONTRACTS_UTILITY, contracts],
]);

/** Normalized text of a query, exported for documentation and tests. */
export { normalizeText };
