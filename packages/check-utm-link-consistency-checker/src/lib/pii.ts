/**
 * Conservative, labeled-as-heuristic detection of personal data in query values. Regular
 * expressions here are anchored or split so that they run in linear time on long values.
 */
const PII_KEYS = new Set([
  'email', 'e_mail', 'mail', 'email_address', 'emailaddress',
  'name', 'first_name', 'firstname', 'last_name', 'lastname', 'full_name', 'fullname',
  'phone', 'phone_number', 'phonenumber', 'tel', 'telephone', 'mobile',
]);

export type PiiReason = 'pii-key' | 'email-address' | 'phone-number';

export function isPiiKey(key: string): boolean {
  const lower = key.toLowerCase();
  return PII_KEYS.has(lower.includes('-') ? lower.replace(/-/g, '_') : lower);
}

const LOCAL_END = /[A-Za-z0-9._%+-]$/;
const DOMAIN_START = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

/** A local part, `@`, and a dotted domain with an alphabetic top-level label. */
export function containsEmail(value: string): boolean {
  if (!value.includes('@')) return false;
  const parts = value.split('@');
  for (let i = 0; i < parts.length - 1; i++) {
    if (LOCAL_END.test(parts[i] as string) && DOMAIN_START.test(parts[i + 1] as string)) return true;
  }
  return false;
}

const INTERNATIONAL = /^\+[\d\s().-]+$/;
const NANP = /^(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}$/;

/**
 * Phone-like: an international number (`+` then 8–15 digits with spaces, dots, dashes or
 * parentheses) or a North American number written with separators (`555-123-4567`,
 * `(555) 123-4567`). Bare digit strings are not flagged: they are more often ids or timestamps.
 */
export function isPhoneLike(value: string): boolean {
  const text = value.trim();
  if (text.length > 40) return false;
  let digits = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) digits++;
  // Both forms need at least 8 digits (a North American number has 10).
  if (digits < 8) return false;
  if (INTERNATIONAL.test(text)) return digits >= 8 && digits <= 15;
  return NANP.test(text);
}

export function piiReasons(key: string, value: string): PiiReason[] {
  if (value.trim() === '') return [];
  const reasons: PiiReason[] = [];
  if (isPiiKey(key)) reasons.push('pii-key');
  if (containsEmail(value)) reasons.push('email-address');
  if (isPhoneLike(value)) reasons.push('phone-number');
  return reasons;
}
