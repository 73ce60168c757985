// The row fields of the interface, and which of them a comparison reads.

/** The row fields of the interface, in its order. */
export const FIELDS = [
  'purchase_order_contract_number',
  'revision_number',
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
export type Field = (typeof FIELDS)[number];

/** Dates compared for the same row; for a new revision only the contract's own dates. */
export const SAME_ROW_DATES = ['start_date', 'end_date', 'approval_date'] as const;
export const REVISION_DATES = ['start_date', 'end_date'] as const;
export type DateField = (typeof SAME_ROW_DATES)[number];

/**
 * What differs between a row and the baseline row it was compared with (the interface's field
 * names; `vendor` is vendor_id, or vendor_name when either side has no vendor_id).
 */
export type Change = 'award_amount' | DateField | 'vendor';

/** A vendor name as compared: letters and digits in upper case, any run of other characters one space. */
export function vendorNameKey(name: string): string {
  return name.toUpperCase().replace(/[^A-Z0-9]+/g, ' ').trim();
}

/** Non-blank text as is; anything else is absent. */
export function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** A contract number or revision: non-blank text as is, a finite number by its JSON text. */
export function idText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return JSON.stringify(value);
  return null;
}

/** Contract types that name a blanket contract ("contracts for repeated purchases"), any letter case. */
export function isBlanket(contractType: string | null): boolean {
  return contractType !== null && /blanket/i.test(contractType);
}
