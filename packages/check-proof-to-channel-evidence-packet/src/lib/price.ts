import { Big, type Decimal } from '@evidence-check/exact-decimal';

/** Numbers as written in prose: `0.05`, `$1,250.00`; a comma groups thousands, a period is the decimal point. */
const NUMBER_IN_TEXT = /\d[\d,]*(?:\.\d+)?/g;
const FREE = /\bfree\b/i;

/**
 * Whether the disclosure states the price: some number in it equals `price_usd` exactly
 * (`0.050` states 0.05; `5` does not), or, for a price of 0, it says "free".
 */
export function statesPrice(text: string, price: Decimal): boolean {
  if (price.eq(0) && FREE.test(text)) return true;
  for (const match of text.matchAll(NUMBER_IN_TEXT)) {
    const digits = match[0].replace(/,/g, '');
    if (new Big(digits).eq(price)) return true;
  }
  return false;
}

const isLetter = (ch: string | undefined): boolean => ch !== undefined && ch.toLowerCase() !== ch.toUpperCase();

/**
 * Whether the text offers something "free" in the price sense: the word `free` on its own, not
 * `X-free` (without X), not `free-form`, not `free of` (except `free of charge`), not `feel free`.
 */
export function mentionsFree(text: string): boolean {
  const lower = text.toLowerCase();
  for (let at = lower.indexOf('free'); at !== -1; at = lower.indexOf('free', at + 1)) {
    const before = lower[at - 1];
    const after = lower[at + 4];
    if (isLetter(before) || isLetter(after) || before === '-' || after === '-') continue;
    const rest = lower.slice(at + 4, at + 20);
    if (rest.startsWith(' of ') && !rest.startsWith(' of charge')) continue;
    if (lower.slice(Math.max(0, at - 5), at) === 'feel ') continue;
    return true;
  }
  return false;
}
