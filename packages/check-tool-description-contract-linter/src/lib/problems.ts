// Why a name, a cost amount or a currency is not acceptable (null or empty when it is).
import { codes as isoCodes, publishDate } from 'currency-codes';
import { NAME_MAX } from './vocabulary.js';

/** ISO 4217 alphabetic codes, from the maintained `currency-codes` list (static data, no I/O). */
const ISO_4217 = new Set(isoCodes());
export const ISO_4217_PUBLISHED = publishDate;

const DECIMAL_TEXT = /^-?[0-9]+(\.[0-9]+)?$/;
const NAME_CHARACTERS = /^[A-Za-z0-9_-]*$/;

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

/** Why a name breaks the function-calling rule `^[A-Za-z0-9_-]{1,64}$`; empty when it does not. */
export function nameProblems(name: unknown): string[] {
  if (typeof name !== 'string') return ['not a string'];
  if (name === '') return ['empty'];
  const problems: string[] = [];
  if (!NAME_CHARACTERS.test(name)) problems.push('has characters other than A-Z, a-z, 0-9, _ and -');
  if (name.length > NAME_MAX) problems.push(`longer than ${NAME_MAX} characters (${name.length})`);
  return problems;
}
