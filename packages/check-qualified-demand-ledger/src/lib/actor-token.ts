// Actor tokens are opaque (the interface: "never submit names, messages, credentials or private
// keys"). These hand-written matchers find the two shapes that are personal data on their face.

const isDigit = (ch: string) => ch >= '0' && ch <= '9';
const isAlnum = (ch: string) => isDigit(ch) || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');

/** local@domain.tld: one `@`, no white space, a dotted domain whose last label has 2+ letters. */
function isEmail(token: string): boolean {
  const at = token.indexOf('@');
  if (at <= 0 || at !== token.lastIndexOf('@')) return false;
  if ([...token].some((ch) => ch.trim() === '')) return false;
  const labels = token.slice(at + 1).split('.');
  if (labels.length < 2 || labels.some((label) => label === '' || ![...label].every((ch) => isAlnum(ch) || ch === '-'))) return false;
  const tld = labels[labels.length - 1]!;
  return tld.length >= 2 && [...tld].every((ch) => !isDigit(ch));
}

/** An E.164 telephone number: `+`, then 8–15 digits, optionally grouped by spaces, dashes, dots or parentheses. */
function isPhone(token: string): boolean {
  if (!token.startsWith('+')) return false;
  let digits = 0;
  for (const ch of token.slice(1)) {
    if (isDigit(ch)) digits++;
    else if (!' -.()'.includes(ch)) return false;
  }
  return digits >= 8 && digits <= 15;
}

/** What personal data the token's shape shows, or null for an opaque-looking token. */
export function personalShape(token: string): 'email-address' | 'phone-number' | null {
  const text = token.trim();
  if (isEmail(text)) return 'email-address';
  if (isPhone(text)) return 'phone-number';
  return null;
}
