// Reading one permit record: text fields, the comparable id, and the urgency label.

/**
 * The urgency label: `emergency` when the recorded urgency (the source's review type) or the work
 * description contains the word EMERGENCY (any letter case, not as NON-EMERGENCY); `standard` when an urgency is recorded
 * and names no emergency; `unknown` when neither field says anything.
 */
export type UrgencyLabel = 'emergency' | 'standard' | 'unknown';

/** Non-blank text as is; anything else is absent. */
export function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The permit type of the dataset's wrecking/demolition permits (ydr8-5enu `permit_type`). */
export const DEMOLITION_PERMIT_TYPE = 'PERMIT - WRECKING/DEMOLITION';

/** Whether a recorded permit type is the demolition type: any letter case, runs of spaces as one. */
export function isDemolitionType(permitType: string): boolean {
  return permitType.trim().replace(/\s+/g, ' ').toUpperCase() === DEMOLITION_PERMIT_TYPE;
}

/** String ids as written; numeric ids by their JSON text, so `3291044` matches `"3291044"`. */
export function idKey(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return JSON.stringify(value);
  return null;
}

/** The word EMERGENCY in any letter case, unless negated as NON-EMERGENCY or NON EMERGENCY. */
const EMERGENCY = /(?<!\bnon[- ]?)\bemergency\b/i;

export function mentionsEmergency(value: string | null): boolean {
  return value !== null && EMERGENCY.test(value);
}

export function urgencyLabel(urgency: string | null, workDescription: string | null): UrgencyLabel {
  if (mentionsEmergency(urgency) || mentionsEmergency(workDescription)) return 'emergency';
  return urgency !== null ? 'standard' : 'unknown';
}

/** What a permit finding repeats about the permit (the id as compared, the shown fields, the label). */
export function shownFacts(permit: { key: string | null; permitNumber: string | null; issuedAt: string | null; address: string | null; urgencyLabel: UrgencyLabel }) {
  return {
    id: permit.key,
    permitNumber: permit.permitNumber,
    issuedAt: permit.issuedAt,
    address: permit.address,
    urgency: permit.urgencyLabel,
  };
}
