/**
 * DMARC tag values as RFC 9989 (DMARCbis) defines them, with the tags RFC 7489 §6.3 defined and
 * RFC 9989 removed (pct, rf, ri) still judged as RFC 7489 defined them: receivers that implement
 * RFC 7489 still read them. Tag names and keyword values are case-insensitive (ABNF quoted
 * strings, RFC 7489 §6.4); the version value DMARC1 is exact.
 */
import { hostProblem } from './mx.js';

export type Policy = 'none' | 'quarantine' | 'reject';
export const POLICIES: readonly Policy[] = ['none', 'quarantine', 'reject'];

/** RFC 9989's tags (v, p, sp, np, psd, t, adkim, aspf, fo, rua, ruf) and those it removed. */
export const KNOWN_TAGS: ReadonlySet<string> = new Set(['v', 'p', 'sp', 'np', 'psd', 't', 'pct', 'adkim', 'aspf', 'fo', 'rf', 'ri', 'rua', 'ruf']);

/** Tags of RFC 7489 §6.3 that RFC 9989 removed: RFC 9989 receivers ignore them, RFC 7489 ones do not. */
export const OBSOLETE_TAGS: ReadonlySet<string> = new Set(['pct', 'rf', 'ri']);

/** The failure-report formats registered for rf (RFC 7489 §6.3 and its IANA registry): afrf only. */
export const REPORT_FORMATS: ReadonlySet<string> = new Set(['afrf']);

/** ri is a 32-bit unsigned integer (RFC 7489 §6.3). */
const MAX_INTERVAL = 4_294_967_295;

export function readPolicy(value: string): Policy | null {
  const lower = value.toLowerCase();
  return (POLICIES as readonly string[]).includes(lower) ? (lower as Policy) : null;
}

export function policyRank(policy: Policy): number {
  return POLICIES.indexOf(policy);
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

function allDigits(text: string, max: number): boolean {
  if (text.length === 0 || text.length > max) return false;
  for (let i = 0; i < text.length; i++) if (!isDigit(text.charCodeAt(i))) return false;
  return true;
}

/** ri: 1*DIGIT, at most a 32-bit unsigned integer (leading zeros allowed). */
function isInterval(value: string): boolean {
  if (!allDigits(value, value.length)) return false;
  let start = 0;
  while (start < value.length - 1 && value[start] === '0') start++;
  return value.length - start <= 10 && Number(value.slice(start)) <= MAX_INTERVAL;
}

/** pct: 1*3DIGIT, 0 to 100; null when invalid. */
export function readPercent(value: string): number | null {
  return allDigits(value, 3) && Number(value) <= 100 ? Number(value) : null;
}

/** Why a tag value other than p, sp, np, pct, rua, ruf is invalid, or null. */
export function tagValueProblem(name: string, value: string): string | null {
  const lower = value.toLowerCase();
  switch (name) {
    case 'adkim':
    case 'aspf':
      return lower === 'r' || lower === 's' ? null : `"${value}" is neither r (relaxed) nor s (strict)`;
    case 'fo':
      return lower.split(':').every((option) => ['0', '1', 'd', 's'].includes(option.trim()))
        ? null
        : `"${value}" is not a colon-separated list of 0, 1, d and s`;
    case 'rf': {
      const formats = value.split(':').map((format) => format.trim());
      const unknown = formats.find((format) => !REPORT_FORMATS.has(format.toLowerCase()));
      if (unknown === undefined) return null;
      return /^[A-Za-z0-9-]+$/.test(unknown)
        ? `"${unknown}" is not a registered report format (afrf is the only one)`
        : `"${value}" is not a colon-separated list of report formats`;
    }
    case 'ri':
      return isInterval(value) ? null : `"${value}" is not a number of seconds from 0 to 4294967295`;
    case 't':
      return lower === 'y' || lower === 'n' ? null : `"${value}" is neither y (testing) nor n`;
    case 'psd':
      return lower === 'y' || lower === 'n' || lower === 'u' ? null : `"${value}" is not y, n or u`;
    default:
      return null;
  }
}

/** dmarc-uri = URI [ "!" 1*DIGIT [ "k" / "m" / "g" / "t" ] ] (RFC 7489 §6.4). */
export function uriProblem(text: string): string | null {
  if (text === '') return 'is empty';
  let uri = text;
  const bang = text.indexOf('!');
  if (bang >= 0) {
    const size = text.slice(bang + 1);
    const digits = 'kmgtKMGT'.includes(size.slice(-1)) && size !== '' ? size.slice(0, -1) : size;
    if (!allDigits(digits, 20)) return `has the size limit "!${size}", which is not digits with an optional k, m, g or t`;
    uri = text.slice(0, bang);
  }
  for (let i = 0; i < uri.length; i++) {
    const c = uri.charCodeAt(i);
    if (c <= 0x20 || c >= 0x7f) return 'holds white space or a character a URI cannot hold';
  }
  const colon = uri.indexOf(':');
  const scheme = colon > 0 ? uri.slice(0, colon) : '';
  if (!/^[A-Za-z][A-Za-z0-9+.-]*$/.test(scheme)) return 'has no URI scheme such as "mailto:"';
  const rest = uri.slice(colon + 1);
  if (rest === '') return `has nothing after "${scheme}:"`;
  if (scheme.toLowerCase() !== 'mailto') return null;
  const address = rest.split('?')[0] as string;
  const at = address.lastIndexOf('@');
  if (at <= 0) return `has no address "local@domain" after "mailto:"`;
  const problem = hostProblem(address.slice(at + 1));
  return problem ? `has the mail domain "${address.slice(at + 1)}", which ${problem}` : null;
}
