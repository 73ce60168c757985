// Why a name, a cost amount or a currency is not acceptable (null or empty when it is).
import { codes as isoCodes, publishDate } from 'currency-codes';
import { MCP_NAME_MAX, PLATFORM_NAME_MAX } from './vocabulary.js';

/** ISO 4217 alphabetic codes, from the maintained `currency-codes` list (static data, no I/O). */
const ISO_4217 = new Set(isoCodes());
export const ISO_4217_PUBLISHED = publishDate;

const DECIMAL_TEXT = /^-?[0-9]+(\.[0-9]+)?$/;
const MCP_NAME_CHARACTERS = /^[A-Za-z0-9_.-]*$/;

/** Why an amount is not a non-negative decimal; null when it is one. */
export function amountProblem(amount: unknown): string | null {
  if (typeof amount === 'number') return Number.isFinite(amount) ? (amount < 0 ? 'negative' : null) : 'not a finite number';
  if (typeof amount !== 'string') return 'not a number or a decimal string';
  if (!DECIMAL_TEXT.test(amount)) return 'not a plain decimal';
  return amount.startsWith('-') && /[1-9]/.test(amount) ? 'negative' : null;
}

/** Why a currency is not an ISO 4217 alphabetic code; null when it is one. */
export function currencyProblem(currency: unknown): string | null {
  if (typeof currency !== 'string') return 'not a string';
  if (ISO_4217.has(currency)) return null;
  if (ISO_4217.has(currency.toUpperCase())) return `ISO 4217 codes are upper case: ${currency.toUpperCase()}`;
  return 'not an ISO 4217 currency code';
}

/**
 * Why a name breaks the MCP tool-name rule (2025-11-25 server/tools#tool-names, SEP-986): 1–128
 * characters, only `A-Z a-z 0-9 _ - .`; empty when it does not. Lengths are UTF-16 code units, as
 * the official TypeScript SDK's `validateToolName` counts them.
 */
export function nameProblems(name: unknown): string[] {
  if (typeof name !== 'string') return ['not a string'];
  if (name === '') return ['empty'];
  const problems: string[] = [];
  if (!MCP_NAME_CHARACTERS.test(name)) problems.push(`has characters other than A-Z, a-z, 0-9, _, - and . (${invalidCharacters(name)})`);
  if (name.length > MCP_NAME_MAX) problems.push(`longer than ${MCP_NAME_MAX} characters (${name.length})`);
  return problems;
}

/** The distinct characters outside the MCP set, quoted, at most 5. */
function invalidCharacters(name: string): string {
  const seen: string[] = [];
  for (const character of name) {
    if (/^[A-Za-z0-9_.-]$/.test(character) || seen.includes(JSON.stringify(character))) continue;
    seen.push(JSON.stringify(character));
    if (seen.length === 5) break;
  }
  return seen.join(', ');
}

/**
 * Why an MCP-valid name breaks the narrower function-calling rule `^[a-zA-Z0-9_-]{1,64}$` of the
 * OpenAI and Anthropic APIs; empty when it does not (or when it is not MCP-valid at all).
 */
export function platformProblems(name: string): string[] {
  const problems: string[] = [];
  if (name.includes('.')) problems.push('has a dot');
  if (name.length > PLATFORM_NAME_MAX) problems.push(`longer than ${PLATFORM_NAME_MAX} characters (${name.length})`);
  return problems;
}

/** The SDK's parsing warnings for an MCP-valid name: a leading or trailing dash or dot. */
export function edgeProblems(name: string): string[] {
  const problems: string[] = [];
  for (const [mark, label] of [['-', 'dash'], ['.', 'dot']] as const) {
    if (name.startsWith(mark) || name.endsWith(mark)) problems.push(`starts or ends with a ${label}`);
  }
  return problems;
}
