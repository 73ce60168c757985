/**
 * Finds an e-mail address written in clear in a URL's path, query or fragment, after decoding
 * percent-escapes of ASCII characters (`jane%40example.com` is in clear too). One pass: each
 * `@` looks left over local-part characters (RFC 5322 atext and dots, less the URL delimiters
 * `/ ? & =`) and right over a domain with a dot and a last label of two or more letters. A scan
 * stops at the next `@` either way, so the text is read a bounded number of times.
 */
const LOCAL = new Set([..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.!#$%'*+^_`{|}~-"]);
const DOMAIN = new Set([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.-']);

function decodeAscii(text: string): string {
  return text.replace(/%([0-7][0-9A-Fa-f])/g, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const isLetter = (char: string) => (char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z');

export function findAddress(text: string): string | null {
  const decoded = decodeAscii(text);
  for (let at = decoded.indexOf('@'); at !== -1; at = decoded.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && LOCAL.has(decoded[start - 1] as string)) start--;
    while (start < at && decoded[start] === '.') start++;
    let end = at + 1;
    while (end < decoded.length && DOMAIN.has(decoded[end] as string)) end++;
    while (end > at + 1 && (decoded[end - 1] === '.' || decoded[end - 1] === '-')) end--;
    if (start === at) continue;
    let label = 0;
    while (label < end - at - 1 && isLetter(decoded[end - 1 - label] as string)) label++;
    if (label >= 2 && decoded[end - 1 - label] === '.' && end - 1 - label > at + 1) return decoded.slice(start, end);
  }
  return null;
}
