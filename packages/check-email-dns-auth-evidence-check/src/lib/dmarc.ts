/**
 * DMARC tag values (RFC 7489 §6.3, grammar in §6.4). Tag names and keyword values are
 * case-insensitive (ABNF quoted strings); the version value DMARC1 is exact.
 */
import { hostProblem } from './mx.js';

export type Policy = 'none' | 'quarantine' | 'reject';
export const POLICIES: readonly Policy[] = ['none', 'quarantine', 'reject'];

/** RFC 7489 §6.3, plus np from RFC 9091 §4.1. */
export const KNOWN_TAGS: ReadonlySet<string> = new Set(['v', 'p', 'sp', 'np', 'pct', 'adkim', 'aspf', 'fo', 'rf', 'ri', 'rua', 'ruf']);

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
    case 'rf':
      return value.split(':').every((format) => /^[A-Za-z0-9-]+$/.test(format.trim())) ? null : `"${value}" is not a colon-separated list of report formats`;
    case 'ri':
      return allDigits(value, 32) ? null : `"${value}" is not a number of seconds`;
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
