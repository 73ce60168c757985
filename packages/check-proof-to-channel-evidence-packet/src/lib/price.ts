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
